import type { SeedResource } from '../types.ts';

export default {
  key: 'bulk-upload-preparation-guide',
  audience: 'ALL',
  type: 'guide',
  text: {
    en: {
      title: 'Preparing a bulk user upload',
      summary: 'How to fill in the bulk-create and bulk-edit Excel templates so that your upload is accepted the first time.',
      body: `## Start from the template

In **User Management**, choose **Bulk create** or **Bulk edit** and download the template. The bulk-edit template already lists your users. Fill in the **Users** sheet; the **Instructions** sheet explains every column.

## Columns

| Column | What to enter |
| --- | --- |
| First name, Last name | Required, up to 100 characters |
| Email | Required. For new users, an address on one of your authorised domains |
| Role | Admin or User |
| One column per product | Y to give access, N or empty for none |

In the bulk-edit template, delete a product's whole column to leave that access unchanged.

## Rules the upload checks

- The file is an .xlsx of at most 10 MB, with at most 10,000 users.
- The header row stays as it is; columns may be in any order.
- All or nothing: if one row has a problem, nothing is changed, and a report lists every problem by row and column.
- Your company keeps at least one active admin.
- Your company runs one upload at a time.

## After the upload

New users receive an invitation e-mail and appear under Pending until they accept it. New product access starts as pending.
`,
    },
    es: {
      title: 'Cómo preparar una carga masiva de usuarios',
      summary: 'Cómo llenar las plantillas de Excel de creación y edición masiva para que su carga se acepte a la primera.',
      body: `## Empiece con la plantilla

En **Gestión de usuarios**, elija **Creación masiva** o **Edición masiva** y descargue la plantilla. La plantilla de edición masiva ya incluye a sus usuarios. Llene la hoja **Users**; la hoja **Instructions** explica cada columna.

## Columnas

| Columna | Qué escribir |
| --- | --- |
| Nombre, apellido | Obligatorios, hasta 100 caracteres |
| Correo electrónico | Obligatorio. Para nuevos usuarios, una dirección de uno de sus dominios autorizados |
| Rol | Admin o User |
| Una columna por producto | Y para dar acceso, N o vacío para ninguno |

En la plantilla de edición masiva, elimine toda la columna de un producto para no cambiar ese acceso.

## Reglas que verifica la carga

- El archivo es un .xlsx de 10 MB como máximo, con 10,000 usuarios como máximo.
- La fila de encabezados se queda como está; las columnas pueden ir en cualquier orden.
- Todo o nada: si una fila tiene un problema, no se cambia nada, y un reporte enumera cada problema por fila y columna.
- Su empresa conserva al menos un administrador activo.
- Su empresa hace una carga a la vez.

## Después de la carga

Los nuevos usuarios reciben una invitación por correo electrónico y aparecen como pendientes hasta que la aceptan. Los nuevos accesos a productos empiezan como pendientes.
`,
    },
    fr: {
      title: 'Préparer un téléversement d’utilisateurs en lot',
      summary:
        'Comment remplir les modèles Excel de création et de modification en lot pour que votre téléversement soit accepté du premier coup.',
      body: `## Partez du modèle

Dans **Gestion des utilisateurs**, choisissez **Création en lot** ou **Modification en lot** et téléchargez le modèle. Le modèle de modification contient déjà vos utilisateurs. Remplissez la feuille **Users**; la feuille **Instructions** explique chaque colonne.

## Colonnes

| Colonne | Quoi inscrire |
| --- | --- |
| Prénom, nom | Obligatoires, jusqu’à 100 caractères |
| Courriel | Obligatoire. Pour les nouveaux utilisateurs, une adresse à l’un de vos domaines autorisés |
| Rôle | Admin ou User |
| Une colonne par produit | Y pour donner l’accès, N ou vide pour aucun |

Dans le modèle de modification, supprimez toute la colonne d’un produit pour laisser cet accès tel quel.

## Règles vérifiées au téléversement

- Le fichier est un .xlsx d’au plus 10 Mo, avec au plus 10 000 utilisateurs.
- La ligne d’en-tête reste telle quelle; les colonnes peuvent être dans n’importe quel ordre.
- Tout ou rien : si une ligne pose problème, rien n’est modifié, et un rapport énumère chaque problème par ligne et par colonne.
- Votre entreprise garde au moins un administrateur actif.
- Votre entreprise fait un seul téléversement à la fois.

## Après le téléversement

Les nouveaux utilisateurs reçoivent une invitation par courriel et figurent parmi les utilisateurs en attente jusqu’à ce qu’ils l’acceptent. Les nouveaux accès aux produits commencent en attente.
`,
    },
  },
} satisfies SeedResource;
