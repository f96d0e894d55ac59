// Knowledge-base articles about the products (issue 15 §1): a getting-started guide and deeper
// topics for each product, in the suppliers' workspace, each under its product's category and
// seeded only for tenants offering that product. Texts in English, Spanish (Mexico) and French
// (Canada); product names stay in English. Placeholders: see types.ts.
import type { SeedArticle } from './types.ts';

export const PRODUCT_ARTICLES: SeedArticle[] = [
  // ---------------------------------------------------------------- Shopper Behavior
  {
    key: 'shopper-behavior-getting-started',
    workspace: 'supplier',
    category: 'shopper-behavior',
    audience: 'CHARTER',
    product: 'SHOPPER_BEHAVIOR',
    top: true,
    text: {
      en: {
        title: 'Getting started with Shopper Behavior',
        summary: 'How to open Shopper Behavior, find your way around its dashboards and set the filters you will use most.',
        body: `## What Shopper Behavior shows

Shopper Behavior tells you who buys your products, how often they buy and what else is in their basket. It covers customer segments, loyalty over time, basket affinity and switching, and the data is refreshed every week.

## Open the product

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Shopper Behavior tile in the Know your customer section.
3. Select **Launch App**.

If the tile shows **Learn More** instead, your account does not have access yet. [Request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days, and the tile shows **Pending Access** in the meantime.

## Find your way around

The dashboards are grouped in tabs:

- **Overview**: customers, spend and trips for the products you select.
- **Segments**: who your buyers are.
- **Loyalty**: repeat purchase and retention.
- **Basket**: what else your buyers purchase.
- **Switching**: where buyers came from and where they went.

## Set your filters

The filter bar at the top applies to every tab. Choose a category, your brands or items, a time period and, if you need it, a region. Your selections stay in place as you move between tabs, so you can follow the same products from one view to the next.

## Next steps

Read the other Shopper Behavior articles for a closer look at each tab, and check the [data dictionary](/dataDictionary) for the definition of every measure.`,
      },
      es: {
        title: 'Primeros pasos con Shopper Behavior',
        summary: 'Cómo abrir Shopper Behavior, recorrer sus tableros y configurar los filtros que usará con más frecuencia.',
        body: `## Qué muestra Shopper Behavior

Shopper Behavior le indica quién compra sus productos, con qué frecuencia los compra y qué más lleva en su canasta. Incluye segmentos de clientes, lealtad a lo largo del tiempo, afinidad de canasta y cambio de marca, y los datos se actualizan cada semana.

## Abra el producto

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Shopper Behavior en la sección Conozca a su cliente.
3. Seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, su cuenta todavía no tiene acceso. [Solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles y, mientras tanto, el mosaico muestra **Acceso pendiente**.

## Recorra los tableros

Los tableros están agrupados en pestañas:

- **Resumen**: clientes, gasto y visitas de los productos que seleccione.
- **Segmentos**: quiénes son sus compradores.
- **Lealtad**: recompra y retención.
- **Canasta**: qué más compran sus compradores.
- **Cambio de marca**: de dónde llegaron los compradores y a dónde se fueron.

## Configure sus filtros

La barra de filtros en la parte superior se aplica a todas las pestañas. Elija una categoría, sus marcas o artículos, un periodo y, si lo necesita, una región. Sus selecciones se conservan al pasar de una pestaña a otra, así que puede seguir los mismos productos en cada vista.

## Siguientes pasos

Consulte los demás artículos de Shopper Behavior para conocer cada pestaña a detalle, y revise el [diccionario de datos](/dataDictionary) para ver la definición de cada métrica.`,
      },
      fr: {
        title: 'Premiers pas avec Shopper Behavior',
        summary:
          'Comment ouvrir Shopper Behavior, vous repérer dans ses tableaux de bord et régler les filtres que vous utiliserez le plus.',
        body: `## Ce que montre Shopper Behavior

Shopper Behavior vous indique qui achète vos produits, à quelle fréquence et ce qu’il y a d’autre dans leur panier. Le produit couvre les segments de clientèle, la fidélité dans le temps, l’affinité de panier et les transferts entre marques, et les données sont mises à jour chaque semaine.

## Ouvrir le produit

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Shopper Behavior dans la section Connaissez votre clientèle.
3. Sélectionnez **Lancer l’application**.

Si la tuile affiche plutôt **En savoir plus**, votre compte n’a pas encore accès au produit. [Demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables et, entre-temps, la tuile affiche **Accès en attente**.

## Vous repérer

Les tableaux de bord sont regroupés en onglets :

- **Aperçu** : clients, dépenses et visites pour les produits choisis.
- **Segments** : qui sont vos acheteurs.
- **Fidélité** : rachat et rétention.
- **Panier** : ce que vos acheteurs achètent d’autre.
- **Transferts** : d’où viennent les acheteurs et où ils sont allés.

## Régler vos filtres

La barre de filtres, en haut, s’applique à tous les onglets. Choisissez une catégorie, vos marques ou vos articles, une période et, au besoin, une région. Vos choix restent en place d’un onglet à l’autre : vous suivez ainsi les mêmes produits dans chaque vue.

## Prochaines étapes

Consultez les autres articles sur Shopper Behavior pour examiner chaque onglet de plus près, et le [dictionnaire de données](/dataDictionary) pour la définition de chaque mesure.`,
      },
    },
  },
  {
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
  },
  {
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
  },
  {
    key: 'shopper-behavior-basket-affinity',
    workspace: 'supplier',
    category: 'shopper-behavior',
    audience: 'CHARTER',
    product: 'SHOPPER_BEHAVIOR',
    text: {
      en: {
        title: 'Finding basket affinity',
        summary: 'The Basket tab shows which products are bought together with yours and how much more often than chance would suggest.',
        body: `## What basket affinity is

Every trip leaves a basket. Basket affinity tells you which other products appear in the same baskets as yours more often than you would expect if shoppers chose at random. It is a good starting point for cross-promotions, displays and bundles.

## Run a basket analysis

1. Open Shopper Behavior from the [app launch page](/apps) and select the **Basket** tab.
2. In the filter bar, pick the item, brand or category you want to analyze and a time period.
3. Choose the level of the products to compare with: category, sub-category or brand.
4. Sort the results table by **Affinity index** or by **Co-purchase rate**.

## Read the results

| Measure | Meaning |
| --- | --- |
| Co-purchase rate | Share of baskets with your product that also contain the other product |
| Basket penetration | Share of all baskets that contain the other product |
| Affinity index | Co-purchase rate divided by basket penetration, times 100 |

An index of 100 means no special link. An index of 150 means the other product turns up 1.5 times as often with yours as in an average basket.

## Use it well

- Read the index together with the co-purchase rate: a very high index on a product found in few baskets reaches few shoppers.
- Affinity shows products bought together, not that one causes the other.
- Compare store and online baskets separately with the **Shopping channel** filter; they often differ.`,
      },
      es: {
        title: 'Cómo encontrar la afinidad de canasta',
        summary:
          'La pestaña Canasta muestra qué productos se compran junto con los suyos y cuánto más a menudo de lo que se esperaría por azar.',
        body: `## Qué es la afinidad de canasta

Cada visita deja una canasta. La afinidad de canasta le indica qué otros productos aparecen en las mismas canastas que los suyos con más frecuencia de la que se esperaría si los compradores eligieran al azar. Es un buen punto de partida para promociones cruzadas, exhibiciones y paquetes.

## Haga un análisis de canasta

1. Abra Shopper Behavior desde la [página de acceso a aplicaciones](/apps) y seleccione la pestaña **Canasta**.
2. En la barra de filtros, elija el artículo, la marca o la categoría que desea analizar y un periodo.
3. Elija el nivel de los productos con los que desea comparar: categoría, subcategoría o marca.
4. Ordene la tabla de resultados por **Índice de afinidad** o por **Tasa de compra conjunta**.

## Lea los resultados

| Métrica | Significado |
| --- | --- |
| Tasa de compra conjunta | Proporción de canastas con su producto que también incluyen el otro producto |
| Penetración en canastas | Proporción de todas las canastas que incluyen el otro producto |
| Índice de afinidad | Tasa de compra conjunta dividida entre la penetración en canastas, por 100 |

Un índice de 100 significa que no hay una relación especial. Un índice de 150 significa que el otro producto aparece 1.5 veces más con el suyo que en una canasta promedio.

## Úsela bien

- Lea el índice junto con la tasa de compra conjunta: un índice muy alto en un producto presente en pocas canastas llega a pocos compradores.
- La afinidad muestra productos que se compran juntos, no que uno cause la compra del otro.
- Compare por separado las canastas en tienda y en línea con el filtro **Canal de compra**; suelen ser distintas.`,
      },
      fr: {
        title: 'Trouver les affinités de panier',
        summary:
          'L’onglet Panier montre quels produits sont achetés avec les vôtres, et à quel point plus souvent que le seul hasard le laisserait croire.',
        body: `## Qu’est-ce que l’affinité de panier?

Chaque visite laisse un panier. L’affinité de panier vous indique quels autres produits se retrouvent dans les mêmes paniers que les vôtres plus souvent que si les clients choisissaient au hasard. C’est un bon point de départ pour les promotions croisées, les présentoirs et les offres groupées.

## Lancer une analyse de panier

1. Ouvrez Shopper Behavior à partir de la [page d’accès aux applications](/apps) et sélectionnez l’onglet **Panier**.
2. Dans la barre de filtres, choisissez l’article, la marque ou la catégorie à analyser ainsi qu’une période.
3. Choisissez le niveau des produits de comparaison : catégorie, sous-catégorie ou marque.
4. Triez le tableau des résultats par **Indice d’affinité** ou par **Taux d’achat conjoint**.

## Lire les résultats

| Mesure | Signification |
| --- | --- |
| Taux d’achat conjoint | Part des paniers contenant votre produit qui contiennent aussi l’autre produit |
| Pénétration des paniers | Part de l’ensemble des paniers qui contiennent l’autre produit |
| Indice d’affinité | Taux d’achat conjoint divisé par la pénétration des paniers, multiplié par 100 |

Un indice de 100 signifie qu’il n’y a pas de lien particulier. Un indice de 150 signifie que l’autre produit se retrouve 1,5 fois plus souvent avec le vôtre que dans un panier moyen.

## Bien l’utiliser

- Lisez l’indice avec le taux d’achat conjoint : un indice très élevé pour un produit présent dans peu de paniers touche peu de clients.
- L’affinité montre des produits achetés ensemble, pas que l’un entraîne l’achat de l’autre.
- Comparez séparément les paniers en magasin et en ligne avec le filtre **Canal d’achat** : ils diffèrent souvent.`,
      },
    },
  },
  {
    key: 'shopper-behavior-switching-analysis',
    workspace: 'supplier',
    category: 'shopper-behavior',
    audience: 'CHARTER',
    product: 'SHOPPER_BEHAVIOR',
    text: {
      en: {
        title: 'Running a switching analysis',
        summary:
          'The Switching tab explains a change in your sales by what shoppers did: joined or left the category, switched brands or changed how much they spend.',
        body: `## What the analysis shows

The **Switching** tab compares two periods of the same length and breaks the change in your sales into the moves made by shoppers. It is shown as a bridge chart that starts with the sales of the earlier period and ends with the sales of the later one.

## The parts of the bridge

- **New to category**: shoppers who bought in the category only in the later period.
- **Left the category**: shoppers who stopped buying in the category.
- **Switched in**: spend that moved from competing brands to yours.
- **Switched out**: spend that moved from your brand to competitors.
- **Spent more or less**: loyal shoppers who changed how much they buy.

Net switching is the difference between switched in and switched out.

## Run it

1. Open Shopper Behavior from the [app launch page](/apps) and select the **Switching** tab.
2. Choose your brand or item and the competitors to include. By default, all other brands in the category are included.
3. Choose the later period and the comparison: the period just before, or the same period a year earlier.
4. Select a bar of the bridge to see which competitors gained or lost.

## Read it with care

- If most of a loss comes from shoppers leaving the category, the issue is the category, not a competitor.
- Periods of 13 or 26 weeks give steadier results than four weeks.
- Look at the Loyalty tab alongside: retention explains part of every bridge.`,
      },
      es: {
        title: 'Cómo hacer un análisis de cambio de marca',
        summary:
          'La pestaña Cambio de marca explica una variación en sus ventas según lo que hicieron los compradores: entraron o salieron de la categoría, cambiaron de marca o modificaron su gasto.',
        body: `## Qué muestra el análisis

La pestaña **Cambio de marca** compara dos periodos de la misma duración y desglosa la variación de sus ventas según los movimientos de los compradores. Se presenta como una gráfica de puente que empieza con las ventas del periodo anterior y termina con las del periodo más reciente.

## Las partes del puente

- **Nuevos en la categoría**: compradores que compraron en la categoría solo en el periodo reciente.
- **Salieron de la categoría**: compradores que dejaron de comprar en la categoría.
- **Llegaron de otras marcas**: gasto que pasó de marcas competidoras a la suya.
- **Se fueron a otras marcas**: gasto que pasó de su marca a la competencia.
- **Gastaron más o menos**: compradores leales que cambiaron cuánto compran.

El cambio neto es la diferencia entre lo que llegó de otras marcas y lo que se fue a ellas.

## Cómo hacerlo

1. Abra Shopper Behavior desde la [página de acceso a aplicaciones](/apps) y seleccione la pestaña **Cambio de marca**.
2. Elija su marca o artículo y los competidores que desea incluir. De forma predeterminada se incluyen todas las demás marcas de la categoría.
3. Elija el periodo reciente y la comparación: el periodo inmediato anterior o el mismo periodo del año anterior.
4. Seleccione una barra del puente para ver qué competidores ganaron o perdieron.

## Léalo con cuidado

- Si la mayor parte de una pérdida viene de compradores que salieron de la categoría, el problema es la categoría, no un competidor.
- Los periodos de 13 o 26 semanas dan resultados más estables que los de cuatro semanas.
- Revise también la pestaña Lealtad: la retención explica parte de cada puente.`,
      },
      fr: {
        title: 'Effectuer une analyse des transferts',
        summary:
          'L’onglet Transferts explique une variation de vos ventes par le comportement des clients : arrivée ou départ de la catégorie, changement de marque ou variation des dépenses.',
        body: `## Ce que montre l’analyse

L’onglet **Transferts** compare deux périodes de même durée et décompose la variation de vos ventes selon les mouvements des acheteurs. Il prend la forme d’un graphique en pont qui commence avec les ventes de la première période et se termine avec celles de la période la plus récente.

## Les éléments du pont

- **Nouveaux dans la catégorie** : acheteurs qui ont acheté dans la catégorie seulement pendant la période récente.
- **Sortis de la catégorie** : acheteurs qui ont cessé d’acheter dans la catégorie.
- **Venus d’autres marques** : dépenses passées des marques concurrentes à la vôtre.
- **Partis vers d’autres marques** : dépenses passées de votre marque à la concurrence.
- **Dépenses en hausse ou en baisse** : acheteurs fidèles qui ont changé la quantité achetée.

Le transfert net est l’écart entre les dépenses venues d’autres marques et celles parties vers elles.

## Lancer l’analyse

1. Ouvrez Shopper Behavior à partir de la [page d’accès aux applications](/apps) et sélectionnez l’onglet **Transferts**.
2. Choisissez votre marque ou votre article et les concurrents à inclure. Par défaut, toutes les autres marques de la catégorie sont incluses.
3. Choisissez la période récente et la comparaison : la période précédente ou la même période un an plus tôt.
4. Sélectionnez une barre du pont pour voir quels concurrents ont gagné ou perdu.

## Interpréter avec prudence

- Si la plus grande partie d’une perte vient d’acheteurs sortis de la catégorie, le problème touche la catégorie, pas un concurrent.
- Des périodes de 13 ou 26 semaines donnent des résultats plus stables que des périodes de quatre semaines.
- Consultez aussi l’onglet Fidélité : la rétention explique une partie de chaque pont.`,
      },
    },
  },
  {
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
        summary:
          'Cuándo se actualizan los datos de Shopper Behavior, cuánto historial contienen y qué significan sus métricas principales.',
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
  },
  // ---------------------------------------------------------------- Report Builder
  {
    key: 'report-builder-getting-started',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    top: true,
    text: {
      en: {
        title: 'Getting started with Report Builder',
        summary:
          'Report Builder lets you build your own reports from sales, inventory and store data. Here is how to open it and find your way around.',
        body: `## What Report Builder does

Report Builder lets you build your own reports from sales, inventory and store data. You choose the measures and attributes, filter them, then save, schedule and export the result. Charter and basic accounts both use it; basic accounts see a smaller set of measures.

## Open Report Builder

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Report Builder tile in the Know your store section.
3. Select **Launch App**.

If the tile shows **Learn More**, your account does not have access yet. [Request access](/support/ticketCreation?request=access) through the portal; requests take up to 2 business days, and the tile shows **Pending Access** meanwhile. If the tile says **coming soon**, Report Builder is not yet offered in your country.

## The home page

- **My reports**: the reports you created.
- **Shared with me**: reports your colleagues shared with you.
- **Templates**: ready-made reports, such as weekly sales by item or in-stock by store, that you can copy and adapt.

## Before your first report

- Know which items, brands or stores you need and over which period.
- Keep the [data dictionary](/dataDictionary) at hand. It defines every measure and attribute and shows whether each is available to all users or to charter users only.

## Next steps

Continue with **Building your first report**, then read the articles on measures and attributes, filters and date ranges, and scheduling and exporting.`,
      },
      es: {
        title: 'Primeros pasos con Report Builder',
        summary:
          'Report Builder le permite crear sus propios reportes con datos de ventas, inventario y tiendas. Aquí le explicamos cómo abrirlo y recorrerlo.',
        body: `## Qué hace Report Builder

Report Builder le permite crear sus propios reportes con datos de ventas, inventario y tiendas. Usted elige las métricas y los atributos, los filtra y luego guarda, programa y exporta el resultado. Lo usan tanto las cuentas charter como las básicas; las cuentas básicas ven un conjunto más reducido de métricas.

## Abra Report Builder

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Report Builder en la sección Conozca su tienda.
3. Seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, su cuenta todavía no tiene acceso. [Solicite acceso](/support/ticketCreation?request=access) desde el portal; las solicitudes tardan hasta 2 días hábiles y, mientras tanto, el mosaico muestra **Acceso pendiente**. Si el mosaico dice **próximamente**, Report Builder aún no se ofrece en su país.

## La página de inicio

- **Mis reportes**: los reportes que usted creó.
- **Compartidos conmigo**: reportes que sus colegas compartieron con usted.
- **Plantillas**: reportes listos, como ventas semanales por artículo o disponibilidad por tienda, que puede copiar y adaptar.

## Antes de su primer reporte

- Tenga claro qué artículos, marcas o tiendas necesita y para qué periodo.
- Tenga a la mano el [diccionario de datos](/dataDictionary). Define cada métrica y atributo e indica si está disponible para todos los usuarios o solo para usuarios charter.

## Siguientes pasos

Continúe con **Cómo crear su primer reporte** y después lea los artículos sobre métricas y atributos, filtros y rangos de fechas, y programación y exportación.`,
      },
      fr: {
        title: 'Premiers pas avec Report Builder',
        summary:
          'Report Builder vous permet de créer vos propres rapports à partir des données de ventes, de stocks et de magasins. Voici comment l’ouvrir et vous y retrouver.',
        body: `## Ce que fait Report Builder

Report Builder vous permet de créer vos propres rapports à partir des données de ventes, de stocks et de magasins. Vous choisissez les mesures et les attributs, les filtrez, puis enregistrez, planifiez et exportez le résultat. Les comptes charter comme les comptes de base l’utilisent; les comptes de base voient un ensemble plus restreint de mesures.

## Ouvrir Report Builder

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Report Builder dans la section Connaissez votre magasin.
3. Sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, votre compte n’a pas encore accès au produit. [Demandez l’accès](/support/ticketCreation?request=access) dans le portail; le traitement prend jusqu’à 2 jours ouvrables et, entre-temps, la tuile affiche **Accès en attente**. Si la tuile indique **bientôt disponible**, Report Builder n’est pas encore offert dans votre pays.

## La page d’accueil

- **Mes rapports** : les rapports que vous avez créés.
- **Partagés avec moi** : les rapports que vos collègues vous ont transmis.
- **Modèles** : des rapports prêts à l’emploi, comme les ventes hebdomadaires par article ou la disponibilité par magasin, à copier et à adapter.

## Avant votre premier rapport

- Sachez quels articles, marques ou magasins vous intéressent, et pour quelle période.
- Gardez le [dictionnaire de données](/dataDictionary) à portée de main. Il définit chaque mesure et chaque attribut et indique s’ils sont offerts à tous les utilisateurs ou aux utilisateurs charter seulement.

## Prochaines étapes

Poursuivez avec **Créer votre premier rapport**, puis lisez les articles sur les mesures et les attributs, les filtres et les plages de dates, ainsi que la planification et l’exportation.`,
      },
    },
  },
  {
    key: 'report-builder-first-report',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Building your first report',
        summary: 'A step-by-step walk-through of a simple weekly sales report, from choosing a data source to saving the result.',
        body: `## Choose a data source

Every report starts from one data source. Pick the one that holds the numbers you need:

| Data source | What it holds | Example measures |
| --- | --- | --- |
| Sales | Point-of-sale sales in stores and online | Sales amount, units sold |
| Inventory | Stock in stores and distribution centers | On-hand units, in-stock rate |
| Store | Store details and counts | Store count, selling area |

## Build a weekly sales report

1. Open Report Builder from the [app launch page](/apps) and select **New report**.
2. Choose the **Sales** data source.
3. Under **Attributes**, add **Item description** and **Week**. These become the rows of your report.
4. Under **Measures**, add **Sales amount** and **Units sold**.
5. Under **Filters**, add **Brand** and pick your brand.
6. Set the date range to **Last 4 weeks**.
7. Select **Run**. A preview of the first rows appears in a few moments.
8. Check the preview, then select **Save** and give the report a clear name, such as "Weekly sales by item – last 4 weeks".

Saved reports appear under **My reports** on the home page.

## Tips for a good start

- Start small. The time a report takes grows with the number of items, stores and weeks it covers.
- Use a relative date range such as **Last 4 weeks** so the report stays current each time you run it.
- Copy a report from **Templates** when one is close to what you need.`,
      },
      es: {
        title: 'Cómo crear su primer reporte',
        summary:
          'Una guía paso a paso para crear un reporte sencillo de ventas semanales, desde elegir la fuente de datos hasta guardar el resultado.',
        body: `## Elija una fuente de datos

Cada reporte parte de una sola fuente de datos. Elija la que contenga las cifras que necesita:

| Fuente de datos | Qué contiene | Métricas de ejemplo |
| --- | --- | --- |
| Ventas | Ventas en punto de venta, en tiendas y en línea | Importe de ventas, unidades vendidas |
| Inventario | Existencias en tiendas y centros de distribución | Unidades en existencia, tasa de disponibilidad |
| Tiendas | Datos y conteos de tiendas | Número de tiendas, superficie de venta |

## Cree un reporte de ventas semanales

1. Abra Report Builder desde la [página de acceso a aplicaciones](/apps) y seleccione **Nuevo reporte**.
2. Elija la fuente de datos **Ventas**.
3. En **Atributos**, agregue **Descripción del artículo** y **Semana**. Estas serán las filas de su reporte.
4. En **Métricas**, agregue **Importe de ventas** y **Unidades vendidas**.
5. En **Filtros**, agregue **Marca** y elija su marca.
6. Defina el rango de fechas como **Últimas 4 semanas**.
7. Seleccione **Ejecutar**. En unos momentos aparece una vista previa de las primeras filas.
8. Revise la vista previa, seleccione **Guardar** y asigne al reporte un nombre claro, como "Ventas semanales por artículo – últimas 4 semanas".

Los reportes guardados aparecen en **Mis reportes** en la página de inicio.

## Recomendaciones para empezar bien

- Empiece con algo pequeño. El tiempo que tarda un reporte crece con el número de artículos, tiendas y semanas que abarca.
- Use un rango de fechas relativo como **Últimas 4 semanas** para que el reporte esté al día cada vez que lo ejecute.
- Copie un reporte de **Plantillas** cuando alguno se parezca a lo que necesita.`,
      },
      fr: {
        title: 'Créer votre premier rapport',
        summary:
          'Un guide étape par étape pour créer un rapport simple de ventes hebdomadaires, du choix de la source de données à l’enregistrement du résultat.',
        body: `## Choisir une source de données

Chaque rapport part d’une seule source de données. Choisissez celle qui contient les chiffres dont vous avez besoin :

| Source de données | Contenu | Exemples de mesures |
| --- | --- | --- |
| Ventes | Ventes aux points de vente, en magasin et en ligne | Montant des ventes, unités vendues |
| Stocks | Stocks en magasin et dans les centres de distribution | Unités en stock, taux de disponibilité |
| Magasins | Renseignements et nombre de magasins | Nombre de magasins, surface de vente |

## Créer un rapport de ventes hebdomadaires

1. Ouvrez Report Builder à partir de la [page d’accès aux applications](/apps) et sélectionnez **Nouveau rapport**.
2. Choisissez la source de données **Ventes**.
3. Sous **Attributs**, ajoutez **Description de l’article** et **Semaine**. Ils forment les lignes du rapport.
4. Sous **Mesures**, ajoutez **Montant des ventes** et **Unités vendues**.
5. Sous **Filtres**, ajoutez **Marque** et choisissez votre marque.
6. Réglez la plage de dates sur **4 dernières semaines**.
7. Sélectionnez **Exécuter**. Un aperçu des premières lignes s’affiche après quelques instants.
8. Vérifiez l’aperçu, puis sélectionnez **Enregistrer** et donnez au rapport un nom clair, par exemple « Ventes hebdomadaires par article – 4 dernières semaines ».

Les rapports enregistrés figurent sous **Mes rapports** dans la page d’accueil.

## Conseils pour bien commencer

- Commencez petit. La durée d’exécution augmente avec le nombre d’articles, de magasins et de semaines couverts.
- Utilisez une plage relative comme **4 dernières semaines** pour que le rapport reste à jour chaque fois que vous l’exécutez.
- Copiez un rapport des **Modèles** lorsqu’il ressemble à ce dont vous avez besoin.`,
      },
    },
  },
  {
    key: 'report-builder-measures-attributes',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Choosing measures and attributes',
        summary: 'Attributes describe what a row is about; measures are the numbers. Learn how to pick them and what to watch for.',
        body: `## Two kinds of fields

Every report in Report Builder is made of two kinds of fields:

- **Attributes** describe: item number, item description, brand, category, store number, city, state or province, region, week. They become the rows and columns of the report.
- **Measures** are numbers, added up for each combination of attributes: sales amount, units sold, on-hand units, in-stock rate, store count.

| Attributes chosen | One row per |
| --- | --- |
| Item | Item |
| Item, Week | Item and week |
| Item, Store, Week | Item, store and week |

## Add fields to a report

1. In the report editor, type part of a field name in the search box of the field list.
2. Select **Add** next to the field, or drag it into **Attributes** or **Measures**.
3. Drag attributes up or down to change how rows are grouped and sorted.

## Things to keep in mind

- Some measures are snapshots, not totals. On-hand units over a month shows the value of the last week, and in-stock rate is an average.
- Each attribute multiplies the rows. Item by store by week can reach millions of rows; add filters or drop an attribute if a report runs slowly.
- The [data dictionary](/dataDictionary) gives the definition of every field, and its **Available to** column shows whether the field is open to all users or to charter users only.

If a field you expect is missing, check the data dictionary first. If it should be there, [create a support ticket](/support/ticketCreation) under **Data and reports**, **Report builder attribute mapping**.`,
      },
      es: {
        title: 'Cómo elegir métricas y atributos',
        summary:
          'Los atributos describen de qué trata cada fila; las métricas son las cifras. Conozca cómo elegirlos y qué debe tomar en cuenta.',
        body: `## Dos tipos de campos

Todo reporte de Report Builder se compone de dos tipos de campos:

- **Atributos**, que describen: número de artículo, descripción del artículo, marca, categoría, número de tienda, ciudad, estado o provincia, región, semana. Forman las filas y columnas del reporte.
- **Métricas**, que son cifras y se suman para cada combinación de atributos: importe de ventas, unidades vendidas, unidades en existencia, tasa de disponibilidad, número de tiendas.

| Atributos elegidos | Una fila por |
| --- | --- |
| Artículo | Artículo |
| Artículo, Semana | Artículo y semana |
| Artículo, Tienda, Semana | Artículo, tienda y semana |

## Agregue campos a un reporte

1. En el editor del reporte, escriba parte del nombre de un campo en el cuadro de búsqueda de la lista de campos.
2. Seleccione **Agregar** junto al campo, o arrástrelo a **Atributos** o a **Métricas**.
3. Arrastre los atributos hacia arriba o hacia abajo para cambiar cómo se agrupan y ordenan las filas.

## Qué debe tomar en cuenta

- Algunas métricas son fotografías, no totales. Las unidades en existencia de un mes muestran el valor de la última semana, y la tasa de disponibilidad es un promedio.
- Cada atributo multiplica las filas. Artículo por tienda por semana puede llegar a millones de filas; agregue filtros o quite un atributo si un reporte tarda mucho.
- El [diccionario de datos](/dataDictionary) define cada campo, y su columna **Disponible para** indica si el campo está abierto a todos los usuarios o solo a usuarios charter.

Si falta un campo que esperaba, revise primero el diccionario de datos. Si debería estar, [cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**, **Mapeo de atributos del generador de reportes**.`,
      },
      fr: {
        title: 'Choisir les mesures et les attributs',
        summary:
          'Les attributs décrivent l’objet de chaque ligne; les mesures sont les chiffres. Voyez comment les choisir et à quoi faire attention.',
        body: `## Deux types de champs

Chaque rapport de Report Builder se compose de deux types de champs :

- Les **attributs** décrivent : numéro d’article, description de l’article, marque, catégorie, numéro de magasin, ville, État ou province, région, semaine. Ils forment les lignes et les colonnes du rapport.
- Les **mesures** sont des chiffres, additionnés pour chaque combinaison d’attributs : montant des ventes, unités vendues, unités en stock, taux de disponibilité, nombre de magasins.

| Attributs choisis | Une ligne par |
| --- | --- |
| Article | Article |
| Article, Semaine | Article et semaine |
| Article, Magasin, Semaine | Article, magasin et semaine |

## Ajouter des champs à un rapport

1. Dans l’éditeur de rapport, tapez une partie du nom d’un champ dans la zone de recherche de la liste des champs.
2. Sélectionnez **Ajouter** à côté du champ, ou glissez-le vers **Attributs** ou **Mesures**.
3. Déplacez les attributs vers le haut ou vers le bas pour changer le regroupement et le tri des lignes.

## À garder en tête

- Certaines mesures sont des instantanés, pas des totaux. Les unités en stock sur un mois donnent la valeur de la dernière semaine, et le taux de disponibilité est une moyenne.
- Chaque attribut multiplie les lignes. Article par magasin par semaine peut atteindre des millions de lignes; ajoutez des filtres ou retirez un attribut si un rapport est lent.
- Le [dictionnaire de données](/dataDictionary) définit chaque champ, et sa colonne **Offert à** indique si le champ est ouvert à tous les utilisateurs ou aux utilisateurs charter seulement.

S’il manque un champ attendu, consultez d’abord le dictionnaire de données. S’il devrait y être, [créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**, **Correspondance des attributs du générateur de rapports**.`,
      },
    },
  },
  {
    key: 'report-builder-filters-date-ranges',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Using filters and date ranges',
        summary:
          'Filters keep a report to the items, stores and values you care about; date ranges set the period it covers. Here is how to use both.',
        body: `## Filters

Filters decide which rows a report includes. All the filters you add apply together.

- **Attribute filters** keep or exclude values of an attribute. Pick values from the list, or paste a list of item or store numbers, one per line.
- **Measure filters** keep rows whose numbers meet a condition, for example sales amount greater than 0.

To add one, select **Add filter** in the report editor, choose the field, then choose **Include** or **Exclude** and the values.

## Date ranges

Choose one of two kinds of date range:

| Kind | Examples | Best for |
| --- | --- | --- |
| Relative | Last week, last 4 weeks, last 13 weeks, last 52 weeks, year to date | Reports you run again or schedule |
| Custom | A start and end date picked in the calendar | A one-off look at a specific event |

For a custom range, open the date picker, select the first and last days, then select **Done**; **Reset** clears your choice. A custom range covers up to 30 days. For a longer period, use a relative range, or add the **Week** attribute with a filter on the weeks you want.

Weeks follow the retailer's calendar; the [data dictionary](/dataDictionary) explains how the week attribute is numbered.

## Compare with last year

Turn on **Compare with last year** to add the same period a year earlier next to each measure, with the change in percent.

## Check your filters

If a report returns no rows, a filter is often excluding everything. Remove filters one at a time and run the report again.`,
      },
      es: {
        title: 'Cómo usar filtros y rangos de fechas',
        summary:
          'Los filtros limitan un reporte a los artículos, tiendas y valores que le interesan; los rangos de fechas definen el periodo que abarca. Así se usan ambos.',
        body: `## Filtros

Los filtros deciden qué filas incluye un reporte. Todos los filtros que agregue se aplican al mismo tiempo.

- **Filtros de atributos**: conservan o excluyen valores de un atributo. Elija valores de la lista o pegue una lista de números de artículo o de tienda, uno por línea.
- **Filtros de métricas**: conservan las filas cuyas cifras cumplen una condición, por ejemplo importe de ventas mayor a 0.

Para agregar uno, seleccione **Agregar filtro** en el editor del reporte, elija el campo y luego **Incluir** o **Excluir** y los valores.

## Rangos de fechas

Elija uno de dos tipos de rango de fechas:

| Tipo | Ejemplos | Ideal para |
| --- | --- | --- |
| Relativo | Última semana, últimas 4, 13 o 52 semanas, año a la fecha | Reportes que vuelve a ejecutar o programa |
| Personalizado | Una fecha de inicio y una de fin elegidas en el calendario | Una consulta puntual de un evento específico |

Para un rango personalizado, abra el selector de fechas, elija el primer y el último día y seleccione **Listo**; **Restablecer** borra su selección. Un rango personalizado abarca hasta 30 días. Para un periodo más largo, use un rango relativo o agregue el atributo **Semana** con un filtro en las semanas que desea.

Las semanas siguen el calendario del minorista; el [diccionario de datos](/dataDictionary) explica cómo se numera el atributo de semana.

## Compare con el año anterior

Active **Comparar con el año anterior** para agregar junto a cada métrica el mismo periodo del año anterior, con la variación en porcentaje.

## Revise sus filtros

Si un reporte no devuelve filas, a menudo un filtro lo está excluyendo todo. Quite los filtros uno por uno y vuelva a ejecutar el reporte.`,
      },
      fr: {
        title: 'Utiliser les filtres et les plages de dates',
        summary:
          'Les filtres limitent un rapport aux articles, aux magasins et aux valeurs qui vous intéressent; la plage de dates fixe la période couverte. Voici comment utiliser les deux.',
        body: `## Filtres

Les filtres déterminent les lignes incluses dans un rapport. Tous les filtres ajoutés s’appliquent ensemble.

- Les **filtres d’attributs** conservent ou excluent des valeurs d’un attribut. Choisissez des valeurs dans la liste, ou collez une liste de numéros d’articles ou de magasins, un par ligne.
- Les **filtres de mesures** conservent les lignes dont les chiffres respectent une condition, par exemple un montant des ventes supérieur à 0.

Pour en ajouter un, sélectionnez **Ajouter un filtre** dans l’éditeur de rapport, choisissez le champ, puis **Inclure** ou **Exclure** et les valeurs.

## Plages de dates

Choisissez l’un de deux types de plage de dates :

| Type | Exemples | Idéal pour |
| --- | --- | --- |
| Relative | Semaine dernière, 4, 13 ou 52 dernières semaines, cumul annuel | Les rapports exécutés de nouveau ou planifiés |
| Personnalisée | Des dates de début et de fin choisies dans le calendrier | Un examen ponctuel d’un événement précis |

Pour une plage personnalisée, ouvrez le sélecteur de dates, choisissez le premier et le dernier jour, puis sélectionnez **Terminé**; **Réinitialiser** efface votre choix. Une plage personnalisée couvre au plus 30 jours. Pour une période plus longue, utilisez une plage relative, ou ajoutez l’attribut **Semaine** avec un filtre sur les semaines voulues.

Les semaines suivent le calendrier du détaillant; le [dictionnaire de données](/dataDictionary) explique la numérotation de l’attribut semaine.

## Comparer avec l’année précédente

Activez **Comparer avec l’année précédente** pour ajouter, à côté de chaque mesure, la même période un an plus tôt et la variation en pourcentage.

## Vérifier vos filtres

Si un rapport ne renvoie aucune ligne, un filtre exclut souvent tout. Retirez les filtres un à un et exécutez de nouveau le rapport.`,
      },
    },
  },
  {
    key: 'report-builder-scheduling-exporting',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Scheduling and exporting reports',
        summary: 'Export a report to Excel or CSV whenever you need it, or schedule it to run on its own every day, week or month.',
        body: `## Export a report

1. Open a saved report and select **Run**.
2. Select **Export** and choose a format: **Excel** (.xlsx) or **CSV**.
3. The file downloads to your computer when it is ready.

An Excel sheet holds about one million rows. For larger results, choose CSV, or narrow the report with filters.

## Schedule a report

1. Open a saved report and select **Schedule**.
2. Choose how often it runs: daily, weekly or monthly. For a weekly schedule, pick the day.
3. Choose the time. Schedules follow the time zone set in your [profile](/profile).
4. Choose the file format.
5. Select **Save schedule**.

When a scheduled run finishes, you receive a notification, and the file is kept under **Run history** on the report's page, ready to download.

## Get the most from schedules

- Use a relative date range, such as **Last week**, so every run covers the latest period.
- Sales data for a week is loaded early in the following week. Schedule weekly reports for a day after the load so they include the newest week.
- A schedule can be paused, changed or deleted at any time from the report's page.
- If the owner of a schedule loses access to Report Builder, the schedule stops running.

## When something goes wrong

If a scheduled report was not delivered or an export failed, [create a support ticket](/support/ticketCreation) under **Data and reports**, **Scheduled reports and exports**, and give the report's name and the date of the run.`,
      },
      es: {
        title: 'Cómo programar y exportar reportes',
        summary: 'Exporte un reporte a Excel o CSV cuando lo necesite, o prográmelo para que se ejecute solo cada día, semana o mes.',
        body: `## Exporte un reporte

1. Abra un reporte guardado y seleccione **Ejecutar**.
2. Seleccione **Exportar** y elija un formato: **Excel** (.xlsx) o **CSV**.
3. El archivo se descarga en su computadora cuando está listo.

Una hoja de Excel admite alrededor de un millón de filas. Para resultados más grandes, elija CSV o acote el reporte con filtros.

## Programe un reporte

1. Abra un reporte guardado y seleccione **Programar**.
2. Elija la frecuencia: diaria, semanal o mensual. Para una programación semanal, elija el día.
3. Elija la hora. Las programaciones siguen la zona horaria definida en su [perfil](/profile).
4. Elija el formato del archivo.
5. Seleccione **Guardar programación**.

Cuando termina una ejecución programada, usted recibe una notificación y el archivo queda en **Historial de ejecuciones**, en la página del reporte, listo para descargarse.

## Aproveche al máximo las programaciones

- Use un rango de fechas relativo, como **Última semana**, para que cada ejecución abarque el periodo más reciente.
- Los datos de ventas de una semana se cargan a principios de la semana siguiente. Programe los reportes semanales para un día posterior a la carga, de modo que incluyan la semana más reciente.
- Puede pausar, cambiar o eliminar una programación en cualquier momento desde la página del reporte.
- Si el propietario de una programación pierde el acceso a Report Builder, la programación deja de ejecutarse.

## Si algo sale mal

Si un reporte programado no llegó o una exportación falló, [cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**, **Reportes programados y exportaciones**, e indique el nombre del reporte y la fecha de la ejecución.`,
      },
      fr: {
        title: 'Planifier et exporter des rapports',
        summary:
          'Exportez un rapport en Excel ou en CSV au besoin, ou planifiez son exécution automatique chaque jour, chaque semaine ou chaque mois.',
        body: `## Exporter un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Exécuter**.
2. Sélectionnez **Exporter** et choisissez un format : **Excel** (.xlsx) ou **CSV**.
3. Le fichier se télécharge sur votre ordinateur dès qu’il est prêt.

Une feuille Excel contient environ un million de lignes. Pour des résultats plus volumineux, choisissez le CSV ou resserrez le rapport à l’aide de filtres.

## Planifier un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Planifier**.
2. Choisissez la fréquence : quotidienne, hebdomadaire ou mensuelle. Pour une planification hebdomadaire, choisissez le jour.
3. Choisissez l’heure. Les planifications suivent le fuseau horaire défini dans votre [profil](/profile).
4. Choisissez le format du fichier.
5. Sélectionnez **Enregistrer la planification**.

À la fin d’une exécution planifiée, vous recevez une notification, et le fichier est conservé sous **Historique des exécutions**, dans la page du rapport, prêt à télécharger.

## Tirer le meilleur parti des planifications

- Utilisez une plage de dates relative, comme **Semaine dernière**, pour que chaque exécution couvre la période la plus récente.
- Les données de ventes d’une semaine sont chargées au début de la semaine suivante. Planifiez les rapports hebdomadaires pour un jour qui suit le chargement afin d’inclure la dernière semaine.
- Vous pouvez suspendre, modifier ou supprimer une planification en tout temps à partir de la page du rapport.
- Si le propriétaire d’une planification perd l’accès à Report Builder, la planification cesse de s’exécuter.

## En cas de problème

Si un rapport planifié n’a pas été livré ou qu’une exportation a échoué, [créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**, **Rapports planifiés et exportations**, en précisant le nom du rapport et la date de l’exécution.`,
      },
    },
  },
  {
    key: 'report-builder-sharing-troubleshooting',
    workspace: 'supplier',
    category: 'report-builder',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Sharing reports and troubleshooting',
        summary:
          'How to share a report with colleagues in your company, and what to try when a report is slow, empty or different from what you expected.',
        body: `## Share a report

1. Open a saved report and select **Share**.
2. Search for colleagues by name. You can share with users of your own company.
3. Give each person **Can view** or **Can edit**, then select **Share**.

The report appears under **Shared with me** on their home page. Each person sees only the data their own access allows: a basic account, for example, does not see measures reserved for charter users. To pass data to someone outside your company, export a file and follow your company's rules and the [data sharing addendum](/dataSharingAddendum).

## Troubleshooting

| Problem | What to try |
| --- | --- |
| The report runs for a long time | Shorten the date range, remove an attribute or add filters |
| No rows are returned | Remove filters one at a time; check that the items sold in the period |
| A field is missing | Check its **Available to** column in the [data dictionary](/dataDictionary) |
| Numbers differ from another report | Compare the date ranges, filters and measure definitions of both |
| The latest week is missing | Sales are loaded early in the following week; run it again later |

## Still stuck?

[Create a support ticket](/support/ticketCreation) under **Data and reports**. Keep each ticket to one question, give the report's name and the filters you used, and attach a screenshot if it helps (up to 10 MB).`,
      },
      es: {
        title: 'Cómo compartir reportes y resolver problemas',
        summary:
          'Cómo compartir un reporte con colegas de su empresa y qué intentar cuando un reporte es lento, sale vacío o no muestra lo que esperaba.',
        body: `## Comparta un reporte

1. Abra un reporte guardado y seleccione **Compartir**.
2. Busque a sus colegas por nombre. Puede compartir con usuarios de su propia empresa.
3. Asigne a cada persona **Puede ver** o **Puede editar** y seleccione **Compartir**.

El reporte aparece en **Compartidos conmigo** en su página de inicio. Cada persona ve solo los datos que su propio acceso le permite: una cuenta básica, por ejemplo, no ve las métricas reservadas para usuarios charter. Para entregar datos a alguien fuera de su empresa, exporte un archivo y siga las reglas de su empresa y el [anexo de intercambio de datos](/dataSharingAddendum).

## Solución de problemas

| Problema | Qué intentar |
| --- | --- |
| El reporte tarda mucho | Acorte el rango de fechas, quite un atributo o agregue filtros |
| No devuelve filas | Quite los filtros uno por uno; verifique que los artículos tuvieron ventas en el periodo |
| Falta un campo | Revise su columna **Disponible para** en el [diccionario de datos](/dataDictionary) |
| Las cifras no coinciden con otro reporte | Compare los rangos de fechas, filtros y definiciones de métricas de ambos |
| Falta la semana más reciente | Las ventas se cargan a principios de la semana siguiente; vuelva a ejecutarlo más tarde |

## ¿Sigue con problemas?

[Cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**. Limite cada ticket a una sola pregunta, indique el nombre del reporte y los filtros que usó, y adjunte una captura de pantalla si ayuda (hasta 10 MB).`,
      },
      fr: {
        title: 'Partager des rapports et résoudre les problèmes',
        summary:
          'Comment partager un rapport avec des collègues de votre entreprise, et quoi essayer quand un rapport est lent, vide ou différent de ce que vous attendiez.',
        body: `## Partager un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Partager**.
2. Cherchez vos collègues par leur nom. Vous pouvez partager avec les utilisateurs de votre propre entreprise.
3. Accordez à chaque personne **Peut consulter** ou **Peut modifier**, puis sélectionnez **Partager**.

Le rapport s’affiche sous **Partagés avec moi** dans leur page d’accueil. Chaque personne ne voit que les données que son propre accès permet : un compte de base, par exemple, ne voit pas les mesures réservées aux utilisateurs charter. Pour transmettre des données à une personne de l’extérieur, exportez un fichier et respectez les règles de votre entreprise et l’[avenant sur le partage des données](/dataSharingAddendum).

## Résolution de problèmes

| Problème | Quoi essayer |
| --- | --- |
| Le rapport est long à s’exécuter | Raccourcissez la plage de dates, retirez un attribut ou ajoutez des filtres |
| Aucune ligne n’est renvoyée | Retirez les filtres un à un; vérifiez que les articles se sont vendus pendant la période |
| Un champ est manquant | Vérifiez sa colonne **Offert à** dans le [dictionnaire de données](/dataDictionary) |
| Les chiffres diffèrent d’un autre rapport | Comparez les plages de dates, les filtres et les définitions des mesures des deux |
| La dernière semaine manque | Les ventes sont chargées au début de la semaine suivante; réessayez plus tard |

## Toujours bloqué?

[Créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**. Limitez chaque billet à une seule question, indiquez le nom du rapport et les filtres utilisés, et joignez une capture d’écran au besoin (10 Mo au maximum).`,
      },
    },
  },
  // ---------------------------------------------------------------- Insights (Channel Performance)
  {
    key: 'channel-performance-getting-started',
    workspace: 'supplier',
    category: 'channel-performance',
    audience: 'CHARTER',
    product: 'CHANNEL_PERFORMANCE',
    text: {
      en: {
        title: 'Getting started with Insights (Channel Performance)',
        summary:
          'Insights puts your store and online sales side by side, with trends by week, category and region. Here is how to open it and read its dashboards.',
        body: `## What Insights shows

Insights, also called Channel Performance, shows your sales, share and trends across stores and online. Store and online sales sit side by side, so you can see where growth comes from and follow it by week, category and region.

## Open Insights

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Insights tile in the Know your store section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days; the tile shows **Pending Access** meanwhile.

## The dashboards

- **Overview**: total sales, store and online sales, the online share of your sales and the change against last year.
- **Trends**: weekly sales by channel over the last 52 weeks.
- **Category**: sales, change and share for each category and sub-category you sell in.
- **Region**: the same measures by region, with store and online side by side.

## Common controls

- The filter bar sets brand, category, channel, region and period for every dashboard.
- A switch shows either sales amounts or units.
- Each table can be downloaded to Excel for your own analysis.

Sales are loaded once a week, early in the following week. The last week included is shown at the top of each dashboard.

## Next steps

Read **Reading trends by week, category and region** for help interpreting the dashboards, and look up any measure in the [data dictionary](/dataDictionary).`,
      },
      es: {
        title: 'Primeros pasos con Insights (Channel Performance)',
        summary:
          'Insights muestra lado a lado sus ventas en tienda y en línea, con tendencias por semana, categoría y región. Así se abre y se leen sus tableros.',
        body: `## Qué muestra Insights

Insights, también llamado Channel Performance, muestra sus ventas, participación y tendencias en tiendas y en línea. Las ventas en tienda y en línea aparecen lado a lado, para que vea de dónde viene el crecimiento y lo siga por semana, categoría y región.

## Abra Insights

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Insights en la sección Conozca su tienda y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles; mientras tanto, el mosaico muestra **Acceso pendiente**.

## Los tableros

- **Resumen**: ventas totales, ventas en tienda y en línea, la proporción en línea de sus ventas y la variación contra el año anterior.
- **Tendencias**: ventas semanales por canal en las últimas 52 semanas.
- **Categoría**: ventas, variación y participación de cada categoría y subcategoría en la que vende.
- **Región**: las mismas métricas por región, con tienda y en línea lado a lado.

## Controles comunes

- La barra de filtros define marca, categoría, canal, región y periodo para todos los tableros.
- Un interruptor muestra importes de ventas o unidades.
- Cada tabla puede descargarse en Excel para su propio análisis.

Las ventas se cargan una vez por semana, a principios de la semana siguiente. La última semana incluida aparece en la parte superior de cada tablero.

## Siguientes pasos

Lea **Cómo leer las tendencias por semana, categoría y región** para interpretar los tableros, y consulte cualquier métrica en el [diccionario de datos](/dataDictionary).`,
      },
      fr: {
        title: 'Premiers pas avec Insights (Channel Performance)',
        summary:
          'Insights présente côte à côte vos ventes en magasin et en ligne, avec les tendances par semaine, catégorie et région. Voici comment l’ouvrir et lire ses tableaux de bord.',
        body: `## Ce que montre Insights

Insights, aussi appelé Channel Performance, présente vos ventes, vos parts et vos tendances en magasin et en ligne. Les ventes en magasin et en ligne sont affichées côte à côte : vous voyez d’où vient la croissance et la suivez par semaine, catégorie et région.

## Ouvrir Insights

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Insights dans la section Connaissez votre magasin et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables; entre-temps, la tuile affiche **Accès en attente**.

## Les tableaux de bord

- **Aperçu** : ventes totales, ventes en magasin et en ligne, part en ligne de vos ventes et variation par rapport à l’année précédente.
- **Tendances** : ventes hebdomadaires par canal sur les 52 dernières semaines.
- **Catégorie** : ventes, variation et part pour chaque catégorie et sous-catégorie où vous vendez.
- **Région** : les mêmes mesures par région, magasin et en ligne côte à côte.

## Commandes communes

- La barre de filtres fixe la marque, la catégorie, le canal, la région et la période pour tous les tableaux de bord.
- Un commutateur affiche les montants des ventes ou les unités.
- Chaque tableau peut être téléchargé en Excel pour vos propres analyses.

Les ventes sont chargées une fois par semaine, au début de la semaine suivante. La dernière semaine incluse est indiquée en haut de chaque tableau de bord.

## Prochaines étapes

Lisez **Lire les tendances par semaine, catégorie et région** pour interpréter les tableaux de bord, et cherchez toute mesure dans le [dictionnaire de données](/dataDictionary).`,
      },
    },
  },
  {
    key: 'channel-performance-trends-week-category-region',
    workspace: 'supplier',
    category: 'channel-performance',
    audience: 'CHARTER',
    product: 'CHANNEL_PERFORMANCE',
    text: {
      en: {
        title: 'Reading trends by week, category and region',
        summary:
          'How to read the Trends, Category and Region dashboards of Insights and compare store and online sales without drawing the wrong conclusions.',
        body: `## Weekly trends

The **Trends** dashboard draws one line for store sales and one for online sales over the last 52 weeks, with last year shown as a dashed line. Weeks are aligned to the same retail week a year earlier, so holidays that move between calendar dates still line up.

- Look at several weeks together: a single week can swing with weather, paydays or a promotion.
- Compare the gap between the two channels over time, not just the totals.

## Categories

The **Category** dashboard lists every category and sub-category you sell in.

| Measure | Definition |
| --- | --- |
| Sales | Sales amount in the period, store and online |
| Change vs last year | Percent change against the same weeks a year earlier |
| Online share | Online sales as a share of your total sales |
| Share of category | Your sales as a share of all sales in the category |

Sort by change vs last year to find the categories that drive your growth or your decline.

## Regions

The **Region** dashboard shows the same measures for each region, with store and online side by side.

## Read store and online together

- Online sales include orders picked up in a store and orders delivered; both count in the online channel.
- If the online share rises while total sales stay flat, sales have moved between channels rather than grown.
- A gain in share of category while the category shrinks still means you are doing better than your competitors.`,
      },
      es: {
        title: 'Cómo leer las tendencias por semana, categoría y región',
        summary:
          'Cómo leer los tableros Tendencias, Categoría y Región de Insights y comparar las ventas en tienda y en línea sin llegar a conclusiones equivocadas.',
        body: `## Tendencias semanales

El tablero **Tendencias** traza una línea para las ventas en tienda y otra para las ventas en línea durante las últimas 52 semanas, con el año anterior como línea punteada. Las semanas se alinean con la misma semana comercial del año anterior, así que los días festivos que cambian de fecha siguen coincidiendo.

- Observe varias semanas juntas: una sola semana puede variar por el clima, las quincenas o una promoción.
- Compare la brecha entre los dos canales a lo largo del tiempo, no solo los totales.

## Categorías

El tablero **Categoría** enlista cada categoría y subcategoría en la que usted vende.

| Métrica | Definición |
| --- | --- |
| Ventas | Importe de ventas del periodo, en tienda y en línea |
| Variación vs. año anterior | Variación porcentual contra las mismas semanas del año anterior |
| Proporción en línea | Ventas en línea como proporción de sus ventas totales |
| Participación en la categoría | Sus ventas como proporción de todas las ventas de la categoría |

Ordene por variación vs. año anterior para encontrar las categorías que impulsan su crecimiento o su caída.

## Regiones

El tablero **Región** muestra las mismas métricas para cada región, con tienda y en línea lado a lado.

## Lea tienda y en línea en conjunto

- Las ventas en línea incluyen los pedidos recogidos en tienda y los entregados a domicilio; ambos cuentan en el canal en línea.
- Si la proporción en línea sube mientras las ventas totales se mantienen, las ventas se movieron entre canales en lugar de crecer.
- Ganar participación en una categoría que se contrae sigue significando que le va mejor que a sus competidores.`,
      },
      fr: {
        title: 'Lire les tendances par semaine, catégorie et région',
        summary:
          'Comment lire les tableaux de bord Tendances, Catégorie et Région d’Insights et comparer les ventes en magasin et en ligne sans tirer de mauvaises conclusions.',
        body: `## Tendances hebdomadaires

Le tableau de bord **Tendances** trace une courbe pour les ventes en magasin et une autre pour les ventes en ligne sur les 52 dernières semaines, l’année précédente étant affichée en pointillé. Les semaines sont alignées sur la même semaine commerciale un an plus tôt : les fêtes dont la date change restent ainsi vis-à-vis.

- Examinez plusieurs semaines ensemble : une seule semaine peut varier selon la météo, les jours de paie ou une promotion.
- Comparez l’écart entre les deux canaux dans le temps, pas seulement les totaux.

## Catégories

Le tableau de bord **Catégorie** présente chaque catégorie et sous-catégorie où vous vendez.

| Mesure | Définition |
| --- | --- |
| Ventes | Montant des ventes de la période, en magasin et en ligne |
| Variation c. année précédente | Variation en pourcentage par rapport aux mêmes semaines un an plus tôt |
| Part en ligne | Ventes en ligne en proportion de vos ventes totales |
| Part de la catégorie | Vos ventes en proportion de l’ensemble des ventes de la catégorie |

Triez par variation par rapport à l’année précédente pour trouver les catégories qui portent votre croissance ou votre recul.

## Régions

Le tableau de bord **Région** présente les mêmes mesures pour chaque région, magasin et en ligne côte à côte.

## Lire magasin et en ligne ensemble

- Les ventes en ligne comprennent les commandes ramassées en magasin et les commandes livrées; les deux comptent dans le canal en ligne.
- Si la part en ligne augmente alors que les ventes totales stagnent, les ventes sont passées d’un canal à l’autre plutôt que d’augmenter.
- Gagner des parts dans une catégorie en recul signifie tout de même que vous faites mieux que vos concurrents.`,
      },
    },
  },
  // ---------------------------------------------------------------- Customer Perception
  {
    key: 'customer-perception-getting-started',
    workspace: 'supplier',
    category: 'customer-perception',
    audience: 'CHARTER',
    product: 'CUSTOMER_PERCEPTION',
    text: {
      en: {
        title: 'Getting started with Customer Perception',
        summary:
          'Customer Perception shows how customers rate your brand and products, from surveys and reviews. Here is how to open it and read its results.',
        body: `## What Customer Perception shows

Customer Perception helps you understand how customers rate your brand and products. It brings together two sources: survey results, broken down by customer segment, and product reviews, grouped into themes with their sentiment.

## Open Customer Perception

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Customer Perception tile in the Know your customer section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## The main views

- **Scorecard**: headline measures for your brand against the category, such as average rating, satisfaction and likelihood to recommend.
- **Surveys**: the studies your company can see, with results for each question by customer segment.
- **Reviews**: review themes and sentiment for your items.

## Read survey results well

- Every result shows its **base**: the number of respondents behind it. Results with fewer than 50 respondents are flagged as a low base; read them with care. Results with fewer than 30 are hidden.
- An arrow next to a segment marks a difference from the total that is statistically significant.
- Compare segments within the same study. Studies differ in their questions and timing, so results from different studies are not directly comparable.

## Next steps

Read **Understanding review themes and sentiment** to make the most of the Reviews view. If a study your company takes part in is missing, [create a support ticket](/support/ticketCreation) and name the study.`,
      },
      es: {
        title: 'Primeros pasos con Customer Perception',
        summary:
          'Customer Perception muestra cómo califican los clientes su marca y sus productos, a partir de encuestas y reseñas. Así se abre y se leen sus resultados.',
        body: `## Qué muestra Customer Perception

Customer Perception le ayuda a entender cómo califican los clientes su marca y sus productos. Reúne dos fuentes: resultados de encuestas, desglosados por segmento de clientes, y reseñas de productos, agrupadas en temas con su sentimiento.

## Abra Customer Perception

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Customer Perception en la sección Conozca a su cliente y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## Las vistas principales

- **Tablero de resultados**: indicadores principales de su marca frente a la categoría, como calificación promedio, satisfacción y probabilidad de recomendación.
- **Encuestas**: los estudios que su empresa puede ver, con los resultados de cada pregunta por segmento de clientes.
- **Reseñas**: temas y sentimiento de las reseñas de sus artículos.

## Lea bien los resultados de encuestas

- Cada resultado muestra su **base**: el número de personas que respondieron. Los resultados con menos de 50 respuestas se marcan como base baja; interprételos con cuidado. Los resultados con menos de 30 se ocultan.
- Una flecha junto a un segmento señala una diferencia estadísticamente significativa respecto al total.
- Compare segmentos dentro del mismo estudio. Los estudios tienen preguntas y fechas distintas, así que sus resultados no son directamente comparables.

## Siguientes pasos

Lea **Cómo entender los temas y el sentimiento de las reseñas** para aprovechar al máximo la vista Reseñas. Si falta un estudio en el que participa su empresa, [cree un ticket de soporte](/support/ticketCreation) e indique el nombre del estudio.`,
      },
      fr: {
        title: 'Premiers pas avec Customer Perception',
        summary:
          'Customer Perception montre comment les clients évaluent votre marque et vos produits, à partir de sondages et d’avis. Voici comment l’ouvrir et lire ses résultats.',
        body: `## Ce que montre Customer Perception

Customer Perception vous aide à comprendre comment les clients évaluent votre marque et vos produits. Il réunit deux sources : les résultats de sondages, ventilés par segment de clientèle, et les avis sur les produits, regroupés en thèmes avec leur sentiment.

## Ouvrir Customer Perception

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Customer Perception dans la section Connaissez votre clientèle et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Les vues principales

- **Tableau de bord** : indicateurs clés de votre marque par rapport à la catégorie, comme la note moyenne, la satisfaction et la probabilité de recommandation.
- **Sondages** : les études que votre entreprise peut consulter, avec les résultats de chaque question par segment de clientèle.
- **Avis** : thèmes et sentiment des avis sur vos articles.

## Bien lire les résultats de sondages

- Chaque résultat indique sa **base** : le nombre de répondants. Les résultats de moins de 50 répondants sont signalés comme base faible; interprétez-les avec prudence. Ceux de moins de 30 répondants sont masqués.
- Une flèche à côté d’un segment signale un écart statistiquement significatif par rapport au total.
- Comparez les segments au sein d’une même étude. Les études diffèrent par leurs questions et leur calendrier; leurs résultats ne sont donc pas directement comparables.

## Prochaines étapes

Lisez **Comprendre les thèmes et le sentiment des avis** pour tirer le meilleur parti de la vue Avis. S’il manque une étude à laquelle votre entreprise participe, [créez un billet de soutien](/support/ticketCreation) en précisant le nom de l’étude.`,
      },
    },
  },
  {
    key: 'customer-perception-review-themes-sentiment',
    workspace: 'supplier',
    category: 'customer-perception',
    audience: 'CHARTER',
    product: 'CUSTOMER_PERCEPTION',
    text: {
      en: {
        title: 'Understanding review themes and sentiment',
        summary:
          'How Customer Perception groups product reviews into themes, how sentiment is scored and how to find what customers praise or complain about.',
        body: `## From reviews to themes

Each product review is split into mentions, the parts of the text that talk about one thing. Each mention is given a theme, such as **Quality**, **Value**, **Taste or scent**, **Packaging**, **Ease of use** or **Delivery**, and a sentiment: positive, neutral or negative. One review can mention several themes, each with its own sentiment.

## The measures

| Measure | Definition |
| --- | --- |
| Mentions | Number of mentions of the theme in the period |
| Share of mentions | The theme's mentions as a share of all mentions |
| Net sentiment | Percent positive minus percent negative, from -100 to +100 |
| Average rating | Average star rating of the reviews that mention the theme |

## Explore the themes

1. Open the **Reviews** view and choose your items and a period.
2. In the theme chart, bubble size shows mentions and the position shows net sentiment.
3. Select a theme to read examples of what customers wrote, newest first.
4. Select **Compare with category** to see how the same theme scores for the category as a whole.

## Tips

- Start with themes that have many mentions and a negative net sentiment: they affect the most customers.
- Few reviews make scores jump from month to month. Use a longer period for items with few reviews.
- Watch a theme after a change, such as new packaging, to see whether sentiment moves.

Review excerpts are shown as customers wrote them, with personal details removed.`,
      },
      es: {
        title: 'Cómo entender los temas y el sentimiento de las reseñas',
        summary:
          'Cómo Customer Perception agrupa las reseñas de productos en temas, cómo se calcula el sentimiento y cómo encontrar lo que los clientes elogian o critican.',
        body: `## De las reseñas a los temas

Cada reseña de producto se divide en menciones, las partes del texto que hablan de un solo aspecto. A cada mención se le asigna un tema, como **Calidad**, **Valor**, **Sabor o aroma**, **Empaque**, **Facilidad de uso** o **Entrega**, y un sentimiento: positivo, neutral o negativo. Una reseña puede mencionar varios temas, cada uno con su propio sentimiento.

## Las métricas

| Métrica | Definición |
| --- | --- |
| Menciones | Número de menciones del tema en el periodo |
| Proporción de menciones | Las menciones del tema como proporción de todas las menciones |
| Sentimiento neto | Porcentaje positivo menos porcentaje negativo, de -100 a +100 |
| Calificación promedio | Calificación promedio en estrellas de las reseñas que mencionan el tema |

## Explore los temas

1. Abra la vista **Reseñas** y elija sus artículos y un periodo.
2. En la gráfica de temas, el tamaño de cada burbuja indica las menciones y su posición, el sentimiento neto.
3. Seleccione un tema para leer ejemplos de lo que escribieron los clientes, de los más recientes a los más antiguos.
4. Seleccione **Comparar con la categoría** para ver cómo califica el mismo tema en la categoría completa.

## Recomendaciones

- Empiece por los temas con muchas menciones y sentimiento neto negativo: son los que afectan a más clientes.
- Con pocas reseñas, los resultados cambian mucho de un mes a otro. Use un periodo más largo para artículos con pocas reseñas.
- Siga un tema después de un cambio, como un empaque nuevo, para ver si el sentimiento se mueve.

Los extractos de reseñas se muestran tal como los escribieron los clientes, sin datos personales.`,
      },
      fr: {
        title: 'Comprendre les thèmes et le sentiment des avis',
        summary:
          'Comment Customer Perception regroupe les avis sur les produits en thèmes, comment le sentiment est calculé et comment repérer ce que les clients apprécient ou critiquent.',
        body: `## Des avis aux thèmes

Chaque avis sur un produit est découpé en mentions, c’est-à-dire les passages qui portent sur un seul aspect. Chaque mention reçoit un thème, comme **Qualité**, **Rapport qualité-prix**, **Goût ou odeur**, **Emballage**, **Facilité d’utilisation** ou **Livraison**, et un sentiment : positif, neutre ou négatif. Un avis peut mentionner plusieurs thèmes, chacun avec son propre sentiment.

## Les mesures

| Mesure | Définition |
| --- | --- |
| Mentions | Nombre de mentions du thème pendant la période |
| Part des mentions | Les mentions du thème en proportion de l’ensemble des mentions |
| Sentiment net | Pourcentage positif moins pourcentage négatif, de -100 à +100 |
| Note moyenne | Note moyenne en étoiles des avis qui mentionnent le thème |

## Explorer les thèmes

1. Ouvrez la vue **Avis** et choisissez vos articles et une période.
2. Dans le graphique des thèmes, la taille de la bulle indique le nombre de mentions et sa position, le sentiment net.
3. Sélectionnez un thème pour lire des exemples de commentaires de clients, du plus récent au plus ancien.
4. Sélectionnez **Comparer à la catégorie** pour voir la note du même thème pour l’ensemble de la catégorie.

## Conseils

- Commencez par les thèmes qui comptent beaucoup de mentions et un sentiment net négatif : ce sont eux qui touchent le plus de clients.
- Avec peu d’avis, les résultats varient beaucoup d’un mois à l’autre. Choisissez une période plus longue pour les articles qui reçoivent peu d’avis.
- Suivez un thème après un changement, comme un nouvel emballage, pour voir si le sentiment évolue.

Les extraits d’avis sont présentés tels que les clients les ont rédigés, sans renseignements personnels.`,
      },
    },
  },
  // ---------------------------------------------------------------- Digital Landscapes
  {
    key: 'digital-landscapes-getting-started',
    workspace: 'supplier',
    category: 'digital-landscapes',
    audience: 'CHARTER',
    product: 'DIGITAL_LANDSCAPES',
    text: {
      en: {
        title: 'Getting started with Digital Landscapes',
        summary:
          'Digital Landscapes follows how customers find and choose your products online, through search and browse paths and your share of the digital shelf.',
        body: `## What Digital Landscapes shows

Digital Landscapes follows how customers find and choose your products online. It shows the searches and browse paths that lead to your products, and how much of the digital shelf your brand holds compared with competitors.

## Open Digital Landscapes

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Digital Landscapes tile in the Know your customer section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## The main views

- **Search**: the terms customers search for in your categories, how often, and which products they click and add to their cart.
- **Browse paths**: the routes customers take from home and category pages to a product page and the cart, and where they leave.
- **Digital shelf**: your share of what customers see for the searches and category pages that matter to you.

## Set up your keyword sets

Most views are built on keyword sets: the search terms you want to follow.

1. Open **Settings** and select **Keyword sets**.
2. Create a set, then add your own terms or pick from the terms suggested for your category.
3. Save the set. New terms are tracked from the next data refresh.

Tip: include generic terms, such as "paper towels", not only your brand name. That is where new customers find you.

Read **Understanding share of digital shelf** to learn how the main measure is calculated.`,
      },
      es: {
        title: 'Primeros pasos con Digital Landscapes',
        summary:
          'Digital Landscapes sigue cómo los clientes encuentran y eligen sus productos en línea, mediante rutas de búsqueda y navegación y su participación en el anaquel digital.',
        body: `## Qué muestra Digital Landscapes

Digital Landscapes sigue cómo los clientes encuentran y eligen sus productos en línea. Muestra las búsquedas y rutas de navegación que llevan a sus productos, y qué parte del anaquel digital ocupa su marca en comparación con la competencia.

## Abra Digital Landscapes

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Digital Landscapes en la sección Conozca a su cliente y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## Las vistas principales

- **Búsqueda**: los términos que los clientes buscan en sus categorías, con qué frecuencia, y en qué productos hacen clic y cuáles agregan al carrito.
- **Rutas de navegación**: los caminos de los clientes desde las páginas de inicio y de categoría hasta un producto y el carrito, y dónde abandonan.
- **Anaquel digital**: su participación en lo que ven los clientes en las búsquedas y páginas de categoría que le importan.

## Configure sus conjuntos de palabras clave

La mayoría de las vistas se basan en conjuntos de palabras clave: los términos de búsqueda que desea seguir.

1. Abra **Configuración** y seleccione **Conjuntos de palabras clave**.
2. Cree un conjunto y agregue sus propios términos o elija entre los sugeridos para su categoría.
3. Guarde el conjunto. Los términos nuevos se siguen a partir de la próxima actualización de datos.

Recomendación: incluya términos genéricos, como "toallas de papel", no solo el nombre de su marca. Ahí es donde lo encuentran los clientes nuevos.

Lea **Cómo entender la participación en el anaquel digital** para saber cómo se calcula la métrica principal.`,
      },
      fr: {
        title: 'Premiers pas avec Digital Landscapes',
        summary:
          'Digital Landscapes suit la façon dont les clients trouvent et choisissent vos produits en ligne, grâce aux parcours de recherche et de navigation et à votre part du rayon numérique.',
        body: `## Ce que montre Digital Landscapes

Digital Landscapes suit la façon dont les clients trouvent et choisissent vos produits en ligne. Il montre les recherches et les parcours de navigation qui mènent à vos produits, ainsi que la part du rayon numérique qu’occupe votre marque par rapport à la concurrence.

## Ouvrir Digital Landscapes

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Digital Landscapes dans la section Connaissez votre clientèle et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Les vues principales

- **Recherche** : les termes que les clients recherchent dans vos catégories, leur fréquence, et les produits sur lesquels ils cliquent et qu’ils ajoutent au panier.
- **Parcours de navigation** : le chemin des clients des pages d’accueil et de catégorie jusqu’à un produit et au panier, et l’endroit où ils abandonnent.
- **Rayon numérique** : votre part de ce que voient les clients pour les recherches et les pages de catégorie qui vous importent.

## Configurer vos ensembles de mots clés

La plupart des vues reposent sur des ensembles de mots clés : les termes de recherche que vous voulez suivre.

1. Ouvrez **Paramètres** et sélectionnez **Ensembles de mots clés**.
2. Créez un ensemble, puis ajoutez vos propres termes ou choisissez parmi ceux suggérés pour votre catégorie.
3. Enregistrez l’ensemble. Les nouveaux termes sont suivis à partir de la prochaine mise à jour des données.

Conseil : incluez des termes génériques, comme « essuie-tout », et pas seulement votre nom de marque. C’est là que les nouveaux clients vous trouvent.

Lisez **Comprendre la part du rayon numérique** pour savoir comment la mesure principale est calculée.`,
      },
    },
  },
  {
    key: 'digital-landscapes-share-of-digital-shelf',
    workspace: 'supplier',
    category: 'digital-landscapes',
    audience: 'CHARTER',
    product: 'DIGITAL_LANDSCAPES',
    text: {
      en: {
        title: 'Understanding share of digital shelf',
        summary:
          'What share of digital shelf measures, how organic and sponsored positions are counted and how to use the measure to find opportunities.',
        body: `## What it measures

Share of digital shelf tells you how visible your brand is where customers shop online. For a search term or a category page, it is your products' share of the positions shown on the first page of results. Positions are weighted: the top results count more than those further down, because more customers see them.

## Organic and sponsored

Each position is either **organic**, earned through relevance, or **sponsored**, bought through advertising. Digital Landscapes shows both, so you can tell what your brand earns from what it pays for.

| Measure | Definition |
| --- | --- |
| Share of digital shelf | Your weighted share of all first-page positions |
| Organic share | The same, counting organic positions only |
| Sponsored share | The same, counting sponsored positions only |
| Average position | The average rank of your best-placed product |

## Read the Digital shelf view

1. Open the **Digital shelf** view and choose a keyword set or a category.
2. Compare your share with the competitors listed in the benchmark table.
3. Select a search term to see its trend by day and a snapshot of the results page.

## Turn it into action

- High search volume with low share points to your biggest opportunity.
- Organic share often drops when items are out of stock online; check availability before anything else.
- Clear titles, complete descriptions and good images help organic positions over time.
- A sponsored share much higher than your organic share means visibility depends on advertising.`,
      },
      es: {
        title: 'Cómo entender la participación en el anaquel digital',
        summary:
          'Qué mide la participación en el anaquel digital, cómo se cuentan las posiciones orgánicas y patrocinadas y cómo usar la métrica para encontrar oportunidades.',
        body: `## Qué mide

La participación en el anaquel digital le indica qué tan visible es su marca donde los clientes compran en línea. Para un término de búsqueda o una página de categoría, es la proporción de las posiciones de la primera página de resultados que ocupan sus productos. Las posiciones se ponderan: los primeros resultados cuentan más que los de abajo, porque los ven más clientes.

## Orgánicas y patrocinadas

Cada posición es **orgánica**, ganada por relevancia, o **patrocinada**, comprada mediante publicidad. Digital Landscapes muestra ambas, para que distinga lo que su marca gana de lo que paga.

| Métrica | Definición |
| --- | --- |
| Participación en el anaquel digital | Su proporción ponderada de todas las posiciones de la primera página |
| Participación orgánica | Lo mismo, contando solo posiciones orgánicas |
| Participación patrocinada | Lo mismo, contando solo posiciones patrocinadas |
| Posición promedio | El lugar promedio de su producto mejor ubicado |

## Lea la vista Anaquel digital

1. Abra la vista **Anaquel digital** y elija un conjunto de palabras clave o una categoría.
2. Compare su participación con la de los competidores de la tabla comparativa.
3. Seleccione un término de búsqueda para ver su tendencia por día y una captura de la página de resultados.

## Conviértalo en acciones

- Un volumen de búsqueda alto con baja participación señala su mayor oportunidad.
- La participación orgánica suele caer cuando los artículos se agotan en línea; revise la disponibilidad antes que nada.
- Títulos claros, descripciones completas y buenas imágenes mejoran las posiciones orgánicas con el tiempo.
- Una participación patrocinada mucho mayor que la orgánica significa que su visibilidad depende de la publicidad.`,
      },
      fr: {
        title: 'Comprendre la part du rayon numérique',
        summary:
          'Ce que mesure la part du rayon numérique, comment les positions organiques et commanditées sont comptées et comment utiliser la mesure pour trouver des occasions.',
        body: `## Ce qu’elle mesure

La part du rayon numérique indique la visibilité de votre marque là où les clients magasinent en ligne. Pour un terme de recherche ou une page de catégorie, c’est la part des positions de la première page de résultats occupée par vos produits. Les positions sont pondérées : les premiers résultats comptent davantage que ceux du bas, parce que plus de clients les voient.

## Organiques et commanditées

Chaque position est soit **organique**, obtenue par la pertinence, soit **commanditée**, achetée par la publicité. Digital Landscapes présente les deux : vous distinguez ainsi ce que votre marque obtient de ce qu’elle paie.

| Mesure | Définition |
| --- | --- |
| Part du rayon numérique | Votre part pondérée de toutes les positions de la première page |
| Part organique | La même, en ne comptant que les positions organiques |
| Part commanditée | La même, en ne comptant que les positions commanditées |
| Position moyenne | Le rang moyen de votre produit le mieux placé |

## Lire la vue Rayon numérique

1. Ouvrez la vue **Rayon numérique** et choisissez un ensemble de mots clés ou une catégorie.
2. Comparez votre part à celle des concurrents du tableau comparatif.
3. Sélectionnez un terme de recherche pour voir sa tendance quotidienne et un aperçu de la page de résultats.

## Passer à l’action

- Un volume de recherche élevé avec une faible part signale votre meilleure occasion.
- La part organique baisse souvent quand des articles sont en rupture de stock en ligne; vérifiez d’abord la disponibilité.
- Des titres clairs, des descriptions complètes et de bonnes images améliorent les positions organiques avec le temps.
- Une part commanditée bien supérieure à la part organique signifie que votre visibilité dépend de la publicité.`,
      },
    },
  },
  // ---------------------------------------------------------------- Insights Activation
  {
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
  },
  {
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
  },
  // ---------------------------------------------------------------- Modular Intelligence
  {
    key: 'modular-intelligence-getting-started',
    workspace: 'supplier',
    category: 'modular-intelligence',
    audience: 'CHARTER',
    product: 'MODULAR_INTELLIGENCE',
    text: {
      en: {
        title: 'Getting started with Modular Intelligence',
        summary:
          'Modular Intelligence lets you combine data modules into the analysis your team needs. Learn the main ideas and build a first analysis.',
        body: `## What Modular Intelligence does

Modular Intelligence lets you combine data modules into the analysis your team needs. Instead of fixed dashboards, you pick the modules that answer your question, such as sales, inventory, pricing, promotions, store attributes or customer segments, and put them together.

## Open Modular Intelligence

1. Sign in to {portal} and go to the [app launch page](/apps).
2. Find the Modular Intelligence tile in the Know your store section and select **Launch App**.

If the tile shows **Learn More**, [request access](/support/ticketCreation?request=access) through the portal. Requests take up to 2 business days.

## Three ideas to know

- **Modules**: data sets on one topic, each with its own measures and refresh schedule. The modules in your company's subscription are open; the others show a lock.
- **Analyses**: saved combinations of modules, filters and views, such as tables and charts.
- **Workspaces**: shared folders where your team keeps its analyses.

## Build a first analysis

1. Select **New analysis** and give it a name.
2. Select **Add module** and pick one or two modules from the catalogue.
3. Choose the measures and attributes to show, then a view: table, line chart or bar chart.
4. Add filters for your brands, categories or regions.
5. Select **Save** and choose a workspace.

## Next steps

Read **Combining modules** to learn how modules join. Every module's fields are defined in the [data dictionary](/dataDictionary); filter it by Modular Intelligence.`,
      },
      es: {
        title: 'Primeros pasos con Modular Intelligence',
        summary:
          'Modular Intelligence le permite combinar módulos de datos para crear el análisis que su equipo necesita. Conozca las ideas principales y cree un primer análisis.',
        body: `## Qué hace Modular Intelligence

Modular Intelligence le permite combinar módulos de datos para crear el análisis que su equipo necesita. En lugar de tableros fijos, usted elige los módulos que responden a su pregunta, como ventas, inventario, precios, promociones, atributos de tienda o segmentos de clientes, y los une.

## Abra Modular Intelligence

1. Inicie sesión en {portal} y vaya a la [página de acceso a aplicaciones](/apps).
2. Busque el mosaico de Modular Intelligence en la sección Conozca su tienda y seleccione **Abrir aplicación**.

Si el mosaico muestra **Más información**, [solicite acceso](/support/ticketCreation?request=access) desde el portal. Las solicitudes tardan hasta 2 días hábiles.

## Tres ideas que debe conocer

- **Módulos**: conjuntos de datos sobre un tema, cada uno con sus propias métricas y su calendario de actualización. Los módulos incluidos en la suscripción de su empresa están abiertos; los demás muestran un candado.
- **Análisis**: combinaciones guardadas de módulos, filtros y vistas, como tablas y gráficas.
- **Espacios de trabajo**: carpetas compartidas donde su equipo guarda sus análisis.

## Cree un primer análisis

1. Seleccione **Nuevo análisis** y asígnele un nombre.
2. Seleccione **Agregar módulo** y elija uno o dos módulos del catálogo.
3. Elija las métricas y los atributos que desea mostrar y luego una vista: tabla, gráfica de líneas o gráfica de barras.
4. Agregue filtros para sus marcas, categorías o regiones.
5. Seleccione **Guardar** y elija un espacio de trabajo.

## Siguientes pasos

Lea **Cómo combinar módulos** para saber cómo se unen los módulos. Los campos de cada módulo se definen en el [diccionario de datos](/dataDictionary); fíltrelo por Modular Intelligence.`,
      },
      fr: {
        title: 'Premiers pas avec Modular Intelligence',
        summary:
          'Modular Intelligence vous permet de combiner des modules de données pour bâtir l’analyse dont votre équipe a besoin. Découvrez les notions de base et créez une première analyse.',
        body: `## Ce que fait Modular Intelligence

Modular Intelligence vous permet de combiner des modules de données pour bâtir l’analyse dont votre équipe a besoin. Au lieu de tableaux de bord fixes, vous choisissez les modules qui répondent à votre question, comme les ventes, les stocks, les prix, les promotions, les attributs des magasins ou les segments de clientèle, et vous les réunissez.

## Ouvrir Modular Intelligence

1. Connectez-vous à {portal} et allez à la [page d’accès aux applications](/apps).
2. Repérez la tuile Modular Intelligence dans la section Connaissez votre magasin et sélectionnez **Lancer l’application**.

Si la tuile affiche **En savoir plus**, [demandez l’accès](/support/ticketCreation?request=access) dans le portail. Le traitement prend jusqu’à 2 jours ouvrables.

## Trois notions à connaître

- **Modules** : des ensembles de données sur un sujet, chacun avec ses mesures et son calendrier de mise à jour. Les modules compris dans l’abonnement de votre entreprise sont ouverts; les autres affichent un cadenas.
- **Analyses** : des combinaisons enregistrées de modules, de filtres et de vues, comme des tableaux et des graphiques.
- **Espaces de travail** : des dossiers partagés où votre équipe conserve ses analyses.

## Créer une première analyse

1. Sélectionnez **Nouvelle analyse** et donnez-lui un nom.
2. Sélectionnez **Ajouter un module** et choisissez un ou deux modules dans le catalogue.
3. Choisissez les mesures et les attributs à afficher, puis une vue : tableau, graphique linéaire ou graphique à barres.
4. Ajoutez des filtres pour vos marques, vos catégories ou vos régions.
5. Sélectionnez **Enregistrer** et choisissez un espace de travail.

## Prochaines étapes

Lisez **Combiner des modules** pour savoir comment les modules se joignent. Les champs de chaque module sont définis dans le [dictionnaire de données](/dataDictionary); filtrez-le par Modular Intelligence.`,
      },
    },
  },
  {
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
  },
  // ---------------------------------------------------------------- Customer Pulse
  {
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
  },
  {
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
  },
];
