import type { SeedArticle } from '../types.ts';

export default {
  key: 'insights-activation-getting-started',
  workspace: 'supplier',
  category: 'insights-activation',
  audience: 'CHARTER',
  product: 'INSIGHTS_ACTIVATION',
  text: {
    en: {
      title: 'Getting started with Insights Activation',
      summary:
        'Insights Activation turns audience insights into campaigns and measures what they return. Here is the workflow from audience to results.',
      body: `## What Insights Activation does

Insights Activation turns what you learn about customers into campaigns, then measures what those campaigns return. You build an audience, such as lapsed buyers of your brand, send it to a campaign on the retailer's media channels and see the sales that follow.

## Open Insights Activation

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Insights Activation tile in the Know your customer section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## The workflow

1. **Audiences**: start from a ready-made audience, such as category buyers who do not buy your brand, or define your own from categories, brands and time periods. An estimate of the audience size updates as you go.
2. **Activate**: choose the campaign channel and dates, and keep the control group switched on so results can be measured.
3. **Measure**: follow results during the campaign and read the final report once it ends.

## Privacy

Audiences are anonymous and aggregated. You never receive a list of customers, and an audience must reach a minimum size before it can be activated.

## Tips

- Start from a question you already answered in your insights, for example "who stopped buying us last quarter?".
- Keep one goal per campaign, such as winning new buyers or bringing lapsed ones back.

Read **Measuring campaign results** before your first campaign ends.`,
    },
    es: {
      title: 'Primeros pasos con Insights Activation',
      summary:
        'Insights Activation convierte los insights de audiencia en campañas y mide lo que generan. Este es el flujo de trabajo, de la audiencia a los resultados.',
      body: `## Qué hace Insights Activation

Insights Activation convierte lo que usted aprende sobre los clientes en campañas y luego mide lo que esas campañas generan. Usted crea una audiencia, como los compradores perdidos de su marca, la envía a una campaña en los canales de medios del minorista y ve las ventas que resultan.

## Abra Insights Activation

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Insights Activation en la sección Conozca a su cliente y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## El flujo de trabajo

1. **Audiencias**: parta de una audiencia predefinida, como los compradores de la categoría que no compran su marca, o defina la suya con categorías, marcas y periodos. Una estimación del tamaño de la audiencia se actualiza conforme avanza.
2. **Activar**: elija el canal y las fechas de la campaña, y mantenga activado el grupo de control para poder medir los resultados.
3. **Medir**: siga los resultados durante la campaña y lea el reporte final cuando termine.

## Privacidad

Las audiencias son anónimas y agregadas. Nunca recibe una lista de clientes, y una audiencia debe alcanzar un tamaño mínimo antes de poder activarse.

## Recomendaciones

- Parta de una pregunta que ya respondió con sus insights, por ejemplo "¿quién dejó de comprarnos el trimestre pasado?".
- Mantenga un solo objetivo por campaña, como ganar compradores nuevos o recuperar a los perdidos.

Lea **Cómo medir los resultados de una campaña** antes de que termine su primera campaña.`,
    },
    fr: {
      title: 'Premiers pas avec Insights Activation',
      summary:
        'Insights Activation transforme les connaissances sur les auditoires en campagnes et mesure leur rendement. Voici le processus, de l’auditoire aux résultats.',
      body: `## Ce que fait Insights Activation

Insights Activation transforme ce que vous apprenez sur la clientèle en campagnes, puis mesure leur rendement. Vous créez un auditoire, par exemple les acheteurs perdus de votre marque, l’envoyez vers une campagne dans les canaux médias du détaillant et voyez les ventes qui en découlent.

## Ouvrir Insights Activation

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Insights Activation dans la section Connaissez votre clientèle et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Le processus

1. **Auditoires** : partez d’un auditoire prédéfini, comme les acheteurs de la catégorie qui n’achètent pas votre marque, ou définissez le vôtre à partir de catégories, de marques et de périodes. Une estimation de la taille de l’auditoire se met à jour au fur et à mesure.
2. **Activer** : choisissez le canal et les dates de la campagne, et laissez le groupe témoin activé pour pouvoir mesurer les résultats.
3. **Mesurer** : suivez les résultats pendant la campagne et lisez le rapport final à la fin.

## Confidentialité

Les auditoires sont anonymes et agrégés. Vous ne recevez jamais de liste de clients, et un auditoire doit atteindre une taille minimale avant d’être activé.

## Conseils

- Partez d’une question à laquelle vos analyses ont déjà répondu, par exemple « qui a cessé d’acheter nos produits le trimestre dernier? ».
- Fixez un seul objectif par campagne, comme gagner de nouveaux acheteurs ou faire revenir ceux qui sont partis.

Lisez **Mesurer les résultats d’une campagne** avant la fin de votre première campagne.`,
    },
  },
} satisfies SeedArticle;
