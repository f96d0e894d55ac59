import type { SeedArticle } from '../types.ts';

export default {
  key: 'report-builder-first-report',
  workspace: 'supplier',
  category: 'report-builder',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Building your first report',
      summary: 'A step-by-step walk-through of a simple weekly sales report, from choosing a data source to saving the result.',
      body: `## Choose a data source

Every report starts from one data source. Pick the one that holds the numbers you need:

| Data source | What it holds | Example measures |
| --- | --- | --- |
| Sales | Point-of-sale sales in stores and online | Sales amount, units sold |
| Inventory | Stock in stores and distribution centers | On-hand units, in-stock rate |
| Store | Store details and counts | Store count, selling area |

## Build a weekly sales report

1. Open Report Builder from the [app launch page](/apps) and select **New report**.
2. Choose the **Sales** data source.
3. Under **Attributes**, add **Item description** and **Week**. These become the rows of your report.
4. Under **Measures**, add **Sales amount** and **Units sold**.
5. Under **Filters**, add **Brand** and pick your brand.
6. Set the date range to **Last 4 weeks**.
7. Select **Run**. A preview of the first rows appears in a few moments.
8. Check the preview, then select **Save** and give the report a clear name, such as "Weekly sales by item – last 4 weeks".

Saved reports appear under **My reports** on the home page.

## Tips for a good start

- Start small. The time a report takes grows with the number of items, stores and weeks it covers.
- Use a relative date range such as **Last 4 weeks** so the report stays current each time you run it.
- Copy a report from **Templates** when one is close to what you need.`,
    },
    es: {
      title: 'Cómo crear su primer reporte',
      summary:
        'Una guía paso a paso para crear un reporte sencillo de ventas semanales, desde elegir la fuente de datos hasta guardar el resultado.',
      body: `## Elija una fuente de datos

Cada reporte parte de una sola fuente de datos. Elija la que contenga las cifras que necesita:

| Fuente de datos | Qué contiene | Métricas de ejemplo |
| --- | --- | --- |
| Ventas | Ventas en punto de venta, en tiendas y en línea | Importe de ventas, unidades vendidas |
| Inventario | Existencias en tiendas y centros de distribución | Unidades en existencia, tasa de disponibilidad |
| Tiendas | Datos y conteos de tiendas | Número de tiendas, superficie de venta |

## Cree un reporte de ventas semanales

1. Abra Report Builder desde la [página de acceso a aplicaciones](/apps) y seleccione **Nuevo reporte**.
2. Elija la fuente de datos **Ventas**.
3. En **Atributos**, agregue **Descripción del artículo** y **Semana**. Estas serán las filas de su reporte.
4. En **Métricas**, agregue **Importe de ventas** y **Unidades vendidas**.
5. En **Filtros**, agregue **Marca** y elija su marca.
6. Defina el rango de fechas como **Últimas 4 semanas**.
7. Seleccione **Ejecutar**. En unos momentos aparece una vista previa de las primeras filas.
8. Revise la vista previa, seleccione **Guardar** y asigne al reporte un nombre claro, como "Ventas semanales por artículo – últimas 4 semanas".

Los reportes guardados aparecen en **Mis reportes** en la página de inicio.

## Recomendaciones para empezar bien

- Empiece con algo pequeño. El tiempo que tarda un reporte crece con el número de artículos, tiendas y semanas que abarca.
- Use un rango de fechas relativo como **Últimas 4 semanas** para que el reporte esté al día cada vez que lo ejecute.
- Copie un reporte de **Plantillas** cuando alguno se parezca a lo que necesita.`,
    },
    fr: {
      title: 'Créer votre premier rapport',
      summary:
        'Un guide étape par étape pour créer un rapport simple de ventes hebdomadaires, du choix de la source de données à l’enregistrement du résultat.',
      body: `## Choisir une source de données

Chaque rapport part d’une seule source de données. Choisissez celle qui contient les chiffres dont vous avez besoin :

| Source de données | Contenu | Exemples de mesures |
| --- | --- | --- |
| Ventes | Ventes aux points de vente, en magasin et en ligne | Montant des ventes, unités vendues |
| Stocks | Stocks en magasin et dans les centres de distribution | Unités en stock, taux de disponibilité |
| Magasins | Renseignements et nombre de magasins | Nombre de magasins, surface de vente |

## Créer un rapport de ventes hebdomadaires

1. Ouvrez Report Builder à partir de la [page d’accès aux applications](/apps) et sélectionnez **Nouveau rapport**.
2. Choisissez la source de données **Ventes**.
3. Sous **Attributs**, ajoutez **Description de l’article** et **Semaine**. Ils forment les lignes du rapport.
4. Sous **Mesures**, ajoutez **Montant des ventes** et **Unités vendues**.
5. Sous **Filtres**, ajoutez **Marque** et choisissez votre marque.
6. Réglez la plage de dates sur **4 dernières semaines**.
7. Sélectionnez **Exécuter**. Un aperçu des premières lignes s’affiche après quelques instants.
8. Vérifiez l’aperçu, puis sélectionnez **Enregistrer** et donnez au rapport un nom clair, par exemple « Ventes hebdomadaires par article – 4 dernières semaines ».

Les rapports enregistrés figurent sous **Mes rapports** dans la page d’accueil.

## Conseils pour bien commencer

- Commencez petit. La durée d’exécution augmente avec le nombre d’articles, de magasins et de semaines couverts.
- Utilisez une plage relative comme **4 dernières semaines** pour que le rapport reste à jour chaque fois que vous l’exécutez.
- Copiez un rapport des **Modèles** lorsqu’il ressemble à ce dont vous avez besoin.`,
    },
  },
} satisfies SeedArticle;
