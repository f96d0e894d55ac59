import type { SeedArticle } from '../types.ts';

export default {
  key: 'customer-pulse-reading-results',
  workspace: 'supplier',
  category: 'customer-pulse',
  audience: 'CHARTER',
  product: 'CUSTOMER_PULSE',
  text: {
    en: {
      title: 'Reading pulse results',
      summary: 'What each measure on a pulse results page means, when results are final and how to compare segments and repeated pulses.',
      body: `## The results page

Open a pulse from your list to see its results. Each question shows how answers are spread, the number of responses behind it and a headline score. Open-ended questions are grouped into themes, with examples of what customers wrote.

## The measures

| Measure | Definition |
| --- | --- |
| Responses | Number of customers who answered the question |
| Top-two-box | Share of customers who chose one of the two most positive answers |
| Net score | Share of positive answers minus share of negative answers |
| Margin of error | How far the result could move by chance, in points |

Results based on fewer than 50 responses are flagged as a low base. Read them as a direction rather than a firm answer.

## When results are final

Results appear as soon as answers come in and are marked as preliminary while the pulse is **In field**. Most pulses close within a few days. Once the status is **Results ready**, the numbers no longer change.

## Compare

- **Segments**: select a segment to compare it with all respondents. An arrow marks a difference larger than the margin of error.
- **Waves**: when you run the same pulse again, each run is a wave. Select **Compare waves** to see how scores moved over time.

## Share the results

Select **Download Excel** to get every question and segment in one file. If results are slower than expected, [create a support ticket](/support/ticketCreation) and give the pulse's name.`,
    },
    es: {
      title: 'Cómo leer los resultados de un pulso',
      summary:
        'Qué significa cada métrica de la página de resultados de un pulso, cuándo son definitivos los resultados y cómo comparar segmentos y pulsos repetidos.',
      body: `## La página de resultados

Abra un pulso de su lista para ver sus resultados. Cada pregunta muestra cómo se distribuyen las respuestas, el número de respuestas que la respaldan y un puntaje principal. Las preguntas abiertas se agrupan en temas, con ejemplos de lo que escribieron los clientes.

## Las métricas

| Métrica | Definición |
| --- | --- |
| Respuestas | Número de clientes que respondieron la pregunta |
| Top two box | Proporción de clientes que eligieron una de las dos respuestas más positivas |
| Puntaje neto | Proporción de respuestas positivas menos proporción de respuestas negativas |
| Margen de error | Cuánto podría moverse el resultado por azar, en puntos |

Los resultados basados en menos de 50 respuestas se marcan como base baja. Léalos como una tendencia y no como una respuesta firme.

## Cuándo son definitivos los resultados

Los resultados aparecen en cuanto llegan las respuestas y se marcan como preliminares mientras el pulso está **En campo**. La mayoría de los pulsos cierran en pocos días. Cuando el estado es **Resultados listos**, las cifras ya no cambian.

## Compare

- **Segmentos**: seleccione un segmento para compararlo con el total de participantes. Una flecha señala una diferencia mayor que el margen de error.
- **Olas**: cuando repite el mismo pulso, cada ejecución es una ola. Seleccione **Comparar olas** para ver cómo cambiaron los puntajes con el tiempo.

## Comparta los resultados

Seleccione **Descargar Excel** para obtener todas las preguntas y segmentos en un solo archivo. Si los resultados tardan más de lo esperado, [cree un ticket de soporte](/support/ticketCreation) e indique el nombre del pulso.`,
    },
    fr: {
      title: 'Lire les résultats d’un pouls',
      summary:
        'Ce que signifie chaque mesure de la page de résultats d’un pouls, quand les résultats sont définitifs et comment comparer des segments et des pouls répétés.',
      body: `## La page de résultats

Ouvrez un pouls dans votre liste pour voir ses résultats. Chaque question présente la répartition des réponses, le nombre de réponses sur lequel elle repose et une note principale. Les questions ouvertes sont regroupées en thèmes, avec des exemples de commentaires de clients.

## Les mesures

| Mesure | Définition |
| --- | --- |
| Réponses | Nombre de clients ayant répondu à la question |
| Deux meilleures cotes | Part des clients ayant choisi l’une des deux réponses les plus positives |
| Note nette | Part des réponses positives moins part des réponses négatives |
| Marge d’erreur | L’écart que le hasard pourrait produire sur le résultat, en points |

Les résultats fondés sur moins de 50 réponses sont signalés comme base faible. Voyez-y une tendance plutôt qu’une réponse ferme.

## Quand les résultats sont définitifs

Les résultats s’affichent dès l’arrivée des réponses et sont marqués comme préliminaires tant que le pouls est **En cours**. La plupart des pouls se ferment en quelques jours. Une fois le statut **Résultats prêts** atteint, les chiffres ne changent plus.

## Comparer

- **Segments** : sélectionnez un segment pour le comparer à l’ensemble des répondants. Une flèche signale un écart supérieur à la marge d’erreur.
- **Vagues** : quand vous relancez le même pouls, chaque lancement est une vague. Sélectionnez **Comparer les vagues** pour voir l’évolution des notes dans le temps.

## Transmettre les résultats

Sélectionnez **Télécharger Excel** pour obtenir toutes les questions et tous les segments dans un seul fichier. Si les résultats tardent plus que prévu, [créez un billet de soutien](/support/ticketCreation) en précisant le nom du pouls.`,
    },
  },
} satisfies SeedArticle;
