import type { SeedResource } from '../types.ts';

export default {
  key: 'shopper-behavior-measures-glossary',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  type: 'guide',
  text: {
    en: {
      title: 'Glossary of common Shopper Behavior measures',
      summary: 'Short definitions of the measures you meet most often in Shopper Behavior, from penetration to switching.',
      body: `## Reach and loyalty

| Measure | Definition |
| --- | --- |
| Buyers | Distinct customers who bought the item or brand in the period |
| Penetration | Buyers as a share of all customers who shopped in the period |
| Buy rate | Sales per buyer in the period |
| Purchase frequency | Average number of trips with a purchase, per buyer |
| Repeat rate | Share of buyers who bought again within the period |
| New buyers | Bought in this period but not in the previous one |
| Lapsed buyers | Bought in the previous period but not in this one |

## Baskets and switching

| Measure | Definition |
| --- | --- |
| Affinity index | How much more often two items share a basket than chance predicts; 100 means no link |
| Share of wallet | Your brand's share of what its buyers spend in the category |
| Switching gain or loss | Sales won from, or lost to, other brands by customers who changed what they buy |

## Reading the measures

- Compare periods of the same length, such as the rolling 52 weeks against the same weeks last year.
- With few buyers, rates are unstable: check the buyer count first.
- Find the exact definition of each field in the [data dictionary](/dataDictionary).
`,
    },
    es: {
      title: 'Glosario de las medidas más comunes de Shopper Behavior',
      summary:
        'Definiciones breves de las medidas que encontrará con más frecuencia en Shopper Behavior, desde la penetración hasta el cambio de marca.',
      body: `## Alcance y lealtad

| Medida | Definición |
| --- | --- |
| Compradores | Clientes distintos que compraron el artículo o la marca en el periodo |
| Penetración | Compradores como proporción de todos los clientes que compraron en el periodo |
| Tasa de compra | Ventas por comprador en el periodo |
| Frecuencia de compra | Número promedio de visitas con compra, por comprador |
| Tasa de recompra | Proporción de compradores que volvieron a comprar dentro del periodo |
| Compradores nuevos | Compraron en este periodo pero no en el anterior |
| Compradores perdidos | Compraron en el periodo anterior pero no en este |

## Canastas y cambio de marca

| Medida | Definición |
| --- | --- |
| Índice de afinidad | Cuánto más comparten canasta dos artículos de lo que predice el azar; 100 = sin relación |
| Participación en el gasto | Parte de su marca en el gasto de sus compradores en la categoría |
| Ganancia o pérdida por cambio | Ventas ganadas a otras marcas, o perdidas frente a ellas, por cambios de compra |

## Cómo leer las medidas

- Compare periodos de la misma duración, como las 52 semanas móviles contra las mismas semanas del año anterior.
- Con pocos compradores, las tasas son inestables: revise primero su número.
- Encuentre la definición exacta de cada campo en el [diccionario de datos](/dataDictionary).
`,
    },
    fr: {
      title: 'Glossaire des mesures courantes de Shopper Behavior',
      summary:
        'De courtes définitions des mesures que vous rencontrez le plus souvent dans Shopper Behavior, de la pénétration au changement de marque.',
      body: `## Portée et fidélité

| Mesure | Définition |
| --- | --- |
| Acheteurs | Clients distincts qui ont acheté l’article ou la marque pendant la période |
| Pénétration | Acheteurs en proportion de tous les clients qui ont magasiné pendant la période |
| Taux d’achat | Ventes par acheteur pendant la période |
| Fréquence d’achat | Nombre moyen de visites avec achat, par acheteur |
| Taux de réachat | Proportion des acheteurs qui ont acheté de nouveau pendant la période |
| Nouveaux acheteurs | Ont acheté pendant cette période, mais pas pendant la précédente |
| Acheteurs perdus | Ont acheté pendant la période précédente, mais pas pendant celle-ci |

## Paniers et changement de marque

| Mesure | Définition |
| --- | --- |
| Indice d’affinité | À quel point deux articles partagent un panier plus que le hasard le prévoit; 100 = aucun lien |
| Part du portefeuille | Part de votre marque dans les dépenses de ses acheteurs dans la catégorie |
| Gain ou perte par changement | Ventes gagnées sur d’autres marques, ou perdues à leur profit, par changement d’achat |

## Lire les mesures

- Comparez des périodes de même durée, comme les 52 semaines mobiles par rapport aux mêmes semaines l’an dernier.
- Avec peu d’acheteurs, les taux sont instables : vérifiez d’abord leur nombre.
- Trouvez la définition exacte de chaque champ dans le [dictionnaire de données](/dataDictionary).
`,
    },
  },
} satisfies SeedResource;
