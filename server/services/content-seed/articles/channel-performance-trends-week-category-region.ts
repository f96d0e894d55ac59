import type { SeedArticle } from '../types.ts';

export default {
  key: 'channel-performance-trends-week-category-region',
  workspace: 'supplier',
  category: 'channel-performance',
  audience: 'CHARTER',
  product: 'CHANNEL_PERFORMANCE',
  text: {
    en: {
      title: 'Reading trends by week, category and region',
      summary:
        'How to read the Trends, Category and Region dashboards of Insights and compare store and online sales without drawing the wrong conclusions.',
      body: `## Weekly trends

The **Trends** dashboard draws one line for store sales and one for online sales over the last 52 weeks, with last year shown as a dashed line. Weeks are aligned to the same retail week a year earlier, so holidays that move between calendar dates still line up.

- Look at several weeks together: a single week can swing with weather, paydays or a promotion.
- Compare the gap between the two channels over time, not just the totals.

## Categories

The **Category** dashboard lists every category and sub-category you sell in.

| Measure | Definition |
| --- | --- |
| Sales | Sales amount in the period, store and online |
| Change vs last year | Percent change against the same weeks a year earlier |
| Online share | Online sales as a share of your total sales |
| Share of category | Your sales as a share of all sales in the category |

Sort by change vs last year to find the categories that drive your growth or your decline.

## Regions

The **Region** dashboard shows the same measures for each region, with store and online side by side.

## Read store and online together

- Online sales include orders picked up in a store and orders delivered; both count in the online channel.
- If the online share rises while total sales stay flat, sales have moved between channels rather than grown.
- A gain in share of category while the category shrinks still means you are doing better than your competitors.`,
    },
    es: {
      title: 'Cómo leer las tendencias por semana, categoría y región',
      summary:
        'Cómo leer los tableros Tendencias, Categoría y Región de Insights y comparar las ventas en tienda y en línea sin llegar a conclusiones equivocadas.',
      body: `## Tendencias semanales

El tablero **Tendencias** traza una línea para las ventas en tienda y otra para las ventas en línea durante las últimas 52 semanas, con el año anterior como línea punteada. Las semanas se alinean con la misma semana comercial del año anterior, así que los días festivos que cambian de fecha siguen coincidiendo.

- Observe varias semanas juntas: una sola semana puede variar por el clima, las quincenas o una promoción.
- Compare la brecha entre los dos canales a lo largo del tiempo, no solo los totales.

## Categorías

El tablero **Categoría** enlista cada categoría y subcategoría en la que usted vende.

| Métrica | Definición |
| --- | --- |
| Ventas | Importe de ventas del periodo, en tienda y en línea |
| Variación vs. año anterior | Variación porcentual contra las mismas semanas del año anterior |
| Proporción en línea | Ventas en línea como proporción de sus ventas totales |
| Participación en la categoría | Sus ventas como proporción de todas las ventas de la categoría |

Ordene por variación vs. año anterior para encontrar las categorías que impulsan su crecimiento o su caída.

## Regiones

El tablero **Región** muestra las mismas métricas para cada región, con tienda y en línea lado a lado.

## Lea tienda y en línea en conjunto

- Las ventas en línea incluyen los pedidos recogidos en tienda y los entregados a domicilio; ambos cuentan en el canal en línea.
- Si la proporción en línea sube mientras las ventas totales se mantienen, las ventas se movieron entre canales en lugar de crecer.
- Ganar participación en una categoría que se contrae sigue significando que le va mejor que a sus competidores.`,
    },
    fr: {
      title: 'Lire les tendances par semaine, catégorie et région',
      summary:
        'Comment lire les tableaux de bord Tendances, Catégorie et Région d’Insights et comparer les ventes en magasin et en ligne sans tirer de mauvaises conclusions.',
      body: `## Tendances hebdomadaires

Le tableau de bord **Tendances** trace une courbe pour les ventes en magasin et une autre pour les ventes en ligne sur les 52 dernières semaines, l’année précédente étant affichée en pointillé. Les semaines sont alignées sur la même semaine commerciale un an plus tôt : les fêtes dont la date change restent ainsi vis-à-vis.

- Examinez plusieurs semaines ensemble : une seule semaine peut varier selon la météo, les jours de paie ou une promotion.
- Comparez l’écart entre les deux canaux dans le temps, pas seulement les totaux.

## Catégories

Le tableau de bord **Catégorie** présente chaque catégorie et sous-catégorie où vous vendez.

| Mesure | Définition |
| --- | --- |
| Ventes | Montant des ventes de la période, en magasin et en ligne |
| Variation c. année précédente | Variation en pourcentage par rapport aux mêmes semaines un an plus tôt |
| Part en ligne | Ventes en ligne en proportion de vos ventes totales |
| Part de la catégorie | Vos ventes en proportion de l’ensemble des ventes de la catégorie |

Triez par variation par rapport à l’année précédente pour trouver les catégories qui portent votre croissance ou votre recul.

## Régions

Le tableau de bord **Région** présente les mêmes mesures pour chaque région, magasin et en ligne côte à côte.

## Lire magasin et en ligne ensemble

- Les ventes en ligne comprennent les commandes ramassées en magasin et les commandes livrées; les deux comptent dans le canal en ligne.
- Si la part en ligne augmente alors que les ventes totales stagnent, les ventes sont passées d’un canal à l’autre plutôt que d’augmenter.
- Gagner des parts dans une catégorie en recul signifie tout de même que vous faites mieux que vos concurrents.`,
    },
  },
} satisfies SeedArticle;
