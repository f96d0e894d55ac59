import type { SeedArticle } from '../types.ts';

export default {
  key: 'customer-perception-getting-started',
  workspace: 'supplier',
  category: 'customer-perception',
  audience: 'CHARTER',
  product: 'CUSTOMER_PERCEPTION',
  text: {
    en: {
      title: 'Getting started with Customer Perception',
      summary:
        'Customer Perception shows how customers rate your brand and products, from surveys and reviews. Here is how to open it and read its results.',
      body: `## What Customer Perception shows

Customer Perception helps you understand how customers rate your brand and products. It brings together two sources: survey results, broken down by customer segment, and product reviews, grouped into themes with their sentiment.

## Open Customer Perception

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Customer Perception tile in the Know your customer section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## The main views

- **Scorecard**: headline measures for your brand against the category, such as average rating, satisfaction and likelihood to recommend.
- **Surveys**: the studies your company can see, with results for each question by customer segment.
- **Reviews**: review themes and sentiment for your items.

## Read survey results well

- Every result shows its **base**: the number of respondents behind it. Results with fewer than 50 respondents are flagged as a low base; read them with care. Results with fewer than 30 are hidden.
- An arrow next to a segment marks a difference from the total that is statistically significant.
- Compare segments within the same study. Studies differ in their questions and timing, so results from different studies are not directly comparable.

## Next steps

Read **Understanding review themes and sentiment** to make the most of the Reviews view. If a study your company takes part in is missing, [create a support ticket](/support/ticketCreation) and name the study.`,
    },
    es: {
      title: 'Primeros pasos con Customer Perception',
      summary:
        'Customer Perception muestra cómo califican los clientes su marca y sus productos, a partir de encuestas y reseñas. Así se abre y se leen sus resultados.',
      body: `## Qué muestra Customer Perception

Customer Perception le ayuda a entender cómo califican los clientes su marca y sus productos. Reúne dos fuentes: resultados de encuestas, desglosados por segmento de clientes, y reseñas de productos, agrupadas en temas con su sentimiento.

## Abra Customer Perception

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Customer Perception en la sección Conozca a su cliente y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## Las vistas principales

- **Tablero de resultados**: indicadores principales de su marca frente a la categoría, como calificación promedio, satisfacción y probabilidad de recomendación.
- **Encuestas**: los estudios que su empresa puede ver, con los resultados de cada pregunta por segmento de clientes.
- **Reseñas**: temas y sentimiento de las reseñas de sus artículos.

## Lea bien los resultados de encuestas

- Cada resultado muestra su **base**: el número de personas que respondieron. Los resultados con menos de 50 respuestas se marcan como base baja; interprételos con cuidado. Los resultados con menos de 30 se ocultan.
- Una flecha junto a un segmento señala una diferencia estadísticamente significativa respecto al total.
- Compare segmentos dentro del mismo estudio. Los estudios tienen preguntas y fechas distintas, así que sus resultados no son directamente comparables.

## Siguientes pasos

Lea **Cómo entender los temas y el sentimiento de las reseñas** para aprovechar al máximo la vista Reseñas. Si falta un estudio en el que participa su empresa, [cree un ticket de soporte](/support/ticketCreation) e indique el nombre del estudio.`,
    },
    fr: {
      title: 'Premiers pas avec Customer Perception',
      summary:
        'Customer Perception montre comment les clients évaluent votre marque et vos produits, à partir de sondages et d’avis. Voici comment l’ouvrir et lire ses résultats.',
      body: `## Ce que montre Customer Perception

Customer Perception vous aide à comprendre comment les clients évaluent votre marque et vos produits. Il réunit deux sources : les résultats de sondages, ventilés par segment de clientèle, et les avis sur les produits, regroupés en thèmes avec leur sentiment.

## Ouvrir Customer Perception

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Customer Perception dans la section Connaissez votre clientèle et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Les vues principales

- **Tableau de bord** : indicateurs clés de votre marque par rapport à la catégorie, comme la note moyenne, la satisfaction et la probabilité de recommandation.
- **Sondages** : les études que votre entreprise peut consulter, avec les résultats de chaque question par segment de clientèle.
- **Avis** : thèmes et sentiment des avis sur vos articles.

## Bien lire les résultats de sondages

- Chaque résultat indique sa **base** : le nombre de répondants. Les résultats de moins de 50 répondants sont signalés comme base faible; interprétez-les avec prudence. Ceux de moins de 30 répondants sont masqués.
- Une flèche à côté d’un segment signale un écart statistiquement significatif par rapport au total.
- Comparez les segments au sein d’une même étude. Les études diffèrent par leurs questions et leur calendrier; leurs résultats ne sont donc pas directement comparables.

## Prochaines étapes

Lisez **Comprendre les thèmes et le sentiment des avis** pour tirer le meilleur parti de la vue Avis. S’il manque une étude à laquelle votre entreprise participe, [créez un billet de soutien](/support/ticketCreation) en précisant le nom de l’étude.`,
    },
  },
} satisfies SeedArticle;
