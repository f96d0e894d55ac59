import type { SeedArticle } from '../types.ts';

export default {
  key: 'insights-activation-measuring-campaigns',
  workspace: 'supplier',
  category: 'insights-activation',
  audience: 'CHARTER',
  product: 'INSIGHTS_ACTIVATION',
  text: {
    en: {
      title: 'Measuring campaign results',
      summary:
        'How Insights Activation measures what a campaign returns with a control group, what each result measure means and when final results are ready.',
      body: `## How measurement works

When a campaign starts, a random part of the audience, the **control group**, does not see it. Everyone else is the **exposed group**. Because both groups are alike, the difference in what they buy is the effect of the campaign: its incremental sales.

## The result measures

| Measure | Definition |
| --- | --- |
| Reach | Number of audience members who saw the campaign at least once |
| Attributed sales | Sales of the promoted items by the exposed group during the measurement window |
| Incremental sales | The exposed group's sales above what the control group suggests they would have bought anyway |
| Return on ad spend | Attributed sales divided by campaign spend |
| New-to-brand buyers | Share of buyers who had not bought your brand in the previous 52 weeks |

## When results are ready

- During the campaign, the **Results** page is updated weekly and marked as preliminary.
- The measurement window stays open for a set number of days after the campaign ends, to count purchases made later.
- Final results are usually available within four weeks of the end date.

## Read the results well

- Each incremental sales result shows a confidence range. A range that includes zero means the effect cannot be told apart from chance.
- Small audiences and short campaigns give wide ranges; plan for enough reach.
- Select **Download Excel** to share the results with your team.

For questions about a result, [create a support ticket](/support/ticketCreation) and give the campaign's name.`,
    },
    es: {
      title: 'Cómo medir los resultados de una campaña',
      summary:
        'Cómo Insights Activation mide lo que genera una campaña con un grupo de control, qué significa cada métrica de resultados y cuándo están listos los resultados finales.',
      body: `## Cómo funciona la medición

Cuando inicia una campaña, una parte aleatoria de la audiencia, el **grupo de control**, no la ve. Todos los demás forman el **grupo expuesto**. Como ambos grupos son similares, la diferencia en lo que compran es el efecto de la campaña: sus ventas incrementales.

## Las métricas de resultados

| Métrica | Definición |
| --- | --- |
| Alcance | Número de integrantes de la audiencia que vieron la campaña al menos una vez |
| Ventas atribuidas | Ventas de los artículos promocionados hechas por el grupo expuesto durante la ventana de medición |
| Ventas incrementales | Ventas del grupo expuesto por encima de lo que, según el grupo de control, habría comprado de todos modos |
| Retorno de la inversión publicitaria | Ventas atribuidas divididas entre la inversión de la campaña |
| Compradores nuevos para la marca | Proporción de compradores que no habían comprado su marca en las 52 semanas anteriores |

## Cuándo están listos los resultados

- Durante la campaña, la página **Resultados** se actualiza cada semana y se marca como preliminar.
- La ventana de medición sigue abierta un número determinado de días después de que termina la campaña, para contar compras posteriores.
- Los resultados finales suelen estar disponibles dentro de las cuatro semanas posteriores a la fecha de fin.

## Lea bien los resultados

- Cada resultado de ventas incrementales muestra un rango de confianza. Si el rango incluye el cero, el efecto no se distingue del azar.
- Las audiencias pequeñas y las campañas cortas dan rangos amplios; planee un alcance suficiente.
- Seleccione **Descargar Excel** para compartir los resultados con su equipo.

Si tiene preguntas sobre un resultado, [cree un ticket de soporte](/support/ticketCreation) e indique el nombre de la campaña.`,
    },
    fr: {
      title: 'Mesurer les résultats d’une campagne',
      summary:
        'Comment Insights Activation mesure le rendement d’une campagne à l’aide d’un groupe témoin, ce que signifie chaque mesure et quand les résultats finaux sont prêts.',
      body: `## Comment fonctionne la mesure

Au lancement d’une campagne, une partie de l’auditoire choisie au hasard, le **groupe témoin**, ne la voit pas. Tous les autres forment le **groupe exposé**. Comme les deux groupes se ressemblent, l’écart entre leurs achats correspond à l’effet de la campagne : ses ventes supplémentaires.

## Les mesures de résultats

| Mesure | Définition |
| --- | --- |
| Portée | Nombre de membres de l’auditoire ayant vu la campagne au moins une fois |
| Ventes attribuées | Ventes des articles promus au groupe exposé pendant la fenêtre de mesure |
| Ventes supplémentaires | Ventes du groupe exposé au-delà de ce qu’il aurait acheté de toute façon, selon le groupe témoin |
| Rendement des dépenses publicitaires | Ventes attribuées divisées par les dépenses de la campagne |
| Nouveaux acheteurs de la marque | Part des acheteurs qui n’avaient pas acheté votre marque au cours des 52 semaines précédentes |

## Quand les résultats sont prêts

- Pendant la campagne, la page **Résultats** est mise à jour chaque semaine et marquée comme préliminaire.
- La fenêtre de mesure reste ouverte un nombre de jours fixé après la fin de la campagne, pour compter les achats faits plus tard.
- Les résultats finaux sont généralement offerts dans les quatre semaines suivant la date de fin.

## Bien lire les résultats

- Chaque résultat de ventes supplémentaires présente un intervalle de confiance. Un intervalle qui comprend zéro signifie que l’effet ne se distingue pas du hasard.
- Les petits auditoires et les campagnes courtes donnent des intervalles larges; prévoyez une portée suffisante.
- Sélectionnez **Télécharger Excel** pour transmettre les résultats à votre équipe.

Pour toute question sur un résultat, [créez un billet de soutien](/support/ticketCreation) en précisant le nom de la campagne.`,
    },
  },
} satisfies SeedArticle;
