import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
