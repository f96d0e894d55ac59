import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-customer-segments',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Understanding customer segments in Shopper Behavior',
      summary: 'The Segments tab shows which groups of customers buy your products and how they compare with the category as a whole.',
      body: `## What a segment is

A segment is a group of customers who share a trait, such as their life stage, how much they spend at the retailer or whether they shop in store, online or both. Every buyer belongs to one segment of each segment type, so the segments of a type always add up to 100% of your buyers.

## Read the Segments tab

1. Open Shopper Behavior from the [app launch page](/apps) and select the **Segments** tab.
2. Choose a segment type in the drop-down list, for example **Shopping channel**.
3. Compare the two bars shown for each segment: your products and the whole category.

## The key measures

| Measure | What it tells you |
| --- | --- |
| Share of buyers | The part of your buyers that falls in the segment |
| Share of spend | The part of your sales that comes from the segment |
| Index vs category | Your share of buyers divided by the category's, times 100 |

An index above 100 means the segment is over-represented among your buyers; below 100, under-represented. Small differences are usually noise; look for indexes above 110 or below 90.

## Put segments to work

- Find the segments where your brand is weak but the category is strong: they are your growth room.
- Check whether a new item draws the segment you designed it for.
- Follow segment shares over time to see whether a promotion changed who buys.

When a segment has too few buyers to report reliably, its values are hidden and shown as a dash.`,
    },
    es: {
      title: 'Cómo entender los segmentos de clientes en Shopper Behavior',
      summary:
        'La pestaña Segmentos muestra qué grupos de clientes compran sus productos y cómo se comparan con la categoría en su conjunto.',
      body: `## Qué es un segmento

Un segmento es un grupo de clientes que comparten un rasgo, como su etapa de vida, cuánto gastan con el minorista o si compran en tienda, en línea o en ambos canales. Cada comprador pertenece a un segmento de cada tipo, así que los segmentos de un tipo siempre suman el 100% de sus compradores.

## Lea la pestaña Segmentos

1. Abra Shopper Behavior desde la [página de acceso a aplicaciones](/apps) y seleccione la pestaña **Segmentos**.
2. Elija un tipo de segmento en la lista desplegable, por ejemplo **Canal de compra**.
3. Compare las dos barras de cada segmento: sus productos y la categoría completa.

## Las métricas principales

| Métrica | Qué le indica |
| --- | --- |
| Participación de compradores | La parte de sus compradores que pertenece al segmento |
| Participación del gasto | La parte de sus ventas que proviene del segmento |
| Índice vs. categoría | Su participación de compradores dividida entre la de la categoría, por 100 |

Un índice mayor a 100 significa que el segmento está sobrerrepresentado entre sus compradores; menor a 100, subrepresentado. Las diferencias pequeñas suelen ser ruido; fíjese en índices mayores a 110 o menores a 90.

## Aproveche los segmentos

- Ubique los segmentos donde su marca es débil pero la categoría es fuerte: ahí está su espacio para crecer.
- Verifique si un artículo nuevo atrae al segmento para el que fue diseñado.
- Siga la participación de cada segmento en el tiempo para saber si una promoción cambió el perfil de quien compra.

Cuando un segmento tiene muy pocos compradores para reportarse con confianza, sus valores se ocultan y aparecen como un guion.`,
    },
    fr: {
      title: 'Comprendre les segments de clientèle dans Shopper Behavior',
      summary:
        'L’onglet Segments montre quels groupes de clients achètent vos produits et comment ils se comparent à l’ensemble de la catégorie.',
      body: `## Qu’est-ce qu’un segment?

Un segment est un groupe de clients qui partagent une caractéristique, comme leur étape de vie, leurs dépenses chez le détaillant ou le fait qu’ils magasinent en magasin, en ligne ou les deux. Chaque acheteur appartient à un segment de chaque type : les segments d’un même type totalisent donc toujours 100 % de vos acheteurs.

## Lire l’onglet Segments

1. Ouvrez Shopper Behavior à partir de la [page d’accès aux applications](/apps) et sélectionnez l’onglet **Segments**.
2. Choisissez un type de segment dans la liste déroulante, par exemple **Canal d’achat**.
3. Comparez les deux barres de chaque segment : vos produits et l’ensemble de la catégorie.

## Les principales mesures

| Mesure | Ce qu’elle vous apprend |
| --- | --- |
| Part des acheteurs | La part de vos acheteurs qui se trouve dans le segment |
| Part des dépenses | La part de vos ventes qui provient du segment |
| Indice c. catégorie | Votre part des acheteurs divisée par celle de la catégorie, multipliée par 100 |

Un indice supérieur à 100 signifie que le segment est surreprésenté parmi vos acheteurs; inférieur à 100, sous-représenté. Les petits écarts relèvent souvent du hasard : cherchez plutôt les indices supérieurs à 110 ou inférieurs à 90.

## Tirer parti des segments

- Repérez les segments où votre marque est faible mais la catégorie forte : c’est là que se trouve votre potentiel de croissance.
- Vérifiez si un nouvel article attire le segment pour lequel il a été conçu.
- Suivez les parts des segments dans le temps : une promotion a-t-elle changé le profil des acheteurs?

Quand un segment compte trop peu d’acheteurs pour être présenté de façon fiable, ses valeurs sont masquées et remplacées par un tiret.`,
    },
  },
} satisfies SeedArticle;
