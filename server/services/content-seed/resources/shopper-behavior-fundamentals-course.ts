import type { SeedResource } from '../types.ts';

export default {
  key: 'shopper-behavior-fundamentals-course',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  url: 'https://example.com/training/shopper-behavior-fundamentals',
  type: 'training',
  text: {
    en: {
      title: 'Shopper Behavior fundamentals (self-paced course)',
      summary:
        'A self-paced course in four modules on customer segments, loyalty, basket affinity and switching, with exercises on sample data.',
      body: `## What the course covers

1. **Who buys your products:** customer segments and how they are built.
2. **Loyalty over time:** repeat rate, buy rate and lapsed buyers.
3. **Basket affinity:** what else is in the basket and how to read the affinity index.
4. **Switching:** where your buyers come from and where they go.

Each module takes about 20 minutes and ends with a short quiz. The exercises use sample data, never your company's.

## Who it is for

Analysts and category teams of supplier and agency companies who have access to Shopper Behavior, or are about to get it. A certificate of completion is available at the end of the course.

## Before you start

Keep the glossary of common Shopper Behavior measures at hand. Ask your company's admin for access to Shopper Behavior first if you want to try the steps on your own data afterwards.
`,
    },
    es: {
      title: 'Fundamentos de Shopper Behavior (curso a su ritmo)',
      summary:
        'Un curso a su ritmo, en cuatro módulos, sobre segmentos de clientes, lealtad, afinidad de canasta y cambio de marca, con ejercicios sobre datos de ejemplo.',
      body: `## Qué cubre el curso

1. **Quién compra sus productos:** los segmentos de clientes y cómo se construyen.
2. **La lealtad en el tiempo:** tasa de recompra, tasa de compra y compradores perdidos.
3. **Afinidad de canasta:** qué más hay en la canasta y cómo leer el índice de afinidad.
4. **Cambio de marca:** de dónde vienen sus compradores y a dónde se van.

Cada módulo dura unos 20 minutos y termina con una breve evaluación. Los ejercicios usan datos de ejemplo, nunca los de su empresa.

## Para quién es

Analistas y equipos de categoría de empresas proveedoras y agencias que tienen acceso a Shopper Behavior o están por obtenerlo. Al final del curso puede obtener una constancia de participación.

## Antes de empezar

Tenga a la mano el glosario de las medidas más comunes de Shopper Behavior. Si después quiere repetir los pasos con sus propios datos, pida primero al administrador de su empresa acceso a Shopper Behavior.
`,
    },
    fr: {
      title: 'Les bases de Shopper Behavior (formation à votre rythme)',
      summary:
        'Une formation à votre rythme, en quatre modules, sur les segments de clientèle, la fidélité, l’affinité de panier et le changement de marque, avec des exercices sur des données d’exemple.',
      body: `## Contenu de la formation

1. **Qui achète vos produits :** les segments de clientèle et leur construction.
2. **La fidélité dans le temps :** taux de réachat, taux d’achat et clients perdus.
3. **L’affinité de panier :** ce qu’il y a d’autre dans le panier et comment lire l’indice d’affinité.
4. **Le changement de marque :** d’où viennent vos clients et où ils vont.

Chaque module dure environ 20 minutes et se termine par un court questionnaire. Les exercices utilisent des données d’exemple, jamais celles de votre entreprise.

## À qui elle s’adresse

Aux analystes et aux équipes de catégorie des fournisseurs et des agences qui ont accès à Shopper Behavior ou qui vont l’obtenir. Une attestation de réussite est offerte à la fin de la formation.

## Avant de commencer

Gardez sous la main le glossaire des mesures courantes de Shopper Behavior. Si vous voulez ensuite refaire les étapes avec vos propres données, demandez d’abord l’accès à Shopper Behavior à l’administrateur de votre entreprise.
`,
    },
  },
} satisfies SeedResource;
