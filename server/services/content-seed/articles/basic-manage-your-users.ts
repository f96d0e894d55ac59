import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-manage-your-users',
  workspace: 'basic',
  category: 'basic-account',
  audience: 'BASIC',
  text: {
    en: {
      title: "Manage your company's users as a basic administrator",
      summary: 'As the administrator of a basic account, you add, change, block and remove your company’s users in User Management.',
      body: `## Where to go

With a basic account, **Admin** offers one card: [User Management](/admin/userList). Its tabs are **Users**, **Pending** (invitations not yet accepted), **Blocked** and **Access requests**; each can be exported to Excel with **Export**.

## Everyday tasks

| Task | How |
| --- | --- |
| Add one person | **Add user**, then **Send invitation** |
| Add or change many people | **Bulk create** or **Bulk edit** with the Excel template |
| Change apps or role | Row menu (⋮) › **Edit access** (or **Edit profile** for a name) |
| Stop access for now | Row menu (⋮) › **Block**, with a reason |
| Remove for good | Row menu (⋮) › **Delete** |
| Send an invitation again | **Pending** tab › row menu (⋮) › **Resend invite** |

## Access requests

Associates of the retailer may ask for access to your company's data. In the **Access requests** tab, select requests and choose **Approve selected** or **Deny selected**.

## Rules to keep in mind

- New users need an e-mail address under your company's authorized domains. To add a domain, contact Support.
- Invitation links work once and expire after 7 days.
- Your company always keeps at least one active Admin, and you cannot block or delete yourself.
- Bulk uploads take .xlsx files of up to 10 MB and 10,000 rows, and change nothing if one row has a problem.`,
    },
    es: {
      title: 'Gestionar los usuarios de su empresa como administrador básico',
      summary:
        'Como administrador de una cuenta básica, usted agrega, modifica, bloquea y elimina a los usuarios de su empresa en Gestión de usuarios.',
      body: `## Dónde hacerlo

Con una cuenta básica, **Administración** muestra una sola tarjeta: [Gestión de usuarios](/admin/userList). Sus pestañas son **Usuarios**, **Pendientes** (invitaciones aún no aceptadas), **Bloqueados** y **Solicitudes de acceso**; cada una se puede exportar a Excel con **Exportar**.

## Tareas de todos los días

| Tarea | Cómo |
| --- | --- |
| Agregar a una persona | **Agregar usuario** y luego **Enviar invitación** |
| Agregar o cambiar a muchas personas | **Creación masiva** o **Edición masiva** con la plantilla de Excel |
| Cambiar aplicaciones o rol | Menú de la fila (⋮) › **Editar acceso** (o **Editar perfil** para el nombre) |
| Suspender el acceso por ahora | Menú de la fila (⋮) › **Bloquear**, con un motivo |
| Quitar a alguien definitivamente | Menú de la fila (⋮) › **Eliminar** |
| Volver a enviar una invitación | Pestaña **Pendientes** › menú de la fila (⋮) › **Reenviar invitación** |

## Solicitudes de acceso

Los asociados del minorista pueden pedir acceso a los datos de su empresa. En la pestaña **Solicitudes de acceso**, seleccione las solicitudes y elija **Aprobar seleccionadas** o **Rechazar seleccionadas**.

## Reglas a tener en cuenta

- Los usuarios nuevos necesitan un correo de los dominios autorizados de su empresa. Para agregar un dominio, comuníquese con Soporte.
- Los enlaces de invitación funcionan una sola vez y vencen a los 7 días.
- Su empresa siempre conserva al menos un Administrador activo, y usted no puede bloquearse ni eliminarse a sí mismo.
- Las cargas masivas aceptan archivos .xlsx de hasta 10 MB y 10,000 filas, y no cambian nada si una fila tiene un problema.`,
    },
    fr: {
      title: 'Gérer les utilisateurs de votre entreprise comme administrateur de base',
      summary:
        'À titre d’administrateur d’un compte de base, vous ajoutez, modifiez, bloquez et supprimez les utilisateurs de votre entreprise dans la gestion des utilisateurs.',
      body: `## Où aller

Avec un compte de base, **Administration** présente une seule carte : [Gestion des utilisateurs](/admin/userList). Ses onglets sont **Utilisateurs**, **En attente** (invitations pas encore acceptées), **Bloqués** et **Demandes d’accès**; chacun peut être exporté vers Excel avec **Exporter**.

## Tâches courantes

| Tâche | Comment |
| --- | --- |
| Ajouter une personne | **Ajouter un utilisateur**, puis **Envoyer l’invitation** |
| Ajouter ou modifier de nombreuses personnes | **Création en lot** ou **Modification en lot** avec le modèle Excel |
| Changer les applications ou le rôle | Menu de la ligne (⋮) › **Modifier l’accès** (ou **Modifier le profil** pour le nom) |
| Suspendre l’accès pour l’instant | Menu de la ligne (⋮) › **Bloquer**, avec un motif |
| Retirer une personne pour de bon | Menu de la ligne (⋮) › **Supprimer** |
| Renvoyer une invitation | Onglet **En attente** › menu de la ligne (⋮) › **Renvoyer l’invitation** |

## Demandes d’accès

Les associés du détaillant peuvent demander l’accès aux données de votre entreprise. Dans l’onglet **Demandes d’accès**, sélectionnez les demandes et choisissez **Approuver la sélection** ou **Refuser la sélection**.

## Règles à retenir

- Les nouveaux utilisateurs doivent avoir une adresse courriel sous les domaines autorisés de votre entreprise. Pour ajouter un domaine, communiquez avec le Soutien.
- Les liens d’invitation fonctionnent une seule fois et expirent après 7 jours.
- Votre entreprise garde toujours au moins un administrateur actif, et vous ne pouvez ni vous bloquer ni vous supprimer vous-même.
- Les téléversements en lot acceptent des fichiers .xlsx d’au plus 10 Mo et 10 000 lignes, et ne changent rien si une ligne pose problème.`,
    },
  },
} satisfies SeedArticle;
