import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'data-dictionary-browse-by-topic',
  date: '2026-11-03',
  tags: ['new-feature'],
  text: {
    en: {
      title: 'Browse the data dictionary by topic',
      summary: 'Besides searching it, you can now browse the data dictionary by topic, such as Sales, Inventory or Shoppers.',
      body: `## What's new

Not sure what a field is called? You can now browse the [data dictionary](/dataDictionary) by topic instead of guessing search terms.

- Eight topics group the entries: Sales, Inventory, Stores, Items, Shoppers, Surveys, Supply chain and Digital.
- Open a topic to see its entries, then narrow them down with the product filter.
- Every entry has a link you can copy and share with a colleague.

## What changes for you

- When a search finds nothing, the "No results" panel offers a link to browse the content by topic.
- Search works as before: type at least 3 characters, and close matches appear under "Did you mean:".
- Search understands common abbreviations, such as LY for last year or OH Qty for on hand quantity.

## Good to know

Entries marked "Charter users only" are listed for charter accounts. Basic accounts see the entries available to all users.
`,
    },
    es: {
      title: 'Explore el diccionario de datos por tema',
      summary: 'Además de buscar en él, ahora puede explorar el diccionario de datos por tema, como Ventas, Inventario o Compradores.',
      body: `## Novedades

¿No sabe cómo se llama un campo? Ahora puede explorar el [diccionario de datos](/dataDictionary) por tema en lugar de adivinar los términos de búsqueda.

- Ocho temas agrupan las entradas: Ventas, Inventario, Tiendas, Artículos, Compradores, Encuestas, Cadena de suministro y Digital.
- Abra un tema para ver sus entradas y después acótelas con el filtro de productos.
- Cada entrada tiene un enlace que puede copiar y compartir con un colega.

## Qué cambia para usted

- Cuando una búsqueda no encuentra nada, el panel "Sin resultados" ofrece un enlace para explorar el contenido por tema.
- La búsqueda funciona como antes: escriba al menos 3 caracteres, y las coincidencias cercanas aparecen en "Quiso decir:".
- La búsqueda entiende abreviaturas comunes, como AA para año anterior.

## Para tener en cuenta

Las entradas marcadas como "Solo usuarios charter" se muestran a las cuentas Charter. Las cuentas básicas ven las entradas disponibles para todos los usuarios.
`,
    },
  },
} satisfies SeedReleaseNote;
