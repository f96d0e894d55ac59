import type { SeedArticle } from '../types.ts';

export default {
  key: 'report-builder-filters-date-ranges',
  workspace: 'supplier',
  category: 'report-builder',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Using filters and date ranges',
      summary:
        'Filters keep a report to the items, stores and values you care about; date ranges set the period it covers. Here is how to use both.',
      body: `## Filters

Filters decide which rows a report includes. All the filters you add apply together.

- **Attribute filters** keep or exclude values of an attribute. Pick values from the list, or paste a list of item or store numbers, one per line.
- **Measure filters** keep rows whose numbers meet a condition, for example sales amount greater than 0.

To add one, select **Add filter** in the report editor, choose the field, then choose **Include** or **Exclude** and the values.

## Date ranges

Choose one of two kinds of date range:

| Kind | Examples | Best for |
| --- | --- | --- |
| Relative | Last week, last 4 weeks, last 13 weeks, last 52 weeks, year to date | Reports you run again or schedule |
| Custom | A start and end date picked in the calendar | A one-off look at a specific event |

For a custom range, open the date picker, select the first and last days, then select **Done**; **Reset** clears your choice. A custom range covers up to 30 days. For a longer period, use a relative range, or add the **Week** attribute with a filter on the weeks you want.

Weeks follow the retailer's calendar; the [data dictionary](/dataDictionary) explains how the week attribute is numbered.

## Compare with last year

Turn on **Compare with last year** to add the same period a year earlier next to each measure, with the change in percent.

## Check your filters

If a report returns no rows, a filter is often excluding everything. Remove filters one at a time and run the report again.`,
    },
    es: {
      title: 'Cómo usar filtros y rangos de fechas',
      summary:
        'Los filtros limitan un reporte a los artículos, tiendas y valores que le interesan; los rangos de fechas definen el periodo que abarca. Así se usan ambos.',
      body: `## Filtros

Los filtros deciden qué filas incluye un reporte. Todos los filtros que agregue se aplican al mismo tiempo.

- **Filtros de atributos**: conservan o excluyen valores de un atributo. Elija valores de la lista o pegue una lista de números de artículo o de tienda, uno por línea.
- **Filtros de métricas**: conservan las filas cuyas cifras cumplen una condición, por ejemplo importe de ventas mayor a 0.

Para agregar uno, seleccione **Agregar filtro** en el editor del reporte, elija el campo y luego **Incluir** o **Excluir** y los valores.

## Rangos de fechas

Elija uno de dos tipos de rango de fechas:

| Tipo | Ejemplos | Ideal para |
| --- | --- | --- |
| Relativo | Última semana, últimas 4, 13 o 52 semanas, año a la fecha | Reportes que vuelve a ejecutar o programa |
| Personalizado | Una fecha de inicio y una de fin elegidas en el calendario | Una consulta puntual de un evento específico |

Para un rango personalizado, abra el selector de fechas, elija el primer y el último día y seleccione **Listo**; **Restablecer** borra su selección. Un rango personalizado abarca hasta 30 días. Para un periodo más largo, use un rango relativo o agregue el atributo **Semana** con un filtro en las semanas que desea.

Las semanas siguen el calendario del minorista; el [diccionario de datos](/dataDictionary) explica cómo se numera el atributo de semana.

## Compare con el año anterior

Active **Comparar con el año anterior** para agregar junto a cada métrica el mismo periodo del año anterior, con la variación en porcentaje.

## Revise sus filtros

Si un reporte no devuelve filas, a menudo un filtro lo está excluyendo todo. Quite los filtros uno por uno y vuelva a ejecutar el reporte.`,
    },
    fr: {
      title: 'Utiliser les filtres et les plages de dates',
      summary:
        'Les filtres limitent un rapport aux articles, aux magasins et aux valeurs qui vous intéressent; la plage de dates fixe la période couverte. Voici comment utiliser les deux.',
      body: `## Filtres

Les filtres déterminent les lignes incluses dans un rapport. Tous les filtres ajoutés s’appliquent ensemble.

- Les **filtres d’attributs** conservent ou excluent des valeurs d’un attribut. Choisissez des valeurs dans la liste, ou collez une liste de numéros d’articles ou de magasins, un par ligne.
- Les **filtres de mesures** conservent les lignes dont les chiffres respectent une condition, par exemple un montant des ventes supérieur à 0.

Pour en ajouter un, sélectionnez **Ajouter un filtre** dans l’éditeur de rapport, choisissez le champ, puis **Inclure** ou **Exclure** et les valeurs.

## Plages de dates

Choisissez l’un de deux types de plage de dates :

| Type | Exemples | Idéal pour |
| --- | --- | --- |
| Relative | Semaine dernière, 4, 13 ou 52 dernières semaines, cumul annuel | Les rapports exécutés de nouveau ou planifiés |
| Personnalisée | Des dates de début et de fin choisies dans le calendrier | Un examen ponctuel d’un événement précis |

Pour une plage personnalisée, ouvrez le sélecteur de dates, choisissez le premier et le dernier jour, puis sélectionnez **Terminé**; **Réinitialiser** efface votre choix. Une plage personnalisée couvre au plus 30 jours. Pour une période plus longue, utilisez une plage relative, ou ajoutez l’attribut **Semaine** avec un filtre sur les semaines voulues.

Les semaines suivent le calendrier du détaillant; le [dictionnaire de données](/dataDictionary) explique la numérotation de l’attribut semaine.

## Comparer avec l’année précédente

Activez **Comparer avec l’année précédente** pour ajouter, à côté de chaque mesure, la même période un an plus tôt et la variation en pourcentage.

## Vérifier vos filtres

Si un rapport ne renvoie aucune ligne, un filtre exclut souvent tout. Retirez les filtres un à un et exécutez de nouveau le rapport.`,
    },
  },
} satisfies SeedArticle;
