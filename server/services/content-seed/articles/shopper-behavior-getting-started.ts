import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-getting-started',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  top: true,
  text: {
    en: {
      title: 'Getting started with Shopper Behavior',
      summary: 'How to open Shopper Behavior, find your way around its dashboards and set the filters you will use most.',
      body: `## What Shopper Behavior shows

Shopper Behavior tells you who buys your products, how often they buy and what else is in their basket. It covers customer segments, loyalty over time, basket affinity and switching, and the data is refreshed every week.

## Open the product

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Shopper Behavior tile in the Know your customer section.
3. Select **Launch App**.

If the tile shows **Learn More** instead, your account does not have access yet. [Request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days, and the tile shows **Pending Access** in the meantime.

## Find your way around

The dashboards are grouped in tabs:

- **Overview**: customers, spend and trips for the products you select.
- **Segments**: who your buyers are.
- **Loyalty**: repeat purchase and retention.
- **Basket**: what else your buyers purchase.
- **Switching**: where buyers came from and where they went.

## Set your filters

The filter bar at the top applies to every tab. Choose a category, your brands or items, a time period and, if you need it, a region. Your selections stay in place as you move between tabs, so you can follow the same products from one view to the next.

## Next steps

Read the other Shopper Behavior articles for a closer look at each tab, and check the [data dictionary](/dataDictionary) for the definition of every measure.`,
    },
    es: {
      title: 'Primeros pasos con Shopper Behavior',
      summary: 'Cómo abrir Shopper Behavior, recorrer sus tableros y configurar los filtros que usará con más frecuencia.',
      body: `## Qué muestra Shopper Behavior

Shopper Behavior le indica quién compra sus productos, con qué frecuencia los compra y qué más lleva en su canasta. Incluye segmentos de clientes, lealtad a lo largo del tiempo, afinidad de canasta y cambio de marca, y los datos se actualizan cada semana.

## Abra el producto

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Shopper Behavior en la sección Conozca a su cliente.
3. Seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, su cuenta todavía no tiene acceso. [Solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles y, mientras tanto, el mosaico muestra **Acceso pendiente**.

## Recorra los tableros

Los tableros están agrupados en pestañas:

- **Resumen**: clientes, gasto y visitas de los productos que seleccione.
- **Segmentos**: quiénes son sus compradores.
- **Lealtad**: recompra y retención.
- **Canasta**: qué más compran sus compradores.
- **Cambio de marca**: de dónde llegaron los compradores y a dónde se fueron.

## Configure sus filtros

La barra de filtros en la parte superior se aplica a todas las pestañas. Elija una categoría, sus marcas o artículos, un periodo y, si lo necesita, una región. Sus selecciones se conservan al pasar de una pestaña a otra, así que puede seguir los mismos productos en cada vista.

## Siguientes pasos

Consulte los demás artículos de Shopper Behavior para conocer cada pestaña a detalle, y revise el [diccionario de datos](/dataDictionary) para ver la definición de cada métrica.`,
    },
    fr: {
      title: 'Premiers pas avec Shopper Behavior',
      summary: 'Comment ouvrir Shopper Behavior, vous repérer dans ses tableaux de bord et régler les filtres que vous utiliserez le plus.',
      body: `## Ce que montre Shopper Behavior

Shopper Behavior vous indique qui achète vos produits, à quelle fréquence et ce qu’il y a d’autre dans leur panier. Le produit couvre les segments de clientèle, la fidélité dans le temps, l’affinité de panier et les transferts entre marques, et les données sont mises à jour chaque semaine.

## Ouvrir le produit

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Shopper Behavior dans la section Connaissez votre clientèle.
3. Sélectionnez **Lancer l’application**.

Si la tuile affiche plutôt **En savoir plus**, votre compte n’a pas encore accès au produit. [Demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables et, entre-temps, la tuile affiche **Accès en attente**.

## Vous repérer

Les tableaux de bord sont regroupés en onglets :

- **Aperçu** : clients, dépenses et visites pour les produits choisis.
- **Segments** : qui sont vos acheteurs.
- **Fidélité** : rachat et rétention.
- **Panier** : ce que vos acheteurs achètent d’autre.
- **Transferts** : d’où viennent les acheteurs et où ils sont allés.

## Régler vos filtres

La barre de filtres, en haut, s’applique à tous les onglets. Choisissez une catégorie, vos marques ou vos articles, une période et, au besoin, une région. Vos choix restent en place d’un onglet à l’autre : vous suivez ainsi les mêmes produits dans chaque vue.

## Prochaines étapes

Consultez les autres articles sur Shopper Behavior pour examiner chaque onglet de plus près, et le [dictionnaire de données](/dataDictionary) pour la définition de chaque mesure.`,
    },
  },
} satisfies SeedArticle;
