// Page texts every tenant starts with (issue 15 §1): the public article about Insights
// (/articles/insights) and the short introductions of the knowledge-base and resources pages.
// Placeholders ({portal}, {country}) are replaced when the tenant is seeded.
import type { SeedText } from './types.ts';

/** The public marketing article at /articles/insights, for suppliers deciding whether to ask for access. */
export const INSIGHTS_ARTICLE: Record<'en' | 'es' | 'fr', SeedText> = {
  en: {
    title: 'Insights: see how your products sell in stores and online',
    summary:
      'Insights, also called Channel Performance, puts store and online sales side by side, with trends by week, category and region.',
    body: `## One view of every channel

Your customers move between the store aisle, the app and the website, often in the same week. Insights, also known as Channel Performance, brings those channels together in {portal}: store and online sales side by side, measured the same way, for the items you sell in {country}.

Instead of reconciling separate reports, your team works from one set of figures and can spend its time on what the numbers mean.

## Trends by week, category and region

Insights is built around the questions that come up in every business review:

- **By week.** Follow sales, units and share week by week, against the previous week and the same week last year.
- **By category.** See how your brands perform in their category and sub-category, and how the category itself is moving.
- **By region.** Compare regions to find where a launch takes off, where a promotion worked and where online grows faster than stores.
- **By channel.** Split online sales into pickup and delivery to see how customers choose to receive their orders.

## What you can answer with Insights

- Is our growth coming from stores, from online, or from both?
- Which regions are gaining or losing share in our category this quarter?
- How did last month's promotion change the weekly trend, and did the change last?
- Where is online growing fastest, and which items lead it?
- How do this year's seasonal weeks compare with last year's?

## Built for suppliers and their agencies

Insights belongs to the "know your store" family of products in {portal}. Your company's admin decides who in your team gets access, and can extend it to an agency that works for you. The data is aggregated: it shows how products sell, never who the individual customers are.

Every measure is defined in the data dictionary, and the knowledge base has step-by-step guides for your first analyses, so new team members find their way quickly.

## Getting access

If your company already uses {portal}, ask your company's admin to request Insights for you; the Insights tile on the app launch page shows when your access is pending. If your company is new to {portal}, or you would like to know whether Insights fits your business, [contact us](/contactUs) and tell us about your goals. Already have access? [Sign in](/login?lastUrl=/apps) and open Insights from the app launch page.
`,
  },
  es: {
    title: 'Insights: vea cómo se venden sus productos en tiendas y en línea',
    summary:
      'Insights, también llamado Channel Performance, muestra lado a lado las ventas en tienda y en línea, con tendencias por semana, categoría y región.',
    body: `## Una sola vista de todos los canales

Sus clientes van del pasillo de la tienda a la aplicación y al sitio web, a menudo en la misma semana. Insights, también conocido como Channel Performance, reúne esos canales en {portal}: las ventas en tienda y en línea lado a lado, medidas de la misma forma, para los artículos que usted vende en {country}.

En lugar de conciliar reportes por separado, su equipo trabaja con un solo conjunto de cifras.

## Tendencias por semana, categoría y región

Insights está pensado para las preguntas que surgen en cada revisión del negocio:

- **Por semana.** Siga las ventas, las unidades y la participación semana a semana, contra la semana anterior y la misma semana del año pasado.
- **Por categoría.** Vea cómo se desempeñan sus marcas en su categoría y subcategoría, y cómo se mueve la propia categoría.
- **Por región.** Compare regiones para descubrir dónde despega un lanzamiento, dónde funcionó una promoción y dónde el canal en línea crece más rápido que las tiendas.
- **Por canal.** Divida las ventas en línea en recolección en tienda y envío a domicilio para ver cómo prefieren los clientes recibir sus pedidos.

## Qué puede responder con Insights

- ¿Nuestro crecimiento viene de las tiendas, del canal en línea o de ambos?
- ¿Qué regiones ganan o pierden participación en nuestra categoría este trimestre?
- ¿Cómo cambió la tendencia semanal la promoción del mes pasado, y el cambio se mantuvo?
- ¿Dónde crece más rápido el canal en línea y qué artículos lo impulsan?
- ¿Cómo se comparan las semanas de temporada de este año con las del año pasado?

## Pensado para proveedores y sus agencias

Insights forma parte de la familia de productos "conozca su tienda" de {portal}. El administrador de su empresa decide quién de su equipo obtiene acceso y puede extenderlo a una agencia que trabaje para usted. Los datos son agregados: muestran cómo se venden los productos, nunca quiénes son los clientes individuales.

Cada medida está definida en el diccionario de datos, y la base de conocimientos tiene guías paso a paso para sus primeros análisis.

## Cómo obtener acceso

Si su empresa ya usa {portal}, pida al administrador de su empresa que solicite Insights para usted; el mosaico de Insights en la página de acceso a aplicaciones indica cuando su acceso está pendiente. Si su empresa es nueva en {portal}, o quiere saber si Insights se adapta a su negocio, [contáctenos](/contactUs) y cuéntenos sus objetivos. ¿Ya tiene acceso? [Inicie sesión](/login?lastUrl=/apps) y abra Insights desde la página de acceso a aplicaciones.
`,
  },
  fr: {
    title: 'Insights : voyez comment vos produits se vendent en magasin et en ligne',
    summary:
      'Insights, aussi appelé Channel Performance, présente côte à côte les ventes en magasin et en ligne, avec les tendances par semaine, par catégorie et par région.',
    body: `## Une seule vue de tous les canaux

Vos clients passent de l’allée du magasin à l’application et au site Web, souvent dans la même semaine. Insights, aussi appelé Channel Performance, réunit ces canaux dans {portal} : les ventes en magasin et en ligne côte à côte, mesurées de la même façon, pour tous vos articles vendus dans le réseau pour {country}.

Plutôt que de rapprocher des rapports distincts, votre équipe travaille à partir d’un seul ensemble de chiffres.

## Les tendances par semaine, par catégorie et par région

Insights est conçu autour des questions qui reviennent à chaque revue d’affaires :

- **Par semaine.** Suivez les ventes, les unités et la part de marché semaine après semaine, par rapport à la semaine précédente et à la même semaine l’an dernier.
- **Par catégorie.** Voyez le rendement de vos marques dans leur catégorie et leur sous-catégorie, et l’évolution de la catégorie elle-même.
- **Par région.** Comparez les régions pour trouver où un lancement décolle, où une promotion a fonctionné et où les ventes en ligne croissent plus vite qu’en magasin.
- **Par canal.** Séparez les ventes en ligne entre le ramassage et la livraison pour voir comment les clients préfèrent recevoir leurs commandes.

## Ce à quoi Insights vous permet de répondre

- Notre croissance vient-elle des magasins, du commerce en ligne ou des deux?
- Quelles régions gagnent ou perdent des parts dans notre catégorie ce trimestre?
- Comment la promotion du mois dernier a-t-elle modifié la tendance hebdomadaire, et ce changement a-t-il duré?
- Où le commerce en ligne croît-il le plus vite, et quels articles mènent cette croissance?
- Comment les semaines saisonnières de cette année se comparent-elles à celles de l’an dernier?

## Conçu pour les fournisseurs et leurs agences

Insights fait partie de la famille de produits « connaître votre magasin » de {portal}. L’administrateur de votre entreprise décide qui, dans votre équipe, obtient l’accès, et peut l’étendre à une agence qui travaille pour vous. Les données sont agrégées : elles montrent comment les produits se vendent, jamais qui sont les clients.

Chaque mesure est définie dans le dictionnaire de données, et la base de connaissances offre des guides pas à pas pour vos premières analyses.

## Obtenir l’accès

Si votre entreprise utilise déjà {portal}, demandez à son administrateur de demander Insights pour vous; la tuile Insights de la page d’accès aux applications indique quand votre accès est en attente. Si votre entreprise découvre {portal}, ou si vous voulez savoir si Insights convient à vos affaires, [communiquez avec nous](/contactUs) et parlez-nous de vos objectifs. Vous avez déjà accès? [Connectez-vous](/login?lastUrl=/apps) et ouvrez Insights à partir de la page d’accès aux applications.
`,
  },
};

/**
 * Short introductions shown at the top of the knowledge-base and resources pages. The knowledge-base
 * ones invite no search: search is behind kb-search-rollout (off in Mexico, tenants/mx.ts), and
 * where it is on, the search box under the introduction is the invitation (knowledge-base
 * SearchForm; issue 28 §5).
 */
export const KB_FRAGMENTS: Array<{ key: string; text: Record<'en' | 'es' | 'fr', SeedText> }> = [
  {
    key: 'kb-home-welcome',
    text: {
      en: {
        title: 'Welcome to the knowledge base',
        summary: 'Guides to your products, your account, administration and support in {portal}.',
        body: `Find answers about your products, your account and your company's administration in {portal}. Browse the categories below. Field definitions are in the [data dictionary](/dataDictionary). Can't find what you need? [Create an incident](/support/ticketCreation) and our support team will help you.
`,
      },
      es: {
        title: 'Bienvenido a la base de conocimientos',
        summary: 'Guías sobre sus productos, su cuenta, la administración y el soporte en {portal}.',
        body: `Encuentre respuestas sobre sus productos, su cuenta y la administración de su empresa en {portal}. Explore las categorías que aparecen abajo. Las definiciones de los campos están en el [diccionario de datos](/dataDictionary). ¿No encuentra lo que necesita? [Cree un incidente](/support/ticketCreation) y nuestro equipo de soporte le ayudará.
`,
      },
      fr: {
        title: 'Bienvenue dans la base de connaissances',
        summary: 'Des guides sur vos produits, votre compte, l’administration et le soutien dans {portal}.',
        body: `Trouvez des réponses sur vos produits, votre compte et l’administration de votre entreprise dans {portal}. Parcourez les catégories ci-dessous. Les définitions des champs se trouvent dans le [dictionnaire de données](/dataDictionary). Vous ne trouvez pas ce qu’il vous faut? [Créez un incident](/support/ticketCreation) et notre équipe de soutien vous aidera.
`,
      },
    },
  },
  {
    key: 'kb-basic-welcome',
    text: {
      en: {
        title: 'Help for basic accounts',
        summary: 'Everything a basic vendor or basic agency needs to get started with {portal}.',
        body: `This knowledge base is for basic vendors and basic agencies. It explains how to sign in, manage your company's users, build reports, look up fields in the [data dictionary](/dataDictionary) and complete the periodic user-access audit. Start with the getting-started articles below.
`,
      },
      es: {
        title: 'Ayuda para cuentas básicas',
        summary: 'Todo lo que un proveedor básico o una agencia básica necesita para empezar a usar {portal}.',
        body: `Esta base de conocimientos es para proveedores básicos y agencias básicas. Explica cómo iniciar sesión, administrar a los usuarios de su empresa, crear reportes, consultar campos en el [diccionario de datos](/dataDictionary) y completar la auditoría periódica de acceso de usuarios. Empiece por los artículos de primeros pasos que aparecen abajo.
`,
      },
      fr: {
        title: 'Aide pour les comptes de base',
        summary: 'Tout ce dont un fournisseur de base ou une agence de base a besoin pour commencer à utiliser {portal}.',
        body: `Cette base de connaissances s’adresse aux fournisseurs de base et aux agences de base. Elle explique comment se connecter, gérer les utilisateurs de votre entreprise, créer des rapports, consulter les champs dans le [dictionnaire de données](/dataDictionary) et terminer l’audit périodique des accès. Commencez par les articles de premiers pas ci-dessous.
`,
      },
    },
  },
  {
    key: 'resources-intro',
    text: {
      en: {
        title: 'Resources',
        summary: 'Videos, training, policies, guides and templates to help you get more from {portal}.',
        body: `Videos, training, policies, guides and templates to help you get more from {portal}. Links open on another site; guides and templates download as files you can keep and share within your company. We add new resources regularly, so check back from time to time.
`,
      },
      es: {
        title: 'Recursos',
        summary: 'Videos, capacitación, políticas, guías y plantillas para aprovechar mejor {portal}.',
        body: `Videos, capacitación, políticas, guías y plantillas para aprovechar mejor {portal}. Los enlaces se abren en otro sitio; las guías y plantillas se descargan como archivos que puede conservar y compartir dentro de su empresa. Agregamos recursos nuevos con regularidad, así que vuelva a consultarlos de vez en cuando.
`,
      },
      fr: {
        title: 'Ressources',
        summary: 'Des vidéos, des formations, des politiques, des guides et des modèles pour tirer le meilleur parti de {portal}.',
        body: `Des vidéos, des formations, des politiques, des guides et des modèles pour tirer le meilleur parti de {portal}. Les liens s’ouvrent dans un autre site; les guides et les modèles se téléchargent sous forme de fichiers que vous pouvez conserver et partager au sein de votre entreprise. Nous en ajoutons régulièrement de nouvelles.
`,
      },
    },
  },
];
