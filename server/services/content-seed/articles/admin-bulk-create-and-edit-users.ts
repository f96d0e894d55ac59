import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
