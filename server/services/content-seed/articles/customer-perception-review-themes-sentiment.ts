import type { SeedArticle } from '../types.ts';

export default {
  key: 'customer-perception-review-themes-sentiment',
  workspace: 'supplier',
  category: 'customer-perception',
  audience: 'CHARTER',
  product: 'CUSTOMER_PERCEPTION',
  text: {
    en: {
      title: 'Understanding review themes and sentiment',
      summary:
        'How Customer Perception groups product reviews into themes, how sentiment is scored and how to find what customers praise or complain about.',
      body: `## From reviews to themes

Each product review is split into mentions, the parts of the text that talk about one thing. Each mention is given a theme, such as **Quality**, **Value**, **Taste or scent**, **Packaging**, **Ease of use** or **Delivery**, and a sentiment: positive, neutral or negative. One review can mention several themes, each with its own sentiment.

## The measures

| Measure | Definition |
| --- | --- |
| Mentions | Number of mentions of the theme in the period |
| Share of mentions | The theme's mentions as a share of all mentions |
| Net sentiment | Percent positive minus percent negative, from -100 to +100 |
| Average rating | Average star rating of the reviews that mention the theme |

## Explore the themes

1. Open the **Reviews** view and choose your items and a period.
2. In the theme chart, bubble size shows mentions and the position shows net sentiment.
3. Select a theme to read examples of what customers wrote, newest first.
4. Select **Compare with category** to see how the same theme scores for the category as a whole.

## Tips

- Start with themes that have many mentions and a negative net sentiment: they affect the most customers.
- Few reviews make scores jump from month to month. Use a longer period for items with few reviews.
- Watch a theme after a change, such as new packaging, to see whether sentiment moves.

Review excerpts are shown as customers wrote them, with personal details removed.`,
    },
    es: {
      title: 'Cómo entender los temas y el sentimiento de las reseñas',
      summary:
        'Cómo Customer Perception agrupa las reseñas de productos en temas, cómo se calcula el sentimiento y cómo encontrar lo que los clientes elogian o critican.',
      body: `## De las reseñas a los temas

Cada reseña de producto se divide en menciones, las partes del texto que hablan de un solo aspecto. A cada mención se le asigna un tema, como **Calidad**, **Valor**, **Sabor o aroma**, **Empaque**, **Facilidad de uso** o **Entrega**, y un sentimiento: positivo, neutral o negativo. Una reseña puede mencionar varios temas, cada uno con su propio sentimiento.

## Las métricas

| Métrica | Definición |
| --- | --- |
| Menciones | Número de menciones del tema en el periodo |
| Proporción de menciones | Las menciones del tema como proporción de todas las menciones |
| Sentimiento neto | Porcentaje positivo menos porcentaje negativo, de -100 a +100 |
| Calificación promedio | Calificación promedio en estrellas de las reseñas que mencionan el tema |

## Explore los temas

1. Abra la vista **Reseñas** y elija sus artículos y un periodo.
2. En la gráfica de temas, el tamaño de cada burbuja indica las menciones y su posición, el sentimiento neto.
3. Seleccione un tema para leer ejemplos de lo que escribieron los clientes, de los más recientes a los más antiguos.
4. Seleccione **Comparar con la categoría** para ver cómo califica el mismo tema en la categoría completa.

## Recomendaciones

- Empiece por los temas con muchas menciones y sentimiento neto negativo: son los que afectan a más clientes.
- Con pocas reseñas, los resultados cambian mucho de un mes a otro. Use un periodo más largo para artículos con pocas reseñas.
- Siga un tema después de un cambio, como un empaque nuevo, para ver si el sentimiento se mueve.

Los extractos de reseñas se muestran tal como los escribieron los clientes, sin datos personales.`,
    },
    fr: {
      title: 'Comprendre les thèmes et le sentiment des avis',
      summary:
        'Comment Customer Perception regroupe les avis sur les produits en thèmes, comment le sentiment est calculé et comment repérer ce que les clients apprécient ou critiquent.',
      body: `## Des avis aux thèmes

Chaque avis sur un produit est découpé en mentions, c’est-à-dire les passages qui portent sur un seul aspect. Chaque mention reçoit un thème, comme **Qualité**, **Rapport qualité-prix**, **Goût ou odeur**, **Emballage**, **Facilité d’utilisation** ou **Livraison**, et un sentiment : positif, neutre ou négatif. Un avis peut mentionner plusieurs thèmes, chacun avec son propre sentiment.

## Les mesures

| Mesure | Définition |
| --- | --- |
| Mentions | Nombre de mentions du thème pendant la période |
| Part des mentions | Les mentions du thème en proportion de l’ensemble des mentions |
| Sentiment net | Pourcentage positif moins pourcentage négatif, de -100 à +100 |
| Note moyenne | Note moyenne en étoiles des avis qui mentionnent le thème |

## Explorer les thèmes

1. Ouvrez la vue **Avis** et choisissez vos articles et une période.
2. Dans le graphique des thèmes, la taille de la bulle indique le nombre de mentions et sa position, le sentiment net.
3. Sélectionnez un thème pour lire des exemples de commentaires de clients, du plus récent au plus ancien.
4. Sélectionnez **Comparer à la catégorie** pour voir la note du même thème pour l’ensemble de la catégorie.

## Conseils

- Commencez par les thèmes qui comptent beaucoup de mentions et un sentiment net négatif : ce sont eux qui touchent le plus de clients.
- Avec peu d’avis, les résultats varient beaucoup d’un mois à l’autre. Choisissez une période plus longue pour les articles qui reçoivent peu d’avis.
- Suivez un thème après un changement, comme un nouvel emballage, pour voir si le sentiment évolue.

Les extraits d’avis sont présentés tels que les clients les ont rédigés, sans renseignements personnels.`,
    },
  },
} satisfies SeedArticle;
