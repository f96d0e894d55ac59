import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-data-refresh-definitions',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'ALL',
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Shopper Behavior data refresh schedule and definitions',
      summary: 'When Shopper Behavior data is refreshed, how much history it holds and what its main measures mean.',
      body: `## Weekly refresh

Shopper Behavior is refreshed once a week. Each refresh adds the latest complete week of sales, usually early in the following week. Until the refresh is finished, the dashboards keep showing the week before. The last week included appears as **Data through** at the top of every dashboard.

Recent weeks can change slightly after a refresh, as returns and late transactions are processed. If you saved numbers from a dashboard, expect small differences for the most recent weeks.

## History and privacy

Dashboards hold two years of weekly history, so any 52-week period can be compared with the year before it. All customer data is anonymous and aggregated: you never see an individual customer. Values based on too few buyers are hidden and shown as a dash.

## Main definitions

| Measure | Definition |
| --- | --- |
| Buyers | Distinct customers who bought the product at least once in the period |
| Penetration | Buyers as a share of all customers who shopped in the period |
| Purchase frequency | Average number of trips with the product per buyer |
| Spend per buyer | Sales divided by buyers |
| Repeat rate | Share of buyers who bought at least twice in the period |

## Find out more

Every measure and attribute is listed in the [data dictionary](/dataDictionary); filter it by Shopper Behavior. If a number looks wrong, [create a support ticket](/support/ticketCreation) under **Data and reports**, **Data questions**, and name the dashboard, filters and week you used.`,
    },
    es: {
      title: 'Calendario de actualización y definiciones de Shopper Behavior',
      summary: 'Cuándo se actualizan los datos de Shopper Behavior, cuánto historial contienen y qué significan sus métricas principales.',
      body: `## Actualización semanal

Shopper Behavior se actualiza una vez por semana. Cada actualización agrega la semana completa de ventas más reciente, por lo general a principios de la semana siguiente. Mientras no termine la actualización, los tableros siguen mostrando la semana anterior. La última semana incluida aparece como **Datos hasta** en la parte superior de cada tablero.

Las semanas recientes pueden cambiar un poco después de una actualización, conforme se procesan devoluciones y transacciones tardías. Si guardó cifras de un tablero, es normal ver pequeñas diferencias en las semanas más recientes.

## Historial y privacidad

Los tableros contienen dos años de historial semanal, así que cualquier periodo de 52 semanas puede compararse con el año anterior. Todos los datos de clientes son anónimos y agregados: nunca verá a un cliente individual. Los valores basados en muy pocos compradores se ocultan y aparecen como un guion.

## Definiciones principales

| Métrica | Definición |
| --- | --- |
| Compradores | Clientes distintos que compraron el producto al menos una vez en el periodo |
| Penetración | Compradores como proporción de todos los clientes que compraron en el periodo |
| Frecuencia de compra | Número promedio de visitas con el producto por comprador |
| Gasto por comprador | Ventas divididas entre compradores |
| Tasa de recompra | Proporción de compradores que compraron al menos dos veces en el periodo |

## Más información

Todas las métricas y atributos están en el [diccionario de datos](/dataDictionary); fíltrelo por Shopper Behavior. Si una cifra no parece correcta, [cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**, **Preguntas sobre los datos**, e indique el tablero, los filtros y la semana que usó.`,
    },
    fr: {
      title: 'Calendrier de mise à jour et définitions de Shopper Behavior',
      summary:
        'Quand les données de Shopper Behavior sont mises à jour, combien d’historique elles contiennent et ce que signifient les principales mesures.',
      body: `## Mise à jour hebdomadaire

Shopper Behavior est mis à jour une fois par semaine. Chaque mise à jour ajoute la dernière semaine complète de ventes, généralement au début de la semaine suivante. Tant que la mise à jour n’est pas terminée, les tableaux de bord affichent la semaine précédente. La dernière semaine incluse figure sous **Données jusqu’au** en haut de chaque tableau de bord.

Les semaines récentes peuvent changer légèrement après une mise à jour, à mesure que les retours et les transactions tardives sont traités. Si vous avez noté des chiffres, attendez-vous à de petits écarts pour les dernières semaines.

## Historique et confidentialité

Les tableaux de bord contiennent deux ans d’historique hebdomadaire : toute période de 52 semaines peut donc être comparée à l’année précédente. Toutes les données sur la clientèle sont anonymes et agrégées; vous ne voyez jamais un client en particulier. Les valeurs fondées sur trop peu d’acheteurs sont masquées et remplacées par un tiret.

## Principales définitions

| Mesure | Définition |
| --- | --- |
| Acheteurs | Clients distincts ayant acheté le produit au moins une fois pendant la période |
| Pénétration | Acheteurs en proportion de tous les clients venus pendant la période |
| Fréquence d’achat | Nombre moyen de visites avec le produit par acheteur |
| Dépense par acheteur | Ventes divisées par le nombre d’acheteurs |
| Taux de rachat | Part des acheteurs ayant acheté au moins deux fois pendant la période |

## En savoir plus

Chaque mesure et chaque attribut figurent dans le [dictionnaire de données](/dataDictionary); filtrez-le par Shopper Behavior. Si un chiffre vous semble inexact, [créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**, **Questions sur les données**, en précisant le tableau de bord, les filtres et la semaine utilisés.`,
    },
  },
} satisfies SeedArticle;
