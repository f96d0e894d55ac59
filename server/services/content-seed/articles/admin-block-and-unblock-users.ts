import type { SeedArticle } from '../types.ts';

export default {
  key: 'admin-block-and-unblock-users',
  workspace: 'supplier',
  category: 'administration',
  audience: 'CHARTER',
  text: {
    en: {
      title: 'Block and unblock a user',
      summary:
        'Blocking stops someone from signing in at once without deleting them. Unblocking lets them back in with their access as it was.',
      body: `## Block or delete?

| Action | What happens | Can it be undone? |
| --- | --- | --- |
| **Block** | The user is signed out at once and cannot sign in; they stay in the **Blocked** tab with their app access | Yes, with **Unblock** |
| **Delete** | The user and their access are removed | No |

Block someone who should not use {portal} for now, for example during a leave. Delete someone who has left your company for good.

## Block a user

1. Open [User Management](/admin/userList). In the **Users** tab, search by name or e-mail.
2. Open the row's action menu (⋮) and choose **Block**.
3. Enter the reason (required, up to 500 characters) and select **Block**.

The user's open sessions end immediately. If they try to sign in, they are told that their account is blocked and that they should contact their company administrator or Support.

You cannot block yourself, and the portal refuses to block your company's last active Admin.

## Review blocked users

The [Blocked](/admin/userList?tab=blocked) tab shows each blocked user with the **Blocked reason**, **Blocked by** and **Blocked date**. **Export** downloads the tab as an Excel file.

## Unblock a user

1. In the **Blocked** tab, open the row's action menu (⋮) and choose **Unblock**.
2. Optionally enter a reason, then select **Unblock**.

The person can sign in again with their existing password. Blocks and unblocks, with their reasons, are recorded in the [Audit Log](/admin/activityLog).`,
    },
    es: {
      title: 'Bloquear y desbloquear a un usuario',
      summary:
        'Bloquear impide de inmediato que alguien inicie sesión sin eliminarlo. Al desbloquearlo, vuelve a entrar con el acceso que tenía.',
      body: `## ¿Bloquear o eliminar?

| Acción | Qué sucede | ¿Se puede revertir? |
| --- | --- | --- |
| **Bloquear** | Se cierra la sesión del usuario de inmediato y no puede iniciar sesión; queda en la pestaña **Bloqueados** con su acceso a aplicaciones | Sí, con **Desbloquear** |
| **Eliminar** | Se quitan el usuario y su acceso | No |

Bloquee a quien no deba usar {portal} por ahora, por ejemplo durante una licencia. Elimine a quien dejó su empresa de forma definitiva.

## Bloquear a un usuario

1. Abra [Gestión de usuarios](/admin/userList). En la pestaña **Usuarios**, busque por nombre o correo electrónico.
2. Abra el menú de acciones de la fila (⋮) y elija **Bloquear**.
3. Escriba el motivo (obligatorio, hasta 500 caracteres) y seleccione **Bloquear**.

Las sesiones abiertas del usuario terminan de inmediato. Si intenta iniciar sesión, se le indica que su cuenta está bloqueada y que se comunique con el administrador de su empresa o con Soporte.

No puede bloquearse a sí mismo, y el portal no permite bloquear al último Administrador activo de su empresa.

## Revisar a los usuarios bloqueados

La pestaña [Bloqueados](/admin/userList?tab=blocked) muestra a cada usuario bloqueado con el **Motivo del bloqueo**, **Bloqueado por** y la **Fecha de bloqueo**. **Exportar** descarga la pestaña en un archivo de Excel.

## Desbloquear a un usuario

1. En la pestaña **Bloqueados**, abra el menú de acciones de la fila (⋮) y elija **Desbloquear**.
2. Si lo desea, escriba un motivo y seleccione **Desbloquear**.

La persona puede volver a iniciar sesión con su contraseña actual. Los bloqueos y desbloqueos, con sus motivos, quedan en el [Registro de auditoría](/admin/activityLog).`,
    },
    fr: {
      title: 'Bloquer et débloquer un utilisateur',
      summary:
        'Le blocage empêche immédiatement une personne de se connecter sans la supprimer. Une fois débloquée, elle retrouve ses accès tels qu’ils étaient.',
      body: `## Bloquer ou supprimer?

| Action | Ce qui se passe | Réversible? |
| --- | --- | --- |
| **Bloquer** | L’utilisateur est déconnecté aussitôt et ne peut plus se connecter; il reste dans l’onglet **Bloqués** avec ses accès aux applications | Oui, avec **Débloquer** |
| **Supprimer** | L’utilisateur et ses accès sont retirés | Non |

Bloquez une personne qui ne doit pas utiliser {portal} pour l’instant, par exemple pendant un congé. Supprimez une personne qui a quitté votre entreprise pour de bon.

## Bloquer un utilisateur

1. Ouvrez [Gestion des utilisateurs](/admin/userList). Dans l’onglet **Utilisateurs**, cherchez par nom ou par courriel.
2. Ouvrez le menu d’actions de la ligne (⋮) et choisissez **Bloquer**.
3. Entrez le motif (obligatoire, jusqu’à 500 caractères) et sélectionnez **Bloquer**.

Les sessions ouvertes de l’utilisateur prennent fin immédiatement. S’il tente de se connecter, on lui indique que son compte est bloqué et qu’il doit s’adresser à l’administrateur de son entreprise ou au Soutien.

Vous ne pouvez pas vous bloquer vous-même, et le portail refuse de bloquer le dernier administrateur actif de votre entreprise.

## Consulter les utilisateurs bloqués

L’onglet [Bloqués](/admin/userList?tab=blocked) présente chaque utilisateur bloqué avec la **Raison du blocage**, **Bloqué par** et la **Date du blocage**. **Exporter** télécharge l’onglet dans un fichier Excel.

## Débloquer un utilisateur

1. Dans l’onglet **Bloqués**, ouvrez le menu d’actions de la ligne (⋮) et choisissez **Débloquer**.
2. Entrez une raison au besoin, puis sélectionnez **Débloquer**.

La personne peut se reconnecter avec son mot de passe actuel. Les blocages et déblocages, avec leurs motifs, sont consignés dans le [Journal d’audit](/admin/activityLog).`,
    },
  },
} satisfies SeedArticle;
