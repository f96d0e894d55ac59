import type { SeedArticle } from '../types.ts';

export default {
  key: 'app-launch-page-and-product-tiles',
  workspace: 'supplier',
  category: 'getting-started',
  audience: 'ALL',
  top: true,
  text: {
    en: {
      title: 'The app launch page and product tiles',
      summary: 'How to read the product tiles on the Apps page: Launch App, Learn More, Request access, Access pending and coming soon.',
      body: `## Your apps in one place

The [Apps](/apps) page, titled **Get started with {portal}**, shows one tile per product. Tiles are grouped in two sections, **Know your customer** and **Know your store**; a section appears only when it has at least one tile.

## What a tile tells you

| On the tile | What it means |
| --- | --- |
| **Launch App** | You have access. The product opens in the same tab or, for some products, in a new tab. |
| **Learn More** | You do not have access yet. A window describes the product and links to Contact us. |
| **Request access** | Opens the request-access form, which goes to the support team. |
| **Access pending** | Your access is being set up. Select it to see how long it can take. |
| **coming soon** | The product is not available yet; there is nothing to launch. |
| **Alpha** or **Beta** badge | The product is in a limited launch. |

## Good to know

- Some products are hidden entirely when you have no access to them.
- If you cannot launch any app yet, a note at the top of the page says so and links to the request-access form.
- When your Shopper Behavior access is pending, a banner at the top reminds you that it can take up to 2 business days.
- If you work for a third-party agency, you also see the apps that the supplier you work for has shared with your agency.`,
    },
    es: {
      title: 'La página de aplicaciones y los mosaicos de productos',
      summary:
        'Cómo leer los mosaicos de la página Aplicaciones: Abrir aplicación, Más información, Solicitar acceso, Acceso pendiente y próximamente.',
      body: `## Sus aplicaciones en un solo lugar

La página [Aplicaciones](/apps), con el título **Comience a usar {portal}**, muestra un mosaico por producto. Los mosaicos se agrupan en dos secciones, **Conozca a su cliente** y **Conozca su tienda**; una sección aparece solo si tiene al menos un mosaico.

## Qué le indica cada mosaico

| En el mosaico | Qué significa |
| --- | --- |
| **Abrir aplicación** | Tiene acceso. El producto se abre en la misma pestaña o, en algunos casos, en una pestaña nueva. |
| **Más información** | Aún no tiene acceso. Una ventana describe el producto y enlaza a Contáctenos. |
| **Solicitar acceso** | Abre el formulario de solicitud de acceso, que llega al equipo de soporte. |
| **Acceso pendiente** | Su acceso se está configurando. Selecciónelo para ver cuánto puede tardar. |
| **próximamente** | El producto todavía no está disponible; no hay nada que abrir. |
| Etiqueta **Alfa** o **Beta** | El producto está en un lanzamiento limitado. |

## Conviene saber

- Algunos productos se ocultan por completo si no tiene acceso a ellos.
- Si todavía no puede abrir ninguna aplicación, una nota en la parte superior de la página se lo indica y enlaza al formulario de solicitud de acceso.
- Mientras su acceso a Shopper Behavior está pendiente, un aviso en la parte superior le recuerda que puede tardar hasta 2 días hábiles.
- Si trabaja para una agencia externa, también ve las aplicaciones que el proveedor para el que trabaja compartió con su agencia.`,
    },
    fr: {
      title: 'La page des applications et les tuiles de produits',
      summary:
        'Comment lire les tuiles de la page Applications : Lancer l’application, En savoir plus, Demander l’accès, Accès en attente et bientôt disponible.',
      body: `## Vos applications au même endroit

La page [Applications](/apps), intitulée **Premiers pas avec {portal}**, présente une tuile par produit. Les tuiles sont regroupées en deux sections, **Connaissez votre clientèle** et **Connaissez votre magasin**; une section s'affiche seulement si elle contient au moins une tuile.

## Ce que vous indique une tuile

| Sur la tuile | Ce que cela signifie |
| --- | --- |
| **Lancer l'application** | Vous avez accès. Le produit s'ouvre dans le même onglet ou, pour certains produits, dans un nouvel onglet. |
| **En savoir plus** | Vous n'avez pas encore accès. Une fenêtre décrit le produit et renvoie à Nous joindre. |
| **Demander l'accès** | Ouvre le formulaire de demande d'accès, transmis à l'équipe de soutien. |
| **Accès en attente** | Votre accès est en préparation. Sélectionnez ce bouton pour connaître le délai. |
| **bientôt disponible** | Le produit n'est pas encore offert; il n'y a rien à lancer. |
| Étiquette **Alpha** ou **Bêta** | Le produit fait l'objet d'un lancement restreint. |

## Bon à savoir

- Certains produits sont complètement masqués si vous n'y avez pas accès.
- Si vous ne pouvez encore lancer aucune application, une note en haut de la page vous l'indique et renvoie au formulaire de demande d'accès.
- Lorsque votre accès à Shopper Behavior est en attente, un bandeau en haut de la page rappelle que cela peut prendre jusqu'à 2 jours ouvrables.
- Si vous travaillez pour une agence tierce, vous voyez aussi les applications que le fournisseur pour lequel vous travaillez a partagées avec votre agence.`,
    },
  },
} satisfies SeedArticle;
