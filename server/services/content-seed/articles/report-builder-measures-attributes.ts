import type { SeedArticle } from '../types.ts';

export default {
  key: 'report-builder-measures-attributes',
  workspace: 'supplier',
  category: 'report-builder',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Choosing measures and attributes',
      summary: 'Attributes describe what a row is about; measures are the numbers. Learn how to pick them and what to watch for.',
      body: `## Two kinds of fields

Every report in Report Builder is made of two kinds of fields:

- **Attributes** describe: item number, item description, brand, category, store number, city, state or province, region, week. They become the rows and columns of the report.
- **Measures** are numbers, added up for each combination of attributes: sales amount, units sold, on-hand units, in-stock rate, store count.

| Attributes chosen | One row per |
| --- | --- |
| Item | Item |
| Item, Week | Item and week |
| Item, Store, Week | Item, store and week |

## Add fields to a report

1. In the report editor, type part of a field name in the search box of the field list.
2. Select **Add** next to the field, or drag it into **Attributes** or **Measures**.
3. Drag attributes up or down to change how rows are grouped and sorted.

## Things to keep in mind

- Some measures are snapshots, not totals. On-hand units over a month shows the value of the last week, and in-stock rate is an average.
- Each attribute multiplies the rows. Item by store by week can reach millions of rows; add filters or drop an attribute if a report runs slowly.
- The [data dictionary](/dataDictionary) gives the definition of every field, and its **Available to** column shows whether the field is open to all users or to charter users only.

If a field you expect is missing, check the data dictionary first. If it should be there, [create a support ticket](/support/ticketCreation) under **Data and reports**, **Report builder attribute mapping**.`,
    },
    es: {
      title: 'Cómo elegir métricas y atributos',
      summary:
        'Los atributos describen de qué trata cada fila; las métricas son las cifras. Conozca cómo elegirlos y qué debe tomar en cuenta.',
      body: `## Dos tipos de campos

Todo reporte de Report Builder se compone de dos tipos de campos:

- **Atributos**, que describen: número de artículo, descripción del artículo, marca, categoría, número de tienda, ciudad, estado o provincia, región, semana. Forman las filas y columnas del reporte.
- **Métricas**, que son cifras y se suman para cada combinación de atributos: importe de ventas, unidades vendidas, unidades en existencia, tasa de disponibilidad, número de tiendas.

| Atributos elegidos | Una fila por |
| --- | --- |
| Artículo | Artículo |
| Artículo, Semana | Artículo y semana |
| Artículo, Tienda, Semana | Artículo, tienda y semana |

## Agregue campos a un reporte

1. En el editor del reporte, escriba parte del nombre de un campo en el cuadro de búsqueda de la lista de campos.
2. Seleccione **Agregar** junto al campo, o arrástrelo a **Atributos** o a **Métricas**.
3. Arrastre los atributos hacia arriba o hacia abajo para cambiar cómo se agrupan y ordenan las filas.

## Qué debe tomar en cuenta

- Algunas métricas son fotografías, no totales. Las unidades en existencia de un mes muestran el valor de la última semana, y la tasa de disponibilidad es un promedio.
- Cada atributo multiplica las filas. Artículo por tienda por semana puede llegar a millones de filas; agregue filtros o quite un atributo si un reporte tarda mucho.
- El [diccionario de datos](/dataDictionary) define cada campo, y su columna **Disponible para** indica si el campo está abierto a todos los usuarios o solo a usuarios charter.

Si falta un campo que esperaba, revise primero el diccionario de datos. Si debería estar, [cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**, **Mapeo de atributos del generador de reportes**.`,
    },
    fr: {
      title: 'Choisir les mesures et les attributs',
      summary:
        'Les attributs décrivent l’objet de chaque ligne; les mesures sont les chiffres. Voyez comment les choisir et à quoi faire attention.',
      body: `## Deux types de champs

Chaque rapport de Report Builder se compose de deux types de champs :

- Les **attributs** décrivent : numéro d’article, description de l’article, marque, catégorie, numéro de magasin, ville, État ou province, région, semaine. Ils forment les lignes et les colonnes du rapport.
- Les **mesures** sont des chiffres, additionnés pour chaque combinaison d’attributs : montant des ventes, unités vendues, unités en stock, taux de disponibilité, nombre de magasins.

| Attributs choisis | Une ligne par |
| --- | --- |
| Article | Article |
| Article, Semaine | Article et semaine |
| Article, Magasin, Semaine | Article, magasin et semaine |

## Ajouter des champs à un rapport

1. Dans l’éditeur de rapport, tapez une partie du nom d’un champ dans la zone de recherche de la liste des champs.
2. Sélectionnez **Ajouter** à côté du champ, ou glissez-le vers **Attributs** ou **Mesures**.
3. Déplacez les attributs vers le haut ou vers le bas pour changer le regroupement et le tri des lignes.

## À garder en tête

- Certaines mesures sont des instantanés, pas des totaux. Les unités en stock sur un mois donnent la valeur de la dernière semaine, et le taux de disponibilité est une moyenne.
- Chaque attribut multiplie les lignes. Article par magasin par semaine peut atteindre des millions de lignes; ajoutez des filtres ou retirez un attribut si un rapport est lent.
- Le [dictionnaire de données](/dataDictionary) définit chaque champ, et sa colonne **Offert à** indique si le champ est ouvert à tous les utilisateurs ou aux utilisateurs charter seulement.

S’il manque un champ attendu, consultez d’abord le dictionnaire de données. S’il devrait y être, [créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**, **Correspondance des attributs du générateur de rapports**.`,
    },
  },
} satisfies SeedArticle;
