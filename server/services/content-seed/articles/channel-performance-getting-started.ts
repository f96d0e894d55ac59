import type { SeedArticle } from '../types.ts';

export default {
  key: 'channel-performance-getting-started',
  workspace: 'supplier',
  category: 'channel-performance',
  audience: 'CHARTER',
  product: 'CHANNEL_PERFORMANCE',
  text: {
    en: {
      title: 'Getting started with Insights (Channel Performance)',
      summary:
        'Insights puts your store and online sales side by side, with trends by week, category and region. Here is how to open it and read its dashboards.',
      body: `## What Insights shows

Insights, also called Channel Performance, shows your sales, share and trends across stores and online. Store and online sales sit side by side, so you can see where growth comes from and follow it by week, category and region.

## Open Insights

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Insights tile in the Know your store section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days; the tile shows **Pending Access** meanwhile.

## The dashboards

- **Overview**: total sales, store and online sales, the online share of your sales and the change against last year.
- **Trends**: weekly sales by channel over the last 52 weeks.
- **Category**: sales, change and share for each category and sub-category you sell in.
- **Region**: the same measures by region, with store and online side by side.

## Common controls

- The filter bar sets brand, category, channel, region and period for every dashboard.
- A switch shows either sales amounts or units.
- Each table can be downloaded to Excel for your own analysis.

Sales are loaded once a week, early in the following week. The last week included is shown at the top of each dashboard.

## Next steps

Read **Reading trends by week, category and region** for help interpreting the dashboards, and look up any measure in the [data dictionary](/dataDictionary).`,
    },
    es: {
      title: 'Primeros pasos con Insights (Channel Performance)',
      summary:
        'Insights muestra lado a lado sus ventas en tienda y en línea, con tendencias por semana, categoría y región. Así se abre y se leen sus tableros.',
      body: `## Qué muestra Insights

Insights, también llamado Channel Performance, muestra sus ventas, participación y tendencias en tiendas y en línea. Las ventas en tienda y en línea aparecen lado a lado, para que vea de dónde viene el crecimiento y lo siga por semana, categoría y región.

## Abra Insights

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Insights en la sección Conozca su tienda y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles; mientras tanto, el mosaico muestra **Acceso pendiente**.

## Los tableros

- **Resumen**: ventas totales, ventas en tienda y en línea, la proporción en línea de sus ventas y la variación contra el año anterior.
- **Tendencias**: ventas semanales por canal en las últimas 52 semanas.
- **Categoría**: ventas, variación y participación de cada categoría y subcategoría en la que vende.
- **Región**: las mismas métricas por región, con tienda y en línea lado a lado.

## Controles comunes

- La barra de filtros define marca, categoría, canal, región y periodo para todos los tableros.
- Un interruptor muestra importes de ventas o unidades.
- Cada tabla puede descargarse en Excel para su propio análisis.

Las ventas se cargan una vez por semana, a principios de la semana siguiente. La última semana incluida aparece en la parte superior de cada tablero.

## Siguientes pasos

Lea **Cómo leer las tendencias por semana, categoría y región** para interpretar los tableros, y consulte cualquier métrica en el [diccionario de datos](/dataDictionary).`,
    },
    fr: {
      title: 'Premiers pas avec Insights (Channel Performance)',
      summary:
        'Insights présente côte à côte vos ventes en magasin et en ligne, avec les tendances par semaine, catégorie et région. Voici comment l’ouvrir et lire ses tableaux de bord.',
      body: `## Ce que montre Insights

Insights, aussi appelé Channel Performance, présente vos ventes, vos parts et vos tendances en magasin et en ligne. Les ventes en magasin et en ligne sont affichées côte à côte : vous voyez d’où vient la croissance et la suivez par semaine, catégorie et région.

## Ouvrir Insights

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Insights dans la section Connaissez votre magasin et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables; entre-temps, la tuile affiche **Accès en attente**.

## Les tableaux de bord

- **Aperçu** : ventes totales, ventes en magasin et en ligne, part en ligne de vos ventes et variation par rapport à l’année précédente.
- **Tendances** : ventes hebdomadaires par canal sur les 52 dernières semaines.
- **Catégorie** : ventes, variation et part pour chaque catégorie et sous-catégorie où vous vendez.
- **Région** : les mêmes mesures par région, magasin et en ligne côte à côte.

## Commandes communes

- La barre de filtres fixe la marque, la catégorie, le canal, la région et la période pour tous les tableaux de bord.
- Un commutateur affiche les montants des ventes ou les unités.
- Chaque tableau peut être téléchargé en Excel pour vos propres analyses.

Les ventes sont chargées une fois par semaine, au début de la semaine suivante. La dernière semaine incluse est indiquée en haut de chaque tableau de bord.

## Prochaines étapes

Lisez **Lire les tendances par semaine, catégorie et région** pour interpréter les tableaux de bord, et cherchez toute mesure dans le [dictionnaire de données](/dataDictionary).`,
    },
  },
} satisfies SeedArticle;
