import type { SeedResource } from '../types.ts';

export default {
  key: 'report-builder-first-report-video',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  url: 'https://example.com/videos/report-builder-first-report',
  type: 'video',
  text: {
    en: {
      title: 'Video: your first report in Report Builder',
      summary: 'A short video that shows, step by step, how to build, save and export a weekly sales report in Report Builder.',
      body: `## What you will see

In about eight minutes, the video builds a weekly sales-by-store report from scratch:

- choosing the data and the period;
- adding measures and attributes, and checking their definitions in the data dictionary;
- filtering, sorting and pivoting the result;
- saving the report so that you can use it again;
- exporting it to Excel.

## Tips from the video

- Design the report on a short period, then widen it once the layout is right.
- Give saved reports names your team will recognise.
- Compare like with like: the same weeks last year, the same list of stores.

## Keep learning

The Report Builder quick reference card among these resources sums up the steps on one page. Definitions of every measure and attribute are in the [data dictionary](/dataDictionary).
`,
    },
    es: {
      title: 'Video: su primer reporte en Report Builder',
      summary: 'Un video breve que muestra, paso a paso, cómo crear, guardar y exportar un reporte semanal de ventas en Report Builder.',
      body: `## Qué verá

En unos ocho minutos, el video crea desde cero un reporte semanal de ventas por tienda:

- elegir los datos y el periodo;
- agregar medidas y atributos, y consultar sus definiciones en el diccionario de datos;
- filtrar, ordenar y pivotear el resultado;
- guardar el reporte para volver a usarlo;
- exportarlo a Excel.

## Consejos del video

- Diseñe el reporte con un periodo corto y amplíelo cuando el formato esté listo.
- Ponga a sus reportes guardados nombres que su equipo reconozca.
- Compare periodos equivalentes: las mismas semanas del año anterior, la misma lista de tiendas.

## Siga aprendiendo

La tarjeta de referencia rápida de Report Builder, entre estos recursos, resume los pasos en una página. Las definiciones de cada medida y atributo están en el [diccionario de datos](/dataDictionary).
`,
    },
    fr: {
      title: 'Vidéo : votre premier rapport dans Report Builder',
      summary:
        'Une courte vidéo qui montre, étape par étape, comment créer, enregistrer et exporter un rapport hebdomadaire des ventes dans Report Builder.',
      body: `## Ce que vous verrez

En huit minutes environ, la vidéo crée de toutes pièces un rapport hebdomadaire des ventes par magasin :

- choisir les données et la période;
- ajouter des mesures et des attributs, et vérifier leur définition dans le dictionnaire de données;
- filtrer, trier et croiser le résultat;
- enregistrer le rapport pour le réutiliser;
- l’exporter vers Excel.

## Conseils tirés de la vidéo

- Concevez le rapport sur une courte période, puis élargissez-la une fois la mise en page au point.
- Donnez aux rapports enregistrés des noms que votre équipe reconnaîtra.
- Comparez ce qui est comparable : les mêmes semaines l’an dernier, la même liste de magasins.

## Pour aller plus loin

L’aide-mémoire de Report Builder, parmi ces ressources, résume les étapes sur une page. Les définitions de chaque mesure et de chaque attribut se trouvent dans le [dictionnaire de données](/dataDictionary).
`,
    },
  },
} satisfies SeedResource;
