import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-basket-affinity',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Finding basket affinity',
      summary: 'The Basket tab shows which products are bought together with yours and how much more often than chance would suggest.',
      body: `## What basket affinity is

Every trip leaves a basket. Basket affinity tells you which other products appear in the same baskets as yours more often than you would expect if shoppers chose at random. It is a good starting point for cross-promotions, displays and bundles.

## Run a basket analysis

1. Open Shopper Behavior from the [app launch page](/apps) and select the **Basket** tab.
2. In the filter bar, pick the item, brand or category you want to analyze and a time period.
3. Choose the level of the products to compare with: category, sub-category or brand.
4. Sort the results table by **Affinity index** or by **Co-purchase rate**.

## Read the results

| Measure | Meaning |
| --- | --- |
| Co-purchase rate | Share of baskets with your product that also contain the other product |
| Basket penetration | Share of all baskets that contain the other product |
| Affinity index | Co-purchase rate divided by basket penetration, times 100 |

An index of 100 means no special link. An index of 150 means the other product turns up 1.5 times as often with yours as in an average basket.

## Use it well

- Read the index together with the co-purchase rate: a very high index on a product found in few baskets reaches few shoppers.
- Affinity shows products bought together, not that one causes the other.
- Compare store and online baskets separately with the **Shopping channel** filter; they often differ.`,
    },
    es: {
      title: 'Cómo encontrar la afinidad de canasta',
      summary:
        'La pestaña Canasta muestra qué productos se compran junto con los suyos y cuánto más a menudo de lo que se esperaría por azar.',
      body: `## Qué es la afinidad de canasta

Cada visita deja una canasta. La afinidad de canasta le indica qué otros productos aparecen en las mismas canastas que los suyos con más frecuencia de la que se esperaría si los compradores eligieran al azar. Es un buen punto de partida para promociones cruzadas, exhibiciones y paquetes.

## Haga un análisis de canasta

1. Abra Shopper Behavior desde la [página de acceso a aplicaciones](/apps) y seleccione la pestaña **Canasta**.
2. En la barra de filtros, elija el artículo, la marca o la categoría que desea analizar y un periodo.
3. Elija el nivel de los productos con los que desea comparar: categoría, subcategoría o marca.
4. Ordene la tabla de resultados por **Índice de afinidad** o por **Tasa de compra conjunta**.

## Lea los resultados

| Métrica | Significado |
| --- | --- |
| Tasa de compra conjunta | Proporción de canastas con su producto que también incluyen el otro producto |
| Penetración en canastas | Proporción de todas las canastas que incluyen el otro producto |
| Índice de afinidad | Tasa de compra conjunta dividida entre la penetración en canastas, por 100 |

Un índice de 100 significa que no hay una relación especial. Un índice de 150 significa que el otro producto aparece 1.5 veces más con el suyo que en una canasta promedio.

## Úsela bien

- Lea el índice junto con la tasa de compra conjunta: un índice muy alto en un producto presente en pocas canastas llega a pocos compradores.
- La afinidad muestra productos que se compran juntos, no que uno cause la compra del otro.
- Compare por separado las canastas en tienda y en línea con el filtro **Canal de compra**; suelen ser distintas.`,
    },
    fr: {
      title: 'Trouver les affinités de panier',
      summary:
        'L’onglet Panier montre quels produits sont achetés avec les vôtres, et à quel point plus souvent que le seul hasard le laisserait croire.',
      body: `## Qu’est-ce que l’affinité de panier?

Chaque visite laisse un panier. L’affinité de panier vous indique quels autres produits se retrouvent dans les mêmes paniers que les vôtres plus souvent que si les clients choisissaient au hasard. C’est un bon point de départ pour les promotions croisées, les présentoirs et les offres groupées.

## Lancer une analyse de panier

1. Ouvrez Shopper Behavior à partir de la [page d’accès aux applications](/apps) et sélectionnez l’onglet **Panier**.
2. Dans la barre de filtres, choisissez l’article, la marque ou la catégorie à analyser ainsi qu’une période.
3. Choisissez le niveau des produits de comparaison : catégorie, sous-catégorie ou marque.
4. Triez le tableau des résultats par **Indice d’affinité** ou par **Taux d’achat conjoint**.

## Lire les résultats

| Mesure | Signification |
| --- | --- |
| Taux d’achat conjoint | Part des paniers contenant votre produit qui contiennent aussi l’autre produit |
| Pénétration des paniers | Part de l’ensemble des paniers qui contiennent l’autre produit |
| Indice d’affinité | Taux d’achat conjoint divisé par la pénétration des paniers, multiplié par 100 |

Un indice de 100 signifie qu’il n’y a pas de lien particulier. Un indice de 150 signifie que l’autre produit se retrouve 1,5 fois plus souvent avec le vôtre que dans un panier moyen.

## Bien l’utiliser

- Lisez l’indice avec le taux d’achat conjoint : un indice très élevé pour un produit présent dans peu de paniers touche peu de clients.
- L’affinité montre des produits achetés ensemble, pas que l’un entraîne l’achat de l’autre.
- Comparez séparément les paniers en magasin et en ligne avec le filtre **Canal d’achat** : ils diffèrent souvent.`,
    },
  },
} satisfies SeedArticle;
