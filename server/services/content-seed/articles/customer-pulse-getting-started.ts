import type { SeedArticle } from '../types.ts';

export default {
  key: 'customer-pulse-getting-started',
  workspace: 'supplier',
  category: 'customer-pulse',
  audience: 'CHARTER',
  product: 'CUSTOMER_PULSE',
  text: {
    en: {
      title: 'Getting started with Customer Pulse',
      summary:
        'Customer Pulse gives you quick reads of customer sentiment on the topics you choose. Here is how to set up and launch your first pulse.',
      body: `## What Customer Pulse does

Customer Pulse gives you quick reads of customer sentiment on the topics you choose. You set up a short survey, called a pulse, on a topic such as a product idea, a price change, new packaging or a seasonal moment. It goes to a panel of the retailer's customers, and results come back within days.

## Open Customer Pulse

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Customer Pulse tile in the Know your customer section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## Create a pulse

1. Select **New pulse**, then choose a topic and a name.
2. Add questions from the question library or write your own. A pulse holds up to 10 questions, so keep to what matters most.
3. Choose the audience: all panel members or a segment, such as buyers of your category. The expected number of responses is shown.
4. Review the pulse and select **Launch**.

## Follow its status

| Status | Meaning |
| --- | --- |
| Draft | Saved, not yet launched |
| In field | Customers are answering |
| Closed | No more answers are collected |
| Results ready | Final results can be read and downloaded |

## Tips

- Keep one topic per pulse.
- Word questions neutrally; the library questions are already tested.
- Run the same pulse again later to track how sentiment changes.`,
    },
    es: {
      title: 'Primeros pasos con Customer Pulse',
      summary:
        'Customer Pulse le da lecturas rápidas del sentimiento de los clientes sobre los temas que usted elija. Así se configura y lanza su primer pulso.',
      body: `## Qué hace Customer Pulse

Customer Pulse le da lecturas rápidas del sentimiento de los clientes sobre los temas que usted elija. Usted configura una encuesta breve, llamada pulso, sobre un tema como una idea de producto, un cambio de precio, un empaque nuevo o una temporada. Se envía a un panel de clientes del minorista y los resultados llegan en pocos días.

## Abra Customer Pulse

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Customer Pulse en la sección Conozca a su cliente y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## Cree un pulso

1. Seleccione **Nuevo pulso** y elija un tema y un nombre.
2. Agregue preguntas de la biblioteca de preguntas o escriba las suyas. Un pulso admite hasta 10 preguntas, así que concéntrese en lo más importante.
3. Elija la audiencia: todo el panel o un segmento, como los compradores de su categoría. Se muestra el número esperado de respuestas.
4. Revise el pulso y seleccione **Lanzar**.

## Siga su estado

| Estado | Significado |
| --- | --- |
| Borrador | Guardado, aún sin lanzar |
| En campo | Los clientes están respondiendo |
| Cerrado | Ya no se reciben respuestas |
| Resultados listos | Los resultados finales pueden consultarse y descargarse |

## Recomendaciones

- Trate un solo tema por pulso.
- Redacte las preguntas de forma neutral; las de la biblioteca ya están probadas.
- Repita el mismo pulso más adelante para seguir cómo cambia el sentimiento.`,
    },
    fr: {
      title: 'Premiers pas avec Customer Pulse',
      summary:
        'Customer Pulse vous donne un aperçu rapide du sentiment de la clientèle sur les sujets de votre choix. Voici comment préparer et lancer votre premier pouls.',
      body: `## Ce que fait Customer Pulse

Customer Pulse vous donne un aperçu rapide du sentiment de la clientèle sur les sujets de votre choix. Vous préparez un court sondage, appelé pouls, sur un sujet comme une idée de produit, un changement de prix, un nouvel emballage ou un moment de l’année. Il est envoyé à un panel de clients du détaillant, et les résultats arrivent en quelques jours.

## Ouvrir Customer Pulse

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Customer Pulse dans la section Connaissez votre clientèle et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Créer un pouls

1. Sélectionnez **Nouveau pouls**, puis choisissez un sujet et un nom.
2. Ajoutez des questions de la banque de questions ou rédigez les vôtres. Un pouls compte au plus 10 questions : tenez-vous-en à l’essentiel.
3. Choisissez l’auditoire : tout le panel ou un segment, comme les acheteurs de votre catégorie. Le nombre de réponses prévu s’affiche.
4. Vérifiez le pouls et sélectionnez **Lancer**.

## Suivre son statut

| Statut | Signification |
| --- | --- |
| Brouillon | Enregistré, pas encore lancé |
| En cours | Les clients répondent |
| Fermé | Les réponses ne sont plus recueillies |
| Résultats prêts | Les résultats finaux peuvent être consultés et téléchargés |

## Conseils

- Limitez chaque pouls à un seul sujet.
- Formulez les questions de façon neutre; celles de la banque sont déjà éprouvées.
- Relancez le même pouls plus tard pour suivre l’évolution du sentiment.`,
    },
  },
} satisfies SeedArticle;
