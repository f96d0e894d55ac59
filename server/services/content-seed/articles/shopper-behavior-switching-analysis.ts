import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-switching-analysis',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Running a switching analysis',
      summary:
        'The Switching tab explains a change in your sales by what shoppers did: joined or left the category, switched brands or changed how much they spend.',
      body: `## What the analysis shows

The **Switching** tab compares two periods of the same length and breaks the change in your sales into the moves made by shoppers. It is shown as a bridge chart that starts with the sales of the earlier period and ends with the sales of the later one.

## The parts of the bridge

- **New to category**: shoppers who bought in the category only in the later period.
- **Left the category**: shoppers who stopped buying in the category.
- **Switched in**: spend that moved from competing brands to yours.
- **Switched out**: spend that moved from your brand to competitors.
- **Spent more or less**: loyal shoppers who changed how much they buy.

Net switching is the difference between switched in and switched out.

## Run it

1. Open Shopper Behavior from the [app launch page](/apps) and select the **Switching** tab.
2. Choose your brand or item and the competitors to include. By default, all other brands in the category are included.
3. Choose the later period and the comparison: the period just before, or the same period a year earlier.
4. Select a bar of the bridge to see which competitors gained or lost.

## Read it with care

- If most of a loss comes from shoppers leaving the category, the issue is the category, not a competitor.
- Periods of 13 or 26 weeks give steadier results than four weeks.
- Look at the Loyalty tab alongside: retention explains part of every bridge.`,
    },
    es: {
      title: 'Cómo hacer un análisis de cambio de marca',
      summary:
        'La pestaña Cambio de marca explica una variación en sus ventas según lo que hicieron los compradores: entraron o salieron de la categoría, cambiaron de marca o modificaron su gasto.',
      body: `## Qué muestra el análisis

La pestaña **Cambio de marca** compara dos periodos de la misma duración y desglosa la variación de sus ventas según los movimientos de los compradores. Se presenta como una gráfica de puente que empieza con las ventas del periodo anterior y termina con las del periodo más reciente.

## Las partes del puente

- **Nuevos en la categoría**: compradores que compraron en la categoría solo en el periodo reciente.
- **Salieron de la categoría**: compradores que dejaron de comprar en la categoría.
- **Llegaron de otras marcas**: gasto que pasó de marcas competidoras a la suya.
- **Se fueron a otras marcas**: gasto que pasó de su marca a la competencia.
- **Gastaron más o menos**: compradores leales que cambiaron cuánto compran.

El cambio neto es la diferencia entre lo que llegó de otras marcas y lo que se fue a ellas.

## Cómo hacerlo

1. Abra Shopper Behavior desde la [página de acceso a aplicaciones](/apps) y seleccione la pestaña **Cambio de marca**.
2. Elija su marca o artículo y los competidores que desea incluir. De forma predeterminada se incluyen todas las demás marcas de la categoría.
3. Elija el periodo reciente y la comparación: el periodo inmediato anterior o el mismo periodo del año anterior.
4. Seleccione una barra del puente para ver qué competidores ganaron o perdieron.

## Léalo con cuidado

- Si la mayor parte de una pérdida viene de compradores que salieron de la categoría, el problema es la categoría, no un competidor.
- Los periodos de 13 o 26 semanas dan resultados más estables que los de cuatro semanas.
- Revise también la pestaña Lealtad: la retención explica parte de cada puente.`,
    },
    fr: {
      title: 'Effectuer une analyse des transferts',
      summary:
        'L’onglet Transferts explique une variation de vos ventes par le comportement des clients : arrivée ou départ de la catégorie, changement de marque ou variation des dépenses.',
      body: `## Ce que montre l’analyse

L’onglet **Transferts** compare deux périodes de même durée et décompose la variation de vos ventes selon les mouvements des acheteurs. Il prend la forme d’un graphique en pont qui commence avec les ventes de la première période et se termine avec celles de la période la plus récente.

## Les éléments du pont

- **Nouveaux dans la catégorie** : acheteurs qui ont acheté dans la catégorie seulement pendant la période récente.
- **Sortis de la catégorie** : acheteurs qui ont cessé d’acheter dans la catégorie.
- **Venus d’autres marques** : dépenses passées des marques concurrentes à la vôtre.
- **Partis vers d’autres marques** : dépenses passées de votre marque à la concurrence.
- **Dépenses en hausse ou en baisse** : acheteurs fidèles qui ont changé la quantité achetée.

Le transfert net est l’écart entre les dépenses venues d’autres marques et celles parties vers elles.

## Lancer l’analyse

1. Ouvrez Shopper Behavior à partir de la [page d’accès aux applications](/apps) et sélectionnez l’onglet **Transferts**.
2. Choisissez votre marque ou votre article et les concurrents à inclure. Par défaut, toutes les autres marques de la catégorie sont incluses.
3. Choisissez la période récente et la comparaison : la période précédente ou la même période un an plus tôt.
4. Sélectionnez une barre du pont pour voir quels concurrents ont gagné ou perdu.

## Interpréter avec prudence

- Si la plus grande partie d’une perte vient d’acheteurs sortis de la catégorie, le problème touche la catégorie, pas un concurrent.
- Des périodes de 13 ou 26 semaines donnent des résultats plus stables que des périodes de quatre semaines.
- Consultez aussi l’onglet Fidélité : la rétention explique une partie de chaque pont.`,
    },
  },
} satisfies SeedArticle;
