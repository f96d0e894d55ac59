import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
