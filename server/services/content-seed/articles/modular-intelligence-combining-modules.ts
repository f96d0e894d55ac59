import type { SeedArticle } from '../types.ts';

export default {
  key: 'modular-intelligence-combining-modules',
  workspace: 'supplier',
  category: 'modular-intelligence',
  audience: 'CHARTER',
  product: 'MODULAR_INTELLIGENCE',
  text: {
    en: {
      title: 'Combining modules',
      summary:
        'How Modular Intelligence joins modules through shared keys, what happens when their level of detail differs and how to fix a module that will not combine.',
      body: `## Shared keys

Modules connect through the attributes they have in common, called keys: most often item, store and week. When you add a module to an analysis, Modular Intelligence joins it to the others on every key they share. The **Joins** panel lists the keys in use.

## Level of detail

Each module has a finest level of detail, its grain:

| Module | Grain |
| --- | --- |
| Sales | Item, store and week |
| Inventory | Item, store and week |
| Promotions | Item and week |
| Store attributes | Store |
| Customer segments | Brand and four-week period |

When grains differ, results are shown at the level the modules share. Promotions and sales together give one row per item and week, with sales added up across stores.

## Add a module

1. Open an analysis and select **Add module**.
2. Check the **Joins** panel: it shows the keys used and the resulting level of detail.
3. If a warning says **No common key**, the modules cannot be joined directly. Add a module that links them, or remove an attribute that only one module has.

## Tips

- Start with two modules and check the numbers before adding a third.
- Each module shows its last refresh. An analysis is only as recent as its oldest module, so check the dates before comparing weeks.
- Segment modules use periods, not weeks; join them at the period level.

If a module returns unexpected values, [create a support ticket](/support/ticketCreation) and name the analysis and modules.`,
    },
    es: {
      title: 'Cómo combinar módulos',
      summary:
        'Cómo Modular Intelligence une los módulos mediante claves compartidas, qué pasa cuando su nivel de detalle es distinto y cómo resolver un módulo que no se combina.',
      body: `## Claves compartidas

Los módulos se conectan mediante los atributos que tienen en común, llamados claves: casi siempre artículo, tienda y semana. Cuando agrega un módulo a un análisis, Modular Intelligence lo une a los demás en todas las claves que comparten. El panel **Uniones** enlista las claves en uso.

## Nivel de detalle

Cada módulo tiene un nivel de detalle mínimo, su granularidad:

| Módulo | Granularidad |
| --- | --- |
| Ventas | Artículo, tienda y semana |
| Inventario | Artículo, tienda y semana |
| Promociones | Artículo y semana |
| Atributos de tienda | Tienda |
| Segmentos de clientes | Marca y periodo de cuatro semanas |

Cuando las granularidades son distintas, los resultados se muestran en el nivel que comparten los módulos. Promociones y ventas juntas dan una fila por artículo y semana, con las ventas sumadas de todas las tiendas.

## Agregue un módulo

1. Abra un análisis y seleccione **Agregar módulo**.
2. Revise el panel **Uniones**: muestra las claves usadas y el nivel de detalle resultante.
3. Si aparece el aviso **Sin clave común**, los módulos no pueden unirse directamente. Agregue un módulo que los vincule o quite un atributo que solo tenga uno de ellos.

## Recomendaciones

- Empiece con dos módulos y revise las cifras antes de agregar un tercero.
- Cada módulo muestra su última actualización. Un análisis está tan al día como su módulo más antiguo, así que revise las fechas antes de comparar semanas.
- Los módulos de segmentos usan periodos, no semanas; únalos a nivel de periodo.

Si un módulo devuelve valores inesperados, [cree un ticket de soporte](/support/ticketCreation) e indique el análisis y los módulos.`,
    },
    fr: {
      title: 'Combiner des modules',
      summary:
        'Comment Modular Intelligence joint les modules par des clés communes, ce qui se passe quand leur niveau de détail diffère et comment régler un module qui ne se combine pas.',
      body: `## Clés communes

Les modules se relient par les attributs qu’ils ont en commun, appelés clés : le plus souvent l’article, le magasin et la semaine. Quand vous ajoutez un module à une analyse, Modular Intelligence le joint aux autres sur toutes les clés qu’ils partagent. Le panneau **Jointures** présente les clés utilisées.

## Niveau de détail

Chaque module a un niveau de détail le plus fin, sa granularité :

| Module | Granularité |
| --- | --- |
| Ventes | Article, magasin et semaine |
| Stocks | Article, magasin et semaine |
| Promotions | Article et semaine |
| Attributs des magasins | Magasin |
| Segments de clientèle | Marque et période de quatre semaines |

Quand les granularités diffèrent, les résultats s’affichent au niveau que les modules ont en commun. Les promotions et les ventes réunies donnent une ligne par article et par semaine, les ventes étant additionnées pour tous les magasins.

## Ajouter un module

1. Ouvrez une analyse et sélectionnez **Ajouter un module**.
2. Vérifiez le panneau **Jointures** : il indique les clés utilisées et le niveau de détail obtenu.
3. Si l’avertissement **Aucune clé commune** s’affiche, les modules ne peuvent pas être joints directement. Ajoutez un module qui les relie, ou retirez un attribut propre à un seul module.

## Conseils

- Commencez avec deux modules et vérifiez les chiffres avant d’en ajouter un troisième.
- Chaque module indique sa dernière mise à jour. Une analyse n’est pas plus récente que son module le plus ancien : vérifiez les dates avant de comparer des semaines.
- Les modules de segments utilisent des périodes, pas des semaines; joignez-les au niveau de la période.

Si un module renvoie des valeurs inattendues, [créez un billet de soutien](/support/ticketCreation) en précisant l’analyse et les modules.`,
    },
  },
} satisfies SeedArticle;
