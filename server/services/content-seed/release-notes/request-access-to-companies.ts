import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'request-access-to-companies',
  date: '2026-03-31',
  tags: ['new-feature'],
  text: {
    en: {
      title: 'Associates can request access to supplier companies',
      summary:
        "Associates now ask for access to a supplier company's data from their profile; the company's admins approve or deny the request.",
      body: `## What's new

Associates who work with suppliers can now request access to a company directly in {portal}, instead of opening a support incident.

- Open [Request access](/profile/requestAccess) from your profile, search for the company by name, choose the products and add a note explaining why you need access.
- The company's admins see the request under **User Management → Access requests** and approve or deny it.
- Once access is granted, pick the company in the user menu to work with its data.

## What changes for you

- **Associates:** your requests and their status (pending, approved, denied, withdrawn) are listed on the same page, and you can withdraw a pending request. A request waiting more than two business days is marked **Overdue**.
- **Supplier admins:** check the Access requests tab of [User Management](/admin/userList) regularly. Every decision is written to the activity log.

## Good to know

You see only the products the company's admin approved, and only while the grant lasts.
`,
    },
    es: {
      title: 'Los asociados pueden solicitar acceso a empresas proveedoras',
      summary:
        'Los asociados ahora solicitan acceso a los datos de una empresa proveedora desde su perfil; los administradores de la empresa aprueban o rechazan la solicitud.',
      body: `## Novedades

Los asociados que trabajan con proveedores ahora pueden solicitar acceso a una empresa directamente en {portal}, en lugar de abrir un incidente de soporte.

- Abra [Solicitar acceso](/profile/requestAccess) desde su perfil, busque la empresa por nombre, elija los productos y agregue una nota que explique por qué necesita el acceso.
- Los administradores de la empresa ven la solicitud en **Gestión de usuarios → Solicitudes de acceso** y la aprueban o la rechazan.
- Una vez otorgado el acceso, elija la empresa en el menú de usuario para trabajar con sus datos.

## Qué cambia para usted

- **Asociados:** sus solicitudes y su estado (pendiente, aprobada, rechazada, retirada) aparecen en la misma página, y puede retirar una solicitud pendiente. Una solicitud que espera más de dos días hábiles se marca como **Vencida**.
- **Administradores de proveedores:** revise con regularidad la pestaña Solicitudes de acceso de [Gestión de usuarios](/admin/userList). Cada decisión queda en el registro de actividad.

## Para tener en cuenta

Usted ve solo los productos que aprobó el administrador de la empresa, y solo mientras dure el acceso otorgado.
`,
    },
  },
} satisfies SeedReleaseNote;
