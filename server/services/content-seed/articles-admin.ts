// Knowledge-base articles about administering the portal (issue 15 §1): the suppliers' company
// administration, the basic accounts' help and the associates' handbook, in English, Spanish
// (Mexico) and French (Canada). They describe the portal's own screens only.
import type { SeedArticle } from './types.ts';

export const ADMIN_ARTICLES: SeedArticle[] = [
  // ---------------------------------------------------------------------------------------------
  // Supplier workspace: administering your company (charter accounts)
  {
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
  },
  {
    key: 'admin-bulk-create-and-edit-users',
    workspace: 'supplier',
    category: 'administration',
    audience: 'CHARTER',
    top: true,
    text: {
      en: {
        title: 'Create or edit many users with an Excel file',
        summary:
          'Bulk create adds new users from a spreadsheet and Bulk edit changes existing ones. Both check every row first and change nothing if a row has a problem.',
        body: `## Which button to use

| Button | Use it to | The template |
| --- | --- | --- |
| **Bulk create** | add new users and send their invitations | column headers only |
| **Bulk edit** | change names, roles or app access of existing users | filled in with your company's users |

## Steps

1. Open [User Management](/admin/userList) and select **Bulk create** or **Bulk edit**.
2. Select **Download template**.
3. On the **Users** sheet, fill in **First name**, **Last name**, **Email** and **Role** (Admin or User), and put Y or N in the column of each product.
4. Drag the file into the window, or select **Browse files**, then **Upload**.

## File rules

- An Excel workbook (.xlsx) of up to 10 MB.
- Up to 10,000 user rows. Only the **Users** sheet is read.
- One upload at a time per company. If another upload is running, wait a moment and try again.

## All or nothing

Every row is checked before anything changes. If any row has a problem, no user is created or changed: the window lists each problem by row and column, and **Download report** saves the list as a CSV file. Correct them and upload again.

With Bulk create, rows naming people who are already users of your company are shown first; **Confirm and apply** replaces their details with those of the sheet. Each new user gets the same invitation e-mail as a single invitation.

With Bulk edit, the e-mail address identifies each user. A sheet that would leave your company without an active Admin is refused.`,
      },
      es: {
        title: 'Crear o editar muchos usuarios con un archivo de Excel',
        summary:
          'La creación masiva agrega usuarios nuevos desde una hoja de cálculo y la edición masiva modifica los existentes. Ambas revisan cada fila primero y no cambian nada si una fila tiene un problema.',
        body: `## Qué botón usar

| Botón | Para qué sirve | La plantilla |
| --- | --- | --- |
| **Creación masiva** | agregar usuarios nuevos y enviar sus invitaciones | solo los encabezados |
| **Edición masiva** | cambiar nombres, roles o acceso a aplicaciones de usuarios existentes | con los usuarios de su empresa |

## Pasos

1. Abra [Gestión de usuarios](/admin/userList) y seleccione **Creación masiva** o **Edición masiva**.
2. Seleccione **Descargar plantilla**.
3. En la hoja **Users**, llene **First name**, **Last name**, **Email** y **Role** (Admin o User), y escriba Y o N en la columna de cada producto.
4. Arrastre el archivo a la ventana o seleccione **Buscar archivos** y luego **Cargar**.

## Reglas del archivo

- Un libro de Excel (.xlsx) de hasta 10 MB.
- Hasta 10,000 filas de usuarios. Solo se lee la hoja **Users**.
- Una carga a la vez por empresa. Si hay otra en curso, espere un momento y vuelva a intentarlo.

## Todo o nada

Cada fila se revisa antes de cambiar cualquier cosa. Si una fila tiene un problema, no se crea ni se modifica ningún usuario: la ventana muestra cada problema por fila y columna, y **Descargar informe** guarda la lista en un archivo CSV. Corríjalas y vuelva a cargar el archivo.

En la creación masiva, las filas de personas que ya son usuarios de su empresa se muestran primero; **Confirmar y aplicar** reemplaza sus datos por los de la hoja. Cada usuario nuevo recibe el mismo correo que una invitación individual.

En la edición masiva, el correo electrónico identifica a cada usuario. Se rechaza una hoja que dejaría a su empresa sin un Administrador activo.`,
      },
      fr: {
        title: 'Créer ou modifier de nombreux utilisateurs avec un fichier Excel',
        summary:
          'La création en lot ajoute de nouveaux utilisateurs à partir d’un chiffrier et la modification en lot change les utilisateurs existants. Les deux vérifient chaque ligne d’abord et ne changent rien si une ligne pose problème.',
        body: `## Quel bouton utiliser

| Bouton | Pour | Le modèle |
| --- | --- | --- |
| **Création en lot** | ajouter des utilisateurs et envoyer leurs invitations | les en-têtes seulement |
| **Modification en lot** | changer les noms, les rôles ou l’accès aux applications d’utilisateurs existants | rempli avec les utilisateurs de votre entreprise |

## Étapes

1. Ouvrez [Gestion des utilisateurs](/admin/userList) et sélectionnez **Création en lot** ou **Modification en lot**.
2. Sélectionnez **Télécharger le modèle**.
3. Dans la feuille **Users**, remplissez **First name**, **Last name**, **Email** et **Role** (Admin ou User), et inscrivez Y ou N dans la colonne de chaque produit.
4. Glissez le fichier dans la fenêtre ou sélectionnez **Parcourir les fichiers**, puis **Téléverser**.

## Règles du fichier

- Un classeur Excel (.xlsx) d’au plus 10 Mo.
- Au plus 10 000 lignes d’utilisateurs. Seule la feuille **Users** est lue.
- Un seul téléversement à la fois par entreprise. Si un autre est en cours, attendez un moment et réessayez.

## Tout ou rien

Chaque ligne est vérifiée avant tout changement. Si une ligne pose problème, aucun utilisateur n’est créé ni modifié : la fenêtre énumère chaque problème par ligne et par colonne, et **Télécharger le rapport** enregistre la liste dans un fichier CSV. Corrigez-les et téléversez le fichier de nouveau.

Avec la création en lot, les lignes de personnes qui sont déjà utilisateurs de votre entreprise s’affichent d’abord; **Confirmer et appliquer** remplace leurs renseignements par ceux de la feuille. Chaque nouvel utilisateur reçoit le même courriel qu’une invitation individuelle.

Avec la modification en lot, l’adresse courriel identifie chaque utilisateur. Une feuille qui laisserait votre entreprise sans administrateur actif est refusée.`,
      },
    },
  },
  {
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
  },
  {
    key: 'admin-authorized-email-domains',
    workspace: 'supplier',
    category: 'administration',
    audience: 'CHARTER',
    text: {
      en: {
        title: 'Manage your authorized e-mail domains',
        summary:
          'Authorized domains decide which e-mail addresses you can invite to your company. Add, change or delete them in Authorized Domains.',
        body: `## Why domains matter

Every user you add to your company, one by one or in bulk, needs an e-mail address under one of your company's authorized domains. A domain belongs to one company only in {portal}.

## Add a domain

1. Open [Authorized Domains](/admin/domainsList) from **Admin**.
2. Select **Add domain** and enter the domain name, for example example.com (no @, spaces or http://).
3. Check **Allow subdomains** if addresses under its subdomains, such as sales.example.com, should be accepted too.
4. Check **Third-party (3P) domain** if the domain belongs to an agency that works for you rather than to your company.
5. Select **Add**.

A domain is refused when it is not a valid name, when it is a public webmail domain such as gmail.com, when you already have it, or when it (or a domain it overlaps with) belongs to another company.

## Change a domain

Open the row's actions and choose **Edit** to change **Allow subdomains** or the domain type. The name itself cannot change: delete the domain and add the new one instead.

## Delete a domain

Choose **Delete** in the row's actions. After that, new users can no longer be added with addresses under that domain. If some of your users still have such an address, the portal says how many and asks you to confirm with **Delete anyway**; those users keep their accounts as they are.

## Keep track

The table shows **Domain**, **Allow subdomain**, **Domain type** and **Creation date**. Each addition, change and deletion is recorded in the [Audit Log](/admin/activityLog).`,
      },
      es: {
        title: 'Administrar los dominios de correo autorizados',
        summary:
          'Los dominios autorizados determinan qué direcciones de correo puede invitar a su empresa. Agréguelos, modifíquelos o elimínelos en Dominios autorizados.',
        body: `## Por qué importan los dominios

Cada usuario que agregue a su empresa, uno por uno o de forma masiva, necesita un correo electrónico de uno de los dominios autorizados de su empresa. En {portal}, un dominio pertenece a una sola empresa.

## Agregar un dominio

1. Abra [Dominios autorizados](/admin/domainsList) desde **Administración**.
2. Seleccione **Agregar dominio** y escriba el nombre del dominio, por ejemplo example.com (sin @, espacios ni http://).
3. Marque **Permitir subdominios** si también deben aceptarse direcciones de sus subdominios, como ventas.example.com.
4. Marque **Dominio externo (3P)** si el dominio pertenece a una agencia que trabaja para usted y no a su empresa.
5. Seleccione **Agregar**.

Se rechaza un dominio cuando el nombre no es válido, cuando es un dominio de correo público como gmail.com, cuando ya lo tiene o cuando ese dominio (o uno que se superpone con él) pertenece a otra empresa.

## Modificar un dominio

Abra las acciones de la fila y elija **Editar** para cambiar **Permitir subdominios** o el tipo de dominio. El nombre no se puede cambiar: elimine el dominio y agregue el nuevo.

## Eliminar un dominio

Elija **Eliminar** en las acciones de la fila. A partir de ese momento ya no se pueden agregar usuarios con direcciones de ese dominio. Si algunos de sus usuarios aún tienen una de esas direcciones, el portal indica cuántos y le pide confirmar con **Eliminar de todos modos**; esos usuarios conservan sus cuentas tal como están.

## Control de cambios

La tabla muestra **Dominio**, **Permitir subdominio**, **Tipo de dominio** y **Fecha de creación**. Cada alta, cambio y eliminación queda en el [Registro de auditoría](/admin/activityLog).`,
      },
      fr: {
        title: 'Gérer vos domaines de courriel autorisés',
        summary:
          'Les domaines autorisés déterminent quelles adresses courriel vous pouvez inviter dans votre entreprise. Ajoutez-les, modifiez-les ou supprimez-les dans Domaines autorisés.',
        body: `## Pourquoi les domaines comptent

Chaque utilisateur que vous ajoutez à votre entreprise, un à la fois ou en lot, doit avoir une adresse courriel sous l’un des domaines autorisés de votre entreprise. Dans {portal}, un domaine appartient à une seule entreprise.

## Ajouter un domaine

1. Ouvrez [Domaines autorisés](/admin/domainsList) à partir d’**Administration**.
2. Sélectionnez **Ajouter un domaine** et entrez le nom du domaine, par exemple example.com (sans @, espaces ni http://).
3. Cochez **Autoriser les sous-domaines** si les adresses de ses sous-domaines, comme ventes.example.com, doivent aussi être acceptées.
4. Cochez **Domaine tiers (3P)** si le domaine appartient à une agence qui travaille pour vous plutôt qu’à votre entreprise.
5. Sélectionnez **Ajouter**.

Un domaine est refusé si le nom n’est pas valide, s’il s’agit d’un domaine de messagerie public comme gmail.com, si vous l’avez déjà ou si ce domaine (ou un domaine qui le chevauche) appartient à une autre entreprise.

## Modifier un domaine

Ouvrez les actions de la ligne et choisissez **Modifier** pour changer **Autoriser les sous-domaines** ou le type de domaine. Le nom lui-même ne peut pas changer : supprimez le domaine et ajoutez le nouveau.

## Supprimer un domaine

Choisissez **Supprimer** dans les actions de la ligne. Par la suite, on ne peut plus ajouter d’utilisateurs avec une adresse de ce domaine. Si certains de vos utilisateurs ont encore une telle adresse, le portail en indique le nombre et vous demande de confirmer avec **Supprimer quand même**; ces utilisateurs gardent leur compte tel quel.

## Garder une trace

Le tableau présente le **Domaine**, les **Sous-domaines autorisés**, le **Type de domaine** et la **Date de création**. Chaque ajout, modification et suppression est consigné dans le [Journal d’audit](/admin/activityLog).`,
      },
    },
  },
  {
    key: 'admin-third-party-partners',
    workspace: 'supplier',
    category: 'administration',
    audience: 'CHARTER',
    text: {
      en: {
        title: 'Work with third-party agencies',
        summary: 'Associate the agencies that work for your company and choose which of your products their users may use on your behalf.',
        body: `## What a partner association does

An agency that works for you, such as a broker or a marketing agency, has its own company in {portal}. When you associate it as a third-party partner, its users can use the products you choose on your company's behalf. While they do, a banner tells them they are working for your company as a third-party partner.

## Add a partner

1. Ask the agency for its **business code**.
2. Open [Third Party](/admin/thirdParty) from **Admin** and select **Add partner**.
3. Enter the business code and select **Find**.
4. Check the partner's name, code and primary contact.
5. Under **Products the partner's users may use**, check at least one product.
6. Select **Associate**.

The portal refuses the code if no company has it, if the company is not an agency you can work with, or if it is already your partner.

## Change the products

Open the partner's row actions and choose **Edit products**. Check or uncheck products (at least one must stay) and select **Save**. The change applies to all of the agency's users who work for you.

## Remove a partner

Choose **Remove** in the row's actions and confirm. The agency's users can no longer use your company's products on your behalf; the agency keeps its own account.

## Good practice

- Grant only the products the agency needs for its work with you.
- Review the list whenever a contract ends or changes.
- Every association, product change and removal is recorded in the [Audit Log](/admin/activityLog).`,
      },
      es: {
        title: 'Trabajar con agencias externas',
        summary:
          'Asocie las agencias que trabajan para su empresa y elija cuáles de sus productos pueden usar sus usuarios en nombre de usted.',
        body: `## Qué hace una asociación con un socio

Una agencia que trabaja para usted, como un bróker o una agencia de marketing, tiene su propia empresa en {portal}. Al asociarla como socio externo, sus usuarios pueden usar los productos que usted elija en nombre de su empresa. Mientras lo hacen, un aviso les indica que trabajan para su empresa como socio externo.

## Agregar un socio

1. Pida a la agencia su **código comercial**.
2. Abra [Terceros](/admin/thirdParty) desde **Administración** y seleccione **Agregar socio**.
3. Escriba el código comercial y seleccione **Buscar**.
4. Verifique el nombre, el código y el contacto principal del socio.
5. En **Productos que pueden usar los usuarios del socio**, marque al menos un producto.
6. Seleccione **Asociar**.

El portal rechaza el código si ninguna empresa lo tiene, si la empresa no es una agencia con la que pueda trabajar o si ya es su socio.

## Cambiar los productos

Abra las acciones de la fila del socio y elija **Editar productos**. Marque o desmarque productos (debe quedar al menos uno) y seleccione **Guardar**. El cambio aplica a todos los usuarios de la agencia que trabajan para usted.

## Quitar a un socio

Elija **Quitar** en las acciones de la fila y confirme. Los usuarios de la agencia ya no pueden usar los productos de su empresa en nombre de usted; la agencia conserva su propia cuenta.

## Buenas prácticas

- Otorgue solo los productos que la agencia necesita para su trabajo con usted.
- Revise la lista cada vez que un contrato termine o cambie.
- Cada asociación, cambio de productos y baja queda en el [Registro de auditoría](/admin/activityLog).`,
      },
      fr: {
        title: 'Travailler avec des agences tierces',
        summary:
          'Associez les agences qui travaillent pour votre entreprise et choisissez les produits que leurs utilisateurs peuvent utiliser en votre nom.',
        body: `## À quoi sert une association de partenaire

Une agence qui travaille pour vous, comme un courtier ou une agence de marketing, a sa propre entreprise dans {portal}. Lorsque vous l’associez comme partenaire tiers, ses utilisateurs peuvent utiliser les produits que vous choisissez au nom de votre entreprise. Pendant ce temps, une bannière leur indique qu’ils travaillent pour votre entreprise à titre de partenaire tiers.

## Ajouter un partenaire

1. Demandez à l’agence son **code d’entreprise**.
2. Ouvrez [Tiers](/admin/thirdParty) à partir d’**Administration** et sélectionnez **Ajouter un partenaire**.
3. Entrez le code d’entreprise et sélectionnez **Chercher**.
4. Vérifiez le nom, le code et la personne-ressource principale du partenaire.
5. Sous **Produits que les utilisateurs du partenaire peuvent utiliser**, cochez au moins un produit.
6. Sélectionnez **Associer**.

Le portail refuse le code si aucune entreprise ne l’a, si l’entreprise n’est pas une agence avec laquelle vous pouvez travailler ou si elle est déjà votre partenaire.

## Changer les produits

Ouvrez les actions de la ligne du partenaire et choisissez **Modifier les produits**. Cochez ou décochez des produits (au moins un doit rester) et sélectionnez **Enregistrer**. Le changement s’applique à tous les utilisateurs de l’agence qui travaillent pour vous.

## Retirer un partenaire

Choisissez **Retirer** dans les actions de la ligne et confirmez. Les utilisateurs de l’agence ne peuvent plus utiliser les produits de votre entreprise en votre nom; l’agence conserve son propre compte.

## Bonnes pratiques

- N’accordez que les produits dont l’agence a besoin pour son travail avec vous.
- Revoyez la liste chaque fois qu’un contrat prend fin ou change.
- Chaque association, changement de produits et retrait est consigné dans le [Journal d’audit](/admin/activityLog).`,
      },
    },
  },
  {
    key: 'admin-read-the-activity-log',
    workspace: 'supplier',
    category: 'administration',
    audience: 'CHARTER',
    text: {
      en: {
        title: 'Read and download the activity log',
        summary:
          'The Audit Log shows who changed what in your company’s account, and when. Filter it by date, event, application or text, and download it to Excel.',
        body: `## What the log records

The [Audit Log](/admin/activityLog) lists the changes made in your company's account: invitations, new and deleted users, changes of access and role, blocks and unblocks, bulk uploads, authorized domains, third-party partners, access requests and more. Each entry has these columns:

| Column | Meaning |
| --- | --- |
| **Date** | When it happened, in your time zone |
| **User** | Who did it; **System** for automatic changes, **Former user** for someone since deleted |
| **Entity** | What was changed, such as a user or a domain |
| **Event** | The kind of change |
| **Details** | A description; long text can be expanded |
| **Application** | Where the change was made |

## Filter the entries

- **Date range**: the last 30 days are shown by default. You can choose any range of up to 30 days.
- **Events** and **Applications**: pick one or more values from each list.
- **Search**: type at least 3 characters to search the entries' text.

Any change of filter takes you back to the first page. Select a column header to sort, and use **Rows per page** to show 10 to 100 entries. Dates follow the time zone in your [Profile](/profile).

## Download

Select **Download** to get an Excel file (.xlsx) of the entries that match your current filters and sort. For a longer period, download one 30-day range at a time. If the download fails, select **Try again**.

## Tip

To check what happened to one person, search for their name or e-mail address.`,
      },
      es: {
        title: 'Consultar y descargar el registro de actividad',
        summary:
          'El Registro de auditoría muestra quién cambió qué en la cuenta de su empresa y cuándo. Fíltrelo por fecha, evento, aplicación o texto y descárguelo a Excel.',
        body: `## Qué se registra

El [Registro de auditoría](/admin/activityLog) muestra los cambios hechos en la cuenta de su empresa: invitaciones, usuarios nuevos y eliminados, cambios de acceso y de rol, bloqueos y desbloqueos, cargas masivas, dominios autorizados, socios externos, solicitudes de acceso y más. Cada entrada tiene estas columnas:

| Columna | Significado |
| --- | --- |
| **Fecha** | Cuándo ocurrió, en su zona horaria |
| **Usuario** | Quién lo hizo; **Sistema** para cambios automáticos, **Usuario eliminado** para alguien que ya no existe |
| **Entidad** | Lo que cambió, como un usuario o un dominio |
| **Evento** | El tipo de cambio |
| **Detalles** | Una descripción; el texto largo se puede expandir |
| **Aplicación** | Dónde se hizo el cambio |

## Filtrar las entradas

- **Rango de fechas**: de forma predeterminada se muestran los últimos 30 días. Puede elegir cualquier rango de hasta 30 días.
- **Eventos** y **Aplicaciones**: elija uno o varios valores de cada lista.
- **Buscar**: escriba al menos 3 caracteres para buscar en el texto de las entradas.

Cualquier cambio de filtro lo regresa a la primera página. Seleccione el encabezado de una columna para ordenar y use **Filas por página** para ver de 10 a 100 entradas. Las fechas siguen la zona horaria de su [Perfil](/profile).

## Descargar

Seleccione **Descargar** para obtener un archivo de Excel (.xlsx) con las entradas que coinciden con sus filtros y su orden actuales. Para un periodo más largo, descargue un rango de 30 días a la vez. Si la descarga falla, seleccione **Intentar de nuevo**.

## Consejo

Para ver qué pasó con una persona, busque su nombre o su correo electrónico.`,
      },
      fr: {
        title: 'Consulter et télécharger le journal d’activité',
        summary:
          'Le journal d’audit montre qui a changé quoi dans le compte de votre entreprise, et quand. Filtrez-le par date, événement, application ou texte, et téléchargez-le en format Excel.',
        body: `## Ce que le journal consigne

Le [Journal d’audit](/admin/activityLog) énumère les changements apportés au compte de votre entreprise : invitations, utilisateurs ajoutés et supprimés, changements d’accès et de rôle, blocages et déblocages, téléversements en lot, domaines autorisés, partenaires tiers, demandes d’accès et plus encore. Chaque entrée comporte ces colonnes :

| Colonne | Signification |
| --- | --- |
| **Date** | Le moment, dans votre fuseau horaire |
| **Utilisateur** | L’auteur; **Système** pour les changements automatiques, **Ancien utilisateur** pour une personne supprimée depuis |
| **Entité** | Ce qui a changé, comme un utilisateur ou un domaine |
| **Événement** | Le type de changement |
| **Détails** | Une description; un long texte peut être déplié |
| **Application** | L’endroit où le changement a été fait |

## Filtrer les entrées

- **Plage de dates** : les 30 derniers jours s’affichent par défaut. Vous pouvez choisir toute plage d’au plus 30 jours.
- **Événements** et **Applications** : choisissez une ou plusieurs valeurs dans chaque liste.
- **Rechercher** : tapez au moins 3 caractères pour chercher dans le texte des entrées.

Tout changement de filtre vous ramène à la première page. Sélectionnez l’en-tête d’une colonne pour trier, et utilisez **Lignes par page** pour afficher de 10 à 100 entrées. Les dates suivent le fuseau horaire de votre [Profil](/profile).

## Télécharger

Sélectionnez **Télécharger** pour obtenir un fichier Excel (.xlsx) des entrées qui correspondent à vos filtres et à votre tri actuels. Pour une période plus longue, téléchargez une plage de 30 jours à la fois. Si le téléchargement échoue, sélectionnez **Réessayer**.

## Conseil

Pour savoir ce qui est arrivé à une personne, cherchez son nom ou son adresse courriel.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Basic workspace: basic vendors and basic agencies
  {
    key: 'basic-what-a-basic-account-includes',
    workspace: 'basic',
    category: 'basic-getting-started',
    audience: 'BASIC',
    top: true,
    text: {
      en: {
        title: 'What a basic account includes',
        summary:
          'A basic account gives basic vendors and basic agencies a focused set of {portal} features. Here is what you can use and what is reserved for charter accounts.',
        body: `## Included in your basic account

| Area | Where | What you can do |
| --- | --- | --- |
| Apps | [Apps](/apps) | Open the products your company was granted |
| Data dictionary | [Data Dictionary](/dataDictionary) | Look up the definitions available to all users |
| Support | [Create an incident](/support/ticketCreation) and [My incidents](/support/trackTicket) | Ask for help and follow your requests |
| Help articles | [Basic account help](/knowledgeBase/basic) | Read guides written for basic accounts |
| Profile | [Profile](/profile) | Set your language and time zone |
| User management (administrators) | [User Management](/admin/userList) | Add, change, block and remove your company's users |

## Reserved for charter accounts

These areas belong to the charter plan:

- the **Authorized Domains**, **Third Party** and **Audit Log** admin pages;
- the supplier knowledge base with its product guides;
- data dictionary entries available to charter users only.

If you open a page that is not part of your plan, {portal} shows a **No access** page. Go back to [Apps](/apps) to continue.

## Check your plan

Open your [Profile](/profile). Under **Your account**, **Subscription plan** shows **Basic**. The **Products** section lists each product you have and whether your access is complete or still pending.

## Good to know

Your administrators also confirm the user list from time to time in a periodic user-access audit. If your company needs more than a basic account offers, ask Support about a charter plan.`,
      },
      es: {
        title: 'Qué incluye una cuenta básica',
        summary:
          'Una cuenta básica da a los proveedores y agencias básicos un conjunto concreto de funciones de {portal}. Aquí verá qué puede usar y qué está reservado para las cuentas charter.',
        body: `## Incluido en su cuenta básica

| Área | Dónde | Qué puede hacer |
| --- | --- | --- |
| Aplicaciones | [Aplicaciones](/apps) | Abrir los productos otorgados a su empresa |
| Diccionario de datos | [Diccionario de datos](/dataDictionary) | Consultar las definiciones disponibles para todos los usuarios |
| Soporte | [Crear un incidente](/support/ticketCreation) y [Mis incidentes](/support/trackTicket) | Pedir ayuda y dar seguimiento a sus solicitudes |
| Artículos de ayuda | [Ayuda para cuentas básicas](/knowledgeBase/basic) | Leer guías escritas para cuentas básicas |
| Perfil | [Perfil](/profile) | Elegir su idioma y zona horaria |
| Gestión de usuarios (administradores) | [Gestión de usuarios](/admin/userList) | Agregar, modificar, bloquear y eliminar usuarios de su empresa |

## Reservado para las cuentas charter

Estas áreas son parte del plan charter:

- las páginas de administración **Dominios autorizados**, **Terceros** y **Registro de auditoría**;
- la base de conocimientos para proveedores, con sus guías de productos;
- las entradas del diccionario de datos disponibles solo para usuarios charter.

Si abre una página que no forma parte de su plan, {portal} muestra la página **Sin acceso**. Regrese a [Aplicaciones](/apps) para continuar.

## Consultar su plan

Abra su [Perfil](/profile). En **Su cuenta**, el **Plan de suscripción** indica **Básico**. La sección **Productos** muestra cada producto que tiene y si su acceso está completo o aún pendiente.

## Conviene saber

Sus administradores también confirman cada cierto tiempo la lista de usuarios en una auditoría periódica de acceso. Si su empresa necesita más de lo que ofrece una cuenta básica, pregunte a Soporte por un plan charter.`,
      },
      fr: {
        title: 'Ce que comprend un compte de base',
        summary:
          'Un compte de base donne aux fournisseurs et aux agences de base un ensemble ciblé de fonctions de {portal}. Voici ce que vous pouvez utiliser et ce qui est réservé aux comptes charter.',
        body: `## Compris dans votre compte de base

| Zone | Où | Ce que vous pouvez faire |
| --- | --- | --- |
| Applications | [Applications](/apps) | Ouvrir les produits accordés à votre entreprise |
| Dictionnaire de données | [Dictionnaire de données](/dataDictionary) | Consulter les définitions offertes à tous les utilisateurs |
| Soutien | [Créer un incident](/support/ticketCreation) et [Mes incidents](/support/trackTicket) | Demander de l’aide et suivre vos demandes |
| Articles d’aide | [Aide pour les comptes de base](/knowledgeBase/basic) | Lire des guides écrits pour les comptes de base |
| Profil | [Profil](/profile) | Choisir votre langue et votre fuseau horaire |
| Gestion des utilisateurs (administrateurs) | [Gestion des utilisateurs](/admin/userList) | Ajouter, modifier, bloquer et supprimer les utilisateurs de votre entreprise |

## Réservé aux comptes charter

Ces zones font partie du forfait charter :

- les pages d’administration **Domaines autorisés**, **Tiers** et **Journal d’audit**;
- la base de connaissances des fournisseurs et ses guides sur les produits;
- les entrées du dictionnaire de données offertes aux utilisateurs charter seulement.

Si vous ouvrez une page qui ne fait pas partie de votre forfait, {portal} affiche la page **Aucun accès**. Revenez aux [Applications](/apps) pour continuer.

## Vérifier votre forfait

Ouvrez votre [Profil](/profile). Sous **Votre compte**, le **Forfait d’abonnement** indique **De base**. La section **Produits** énumère chaque produit que vous avez et précise si votre accès est complet ou encore en attente.

## Bon à savoir

Vos administrateurs confirment aussi de temps à autre la liste des utilisateurs lors d’un audit périodique des accès. Si votre entreprise a besoin de plus que ce qu’offre un compte de base, renseignez-vous auprès du Soutien sur le forfait charter.`,
      },
    },
  },
  {
    key: 'basic-first-steps-for-admins',
    workspace: 'basic',
    category: 'basic-getting-started',
    audience: 'BASIC',
    text: {
      en: {
        title: 'First steps for a basic vendor administrator',
        summary:
          'Set up your basic account in a few steps: complete your registration, set your preferences, invite your colleagues and know where to get help.',
        body: `## 1. Complete your registration

The first time you sign in, {portal} asks you to complete your basic account registration: confirm your name, add your contact details if you wish, and accept the terms of use and the data sharing addendum. Other pages open once this is done. If the terms are updated later, you are asked to accept the new version before you continue.

## 2. Set your preferences

Open your [Profile](/profile) and, under **Preferences**, choose your language and time zone, then select **Save preferences**. Dates in the portal follow your time zone.

## 3. Invite your colleagues

1. Open [User Management](/admin/userList) from **Admin**.
2. Select **Add user**, enter the person's name and e-mail address, choose the role and check the apps they need.
3. Select **Send invitation**. The link in the e-mail works once and expires after 7 days.

E-mail addresses must belong to your company's authorized domains. Basic accounts do not manage domains themselves: if you need a new one, ask Support.

## 4. Name a second administrator

Give the **Admin** role to at least one colleague. The portal never lets your company lose its last active administrator, and a second admin can act when you are away, for example to complete the user-access audit.

## 5. Watch for the user-access audit

When an audit opens, you receive an e-mail and a banner appears at the top of every page until you complete it.

## 6. Know where to get help

Read the [basic account help](/knowledgeBase/basic) articles, or [create an incident](/support/ticketCreation) and follow it in [My incidents](/support/trackTicket).`,
      },
      es: {
        title: 'Primeros pasos para el administrador de un proveedor básico',
        summary:
          'Configure su cuenta básica en pocos pasos: complete su registro, elija sus preferencias, invite a sus colegas y sepa dónde obtener ayuda.',
        body: `## 1. Complete su registro

La primera vez que inicie sesión, {portal} le pide completar el registro de su cuenta básica: confirmar su nombre, agregar sus datos de contacto si lo desea y aceptar los términos de uso y el anexo de intercambio de datos. Después se abren las demás páginas. Si los términos se actualizan más adelante, se le pedirá aceptar la nueva versión antes de continuar.

## 2. Elija sus preferencias

Abra su [Perfil](/profile) y, en **Preferencias**, elija su idioma y su zona horaria; luego seleccione **Guardar preferencias**. Las fechas del portal siguen su zona horaria.

## 3. Invite a sus colegas

1. Abra [Gestión de usuarios](/admin/userList) desde **Administración**.
2. Seleccione **Agregar usuario**, escriba el nombre y el correo electrónico de la persona, elija el rol y marque las aplicaciones que necesita.
3. Seleccione **Enviar invitación**. El enlace del correo funciona una sola vez y vence a los 7 días.

Los correos deben pertenecer a los dominios autorizados de su empresa. Las cuentas básicas no administran sus dominios: si necesita uno nuevo, pídalo a Soporte.

## 4. Nombre a un segundo administrador

Asigne el rol de **Administrador** al menos a un colega. El portal nunca permite que su empresa se quede sin su último administrador activo, y un segundo administrador puede actuar cuando usted no esté, por ejemplo para completar la auditoría de acceso.

## 5. Esté atento a la auditoría de acceso

Cuando se abre una auditoría, usted recibe un correo y aparece un aviso en la parte superior de cada página hasta que la complete.

## 6. Sepa dónde obtener ayuda

Lea los artículos de [ayuda para cuentas básicas](/knowledgeBase/basic), o [cree un incidente](/support/ticketCreation) y dele seguimiento en [Mis incidentes](/support/trackTicket).`,
      },
      fr: {
        title: 'Premiers pas de l’administrateur d’un fournisseur de base',
        summary:
          'Configurez votre compte de base en quelques étapes : terminez votre inscription, choisissez vos préférences, invitez vos collègues et sachez où obtenir de l’aide.',
        body: `## 1. Terminez votre inscription

À votre première connexion, {portal} vous demande de terminer l’inscription de votre compte de base : confirmer votre nom, ajouter vos coordonnées si vous le souhaitez, et accepter les conditions d’utilisation et l’addenda sur le partage de données. Les autres pages s’ouvrent ensuite. Si les conditions sont mises à jour plus tard, on vous demandera d’accepter la nouvelle version avant de continuer.

## 2. Choisissez vos préférences

Ouvrez votre [Profil](/profile) et, sous **Préférences**, choisissez votre langue et votre fuseau horaire, puis sélectionnez **Enregistrer les préférences**. Les dates du portail suivent votre fuseau horaire.

## 3. Invitez vos collègues

1. Ouvrez [Gestion des utilisateurs](/admin/userList) à partir d’**Administration**.
2. Sélectionnez **Ajouter un utilisateur**, entrez le nom et l’adresse courriel de la personne, choisissez le rôle et cochez les applications dont elle a besoin.
3. Sélectionnez **Envoyer l’invitation**. Le lien du courriel fonctionne une seule fois et expire après 7 jours.

Les adresses courriel doivent appartenir aux domaines autorisés de votre entreprise. Les comptes de base ne gèrent pas eux-mêmes leurs domaines : si vous en avez besoin d’un nouveau, demandez-le au Soutien.

## 4. Nommez un deuxième administrateur

Donnez le rôle **Administrateur** à au moins un collègue. Le portail ne laisse jamais votre entreprise perdre son dernier administrateur actif, et un deuxième administrateur peut agir en votre absence, par exemple pour effectuer l’audit des accès.

## 5. Surveillez l’audit des accès

Lorsqu’un audit commence, vous recevez un courriel et une bannière s’affiche en haut de chaque page jusqu’à ce que vous l’effectuiez.

## 6. Sachez où obtenir de l’aide

Lisez les articles d’[aide pour les comptes de base](/knowledgeBase/basic), ou [créez un incident](/support/ticketCreation) et suivez-le dans [Mes incidents](/support/trackTicket).`,
      },
    },
  },
  {
    key: 'basic-reports-available',
    workspace: 'basic',
    category: 'basic-reports',
    audience: 'BASIC',
    text: {
      en: {
        title: 'Reports available to your basic account',
        summary:
          'Your reports open from the Apps page. Which ones you can launch depends on the products offered in {country} and the access your administrator gave you.',
        body: `## Find your reports

Open [Apps](/apps). Each product offered in {country} appears as a tile, grouped by family. The button on a tile tells you where you stand:

| The tile shows | What it means | What to do |
| --- | --- | --- |
| **Launch App** | You have access | Select it to open the product |
| **Access pending** | Your access is being set up | Wait: setting up access can take up to 2 business days |
| **Learn More** | You do not have access | Read the description, then ask your administrator |
| **coming soon** | The product is not available yet | Nothing to do for now |

## Who decides your access

Your company's administrator gives each user their apps in [User Management](/admin/userList). If you need an app you cannot launch, ask them first. Which products your company can use as a basic account is part of its agreement; for a product your company does not have, contact Support.

Your [Profile](/profile) lists the products you have, with their access state.

## Understand what you see

When a column or a metric is not clear, look it up in the [Data Dictionary](/dataDictionary). It explains the fields used in the portal's reports and feeds.

## When a report is missing or unclear

[Create an incident](/support/ticketCreation) with the support type **Basic vendor support**, then the issue **Basic reports** and either **Understanding my report** or **Report not available**. Name the report and the dates you looked at.`,
      },
      es: {
        title: 'Reportes disponibles para su cuenta básica',
        summary:
          'Sus reportes se abren desde la página Aplicaciones. Los que puede abrir dependen de los productos que se ofrecen en {country} y del acceso que le dio su administrador.',
        body: `## Encontrar sus reportes

Abra [Aplicaciones](/apps). Cada producto que se ofrece en {country} aparece como un mosaico, agrupado por familia. El botón del mosaico le indica su situación:

| El mosaico muestra | Qué significa | Qué hacer |
| --- | --- | --- |
| **Abrir aplicación** | Tiene acceso | Selecciónelo para abrir el producto |
| **Acceso pendiente** | Su acceso se está configurando | Espere: la configuración puede tardar hasta 2 días hábiles |
| **Más información** | No tiene acceso | Lea la descripción y luego consulte a su administrador |
| **próximamente** | El producto aún no está disponible | Por ahora no hay nada que hacer |

## Quién decide su acceso

El administrador de su empresa asigna a cada usuario sus aplicaciones en [Gestión de usuarios](/admin/userList). Si necesita una aplicación que no puede abrir, consúltelo primero. Los productos que su empresa puede usar como cuenta básica forman parte de su acuerdo; para un producto que su empresa no tiene, comuníquese con Soporte.

Su [Perfil](/profile) muestra los productos que tiene, con el estado de su acceso.

## Entender lo que ve

Cuando una columna o una métrica no sea clara, búsquela en el [Diccionario de datos](/dataDictionary). Ahí se explican los campos que se usan en los reportes y feeds del portal.

## Cuando falta un reporte o no es claro

[Cree un incidente](/support/ticketCreation) con el tipo de soporte **Soporte para proveedores básicos**, luego el problema **Reportes básicos** y después **Entender mi reporte** o **El reporte no está disponible**. Indique el nombre del reporte y las fechas que consultó.`,
      },
      fr: {
        title: 'Rapports offerts à votre compte de base',
        summary:
          'Vos rapports s’ouvrent à partir de la page Applications. Ceux que vous pouvez lancer dépendent des produits offerts pour {country} et de l’accès que votre administrateur vous a donné.',
        body: `## Trouver vos rapports

Ouvrez [Applications](/apps). Chaque produit offert pour {country} s’affiche sous forme de tuile, regroupée par famille. Le bouton de la tuile vous indique où vous en êtes :

| La tuile affiche | Ce que cela signifie | Quoi faire |
| --- | --- | --- |
| **Lancer l'application** | Vous avez accès | Sélectionnez-le pour ouvrir le produit |
| **Accès en attente** | Votre accès est en cours de configuration | Patientez : la configuration peut prendre jusqu’à 2 jours ouvrables |
| **En savoir plus** | Vous n’avez pas accès | Lisez la description, puis adressez-vous à votre administrateur |
| **bientôt disponible** | Le produit n’est pas encore disponible | Rien à faire pour l’instant |

## Qui décide de votre accès

L’administrateur de votre entreprise attribue ses applications à chaque utilisateur dans [Gestion des utilisateurs](/admin/userList). S’il vous faut une application que vous ne pouvez pas lancer, adressez-vous d’abord à lui. Les produits offerts à votre entreprise font partie de son entente; pour un produit qu’elle n’a pas, communiquez avec le Soutien.

Votre [Profil](/profile) énumère les produits que vous avez, avec l’état de votre accès.

## Comprendre ce que vous voyez

Lorsqu’une colonne ou une mesure n’est pas claire, cherchez-la dans le [Dictionnaire de données](/dataDictionary). Il explique les champs utilisés dans les rapports et les flux du portail.

## Quand un rapport manque ou n’est pas clair

[Créez un incident](/support/ticketCreation) avec le type de soutien **Soutien aux fournisseurs de base**, puis le problème **Rapports de base** et **Comprendre mon rapport** ou **Rapport non disponible**. Précisez le nom du rapport et les dates consultées.`,
      },
    },
  },
  {
    key: 'basic-data-dictionary-for-basic-users',
    workspace: 'basic',
    category: 'basic-reports',
    audience: 'BASIC',
    text: {
      en: {
        title: 'Use the data dictionary with a basic account',
        summary:
          'Look up what a field in your reports means. With a basic account you see the definitions that are available to all users.',
        body: `## What you see

The [Data Dictionary](/dataDictionary) holds the definitions of the data in the portal's reports and feeds. Each entry is available either to **All users** or to **Charter users only**. With a basic account you see the entries available to all users; entries for charter users only do not appear in your searches, results or downloads.

## Search

1. Type at least 3 characters in the search box: a name, a technical name or words from a description. Suggestions appear as you type.
2. Select **Search**, or pick a suggestion.
3. To narrow the results, choose a **Product**.

If nothing matches, the page says so and may offer **Did you mean:** with close spellings. Try another word or a shorter term.

## Read an entry

The results table shows **Name**, **Technical Name**, **DSS Name**, **Description**, **Data type**, **Field type**, **Available to**, **Products**, and the **Charter** and **Basic** columns, which say which accounts can see the entry. Open an entry to read all of its details, including its tags. Use **Copy link** to send the entry to a colleague.

## Download

Select **Download Excel** to save the list as an Excel file. The file holds only the entries you can see.

## When a link does not open

If someone shares a link to an entry for charter users only, {portal} says that the entry could not be found or that you may not have access to it. This is expected with a basic account.

## Still unsure?

[Create an incident](/support/ticketCreation) under **Basic vendor support** and name the field you are asking about.`,
      },
      es: {
        title: 'Usar el diccionario de datos con una cuenta básica',
        summary:
          'Consulte qué significa un campo de sus reportes. Con una cuenta básica, usted ve las definiciones disponibles para todos los usuarios.',
        body: `## Qué puede ver

El [Diccionario de datos](/dataDictionary) reúne las definiciones de los datos de los reportes y feeds del portal. Cada entrada está disponible para **Todos los usuarios** o **Solo usuarios charter**. Con una cuenta básica, usted ve las entradas disponibles para todos los usuarios; las entradas solo para usuarios charter no aparecen en sus búsquedas, resultados ni descargas.

## Buscar

1. Escriba al menos 3 caracteres en el cuadro de búsqueda: un nombre, un nombre técnico o palabras de una descripción. Aparecen sugerencias mientras escribe.
2. Seleccione **Buscar** o elija una sugerencia.
3. Para acotar los resultados, elija un **Producto**.

Si nada coincide, la página lo indica y puede ofrecer **Quiso decir:** con escrituras parecidas. Pruebe otra palabra o un término más corto.

## Leer una entrada

La tabla de resultados muestra **Nombre**, **Nombre técnico**, **Nombre DSS**, **Descripción**, **Tipo de dato**, **Tipo de campo**, **Disponible para**, **Productos** y las columnas **Charter** y **Básico**, que indican qué cuentas pueden ver la entrada. Abra una entrada para leer todos sus detalles, incluidas sus etiquetas. Use **Copiar enlace** para enviarla a un colega.

## Descargar

Seleccione **Descargar Excel** para guardar la lista en un archivo de Excel. El archivo contiene solo las entradas que usted puede ver.

## Cuando un enlace no abre

Si alguien comparte el enlace de una entrada solo para usuarios charter, {portal} indica que no se encontró la entrada o que es posible que no tenga acceso a ella. Esto es lo esperado con una cuenta básica.

## ¿Todavía tiene dudas?

[Cree un incidente](/support/ticketCreation) en **Soporte para proveedores básicos** e indique el campo sobre el que pregunta.`,
      },
      fr: {
        title: 'Utiliser le dictionnaire de données avec un compte de base',
        summary:
          'Trouvez ce que signifie un champ de vos rapports. Avec un compte de base, vous voyez les définitions offertes à tous les utilisateurs.',
        body: `## Ce que vous voyez

Le [Dictionnaire de données](/dataDictionary) réunit les définitions des données des rapports et des flux du portail. Chaque entrée est offerte à **Tous les utilisateurs** ou aux **Utilisateurs charter seulement**. Avec un compte de base, vous voyez les entrées offertes à tous les utilisateurs; les entrées réservées aux utilisateurs charter n’apparaissent ni dans vos recherches, ni dans vos résultats, ni dans vos téléchargements.

## Rechercher

1. Tapez au moins 3 caractères dans la zone de recherche : un nom, un nom technique ou des mots d’une description. Des suggestions s’affichent pendant la saisie.
2. Sélectionnez **Rechercher** ou choisissez une suggestion.
3. Pour préciser les résultats, choisissez un **Produit**.

Si rien ne correspond, la page l’indique et peut proposer **Vouliez-vous dire :** avec des orthographes proches. Essayez un autre mot ou un terme plus court.

## Lire une entrée

Le tableau des résultats présente **Nom**, **Nom technique**, **Nom DSS**, **Description**, **Type de données**, **Type de champ**, **Offert à**, **Produits**, ainsi que les colonnes **Charter** et **De base**, qui indiquent quels comptes peuvent voir l’entrée. Ouvrez une entrée pour en lire tous les détails, y compris ses étiquettes. Utilisez **Copier le lien** pour l’envoyer à un collègue.

## Télécharger

Sélectionnez **Télécharger Excel** pour enregistrer la liste dans un fichier Excel. Le fichier ne contient que les entrées que vous pouvez voir.

## Quand un lien ne s’ouvre pas

Si quelqu’un vous transmet le lien d’une entrée réservée aux utilisateurs charter, {portal} indique que l’entrée est introuvable ou que vous n’y avez peut-être pas accès. C’est normal avec un compte de base.

## Encore un doute?

[Créez un incident](/support/ticketCreation) sous **Soutien aux fournisseurs de base** et précisez le champ qui vous intéresse.`,
      },
    },
  },
  {
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
  },
  {
    key: 'basic-periodic-user-access-audit',
    workspace: 'basic',
    category: 'basic-account',
    audience: 'BASIC',
    top: true,
    text: {
      en: {
        title: 'The periodic user-access audit',
        summary:
          'From time to time, administrators of basic accounts confirm that their user list is correct. Learn how the banner, the three statements and the reminders work, and what happens after the due date.',
        body: `## Why there is an audit

Periodically, each basic vendor and basic agency confirms that only the right people have access to {portal}. When an audit opens, every administrator of your company receives an e-mail with the due date.

## The banner

Until the audit is completed, administrators see a banner at the top of every page with the due date and the number of days left. It offers **Review the user list** and **Complete the audit**. Other users do not see it.

## Complete the audit

1. Select **Review the user list** and go through the tabs of [User Management](/admin/userList).
2. Block or delete anyone who no longer needs access, adjust apps with **Edit access**, and make sure each remaining user is who they say they are.
3. Select **Complete the audit** and check the three statements:
   - **I reviewed the user list**
   - **I made the needed changes**
   - **I acknowledge that all users are verified**
4. Confirm with **Complete the audit**.

One administrator is enough. The user list as it stood is kept as the record of the audit.

## Reminders

While the audit is open, administrators receive reminder e-mails 14, 7 and 1 days before the due date.

## After the due date

If the audit is not completed, on the day after the due date every user of your company loses their product access and is told so by e-mail. Accounts are kept, but apps can no longer be launched, and the banner says that access was removed. An administrator can still complete the audit, then give each user their apps again with **Edit access**.`,
      },
      es: {
        title: 'La auditoría periódica de acceso de usuarios',
        summary:
          'Cada cierto tiempo, los administradores de cuentas básicas confirman que su lista de usuarios es correcta. Conozca cómo funcionan el aviso, las tres declaraciones y los recordatorios, y qué pasa después de la fecha límite.',
        body: `## Por qué hay una auditoría

Periódicamente, cada proveedor básico y cada agencia básica confirma que solo las personas correctas tienen acceso a {portal}. Cuando se abre una auditoría, cada administrador de su empresa recibe un correo con la fecha límite.

## El aviso

Mientras la auditoría no se complete, los administradores ven un aviso en la parte superior de cada página con la fecha límite y los días restantes. Ofrece **Revisar la lista de usuarios** y **Completar la auditoría**. Los demás usuarios no lo ven.

## Completar la auditoría

1. Seleccione **Revisar la lista de usuarios** y recorra las pestañas de [Gestión de usuarios](/admin/userList).
2. Bloquee o elimine a quien ya no necesite acceso, ajuste las aplicaciones con **Editar acceso** y asegúrese de que cada usuario restante sea quien dice ser.
3. Seleccione **Completar la auditoría** y marque las tres declaraciones:
   - **Revisé la lista de usuarios**
   - **Hice los cambios necesarios**
   - **Reconozco que todos los usuarios están verificados**
4. Confirme con **Completar la auditoría**.

Basta con un administrador. La lista de usuarios tal como estaba se conserva como registro de la auditoría.

## Recordatorios

Mientras la auditoría siga abierta, los administradores reciben recordatorios por correo 14, 7 y 1 días antes de la fecha límite.

## Después de la fecha límite

Si la auditoría no se completa, al día siguiente de la fecha límite todos los usuarios de su empresa pierden su acceso a los productos y reciben un aviso por correo. Las cuentas se conservan, pero ya no se pueden abrir las aplicaciones, y el aviso indica que se retiró el acceso. Un administrador todavía puede completar la auditoría y luego devolver a cada usuario sus aplicaciones con **Editar acceso**.`,
      },
      fr: {
        title: 'L’audit périodique des accès des utilisateurs',
        summary:
          'De temps à autre, les administrateurs des comptes de base confirment que leur liste d’utilisateurs est exacte. Voyez comment fonctionnent la bannière, les trois énoncés et les rappels, et ce qui se passe après l’échéance.',
        body: `## Pourquoi un audit

Périodiquement, chaque fournisseur de base et chaque agence de base confirme que seules les bonnes personnes ont accès à {portal}. Lorsqu’un audit commence, chaque administrateur de votre entreprise reçoit un courriel indiquant l’échéance.

## La bannière

Tant que l’audit n’est pas effectué, les administrateurs voient en haut de chaque page une bannière avec l’échéance et le nombre de jours restants. Elle propose **Examiner la liste des utilisateurs** et **Effectuer l’audit**. Les autres utilisateurs ne la voient pas.

## Effectuer l’audit

1. Sélectionnez **Examiner la liste des utilisateurs** et parcourez les onglets de [Gestion des utilisateurs](/admin/userList).
2. Bloquez ou supprimez les personnes qui n’ont plus besoin d’accès, ajustez les applications avec **Modifier l’accès** et assurez-vous que chaque utilisateur restant est bien qui il prétend être.
3. Sélectionnez **Effectuer l’audit** et cochez les trois énoncés :
   - **J’ai examiné la liste des utilisateurs**
   - **J’ai apporté les changements nécessaires**
   - **Je reconnais que tous les utilisateurs sont vérifiés**
4. Confirmez avec **Effectuer l’audit**.

Un seul administrateur suffit. La liste des utilisateurs telle qu’elle était est conservée comme trace de l’audit.

## Rappels

Tant que l’audit est ouvert, les administrateurs reçoivent des rappels par courriel 14, 7 et 1 jour avant l’échéance.

## Après l’échéance

Si l’audit n’est pas effectué, le lendemain de l’échéance, tous les utilisateurs de votre entreprise perdent leur accès aux produits et en sont avisés par courriel. Les comptes sont conservés, mais les applications ne peuvent plus être lancées, et la bannière indique que l’accès a été retiré. Un administrateur peut encore effectuer l’audit, puis redonner ses applications à chaque utilisateur avec **Modifier l’accès**.`,
      },
    },
  },
  {
    key: 'basic-get-help',
    workspace: 'basic',
    category: 'basic-support',
    audience: 'BASIC',
    text: {
      en: {
        title: 'Get help as a basic vendor',
        summary: 'Where to look for answers, how to open a support incident from your basic account, and how to follow it.',
        body: `## Look for an answer first

The [basic account help](/knowledgeBase/basic) articles cover your account, your users and your reports, and the [Data Dictionary](/dataDictionary) explains the fields in your reports.

## Open an incident

1. Go to [Create an incident](/support/ticketCreation). The account type **Supplier** is chosen for you.
2. Choose the support type **Basic vendor support**, then the issue:
   - **Basic vendor request** for **Account and access**, **Data sharing addendum** or **Periodic access review**;
   - **Basic reports** for **Understanding my report** or **Report not available**.
3. Your contact details come from your account. To file for a colleague, check **Submit on behalf of someone else**.
4. In **Situation description**, say what you did, what you expected and what happened.
5. If useful, attach one file of up to 10 MB and add a call-back number.
6. Select **Submit** and note the reference number.

Keep each incident to one question or concern. Incidents from basic vendors go to the basic vendor support team.

## Follow your incidents

[My incidents](/support/trackTicket) lists your incidents with their status. Open one to read the replies and add a comment; you are also e-mailed when the team replies or the status changes. Administrators also have a **Company incidents** tab. If an incident is closed and you still need help, create a new one.

## Urgent problems

The [Support](/support) page gives a phone number for immediate help.`,
      },
      es: {
        title: 'Obtener ayuda como proveedor básico',
        summary: 'Dónde buscar respuestas, cómo abrir un incidente de soporte desde su cuenta básica y cómo darle seguimiento.',
        body: `## Busque primero una respuesta

Los artículos de [ayuda para cuentas básicas](/knowledgeBase/basic) tratan sobre su cuenta, sus usuarios y sus reportes, y el [Diccionario de datos](/dataDictionary) explica los campos de sus reportes.

## Abrir un incidente

1. Vaya a [Crear un incidente](/support/ticketCreation). El tipo de cuenta **Proveedor** se elige por usted.
2. Elija el tipo de soporte **Soporte para proveedores básicos** y luego el problema:
   - **Solicitud de proveedor básico** para **Cuenta y acceso**, **Anexo de intercambio de datos** o **Revisión periódica de accesos**;
   - **Reportes básicos** para **Entender mi reporte** o **El reporte no está disponible**.
3. Sus datos de contacto se toman de su cuenta. Para reportar por un colega, marque **Enviar en nombre de otra persona**.
4. En **Descripción de la situación**, indique qué hizo, qué esperaba y qué pasó.
5. Si le sirve, adjunte un archivo de hasta 10 MB y agregue un número para devolverle la llamada.
6. Seleccione **Enviar** y anote el número de referencia.

Limite cada incidente a una sola pregunta o inquietud. Los incidentes de proveedores básicos los atiende el equipo de soporte para proveedores básicos.

## Seguimiento de sus incidentes

[Mis incidentes](/support/trackTicket) muestra sus incidentes con su estado. Abra uno para leer las respuestas y agregar un comentario; también recibe un correo cuando el equipo responde o cambia el estado. Los administradores tienen además la pestaña **Incidentes de la empresa**. Si un incidente está cerrado y aún necesita ayuda, cree uno nuevo.

## Problemas urgentes

La página de [Soporte](/support) muestra un número de teléfono para recibir ayuda inmediata.`,
      },
      fr: {
        title: 'Obtenir de l’aide comme fournisseur de base',
        summary: 'Où chercher des réponses, comment ouvrir un incident de soutien à partir de votre compte de base et comment le suivre.',
        body: `## Cherchez d’abord une réponse

Les articles d’[aide pour les comptes de base](/knowledgeBase/basic) portent sur votre compte, vos utilisateurs et vos rapports, et le [Dictionnaire de données](/dataDictionary) explique les champs de vos rapports.

## Ouvrir un incident

1. Allez à [Créer un incident](/support/ticketCreation). Le type de compte **Fournisseur** est choisi pour vous.
2. Choisissez le type de soutien **Soutien aux fournisseurs de base**, puis le problème :
   - **Demande de fournisseur de base** pour **Compte et accès**, **Avenant sur le partage des données** ou **Revue périodique des accès**;
   - **Rapports de base** pour **Comprendre mon rapport** ou **Rapport non disponible**.
3. Vos coordonnées proviennent de votre compte. Pour faire une demande pour un collègue, cochez **Soumettre au nom d’une autre personne**.
4. Dans **Description de la situation**, indiquez ce que vous avez fait, ce que vous attendiez et ce qui s’est passé.
5. Au besoin, joignez un fichier d’au plus 10 Mo et ajoutez un numéro de rappel.
6. Sélectionnez **Soumettre** et notez le numéro de référence.

Limitez chaque incident à une seule question ou préoccupation. Les incidents des fournisseurs de base sont traités par l’équipe de soutien aux fournisseurs de base.

## Suivre vos incidents

[Mes incidents](/support/trackTicket) énumère vos incidents avec leur statut. Ouvrez-en un pour lire les réponses et ajouter un commentaire; vous recevez aussi un courriel quand l’équipe répond ou que le statut change. Les administrateurs ont en plus un onglet **Incidents de l’entreprise**. Si un incident est fermé et que vous avez encore besoin d’aide, créez-en un nouveau.

## Problèmes urgents

La page [Soutien](/support) indique un numéro de téléphone pour obtenir de l’aide immédiate.`,
      },
    },
  },
  {
    key: 'basic-upgrade-to-charter',
    workspace: 'basic',
    category: 'basic-support',
    audience: 'BASIC',
    text: {
      en: {
        title: 'Move from a basic account to a charter plan',
        summary:
          'If your company needs more than a basic account offers, ask the support team about a charter plan through a support incident.',
        body: `## What a charter plan adds

Charter accounts, used by suppliers and third-party agencies, offer more than basic accounts:

| Feature | Basic | Charter |
| --- | --- | --- |
| User Management | Yes | Yes |
| Authorized Domains managed by your administrators | No | Yes |
| Third Party page to manage your agencies | No | Yes |
| Audit Log of your company's changes | No | Yes |
| Supplier knowledge base | No | Yes |
| Data dictionary entries for charter users only | No | Yes |

The products your company can use depend on what is offered in {country} and on your company's agreement.

## How to ask

1. Go to [Create an incident](/support/ticketCreation).
2. Choose **Basic vendor support**, then **Basic vendor request** and **Account and access**.
3. In **Situation description**, say that your company would like a charter plan, who should be contacted, and what you need that your basic account does not allow.
4. Select **Submit** and keep the reference number.

The support team explains the options, the conditions and the next steps; plans are not changed directly in the portal. Until the change is confirmed, your users, their access and the user-access audit stay as they are.

## After the change

Follow the incident in [My incidents](/support/trackTicket). Once the change is made, **Subscription plan** in your [Profile](/profile) shows it, and your administrators see new cards on the **Admin** page.`,
      },
      es: {
        title: 'Pasar de una cuenta básica a un plan charter',
        summary:
          'Si su empresa necesita más de lo que ofrece una cuenta básica, consulte al equipo de soporte sobre un plan charter mediante un incidente.',
        body: `## Qué agrega un plan charter

Las cuentas charter, que usan los proveedores y las agencias externas, ofrecen más que las cuentas básicas:

| Función | Básica | Charter |
| --- | --- | --- |
| Gestión de usuarios | Sí | Sí |
| Dominios autorizados administrados por sus administradores | No | Sí |
| Página Terceros para administrar sus agencias | No | Sí |
| Registro de auditoría de los cambios de su empresa | No | Sí |
| Base de conocimientos para proveedores | No | Sí |
| Entradas del diccionario de datos solo para usuarios charter | No | Sí |

Los productos que su empresa puede usar dependen de lo que se ofrece en {country} y del acuerdo de su empresa.

## Cómo solicitarlo

1. Vaya a [Crear un incidente](/support/ticketCreation).
2. Elija **Soporte para proveedores básicos**, luego **Solicitud de proveedor básico** y **Cuenta y acceso**.
3. En **Descripción de la situación**, indique que su empresa desea un plan charter, a quién se debe contactar y qué necesita que su cuenta básica no permite.
4. Seleccione **Enviar** y guarde el número de referencia.

El equipo de soporte le explica las opciones, las condiciones y los siguientes pasos; los planes no se cambian directamente en el portal. Hasta que se confirme el cambio, sus usuarios, su acceso y la auditoría de acceso siguen igual.

## Después del cambio

Dé seguimiento al incidente en [Mis incidentes](/support/trackTicket). Una vez hecho el cambio, el **Plan de suscripción** de su [Perfil](/profile) lo refleja y sus administradores ven nuevas tarjetas en la página **Administración**.`,
      },
      fr: {
        title: 'Passer d’un compte de base au forfait charter',
        summary:
          'Si votre entreprise a besoin de plus que ce qu’offre un compte de base, renseignez-vous sur le forfait charter auprès de l’équipe de soutien au moyen d’un incident.',
        body: `## Ce que le forfait charter ajoute

Les comptes charter, utilisés par les fournisseurs et les agences tierces, offrent plus que les comptes de base :

| Fonction | De base | Charter |
| --- | --- | --- |
| Gestion des utilisateurs | Oui | Oui |
| Domaines autorisés gérés par vos administrateurs | Non | Oui |
| Page Tiers pour gérer vos agences | Non | Oui |
| Journal d’audit des changements de votre entreprise | Non | Oui |
| Base de connaissances des fournisseurs | Non | Oui |
| Entrées du dictionnaire réservées aux utilisateurs charter | Non | Oui |

Les produits que votre entreprise peut utiliser dépendent de ce qui est offert pour {country} et de l’entente de votre entreprise.

## Comment faire la demande

1. Allez à [Créer un incident](/support/ticketCreation).
2. Choisissez **Soutien aux fournisseurs de base**, puis **Demande de fournisseur de base** et **Compte et accès**.
3. Dans **Description de la situation**, indiquez que votre entreprise souhaite le forfait charter, la personne à joindre et ce dont vous avez besoin que votre compte de base ne permet pas.
4. Sélectionnez **Soumettre** et conservez le numéro de référence.

L’équipe de soutien vous explique les options, les conditions et les prochaines étapes; les forfaits ne se modifient pas directement dans le portail. Tant que le changement n’est pas confirmé, vos utilisateurs, leurs accès et l’audit des accès restent tels quels.

## Après le changement

Suivez l’incident dans [Mes incidents](/support/trackTicket). Une fois le changement fait, le **Forfait d’abonnement** de votre [Profil](/profile) l’indique, et vos administrateurs voient de nouvelles cartes dans la page **Administration**.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Internal workspace: the associates' handbook
  {
    key: 'internal-request-access-to-a-supplier',
    workspace: 'internal',
    category: 'internal-access',
    audience: 'INTERNAL',
    top: true,
    text: {
      en: {
        title: "Request access to a supplier's data",
        summary:
          'Ask a supplier’s or agency’s administrators for access to its products, with a note that explains why, and follow your request until they decide.',
        body: `## Who decides

A supplier's data is shared with you by the supplier's own administrators. Ask only for the products you need for your work with that company.

## Send a request

1. Open [Request access](/profile/requestAccess), also linked from your [Profile](/profile).
2. Under **Find a company**, type part of the company's name. The list covers the companies of {portal} in {country} and shows **Your access** to each: granted, requested or none.
3. Select **Request access** on the company's row.
4. Check the products you need; those you already have there are not offered.
5. Write a **Note for the administrators** (required, up to 500 characters): who you are, why you need the data and for how long.
6. Select **Send request**.

The company's administrators are notified by e-mail and decide in the **Access requests** tab of their user management.

## Write a useful note

A clear note gets a faster answer. For example: "Category manager, frozen desserts. I need Shopper Behavior data for your brands to prepare the spring assortment review with your sales team, until June."

## Follow your requests

**Your requests** shows each request's **Status** (Pending, Approved, Denied or Withdrawn), products, date and waiting time. A request pending for more than 2 business days is marked **Overdue**; you may remind your contact at the company. Select **Withdraw** for a pending request you no longer need.

You receive an e-mail when the administrators decide. Once your request is approved, choose the company in your user menu.`,
      },
      es: {
        title: 'Solicitar acceso a los datos de un proveedor',
        summary:
          'Pida a los administradores de un proveedor o una agencia acceso a sus productos, con una nota que explique el motivo, y dé seguimiento a su solicitud hasta que decidan.',
        body: `## Quién decide

Los datos de un proveedor los comparten con usted los propios administradores del proveedor. Pida solo los productos que necesita para su trabajo con esa empresa.

## Enviar una solicitud

1. Abra [Solicitar acceso](/profile/requestAccess), que también está enlazado desde su [Perfil](/profile).
2. En **Buscar una empresa**, escriba parte del nombre. La lista abarca las empresas de {portal} en {country} y muestra **Su acceso** a cada una: otorgado, solicitado o ninguno.
3. Seleccione **Solicitar acceso** en la fila de la empresa.
4. Marque los productos que necesita; no se ofrecen los que ya tiene en esa empresa.
5. Escriba una **Nota para los administradores** (obligatoria, hasta 500 caracteres): quién es, por qué necesita los datos y por cuánto tiempo.
6. Seleccione **Enviar solicitud**.

Los administradores de la empresa reciben un correo y deciden en la pestaña **Solicitudes de acceso** de su gestión de usuarios.

## Escriba una nota útil

Una nota clara obtiene una respuesta más rápida. Por ejemplo: "Gerente de categoría, postres congelados. Necesito datos de Shopper Behavior de sus marcas para preparar con su equipo de ventas la revisión del surtido de primavera, hasta junio."

## Seguimiento de sus solicitudes

**Sus solicitudes** muestra el **Estado** de cada solicitud (Pendiente, Aprobada, Rechazada o Retirada), los productos, la fecha y el tiempo de espera. Una solicitud pendiente por más de 2 días hábiles se marca como **Vencida**; puede recordárselo a su contacto en la empresa. Seleccione **Retirar** en una solicitud pendiente que ya no necesite.

Recibe un correo cuando los administradores deciden. Una vez aprobada su solicitud, elija la empresa en su menú de usuario.`,
      },
      fr: {
        title: 'Demander l’accès aux données d’un fournisseur',
        summary:
          'Demandez aux administrateurs d’un fournisseur ou d’une agence l’accès à ses produits, avec une note qui explique pourquoi, et suivez votre demande jusqu’à leur décision.',
        body: `## Qui décide

Les données d’un fournisseur vous sont communiquées par les administrateurs du fournisseur lui-même. Ne demandez que les produits dont vous avez besoin pour votre travail avec cette entreprise.

## Envoyer une demande

1. Ouvrez [Demander l’accès](/profile/requestAccess), aussi accessible à partir de votre [Profil](/profile).
2. Sous **Trouver une entreprise**, tapez une partie du nom. La liste couvre les entreprises de {portal} pour {country} et présente **Votre accès** à chacune : accordé, demandé ou aucun.
3. Sélectionnez **Demander l’accès** dans la ligne de l’entreprise.
4. Cochez les produits dont vous avez besoin; ceux que vous y avez déjà ne sont pas proposés.
5. Rédigez une **Note pour les administrateurs** (obligatoire, jusqu’à 500 caractères) : qui vous êtes, pourquoi vous avez besoin des données et pour combien de temps.
6. Sélectionnez **Envoyer la demande**.

Les administrateurs de l’entreprise en sont avisés par courriel et décident dans l’onglet **Demandes d’accès** de leur gestion des utilisateurs.

## Rédiger une note utile

Une note claire obtient une réponse plus rapide. Par exemple : « Directrice de catégorie, desserts surgelés. J’ai besoin des données Shopper Behavior de vos marques pour préparer avec votre équipe des ventes la revue de l’assortiment du printemps, jusqu’en juin. »

## Suivre vos demandes

**Vos demandes** présente le **Statut** de chaque demande (En attente, Approuvée, Refusée ou Retirée), les produits, la date et le temps d’attente. Une demande en attente depuis plus de 2 jours ouvrables est marquée **En retard**; vous pouvez faire un rappel à votre contact dans l’entreprise. Sélectionnez **Retirer** pour une demande en attente dont vous n’avez plus besoin.

Vous recevez un courriel quand les administrateurs décident. Une fois votre demande approuvée, choisissez l’entreprise dans votre menu utilisateur.`,
      },
    },
  },
  {
    key: 'internal-switch-between-companies',
    workspace: 'internal',
    category: 'internal-access',
    audience: 'INTERNAL',
    top: true,
    text: {
      en: {
        title: 'Switch between companies and back to your own view',
        summary:
          'Once a company approves your request, choose it in the user menu to work with its data, and return to your own view when you are done.',
        body: `## Where companies appear

A company appears in your user menu only after its administrators have approved your access request. Open the menu by selecting your name at the top right of any page. Its **Company** section lists **Your own view** and every company that granted you access.

## Switch to a company

1. Select your name at the top right.
2. Under **Company**, choose the company.
3. {portal} opens [Apps](/apps) for that company. The tiles show the products the company granted you.

While you work for the company, a banner under the header reminds you that you are viewing it with the access its administrators granted you.

## Go back to your own view

Use either way:

- select **Back to your own view** in the banner; or
- open the user menu and choose **Your own view** under **Company**.

Both take you to [Apps](/apps) in your own view. To move from one company to another, simply choose the other company in the menu.

## Good to know

| Situation | What to do |
| --- | --- |
| The company is not in the menu | Check the status of your request in [Request access](/profile/requestAccess) |
| You need another product from the same company | Send a new request for that product |
| You finished your work for the company | Go back to your own view |

Each time you start or stop working in a company's view, the event is recorded in that company's activity log. Switch only when you have a reason to work with the company's data.`,
      },
      es: {
        title: 'Cambiar entre empresas y volver a su propia vista',
        summary:
          'Cuando una empresa aprueba su solicitud, elíjala en el menú de usuario para trabajar con sus datos y vuelva a su propia vista al terminar.',
        body: `## Dónde aparecen las empresas

Una empresa aparece en su menú de usuario solo después de que sus administradores aprueban su solicitud de acceso. Abra el menú seleccionando su nombre en la esquina superior derecha de cualquier página. Su sección **Empresa** muestra **Su propia vista** y cada empresa que le otorgó acceso.

## Cambiar a una empresa

1. Seleccione su nombre en la esquina superior derecha.
2. En **Empresa**, elija la empresa.
3. {portal} abre [Aplicaciones](/apps) para esa empresa. Los mosaicos muestran los productos que la empresa le otorgó.

Mientras trabaja para la empresa, un aviso debajo del encabezado le recuerda que la está viendo con el acceso que le otorgaron sus administradores.

## Volver a su propia vista

Tiene dos formas:

- seleccione **Volver a su propia vista** en el aviso; o
- abra el menú de usuario y elija **Su propia vista** en **Empresa**.

Ambas lo llevan a [Aplicaciones](/apps) en su propia vista. Para pasar de una empresa a otra, simplemente elija la otra empresa en el menú.

## Conviene saber

| Situación | Qué hacer |
| --- | --- |
| La empresa no aparece en el menú | Revise el estado de su solicitud en [Solicitar acceso](/profile/requestAccess) |
| Necesita otro producto de la misma empresa | Envíe una nueva solicitud para ese producto |
| Terminó su trabajo para la empresa | Vuelva a su propia vista |

Cada vez que empieza o deja de trabajar en la vista de una empresa, el evento queda en el registro de actividad de esa empresa. Cambie de empresa solo cuando tenga un motivo para trabajar con sus datos.`,
      },
      fr: {
        title: 'Passer d’une entreprise à l’autre et revenir à votre propre vue',
        summary:
          'Lorsqu’une entreprise approuve votre demande, choisissez-la dans le menu utilisateur pour travailler avec ses données, puis revenez à votre propre vue une fois terminé.',
        body: `## Où les entreprises s’affichent

Une entreprise s’affiche dans votre menu utilisateur seulement après que ses administrateurs ont approuvé votre demande d’accès. Ouvrez le menu en sélectionnant votre nom en haut à droite de n’importe quelle page. Sa section **Entreprise** présente **Votre propre vue** et chaque entreprise qui vous a accordé l’accès.

## Passer à une entreprise

1. Sélectionnez votre nom en haut à droite.
2. Sous **Entreprise**, choisissez l’entreprise.
3. {portal} ouvre [Applications](/apps) pour cette entreprise. Les tuiles présentent les produits que l’entreprise vous a accordés.

Pendant que vous travaillez pour l’entreprise, une bannière sous l’en-tête vous rappelle que vous la consultez avec l’accès que ses administrateurs vous ont accordé.

## Revenir à votre propre vue

Deux façons de faire :

- sélectionnez **Revenir à votre propre vue** dans la bannière;
- ou ouvrez le menu utilisateur et choisissez **Votre propre vue** sous **Entreprise**.

Les deux vous mènent à [Applications](/apps) dans votre propre vue. Pour passer d’une entreprise à une autre, choisissez simplement l’autre entreprise dans le menu.

## Bon à savoir

| Situation | Quoi faire |
| --- | --- |
| L’entreprise n’est pas dans le menu | Vérifiez le statut de votre demande dans [Demander l’accès](/profile/requestAccess) |
| Il vous faut un autre produit de la même entreprise | Envoyez une nouvelle demande pour ce produit |
| Vous avez terminé votre travail pour l’entreprise | Revenez à votre propre vue |

Chaque fois que vous commencez ou cessez de travailler dans la vue d’une entreprise, l’événement est consigné dans le journal d’activité de cette entreprise. Ne changez d’entreprise que si vous avez une raison de travailler avec ses données.`,
      },
    },
  },
  {
    key: 'internal-help-a-supplier-sign-in',
    workspace: 'internal',
    category: 'internal-supporting',
    audience: 'INTERNAL',
    text: {
      en: {
        title: 'Help a supplier who cannot sign in',
        summary:
          'Most sign-in problems are solved by the supplier or their company administrator. Match the message they see to the fix, and open an incident when that is not enough.',
        body: `## First rule

Never ask a supplier for their password. Associates cannot see or change suppliers' passwords: the fixes below are done by the supplier or their administrator.

## Match the message to the fix

| What the supplier sees | What to suggest |
| --- | --- |
| The e-mail or password is incorrect | Check the sign-in address, then use **Forgot your password?** The reset link works once, for 60 minutes. |
| Too many sign-in attempts | Wait a few minutes, or reset the password. |
| A **Press & Hold** check | Complete it; it follows several failed attempts. |
| The account is blocked | Their administrator unblocks it in the **Blocked** tab of User Management. |
| The invitation expired or is invalid | Their administrator uses **Resend invite** in the **Pending** tab. |
| The session timed out | Sign in again; sessions end after a period without activity. |

## The reset e-mail did not arrive

For privacy, the page gives the same answer whether or not the address has an account. Check the address used and the junk mail folder. Each new request replaces the earlier links, so only the latest e-mail works.

## When this is not enough

[Create an incident](/support/ticketCreation) under **Access and accounts** › **Sign-in and password**, with the issue type **Cannot sign in**, **Password reset e-mail not received** or **Account blocked**. Check **Submit on behalf of someone else** and enter the supplier's details so that the answer reaches them.`,
      },
      es: {
        title: 'Ayudar a un proveedor que no puede iniciar sesión',
        summary:
          'La mayoría de los problemas de inicio de sesión los resuelve el proveedor o el administrador de su empresa. Relacione el mensaje que ve con la solución y abra un incidente cuando no sea suficiente.',
        body: `## Primera regla

Nunca pida a un proveedor su contraseña. Los asociados no pueden ver ni cambiar las contraseñas de los proveedores: las soluciones siguientes las aplica el proveedor o su administrador.

## Relacione el mensaje con la solución

| Lo que ve el proveedor | Qué sugerir |
| --- | --- |
| El correo o la contraseña son incorrectos | Revisar la dirección de inicio de sesión y usar **¿Olvidó su contraseña?** El enlace funciona una vez, durante 60 minutos. |
| Demasiados intentos de inicio de sesión | Esperar unos minutos o restablecer la contraseña. |
| Una verificación **Mantenga presionado** | Completarla; aparece tras varios intentos fallidos. |
| La cuenta está bloqueada | Su administrador la desbloquea en la pestaña **Bloqueados** de Gestión de usuarios. |
| La invitación venció o no es válida | Su administrador usa **Reenviar invitación** en la pestaña **Pendientes**. |
| La sesión terminó por inactividad | Volver a iniciar sesión; las sesiones terminan tras un periodo sin actividad. |

## No llegó el correo de restablecimiento

Por privacidad, la página da la misma respuesta, exista o no una cuenta con esa dirección. Verifique la dirección usada y el correo no deseado. Cada nueva solicitud reemplaza los enlaces anteriores, así que solo funciona el correo más reciente.

## Cuando no es suficiente

[Cree un incidente](/support/ticketCreation) en **Acceso y cuentas** › **Inicio de sesión y contraseña**, con el tipo de problema **No puedo iniciar sesión**, **No recibí el correo para restablecer la contraseña** o **Cuenta bloqueada**. Marque **Enviar en nombre de otra persona** y escriba los datos del proveedor para que la respuesta le llegue.`,
      },
      fr: {
        title: 'Aider un fournisseur qui ne peut pas se connecter',
        summary:
          'La plupart des problèmes de connexion se règlent par le fournisseur ou par l’administrateur de son entreprise. Associez le message affiché à la solution, et ouvrez un incident si cela ne suffit pas.',
        body: `## Première règle

Ne demandez jamais son mot de passe à un fournisseur. Les associés ne peuvent ni voir ni changer les mots de passe des fournisseurs : les solutions ci-dessous sont appliquées par le fournisseur ou son administrateur.

## Associer le message à la solution

| Ce que voit le fournisseur | Ce qu’il faut suggérer |
| --- | --- |
| Le courriel ou le mot de passe est incorrect | Vérifier l’adresse de connexion, puis utiliser **Mot de passe oublié?** Le lien fonctionne une fois, pendant 60 minutes. |
| Trop de tentatives de connexion | Attendre quelques minutes ou réinitialiser le mot de passe. |
| Une vérification **Appuyez et maintenez** | La faire; elle suit plusieurs tentatives échouées. |
| Le compte est bloqué | Son administrateur le débloque dans l’onglet **Bloqués** de la gestion des utilisateurs. |
| L’invitation a expiré ou n’est pas valide | Son administrateur utilise **Renvoyer l’invitation** dans l’onglet **En attente**. |
| La session a expiré pour inactivité | Se reconnecter; les sessions prennent fin après une période sans activité. |

## Le courriel de réinitialisation n’est pas arrivé

Par souci de confidentialité, la page donne la même réponse, qu’un compte utilise l’adresse ou non. Vérifiez l’adresse utilisée et les courriels indésirables. Chaque nouvelle demande remplace les liens précédents : seul le dernier courriel fonctionne.

## Quand cela ne suffit pas

[Créez un incident](/support/ticketCreation) sous **Accès et comptes** › **Connexion et mot de passe**, avec le type de problème **Impossible de me connecter**, **Courriel de réinitialisation non reçu** ou **Compte bloqué**. Cochez **Soumettre au nom d’une autre personne** et entrez les coordonnées du fournisseur pour que la réponse lui parvienne.`,
      },
    },
  },
  {
    key: 'internal-route-supplier-questions',
    workspace: 'internal',
    category: 'internal-supporting',
    audience: 'INTERNAL',
    text: {
      en: {
        title: "Route a supplier's question to the right support type",
        summary:
          'The support type and issue you choose send an incident straight to the team that can answer it. Use this table to pick them.',
        body: `## Before you open an incident

A supplier's administrator handles users, access, domains and partners in **Admin**, and the [Data Dictionary](/dataDictionary) answers most definition questions.

## Choose the support type and issue

| The question is about | Support type › issue |
| --- | --- |
| Sign-in, passwords, blocked accounts | **Access and accounts** › **Sign-in and password** |
| Access for a new user, to a product or for an agency | **Access and accounts** › **Request access** |
| Users, roles, authorized domains | **Access and accounts** › **User management** |
| Linking an agency, company details | **Access and accounts** › **Company and partners** |
| Definitions, differing figures, refresh timing | **Data and reports** › **Data questions** |
| A missing or wrong Report Builder attribute | **Data and reports** › **Report builder attribute mapping** |
| Scheduled reports, failed exports | **Data and reports** › **Scheduled reports and exports** |
| Anything from a basic vendor | **Basic vendor support** |

Depending on the products available in {country}, the list may also offer a type per product, such as Shopper Behavior: use it for that product.

## Fill in the form well

- Keep to one question per incident, with the account type **Supplier** for a supplier or **Associate** for yourself.
- For a supplier, check **Submit on behalf of someone else** so that the replies reach them.
- For access, the [request-access form](/support/ticketCreation?request=access) sets the support type and issue for you.`,
      },
      es: {
        title: 'Dirigir la pregunta de un proveedor al tipo de soporte correcto',
        summary:
          'El tipo de soporte y el problema que elija envían el incidente directamente al equipo que puede responderlo. Use esta tabla para elegirlos.',
        body: `## Antes de abrir un incidente

El administrador de un proveedor gestiona usuarios, accesos, dominios y socios en **Administración**, y el [Diccionario de datos](/dataDictionary) resuelve la mayoría de las dudas de definiciones.

## Elija el tipo de soporte y el problema

| La pregunta trata sobre | Tipo de soporte › problema |
| --- | --- |
| Inicio de sesión, contraseñas, cuentas bloqueadas | **Acceso y cuentas** › **Inicio de sesión y contraseña** |
| Acceso de un usuario nuevo, a un producto o de una agencia | **Acceso y cuentas** › **Solicitar acceso** |
| Usuarios, roles, dominios autorizados | **Acceso y cuentas** › **Administración de usuarios** |
| Vincular una agencia, datos de la empresa | **Acceso y cuentas** › **Empresa y socios** |
| Definiciones, cifras que no coinciden, horario de actualización | **Datos y reportes** › **Preguntas sobre los datos** |
| Un atributo faltante o incorrecto en Report Builder | **Datos y reportes** › **Mapeo de atributos del generador de reportes** |
| Reportes programados, exportaciones fallidas | **Datos y reportes** › **Reportes programados y exportaciones** |
| Cualquier tema de un proveedor básico | **Soporte para proveedores básicos** |

Según los productos disponibles en {country}, la lista puede ofrecer un tipo por producto, como Shopper Behavior: úselo para ese producto.

## Llene bien el formulario

- Limítese a una pregunta por incidente, con el tipo de cuenta **Proveedor** para un proveedor o **Asociado** para usted.
- Por un proveedor, marque **Enviar en nombre de otra persona** para que las respuestas le lleguen.
- Para accesos, el [formulario de solicitud de acceso](/support/ticketCreation?request=access) fija por usted el tipo de soporte y el problema.`,
      },
      fr: {
        title: 'Acheminer la question d’un fournisseur vers le bon type de soutien',
        summary:
          'Le type de soutien et le problème que vous choisissez envoient l’incident directement à l’équipe qui peut y répondre. Servez-vous de ce tableau pour les choisir.',
        body: `## Avant d’ouvrir un incident

L’administrateur d’un fournisseur gère les utilisateurs, les accès, les domaines et les partenaires dans **Administration**, et le [Dictionnaire de données](/dataDictionary) répond à la plupart des questions de définition.

## Choisir le type de soutien et le problème

| La question porte sur | Type de soutien › problème |
| --- | --- |
| Connexion, mots de passe, comptes bloqués | **Accès et comptes** › **Connexion et mot de passe** |
| Accès d’un nouvel utilisateur, à un produit ou d’une agence | **Accès et comptes** › **Demander un accès** |
| Utilisateurs, rôles, domaines autorisés | **Accès et comptes** › **Gestion des utilisateurs** |
| Association d’une agence, renseignements de l’entreprise | **Accès et comptes** › **Entreprise et partenaires** |
| Définitions, chiffres qui diffèrent, calendrier de mise à jour | **Données et rapports** › **Questions sur les données** |
| Un attribut manquant ou erroné dans Report Builder | **Données et rapports** › **Correspondance des attributs du générateur de rapports** |
| Rapports planifiés, exportations échouées | **Données et rapports** › **Rapports planifiés et exportations** |
| Toute question d’un fournisseur de base | **Soutien aux fournisseurs de base** |

Selon les produits offerts pour {country}, la liste peut proposer un type par produit, comme Shopper Behavior : utilisez-le pour ce produit.

## Bien remplir le formulaire

- Limitez-vous à une question par incident, avec le type de compte **Fournisseur** pour un fournisseur ou **Associé** pour vous-même.
- Pour un fournisseur, cochez **Soumettre au nom d’une autre personne** pour que les réponses lui parviennent.
- Pour un accès, le [formulaire de demande d’accès](/support/ticketCreation?request=access) fixe pour vous le type de soutien et le problème.`,
      },
    },
  },
  {
    key: 'internal-handle-supplier-data-responsibly',
    workspace: 'internal',
    category: 'internal-policies',
    audience: 'INTERNAL',
    text: {
      en: {
        title: 'Handle supplier data responsibly',
        summary:
          'Suppliers share their data with you for a stated purpose. These practices keep that trust and protect each supplier’s information.',
        body: `## Ask only for what you need

Request only the products your work requires and state your real purpose in the note of your [access request](/profile/requestAccess). Withdraw pending requests you no longer need.

## Use access for its purpose

Work in a supplier's view only for the purpose you gave, and return to your own view when you are done. Each switch into and out of a company is recorded in that company's activity log.

## Keep each supplier's data separate

Never share one supplier's data with another supplier or agency, whether in e-mails, meetings, presentations or support incidents, and attach to an incident only what the support team needs. Suppliers accept a data sharing addendum that sets out how the data they share may be used; respect it.

## Take care of downloaded files

Files downloaded from a supplier's products leave the portal's protection:

- store them only where your organization approves;
- share them only with the people who need them;
- delete them when the work is done.

## Protect accounts

Never ask for or use a supplier's password or account, and never share your own. On shared computers, use **Sign out** in the user menu; sessions also end after a period without activity.

## If something goes wrong

If you see data you should not have, return to your own view, stop using the data and tell your manager. Then follow your organization's rules for reporting it.`,
      },
      es: {
        title: 'Manejar los datos de los proveedores con responsabilidad',
        summary:
          'Los proveedores comparten sus datos con usted con un propósito declarado. Estas prácticas mantienen esa confianza y protegen la información de cada proveedor.',
        body: `## Pida solo lo que necesita

Solicite solo los productos que requiere su trabajo e indique su propósito real en la nota de su [solicitud de acceso](/profile/requestAccess). Retire las solicitudes pendientes que ya no necesite.

## Use el acceso para su propósito

Trabaje en la vista de un proveedor solo para el propósito que indicó y vuelva a su propia vista al terminar. Cada entrada y salida de la vista de una empresa queda en el registro de actividad de esa empresa.

## Mantenga separados los datos de cada proveedor

Nunca comparta los datos de un proveedor con otro proveedor o agencia, ya sea en correos, reuniones, presentaciones o incidentes de soporte, y adjunte a un incidente solo lo que el equipo de soporte necesita. Los proveedores aceptan un anexo de intercambio de datos que establece cómo pueden usarse los datos que comparten; respételo.

## Cuide los archivos descargados

Los archivos que descarga de los productos de un proveedor salen de la protección del portal:

- guárdelos solo donde su organización lo aprueba;
- compártalos solo con las personas que los necesitan;
- elimínelos cuando termine el trabajo.

## Proteja las cuentas

Nunca pida ni use la contraseña o la cuenta de un proveedor, y nunca comparta la suya. En computadoras compartidas, use **Cerrar sesión** en el menú de usuario; las sesiones también terminan tras un periodo sin actividad.

## Si algo sale mal

Si ve datos que no debería tener, vuelva a su propia vista, deje de usar los datos e informe a su gerente. Después, siga las reglas de su organización para reportarlo.`,
      },
      fr: {
        title: 'Traiter les données des fournisseurs de façon responsable',
        summary:
          'Les fournisseurs vous communiquent leurs données dans un but précis. Ces pratiques préservent cette confiance et protègent les renseignements de chaque fournisseur.',
        body: `## Ne demandez que ce dont vous avez besoin

Demandez seulement les produits que votre travail exige et indiquez votre véritable objectif dans la note de votre [demande d’accès](/profile/requestAccess). Retirez les demandes en attente dont vous n’avez plus besoin.

## Utilisez l’accès pour l’usage prévu

Travaillez dans la vue d’un fournisseur seulement pour l’objectif indiqué, et revenez à votre propre vue une fois terminé. Chaque entrée dans la vue d’une entreprise et chaque sortie sont consignées dans son journal d’activité.

## Gardez les données de chaque fournisseur séparées

Ne communiquez jamais les données d’un fournisseur à un autre fournisseur ou à une agence, que ce soit par courriel, en réunion, dans une présentation ou dans un incident de soutien, et ne joignez à un incident que ce dont l’équipe de soutien a besoin. Les fournisseurs acceptent un addenda sur le partage de données qui précise l’usage permis des données qu’ils communiquent; respectez-le.

## Prenez soin des fichiers téléchargés

Les fichiers téléchargés à partir des produits d’un fournisseur sortent de la protection du portail :

- conservez-les uniquement aux endroits approuvés par votre organisation;
- ne les transmettez qu’aux personnes qui en ont besoin;
- supprimez-les une fois le travail terminé.

## Protégez les comptes

Ne demandez ni n’utilisez jamais le mot de passe ou le compte d’un fournisseur, et ne communiquez jamais le vôtre. Sur un ordinateur partagé, utilisez **Se déconnecter** dans le menu utilisateur; les sessions prennent aussi fin après une période sans activité.

## En cas de problème

Si vous voyez des données que vous ne devriez pas avoir, revenez à votre propre vue, cessez d’utiliser les données et avisez votre gestionnaire. Suivez ensuite les règles de votre organisation pour le signaler.`,
      },
    },
  },
];
