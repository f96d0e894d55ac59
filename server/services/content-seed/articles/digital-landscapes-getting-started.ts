import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
