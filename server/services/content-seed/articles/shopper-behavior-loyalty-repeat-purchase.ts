import type { SeedArticle } from '../types.ts';

export default {
  key: 'shopper-behavior-loyalty-repeat-purchase',
  workspace: 'supplier',
  category: 'shopper-behavior',
  audience: 'CHARTER',
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Measuring loyalty and repeat purchase',
      summary:
        'Use the Loyalty tab to see how many buyers come back, how many you keep from one period to the next and how much of their category spend you win.',
      body: `## Why loyalty matters

Winning a first purchase is only half the job. The **Loyalty** tab in Shopper Behavior shows whether buyers return, and how that changes over time.

## The loyalty measures

- **Repeat rate**: the share of your buyers in the period who bought your products at least twice.
- **Retention**: the share of last period's buyers who bought again in this period.
- **New, retained and lapsed buyers**: buyers are split by whether they bought in the previous period, this period or both.
- **Share of wallet**: of everything your buyers spend in the category, the part that goes to your brand.

## Read the trend

1. Open the **Loyalty** tab and set the category and brand in the filter bar.
2. Choose a period length. Four-week or 13-week periods work best for most categories; use 52 weeks for items bought only a few times a year.
3. Look at the chart of repeat rate and retention by period, and compare it with the category line.

A repeat rate that rises while the number of buyers stays stable usually means a healthy, loyal base. A growing buyer count with a falling repeat rate often points to trial driven by promotions that did not turn into habit.

## Tips

- Compare items with similar purchase cycles: a weekly staple and a seasonal item will never have the same repeat rate.
- Pair this tab with **Switching** to learn where lapsed buyers went.`,
    },
    es: {
      title: 'Cómo medir la lealtad y la recompra',
      summary:
        'Use la pestaña Lealtad para ver cuántos compradores regresan, cuántos conserva de un periodo a otro y qué parte de su gasto en la categoría obtiene.',
      body: `## Por qué importa la lealtad

Lograr una primera compra es solo la mitad del trabajo. La pestaña **Lealtad** de Shopper Behavior muestra si los compradores regresan y cómo cambia eso con el tiempo.

## Las métricas de lealtad

- **Tasa de recompra**: la proporción de sus compradores del periodo que compraron sus productos al menos dos veces.
- **Retención**: la proporción de los compradores del periodo anterior que volvieron a comprar en este periodo.
- **Compradores nuevos, retenidos y perdidos**: los compradores se dividen según si compraron en el periodo anterior, en este periodo o en ambos.
- **Participación en el gasto**: de todo lo que sus compradores gastan en la categoría, la parte que corresponde a su marca.

## Lea la tendencia

1. Abra la pestaña **Lealtad** y defina la categoría y la marca en la barra de filtros.
2. Elija la duración del periodo. Los periodos de 4 o 13 semanas funcionan mejor para la mayoría de las categorías; use 52 semanas para artículos que se compran pocas veces al año.
3. Revise la gráfica de tasa de recompra y retención por periodo, y compárela con la línea de la categoría.

Una tasa de recompra que sube mientras el número de compradores se mantiene estable suele indicar una base sana y leal. Un número creciente de compradores con una tasa de recompra a la baja a menudo señala pruebas impulsadas por promociones que no se convirtieron en hábito.

## Recomendaciones

- Compare artículos con ciclos de compra similares: un básico semanal y un artículo de temporada nunca tendrán la misma tasa de recompra.
- Combine esta pestaña con **Cambio de marca** para saber a dónde se fueron los compradores perdidos.`,
    },
    fr: {
      title: 'Mesurer la fidélité et le rachat',
      summary:
        'L’onglet Fidélité montre combien d’acheteurs reviennent, combien vous en conservez d’une période à l’autre et quelle part de leurs dépenses dans la catégorie vous obtenez.',
      body: `## Pourquoi la fidélité compte

Obtenir un premier achat n’est que la moitié du travail. L’onglet **Fidélité** de Shopper Behavior montre si les acheteurs reviennent et comment cela évolue dans le temps.

## Les mesures de fidélité

- **Taux de rachat** : la part de vos acheteurs de la période qui ont acheté vos produits au moins deux fois.
- **Rétention** : la part des acheteurs de la période précédente qui ont acheté de nouveau pendant cette période.
- **Acheteurs nouveaux, conservés et perdus** : les acheteurs sont répartis selon qu’ils ont acheté pendant la période précédente, la période actuelle ou les deux.
- **Part du portefeuille** : de tout ce que vos acheteurs dépensent dans la catégorie, la part qui revient à votre marque.

## Lire la tendance

1. Ouvrez l’onglet **Fidélité** et choisissez la catégorie et la marque dans la barre de filtres.
2. Choisissez une durée de période. Des périodes de 4 ou de 13 semaines conviennent à la plupart des catégories; utilisez 52 semaines pour les articles achetés quelques fois par année seulement.
3. Examinez le graphique du taux de rachat et de la rétention par période, et comparez-le à la courbe de la catégorie.

Un taux de rachat qui augmente alors que le nombre d’acheteurs reste stable indique généralement une clientèle saine et fidèle. Un nombre d’acheteurs en hausse avec un taux de rachat en baisse signale souvent des essais stimulés par des promotions qui ne sont pas devenus des habitudes.

## Conseils

- Comparez des articles aux cycles d’achat semblables : un produit de base hebdomadaire et un article saisonnier n’auront jamais le même taux de rachat.
- Consultez aussi l’onglet **Transferts** pour savoir où sont allés les acheteurs perdus.`,
    },
  },
} satisfies SeedArticle;
