import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
