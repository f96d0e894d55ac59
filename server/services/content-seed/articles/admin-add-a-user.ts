import type { SeedArticle } from '../types.ts';

export default {
  key: 'admin-add-a-user',
  workspace: 'supplier',
  category: 'administration',
  audience: 'CHARTER',
  top: true,
  text: {
    en: {
      title: 'Add a user and send the invitation',
      summary:
        'Invite a colleague to {portal} from User Management, choose their role and apps, and follow the invitation until it is accepted.',
      body: `## Before you start

You need the Admin role in your company. The new user's e-mail address must belong to one of your company's [authorized domains](/admin/domainsList); if it does not, add the domain first.

## Add the user

1. Open [User Management](/admin/userList) from **Admin**.
2. Select **Add user**.
3. Enter the first name, last name and e-mail address.
4. Choose the role: **Admin** also manages users and company settings; **User** works with the apps only.
5. Under **App access**, check the apps the person needs.
6. If it is offered, choose the **Language of the invitation**.
7. Select **Send invitation**.

The portal checks the address before creating anything. If the domain is not authorized, or the address is already in use, the message appears under the field.

## What the new user does

The invitation e-mail contains a link to choose a password. The link works once and expires after 7 days. The person then completes their registration by accepting the terms of use and the data sharing addendum.

## Follow the invitation

Until the invitation is accepted, the person is listed in the [Pending](/admin/userList?tab=pending) tab with a status such as **Invitation sent** or **Waiting for access**. If the link has expired or was lost, open the row's action menu (⋮) and choose **Resend invite**: a new e-mail goes out and the earlier link stops working.

Every invitation is recorded in the [Audit Log](/admin/activityLog).`,
    },
    es: {
      title: 'Agregar un usuario y enviar la invitación',
      summary:
        'Invite a un colega a {portal} desde Gestión de usuarios, elija su rol y sus aplicaciones y dé seguimiento a la invitación hasta que la acepte.',
      body: `## Antes de empezar

Necesita el rol de Administrador en su empresa. El correo electrónico del nuevo usuario debe pertenecer a uno de los [dominios autorizados](/admin/domainsList) de su empresa; si no es así, agregue primero el dominio.

## Agregar al usuario

1. Abra [Gestión de usuarios](/admin/userList) desde **Administración**.
2. Seleccione **Agregar usuario**.
3. Escriba el nombre, el apellido y el correo electrónico.
4. Elija el rol: **Administrador** también gestiona usuarios y la configuración de la empresa; **Usuario** solo trabaja con las aplicaciones.
5. En **Acceso a aplicaciones**, marque las que la persona necesita.
6. Si aparece, elija el **Idioma de la invitación**.
7. Seleccione **Enviar invitación**.

El portal revisa la dirección antes de crear cualquier cosa. Si el dominio no está autorizado o la dirección ya está en uso, el mensaje aparece debajo del campo.

## Qué hace el nuevo usuario

El correo de invitación incluye un enlace para elegir una contraseña. El enlace funciona una sola vez y vence a los 7 días. Después, la persona completa su registro aceptando los términos de uso y el anexo de intercambio de datos.

## Seguimiento de la invitación

Mientras no acepte la invitación, la persona aparece en la pestaña [Pendientes](/admin/userList?tab=pending) con un estado como **Invitación enviada** o **En espera de acceso**. Si el enlace venció o se perdió, abra el menú de acciones de la fila (⋮) y elija **Reenviar invitación**: se envía un nuevo correo y el enlace anterior deja de funcionar.

Cada invitación queda registrada en el [Registro de auditoría](/admin/activityLog).`,
    },
    fr: {
      title: 'Ajouter un utilisateur et envoyer l’invitation',
      summary:
        'Invitez un collègue dans {portal} à partir de la gestion des utilisateurs, choisissez son rôle et ses applications, et suivez l’invitation jusqu’à son acceptation.',
      body: `## Avant de commencer

Vous devez avoir le rôle Administrateur dans votre entreprise. L’adresse courriel du nouvel utilisateur doit appartenir à l’un des [domaines autorisés](/admin/domainsList) de votre entreprise; sinon, ajoutez d’abord le domaine.

## Ajouter l’utilisateur

1. Ouvrez [Gestion des utilisateurs](/admin/userList) à partir d’**Administration**.
2. Sélectionnez **Ajouter un utilisateur**.
3. Entrez le prénom, le nom de famille et l’adresse courriel.
4. Choisissez le rôle : **Administrateur** gère aussi les utilisateurs et les paramètres de l’entreprise; **Utilisateur** travaille seulement avec les applications.
5. Sous **Accès aux applications**, cochez celles dont la personne a besoin.
6. Si l’option est offerte, choisissez la **Langue de l’invitation**.
7. Sélectionnez **Envoyer l’invitation**.

Le portail vérifie l’adresse avant de créer quoi que ce soit. Si le domaine n’est pas autorisé ou si l’adresse est déjà utilisée, le message s’affiche sous le champ.

## Ce que fait le nouvel utilisateur

Le courriel d’invitation contient un lien pour choisir un mot de passe. Le lien fonctionne une seule fois et expire après 7 jours. La personne termine ensuite son inscription en acceptant les conditions d’utilisation et l’addenda sur le partage de données.

## Suivre l’invitation

Tant que l’invitation n’est pas acceptée, la personne figure dans l’onglet [En attente](/admin/userList?tab=pending) avec un statut comme **Invitation envoyée** ou **En attente d’accès**. Si le lien a expiré ou a été perdu, ouvrez le menu d’actions de la ligne (⋮) et choisissez **Renvoyer l’invitation** : un nouveau courriel est envoyé et l’ancien lien cesse de fonctionner.

Chaque invitation est consignée dans le [Journal d’audit](/admin/activityLog).`,
    },
  },
} satisfies SeedArticle;
