import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
