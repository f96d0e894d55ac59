import type { SeedArticle } from '../types.ts';

export default {
  key: 'digital-landscapes-share-of-digital-shelf',
  workspace: 'supplier',
  category: 'digital-landscapes',
  audience: 'CHARTER',
  product: 'DIGITAL_LANDSCAPES',
  text: {
    en: {
      title: 'Understanding share of digital shelf',
      summary:
        'What share of digital shelf measures, how organic and sponsored positions are counted and how to use the measure to find opportunities.',
      body: `## What it measures

Share of digital shelf tells you how visible your brand is where customers shop online. For a search term or a category page, it is your products' share of the positions shown on the first page of results. Positions are weighted: the top results count more than those further down, because more customers see them.

## Organic and sponsored

Each position is either **organic**, earned through relevance, or **sponsored**, bought through advertising. Digital Landscapes shows both, so you can tell what your brand earns from what it pays for.

| Measure | Definition |
| --- | --- |
| Share of digital shelf | Your weighted share of all first-page positions |
| Organic share | The same, counting organic positions only |
| Sponsored share | The same, counting sponsored positions only |
| Average position | The average rank of your best-placed product |

## Read the Digital shelf view

1. Open the **Digital shelf** view and choose a keyword set or a category.
2. Compare your share with the competitors listed in the benchmark table.
3. Select a search term to see its trend by day and a snapshot of the results page.

## Turn it into action

- High search volume with low share points to your biggest opportunity.
- Organic share often drops when items are out of stock online; check availability before anything else.
- Clear titles, complete descriptions and good images help organic positions over time.
- A sponsored share much higher than your organic share means visibility depends on advertising.`,
    },
    es: {
      title: 'Cómo entender la participación en el anaquel digital',
      summary:
        'Qué mide la participación en el anaquel digital, cómo se cuentan las posiciones orgánicas y patrocinadas y cómo usar la métrica para encontrar oportunidades.',
      body: `## Qué mide

La participación en el anaquel digital le indica qué tan visible es su marca donde los clientes compran en línea. Para un término de búsqueda o una página de categoría, es la proporción de las posiciones de la primera página de resultados que ocupan sus productos. Las posiciones se ponderan: los primeros resultados cuentan más que los de abajo, porque los ven más clientes.

## Orgánicas y patrocinadas

Cada posición es **orgánica**, ganada por relevancia, o **patrocinada**, comprada mediante publicidad. Digital Landscapes muestra ambas, para que distinga lo que su marca gana de lo que paga.

| Métrica | Definición |
| --- | --- |
| Participación en el anaquel digital | Su proporción ponderada de todas las posiciones de la primera página |
| Participación orgánica | Lo mismo, contando solo posiciones orgánicas |
| Participación patrocinada | Lo mismo, contando solo posiciones patrocinadas |
| Posición promedio | El lugar promedio de su producto mejor ubicado |

## Lea la vista Anaquel digital

1. Abra la vista **Anaquel digital** y elija un conjunto de palabras clave o una categoría.
2. Compare su participación con la de los competidores de la tabla comparativa.
3. Seleccione un término de búsqueda para ver su tendencia por día y una captura de la página de resultados.

## Conviértalo en acciones

- Un volumen de búsqueda alto con baja participación señala su mayor oportunidad.
- La participación orgánica suele caer cuando los artículos se agotan en línea; revise la disponibilidad antes que nada.
- Títulos claros, descripciones completas y buenas imágenes mejoran las posiciones orgánicas con el tiempo.
- Una participación patrocinada mucho mayor que la orgánica significa que su visibilidad depende de la publicidad.`,
    },
    fr: {
      title: 'Comprendre la part du rayon numérique',
      summary:
        'Ce que mesure la part du rayon numérique, comment les positions organiques et commanditées sont comptées et comment utiliser la mesure pour trouver des occasions.',
      body: `## Ce qu’elle mesure

La part du rayon numérique indique la visibilité de votre marque là où les clients magasinent en ligne. Pour un terme de recherche ou une page de catégorie, c’est la part des positions de la première page de résultats occupée par vos produits. Les positions sont pondérées : les premiers résultats comptent davantage que ceux du bas, parce que plus de clients les voient.

## Organiques et commanditées

Chaque position est soit **organique**, obtenue par la pertinence, soit **commanditée**, achetée par la publicité. Digital Landscapes présente les deux : vous distinguez ainsi ce que votre marque obtient de ce qu’elle paie.

| Mesure | Définition |
| --- | --- |
| Part du rayon numérique | Votre part pondérée de toutes les positions de la première page |
| Part organique | La même, en ne comptant que les positions organiques |
| Part commanditée | La même, en ne comptant que les positions commanditées |
| Position moyenne | Le rang moyen de votre produit le mieux placé |

## Lire la vue Rayon numérique

1. Ouvrez la vue **Rayon numérique** et choisissez un ensemble de mots clés ou une catégorie.
2. Comparez votre part à celle des concurrents du tableau comparatif.
3. Sélectionnez un terme de recherche pour voir sa tendance quotidienne et un aperçu de la page de résultats.

## Passer à l’action

- Un volume de recherche élevé avec une faible part signale votre meilleure occasion.
- La part organique baisse souvent quand des articles sont en rupture de stock en ligne; vérifiez d’abord la disponibilité.
- Des titres clairs, des descriptions complètes et de bonnes images améliorent les positions organiques avec le temps.
- Une part commanditée bien supérieure à la part organique signifie que votre visibilité dépend de la publicité.`,
    },
  },
} satisfies SeedArticle;
