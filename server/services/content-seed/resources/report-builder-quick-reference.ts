import type { SeedResource } from '../types.ts';

export default {
  key: 'report-builder-quick-reference',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  type: 'guide',
  text: {
    en: {
      title: 'Report Builder quick reference card',
      summary: 'A one-page summary of the Report Builder steps, good habits and abbreviations, to keep next to your screen.',
      body: `## Build a report in five steps

1. **Open** Report Builder from the [app launch page](/apps).
2. **Choose the data:** sales, inventory or store data, and the period.
3. **Add fields:** measures (net sales, units, on hand quantity) and attributes (store, item, category).
4. **Filter:** limit stores, items or dates. Relative periods such as "last 4 weeks" move forward on their own.
5. **Save and export:** save the report under a clear name, then export it to Excel or CSV.

## Good habits

- Check a field's definition in the [data dictionary](/dataDictionary) before you use it.
- Design on a short period, then widen it.
- Compare like with like: the same weeks last year, the same list of stores.

## Common abbreviations

| Abbreviation | Meaning |
| --- | --- |
| LY | Last year |
| YoY | Year over year |
| WoW | Week over week |
| L52W | Rolling 52 weeks |
| YTD | Year to date |
| OH Qty | On hand quantity |

## Need help?

Search the [knowledge base](/knowledgeBase/search) or [create an incident](/support/ticketCreation).
`,
    },
    es: {
      title: 'Tarjeta de referencia rápida de Report Builder',
      summary:
        'Un resumen de una página con los pasos, las buenas prácticas y las abreviaturas de Report Builder, para tener junto a su pantalla.',
      body: `## Cree un reporte en cinco pasos

1. **Abra** Report Builder desde la [página de acceso a aplicaciones](/apps).
2. **Elija los datos:** ventas, inventario o datos de tiendas, y el periodo.
3. **Agregue campos:** medidas (ventas netas, unidades, inventario disponible) y atributos (tienda, artículo, categoría).
4. **Filtre:** limite tiendas, artículos o fechas. Los periodos relativos, como "últimas 4 semanas", avanzan solos.
5. **Guarde y exporte:** guarde el reporte con un nombre claro y después expórtelo a Excel o CSV.

## Buenas prácticas

- Consulte la definición de un campo en el [diccionario de datos](/dataDictionary) antes de usarlo.
- Diseñe con un periodo corto y después amplíelo.
- Compare periodos equivalentes: las mismas semanas del año anterior, la misma lista de tiendas.

## Abreviaturas comunes

| Abreviatura | Significado |
| --- | --- |
| AA | Año anterior |
| YoY | Contra el año anterior |
| WoW | Contra la semana anterior |
| L52W | Últimas 52 semanas móviles |
| YTD | Año a la fecha |
| OH Qty | Inventario disponible |

## ¿Necesita ayuda?

Busque en la [base de conocimientos](/knowledgeBase/search) o [cree un incidente](/support/ticketCreation).
`,
    },
    fr: {
      title: 'Aide-mémoire de Report Builder',
      summary: 'Un résumé d’une page des étapes, des bonnes pratiques et des abréviations de Report Builder, à garder près de votre écran.',
      body: `## Créer un rapport en cinq étapes

1. **Ouvrez** Report Builder à partir de la [page d’accès aux applications](/apps).
2. **Choisissez les données :** ventes, stocks ou données des magasins, et la période.
3. **Ajoutez des champs :** des mesures (ventes nettes, unités, quantité en stock) et des attributs (magasin, article, catégorie).
4. **Filtrez :** limitez les magasins, les articles ou les dates. Les périodes relatives, comme « 4 dernières semaines », avancent d’elles-mêmes.
5. **Enregistrez et exportez :** enregistrez le rapport sous un nom clair, puis exportez-le vers Excel ou en CSV.

## Bonnes pratiques

- Vérifiez la définition d’un champ dans le [dictionnaire de données](/dataDictionary) avant de l’utiliser.
- Concevez sur une courte période, puis élargissez-la.
- Comparez ce qui est comparable : les mêmes semaines l’an dernier, la même liste de magasins.

## Abréviations courantes

| Abréviation | Signification |
| --- | --- |
| A-1 | Année précédente |
| YoY | Par rapport à l’an dernier |
| WoW | Par rapport à la semaine précédente |
| L52W | 52 semaines mobiles |
| YTD | Depuis le début de l’année |
| OH Qty | Quantité en stock |

## Besoin d’aide?

Cherchez dans la [base de connaissances](/knowledgeBase/search) ou [créez un incident](/support/ticketCreation).
`,
    },
  },
} satisfies SeedResource;
