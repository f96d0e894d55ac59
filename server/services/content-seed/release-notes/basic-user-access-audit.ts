import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'basic-user-access-audit',
  date: '2026-08-04',
  tags: ['new-feature'],
  text: {
    en: {
      title: 'Periodic user-access audit for basic accounts',
      summary:
        'Admins of basic vendors and basic agencies now confirm, at each audit, that every user of their company still needs access.',
      body: `## What's new

To keep retailer data limited to the people who need it, {portal} now runs a periodic **user-access audit** of the basic vendor and basic agency companies in {country}.

- When an audit opens, the company's admins receive an e-mail and see a banner on every page until it is done.
- The banner links to the [user list](/admin/userList), where you review your users, block those who have left and change access where needed.
- To complete the audit, confirm three statements: you reviewed the user list, you made the needed changes, and all remaining users are verified.

## What changes for you

- Reminders arrive 14, 7 and 1 days before the due date.
- If the audit is not completed by the due date, every user of the company loses their product access the next day, and each user is told by e-mail.
- The user list you confirmed is kept as evidence: admins can download it as an .xlsx file.

## Charter accounts

Supplier and agency companies are not affected by this change.
`,
    },
    es: {
      title: 'Auditoría periódica de acceso de usuarios para cuentas básicas',
      summary:
        'Los administradores de proveedores básicos y agencias básicas ahora confirman, en cada auditoría, que todos los usuarios de su empresa siguen necesitando acceso.',
      body: `## Novedades

Para que los datos del minorista lleguen solo a quienes los necesitan, {portal} realiza ahora una **auditoría periódica de acceso de usuarios** de las empresas de proveedores básicos y agencias básicas en {country}.

- Cuando se abre una auditoría, los administradores de la empresa reciben un correo electrónico y ven un aviso en todas las páginas hasta completarla.
- El aviso lleva a la [lista de usuarios](/admin/userList), donde usted revisa a sus usuarios, bloquea a quienes ya no trabajan con usted y cambia los accesos necesarios.
- Para completar la auditoría, confirme tres declaraciones: revisó la lista de usuarios, hizo los cambios necesarios y todos los usuarios restantes están verificados.

## Qué cambia para usted

- Los recordatorios llegan 14, 7 y 1 día antes de la fecha límite.
- Si la auditoría no se completa a tiempo, al día siguiente todos los usuarios de la empresa pierden el acceso a sus productos, y cada uno recibe un aviso por correo electrónico.
- La lista de usuarios que confirmó se conserva como evidencia: los administradores pueden descargarla como archivo .xlsx.

## Cuentas Charter

Este cambio no afecta a las empresas proveedoras ni a las agencias.
`,
    },
  },
} satisfies SeedReleaseNote;
