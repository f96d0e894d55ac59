// The resources every tenant starts with (issue 15 §1): links to videos, training and policies on
// other sites, and guides and templates the seed generates as files from their body. Written in
// English, Spanish and French; placeholders ({portal}, {country}) are replaced when seeded.
import type { SeedResource } from './types.ts';

export const RESOURCES: SeedResource[] = [
  // ---------------------------------------------------------------------------------------------
  // Links
  {
    key: 'portal-tour-video',
    audience: 'ALL',
    url: 'https://example.com/videos/supplier-insights-tour',
    type: 'video',
    text: {
      en: {
        title: 'Video: a tour of {portal}',
        summary: 'A 12-minute video that walks you through the app launch page, the knowledge base, support incidents and your profile.',
        body: `## What you will see

This video follows a new user through a first visit to {portal}:

- signing in and finding your products on the app launch page;
- what the **Launch App**, **Learn More** and **Access pending** buttons mean;
- searching the knowledge base and the data dictionary;
- creating a support incident and following the answers;
- setting your language and time zone in your profile.

## Before you watch

The video is about 12 minutes long and has captions. The screens you see may differ slightly from yours, depending on your company's products and your role.

## After watching

To go further on any topic, [search the knowledge base](/knowledgeBase/search). If you are your company's admin, the onboarding checklist among these resources lists your first tasks. Questions about your own access go to your company's admin.
`,
      },
      es: {
        title: 'Video: un recorrido por {portal}',
        summary:
          'Un video de 12 minutos que le muestra la página de acceso a aplicaciones, la base de conocimientos, los incidentes de soporte y su perfil.',
        body: `## Qué verá

Este video acompaña a un nuevo usuario en su primera visita a {portal}:

- iniciar sesión y encontrar sus productos en la página de acceso a aplicaciones;
- qué significan los botones **Abrir aplicación**, **Más información** y **Acceso pendiente**;
- buscar en la base de conocimientos y en el diccionario de datos;
- crear un incidente de soporte y dar seguimiento a las respuestas;
- configurar su idioma y su zona horaria en su perfil.

## Antes de verlo

El video dura unos 12 minutos y tiene subtítulos. Las pantallas pueden ser un poco distintas de las suyas, según los productos de su empresa y su rol.

## Después de verlo

Para profundizar en cualquier tema, [busque en la base de conocimientos](/knowledgeBase/search). Si usted administra la cuenta de su empresa, la lista de verificación para nuevos administradores, entre estos recursos, enumera sus primeras tareas. Las preguntas sobre su propio acceso van al administrador de su empresa.
`,
      },
      fr: {
        title: 'Vidéo : une visite guidée de {portal}',
        summary:
          'Une vidéo de 12 minutes qui vous présente la page d’accès aux applications, la base de connaissances, les incidents de soutien et votre profil.',
        body: `## Ce que vous verrez

Cette vidéo accompagne un nouvel utilisateur lors de sa première visite dans {portal} :

- se connecter et trouver ses produits sur la page d’accès aux applications;
- ce que signifient les boutons **Lancer l’application**, **En savoir plus** et **Accès en attente**;
- chercher dans la base de connaissances et le dictionnaire de données;
- créer un incident de soutien et suivre les réponses;
- choisir sa langue et son fuseau horaire dans son profil.

## Avant de regarder

La vidéo dure environ 12 minutes et est sous-titrée. Les écrans peuvent différer légèrement des vôtres, selon les produits de votre entreprise et votre rôle.

## Après la vidéo

Pour approfondir un sujet, [cherchez dans la base de connaissances](/knowledgeBase/search). Si vous administrez le compte de votre entreprise, la liste de contrôle pour les nouveaux administrateurs, parmi ces ressources, présente vos premières tâches. Les questions sur votre propre accès s’adressent à l’administrateur de votre entreprise.
`,
      },
    },
  },
  {
    key: 'shopper-behavior-fundamentals-course',
    audience: 'CHARTER',
    product: 'SHOPPER_BEHAVIOR',
    url: 'https://example.com/training/shopper-behavior-fundamentals',
    type: 'training',
    text: {
      en: {
        title: 'Shopper Behavior fundamentals (self-paced course)',
        summary:
          'A self-paced course in four modules on customer segments, loyalty, basket affinity and switching, with exercises on sample data.',
        body: `## What the course covers

1. **Who buys your products:** customer segments and how they are built.
2. **Loyalty over time:** repeat rate, buy rate and lapsed buyers.
3. **Basket affinity:** what else is in the basket and how to read the affinity index.
4. **Switching:** where your buyers come from and where they go.

Each module takes about 20 minutes and ends with a short quiz. The exercises use sample data, never your company's.

## Who it is for

Analysts and category teams of supplier and agency companies who have access to Shopper Behavior, or are about to get it. A certificate of completion is available at the end of the course.

## Before you start

Keep the glossary of common Shopper Behavior measures at hand. Ask your company's admin for access to Shopper Behavior first if you want to try the steps on your own data afterwards.
`,
      },
      es: {
        title: 'Fundamentos de Shopper Behavior (curso a su ritmo)',
        summary:
          'Un curso a su ritmo, en cuatro módulos, sobre segmentos de clientes, lealtad, afinidad de canasta y cambio de marca, con ejercicios sobre datos de ejemplo.',
        body: `## Qué cubre el curso

1. **Quién compra sus productos:** los segmentos de clientes y cómo se construyen.
2. **La lealtad en el tiempo:** tasa de recompra, tasa de compra y compradores perdidos.
3. **Afinidad de canasta:** qué más hay en la canasta y cómo leer el índice de afinidad.
4. **Cambio de marca:** de dónde vienen sus compradores y a dónde se van.

Cada módulo dura unos 20 minutos y termina con una breve evaluación. Los ejercicios usan datos de ejemplo, nunca los de su empresa.

## Para quién es

Analistas y equipos de categoría de empresas proveedoras y agencias que tienen acceso a Shopper Behavior o están por obtenerlo. Al final del curso puede obtener una constancia de participación.

## Antes de empezar

Tenga a la mano el glosario de las medidas más comunes de Shopper Behavior. Si después quiere repetir los pasos con sus propios datos, pida primero al administrador de su empresa acceso a Shopper Behavior.
`,
      },
      fr: {
        title: 'Les bases de Shopper Behavior (formation à votre rythme)',
        summary:
          'Une formation à votre rythme, en quatre modules, sur les segments de clientèle, la fidélité, l’affinité de panier et le changement de marque, avec des exercices sur des données d’exemple.',
        body: `## Contenu de la formation

1. **Qui achète vos produits :** les segments de clientèle et leur construction.
2. **La fidélité dans le temps :** taux de réachat, taux d’achat et clients perdus.
3. **L’affinité de panier :** ce qu’il y a d’autre dans le panier et comment lire l’indice d’affinité.
4. **Le changement de marque :** d’où viennent vos clients et où ils vont.

Chaque module dure environ 20 minutes et se termine par un court questionnaire. Les exercices utilisent des données d’exemple, jamais celles de votre entreprise.

## À qui elle s’adresse

Aux analystes et aux équipes de catégorie des fournisseurs et des agences qui ont accès à Shopper Behavior ou qui vont l’obtenir. Une attestation de réussite est offerte à la fin de la formation.

## Avant de commencer

Gardez sous la main le glossaire des mesures courantes de Shopper Behavior. Si vous voulez ensuite refaire les étapes avec vos propres données, demandez d’abord l’accès à Shopper Behavior à l’administrateur de votre entreprise.
`,
      },
    },
  },
  {
    key: 'report-builder-first-report-video',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    url: 'https://example.com/videos/report-builder-first-report',
    type: 'video',
    text: {
      en: {
        title: 'Video: your first report in Report Builder',
        summary: 'A short video that shows, step by step, how to build, save and export a weekly sales report in Report Builder.',
        body: `## What you will see

In about eight minutes, the video builds a weekly sales-by-store report from scratch:

- choosing the data and the period;
- adding measures and attributes, and checking their definitions in the data dictionary;
- filtering, sorting and pivoting the result;
- saving the report so that you can use it again;
- exporting it to Excel.

## Tips from the video

- Design the report on a short period, then widen it once the layout is right.
- Give saved reports names your team will recognise.
- Compare like with like: the same weeks last year, the same list of stores.

## Keep learning

The Report Builder quick reference card among these resources sums up the steps on one page. Definitions of every measure and attribute are in the [data dictionary](/dataDictionary).
`,
      },
      es: {
        title: 'Video: su primer reporte en Report Builder',
        summary: 'Un video breve que muestra, paso a paso, cómo crear, guardar y exportar un reporte semanal de ventas en Report Builder.',
        body: `## Qué verá

En unos ocho minutos, el video crea desde cero un reporte semanal de ventas por tienda:

- elegir los datos y el periodo;
- agregar medidas y atributos, y consultar sus definiciones en el diccionario de datos;
- filtrar, ordenar y pivotear el resultado;
- guardar el reporte para volver a usarlo;
- exportarlo a Excel.

## Consejos del video

- Diseñe el reporte con un periodo corto y amplíelo cuando el formato esté listo.
- Ponga a sus reportes guardados nombres que su equipo reconozca.
- Compare periodos equivalentes: las mismas semanas del año anterior, la misma lista de tiendas.

## Siga aprendiendo

La tarjeta de referencia rápida de Report Builder, entre estos recursos, resume los pasos en una página. Las definiciones de cada medida y atributo están en el [diccionario de datos](/dataDictionary).
`,
      },
      fr: {
        title: 'Vidéo : votre premier rapport dans Report Builder',
        summary:
          'Une courte vidéo qui montre, étape par étape, comment créer, enregistrer et exporter un rapport hebdomadaire des ventes dans Report Builder.',
        body: `## Ce que vous verrez

En huit minutes environ, la vidéo crée de toutes pièces un rapport hebdomadaire des ventes par magasin :

- choisir les données et la période;
- ajouter des mesures et des attributs, et vérifier leur définition dans le dictionnaire de données;
- filtrer, trier et croiser le résultat;
- enregistrer le rapport pour le réutiliser;
- l’exporter vers Excel.

## Conseils tirés de la vidéo

- Concevez le rapport sur une courte période, puis élargissez-la une fois la mise en page au point.
- Donnez aux rapports enregistrés des noms que votre équipe reconnaîtra.
- Comparez ce qui est comparable : les mêmes semaines l’an dernier, la même liste de magasins.

## Pour aller plus loin

L’aide-mémoire de Report Builder, parmi ces ressources, résume les étapes sur une page. Les définitions de chaque mesure et de chaque attribut se trouvent dans le [dictionnaire de données](/dataDictionary).
`,
      },
    },
  },
  {
    key: 'data-use-policy',
    audience: 'ALL',
    url: 'https://example.com/policies/retail-data-use',
    type: 'policy',
    text: {
      en: {
        title: 'Retail data use and protection policy',
        summary: 'The policy page that sets out how suppliers and agencies may use, keep and share the data they obtain through {portal}.',
        body: `## What you will find

The policy page sets out the rules for all data obtained through {portal} in {country}:

- which uses are allowed and which are not;
- how long downloaded files may be kept, and how to delete them;
- how to share data with an agency that works for your company;
- what to do, and how quickly, if data is exposed by mistake.

## How it relates to your agreements

The policy explains the commitments of the [Data Sharing Addendum](/dataSharingAddendum) your company accepted. Where the two differ, the addendum prevails.

## When to read it

Read the policy before you download data for the first time, before you share a report with an agency, and whenever your company's way of storing files changes. Questions about the policy can be sent through [support](/support/ticketCreation).
`,
      },
      es: {
        title: 'Política de uso y protección de datos del minorista',
        summary:
          'La página de la política que establece cómo los proveedores y las agencias pueden usar, conservar y compartir los datos que obtienen a través de {portal}.',
        body: `## Qué encontrará

La página de la política establece las reglas para todos los datos obtenidos a través de {portal} en {country}:

- qué usos están permitidos y cuáles no;
- cuánto tiempo pueden conservarse los archivos descargados y cómo eliminarlos;
- cómo compartir datos con una agencia que trabaja para su empresa;
- qué hacer, y en qué plazo, si los datos se exponen por error.

## Relación con sus acuerdos

La política explica los compromisos del [Anexo de intercambio de datos](/dataSharingAddendum) que aceptó su empresa. Si ambos difieren, prevalece el anexo.

## Cuándo leerla

Lea la política antes de descargar datos por primera vez, antes de compartir un reporte con una agencia y cada vez que cambie la forma en que su empresa guarda los archivos. Puede enviar sus preguntas sobre la política a través de [soporte](/support/ticketCreation).
`,
      },
      fr: {
        title: 'Politique d’utilisation et de protection des données du détaillant',
        summary:
          'La page de la politique qui précise comment les fournisseurs et les agences peuvent utiliser, conserver et partager les données obtenues dans {portal}.',
        body: `## Ce que vous y trouverez

La page de la politique précise les règles applicables à toutes les données obtenues dans {portal} pour {country} :

- les utilisations permises et celles qui ne le sont pas;
- combien de temps les fichiers téléchargés peuvent être conservés, et comment les supprimer;
- comment partager des données avec une agence qui travaille pour votre entreprise;
- quoi faire, et dans quel délai, si des données sont exposées par erreur.

## Lien avec vos ententes

La politique explique les engagements de l’[Addenda sur le partage de données](/dataSharingAddendum) accepté par votre entreprise. En cas de divergence, l’addenda l’emporte.

## Quand la lire

Lisez la politique avant de télécharger des données pour la première fois, avant de partager un rapport avec une agence et chaque fois que votre entreprise change sa façon de conserver les fichiers. Vous pouvez poser vos questions sur la politique par l’entremise du [soutien](/support/ticketCreation).
`,
      },
    },
  },
  {
    key: 'associate-supplier-support-training',
    audience: 'INTERNAL',
    url: 'https://example.com/training/associate-portal-support',
    type: 'training',
    text: {
      en: {
        title: 'Helping suppliers use {portal} (associate training)',
        summary:
          'A recorded training session for associates on requesting access to supplier companies, switching between them and answering common supplier questions.',
        body: `## What the training covers

- Requesting access to a supplier company from your profile, and what the supplier's admins see.
- Switching between the companies you have access to from the user menu.
- Answering the questions suppliers ask most: pending access, invitations, authorised domains and the user-access audit of basic accounts.
- When to point a supplier to the knowledge base, and when to open a support incident for them.

## Format

A recorded 45-minute session with slides, followed by a short knowledge check. Plan to take it during your first month of working with suppliers.

## Before the session

Sign in to {portal} once and open your profile, so that your account is ready for the exercises. Keep the associate handbook of the knowledge base open: the session refers to its articles.
`,
      },
      es: {
        title: 'Cómo ayudar a los proveedores a usar {portal} (capacitación para asociados)',
        summary:
          'Una sesión de capacitación grabada para asociados sobre cómo solicitar acceso a empresas proveedoras, cambiar de una a otra y responder las preguntas frecuentes de los proveedores.',
        body: `## Qué cubre la capacitación

- Solicitar acceso a una empresa proveedora desde su perfil, y qué ven los administradores del proveedor.
- Cambiar entre las empresas a las que tiene acceso desde el menú de usuario.
- Responder las preguntas más frecuentes de los proveedores: acceso pendiente, invitaciones, dominios autorizados y la auditoría de acceso de usuarios de las cuentas básicas.
- Cuándo remitir a un proveedor a la base de conocimientos y cuándo abrir un incidente de soporte por él.

## Formato

Una sesión grabada de 45 minutos con diapositivas, seguida de una breve evaluación. Tómela durante su primer mes de trabajo con proveedores.

## Antes de la sesión

Inicie sesión en {portal} una vez y abra su perfil, para que su cuenta esté lista para los ejercicios. Tenga abierto el manual para asociados de la base de conocimientos: la sesión hace referencia a sus artículos.
`,
      },
      fr: {
        title: 'Aider les fournisseurs à utiliser {portal} (formation des associés)',
        summary:
          'Une séance de formation enregistrée pour les associés : demander l’accès aux entreprises des fournisseurs, passer de l’une à l’autre et répondre aux questions fréquentes des fournisseurs.',
        body: `## Contenu de la formation

- Demander l’accès à l’entreprise d’un fournisseur à partir de votre profil, et ce que voient ses administrateurs.
- Passer d’une entreprise à l’autre, parmi celles auxquelles vous avez accès, dans le menu utilisateur.
- Répondre aux questions les plus fréquentes des fournisseurs : accès en attente, invitations, domaines autorisés et audit des accès des comptes de base.
- Savoir quand diriger un fournisseur vers la base de connaissances et quand ouvrir un incident de soutien en son nom.

## Format

Une séance enregistrée de 45 minutes avec présentation, suivie d’un court questionnaire. Prévoyez la suivre au cours de votre premier mois de travail avec les fournisseurs.

## Avant la séance

Connectez-vous une fois à {portal} et ouvrez votre profil, pour que votre compte soit prêt pour les exercices. Gardez ouvert le guide des associés de la base de connaissances : la séance renvoie à ses articles.
`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Files (generated from the body)
  {
    key: 'report-builder-quick-reference',
    audience: 'ALL',
    product: 'REPORT_BUILDER',
    type: 'guide',
    text: {
      en: {
        title: 'Report Builder quick reference card',
        summary: 'A one-page summary of the Report Builder steps, good habits and abbreviations, to keep next to your screen.',
        body: `## Build a report in five steps

1. **Open** Report Builder from the [app launch page](/apps).
2. **Choose the data:** sales, inventory or store data, and the period.
3. **Add fields:** measures (net sales, units, on hand quantity) and attributes (store, item, category).
4. **Filter:** limit stores, items or dates. Relative periods such as "last 4 weeks" move forward on their own.
5. **Save and export:** save the report under a clear name, then export it to Excel or CSV.

## Good habits

- Check a field's definition in the [data dictionary](/dataDictionary) before you use it.
- Design on a short period, then widen it.
- Compare like with like: the same weeks last year, the same list of stores.

## Common abbreviations

| Abbreviation | Meaning |
| --- | --- |
| LY | Last year |
| YoY | Year over year |
| WoW | Week over week |
| L52W | Rolling 52 weeks |
| YTD | Year to date |
| OH Qty | On hand quantity |

## Need help?

Search the [knowledge base](/knowledgeBase/search) or [create an incident](/support/ticketCreation).
`,
      },
      es: {
        title: 'Tarjeta de referencia rápida de Report Builder',
        summary:
          'Un resumen de una página con los pasos, las buenas prácticas y las abreviaturas de Report Builder, para tener junto a su pantalla.',
        body: `## Cree un reporte en cinco pasos

1. **Abra** Report Builder desde la [página de acceso a aplicaciones](/apps).
2. **Elija los datos:** ventas, inventario o datos de tiendas, y el periodo.
3. **Agregue campos:** medidas (ventas netas, unidades, inventario disponible) y atributos (tienda, artículo, categoría).
4. **Filtre:** limite tiendas, artículos o fechas. Los periodos relativos, como "últimas 4 semanas", avanzan solos.
5. **Guarde y exporte:** guarde el reporte con un nombre claro y después expórtelo a Excel o CSV.

## Buenas prácticas

- Consulte la definición de un campo en el [diccionario de datos](/dataDictionary) antes de usarlo.
- Diseñe con un periodo corto y después amplíelo.
- Compare periodos equivalentes: las mismas semanas del año anterior, la misma lista de tiendas.

## Abreviaturas comunes

| Abreviatura | Significado |
| --- | --- |
| AA | Año anterior |
| YoY | Contra el año anterior |
| WoW | Contra la semana anterior |
| L52W | Últimas 52 semanas móviles |
| YTD | Año a la fecha |
| OH Qty | Inventario disponible |

## ¿Necesita ayuda?

Busque en la [base de conocimientos](/knowledgeBase/search) o [cree un incidente](/support/ticketCreation).
`,
      },
      fr: {
        title: 'Aide-mémoire de Report Builder',
        summary:
          'Un résumé d’une page des étapes, des bonnes pratiques et des abréviations de Report Builder, à garder près de votre écran.',
        body: `## Créer un rapport en cinq étapes

1. **Ouvrez** Report Builder à partir de la [page d’accès aux applications](/apps).
2. **Choisissez les données :** ventes, stocks ou données des magasins, et la période.
3. **Ajoutez des champs :** des mesures (ventes nettes, unités, quantité en stock) et des attributs (magasin, article, catégorie).
4. **Filtrez :** limitez les magasins, les articles ou les dates. Les périodes relatives, comme « 4 dernières semaines », avancent d’elles-mêmes.
5. **Enregistrez et exportez :** enregistrez le rapport sous un nom clair, puis exportez-le vers Excel ou en CSV.

## Bonnes pratiques

- Vérifiez la définition d’un champ dans le [dictionnaire de données](/dataDictionary) avant de l’utiliser.
- Concevez sur une courte période, puis élargissez-la.
- Comparez ce qui est comparable : les mêmes semaines l’an dernier, la même liste de magasins.

## Abréviations courantes

| Abréviation | Signification |
| --- | --- |
| A-1 | Année précédente |
| YoY | Par rapport à l’an dernier |
| WoW | Par rapport à la semaine précédente |
| L52W | 52 semaines mobiles |
| YTD | Depuis le début de l’année |
| OH Qty | Quantité en stock |

## Besoin d’aide?

Cherchez dans la [base de connaissances](/knowledgeBase/search) ou [créez un incident](/support/ticketCreation).
`,
      },
    },
  },
  {
    key: 'new-admin-onboarding-checklist',
    audience: 'ALL',
    type: 'template',
    text: {
      en: {
        title: 'Onboarding checklist for new admins',
        summary: "A checklist of a new company admin's first tasks: domains, users, partners, access requests and the activity log.",
        body: `Print this checklist or copy it into your team's notes, and tick each item as you go.

## Your own account

1. Sign in and accept the terms of use and the [Data Sharing Addendum](/dataSharingAddendum).
2. Set your language and time zone in your [profile](/profile).

## Your company's set-up

1. Check the [authorised domains](/admin/domainsList): new users can be invited only at these domains.
2. Review the [user list](/admin/userList): block people who have left and correct roles.
3. Make sure at least two people are admins, so access never depends on one person.
4. Check the [third-party partners](/admin/thirdParty) and the products each agency may use.

## Regular tasks

1. Answer access requests within two business days.
2. Follow up on pending invitations and resend those not accepted.
3. Look through the [activity log](/admin/activityLog) once a month.
4. Basic accounts: complete every user-access audit before its due date.

## Where to get help

Read the administration articles of the knowledge base or [create an incident](/support/ticketCreation).
`,
      },
      es: {
        title: 'Lista de verificación para nuevos administradores',
        summary:
          'Una lista con las primeras tareas de un nuevo administrador de la empresa: dominios, usuarios, socios, solicitudes de acceso y registro de actividad.',
        body: `Imprima esta lista o cópiela en las notas de su equipo, y marque cada punto a medida que avanza.

## Su propia cuenta

1. Inicie sesión y acepte los términos de uso y el [Anexo de intercambio de datos](/dataSharingAddendum).
2. Configure su idioma y su zona horaria en su [perfil](/profile).

## La configuración de su empresa

1. Revise los [dominios autorizados](/admin/domainsList): solo se puede invitar a nuevos usuarios con esos dominios.
2. Revise la [lista de usuarios](/admin/userList): bloquee a quienes ya no trabajan con usted y corrija los roles.
3. Asegúrese de que al menos dos personas sean administradoras, para que el acceso nunca dependa de una sola.
4. Revise los [socios externos](/admin/thirdParty) y los productos que puede usar cada agencia.

## Tareas periódicas

1. Responda las solicitudes de acceso en un plazo de dos días hábiles.
2. Dé seguimiento a las invitaciones pendientes y reenvíe las que no se hayan aceptado.
3. Revise el [registro de actividad](/admin/activityLog) una vez al mes.
4. Cuentas básicas: complete cada auditoría de acceso de usuarios antes de su fecha límite.

## Dónde obtener ayuda

Lea los artículos de administración de la base de conocimientos o [cree un incidente](/support/ticketCreation).
`,
      },
      fr: {
        title: 'Liste de contrôle pour les nouveaux administrateurs',
        summary:
          'Une liste des premières tâches d’un nouvel administrateur d’entreprise : domaines, utilisateurs, partenaires, demandes d’accès et journal d’activité.',
        body: `Imprimez cette liste ou copiez-la dans les notes de votre équipe, et cochez chaque point au fur et à mesure.

## Votre propre compte

1. Connectez-vous et acceptez les conditions d’utilisation et l’[Addenda sur le partage de données](/dataSharingAddendum).
2. Choisissez votre langue et votre fuseau horaire dans votre [profil](/profile).

## La configuration de votre entreprise

1. Vérifiez les [domaines autorisés](/admin/domainsList) : on ne peut inviter de nouveaux utilisateurs qu’à ces domaines.
2. Passez en revue la [liste des utilisateurs](/admin/userList) : bloquez les personnes qui sont parties et corrigez les rôles.
3. Assurez-vous qu’au moins deux personnes sont administratrices, pour que l’accès ne dépende jamais d’une seule.
4. Vérifiez les [partenaires tiers](/admin/thirdParty) et les produits que chaque agence peut utiliser.

## Tâches régulières

1. Répondez aux demandes d’accès dans un délai de deux jours ouvrables.
2. Faites le suivi des invitations en attente et renvoyez celles qui n’ont pas été acceptées.
3. Parcourez le [journal d’activité](/admin/activityLog) une fois par mois.
4. Comptes de base : terminez chaque audit des accès avant sa date d’échéance.

## Où obtenir de l’aide

Lisez les articles sur l’administration dans la base de connaissances ou [créez un incident](/support/ticketCreation).
`,
      },
    },
  },
  {
    key: 'bulk-upload-preparation-guide',
    audience: 'ALL',
    type: 'guide',
    text: {
      en: {
        title: 'Preparing a bulk user upload',
        summary: 'How to fill in the bulk-create and bulk-edit Excel templates so that your upload is accepted the first time.',
        body: `## Start from the template

In **User Management**, choose **Bulk create** or **Bulk edit** and download the template. The bulk-edit template already lists your users. Fill in the **Users** sheet; the **Instructions** sheet explains every column.

## Columns

| Column | What to enter |
| --- | --- |
| First name, Last name | Required, up to 100 characters |
| Email | Required. For new users, an address on one of your authorised domains |
| Role | Admin or User |
| One column per product | Y to give access, N or empty for none |

In the bulk-edit template, delete a product's whole column to leave that access unchanged.

## Rules the upload checks

- The file is an .xlsx of at most 10 MB, with at most 10,000 users.
- The header row stays as it is; columns may be in any order.
- All or nothing: if one row has a problem, nothing is changed, and a report lists every problem by row and column.
- Your company keeps at least one active admin.
- Your company runs one upload at a time.

## After the upload

New users receive an invitation e-mail and appear under Pending until they accept it. New product access starts as pending.
`,
      },
      es: {
        title: 'Cómo preparar una carga masiva de usuarios',
        summary: 'Cómo llenar las plantillas de Excel de creación y edición masiva para que su carga se acepte a la primera.',
        body: `## Empiece con la plantilla

En **Gestión de usuarios**, elija **Creación masiva** o **Edición masiva** y descargue la plantilla. La plantilla de edición masiva ya incluye a sus usuarios. Llene la hoja **Users**; la hoja **Instructions** explica cada columna.

## Columnas

| Columna | Qué escribir |
| --- | --- |
| Nombre, apellido | Obligatorios, hasta 100 caracteres |
| Correo electrónico | Obligatorio. Para nuevos usuarios, una dirección de uno de sus dominios autorizados |
| Rol | Admin o User |
| Una columna por producto | Y para dar acceso, N o vacío para ninguno |

En la plantilla de edición masiva, elimine toda la columna de un producto para no cambiar ese acceso.

## Reglas que verifica la carga

- El archivo es un .xlsx de 10 MB como máximo, con 10,000 usuarios como máximo.
- La fila de encabezados se queda como está; las columnas pueden ir en cualquier orden.
- Todo o nada: si una fila tiene un problema, no se cambia nada, y un reporte enumera cada problema por fila y columna.
- Su empresa conserva al menos un administrador activo.
- Su empresa hace una carga a la vez.

## Después de la carga

Los nuevos usuarios reciben una invitación por correo electrónico y aparecen como pendientes hasta que la aceptan. Los nuevos accesos a productos empiezan como pendientes.
`,
      },
      fr: {
        title: 'Préparer un téléversement d’utilisateurs en lot',
        summary:
          'Comment remplir les modèles Excel de création et de modification en lot pour que votre téléversement soit accepté du premier coup.',
        body: `## Partez du modèle

Dans **Gestion des utilisateurs**, choisissez **Création en lot** ou **Modification en lot** et téléchargez le modèle. Le modèle de modification contient déjà vos utilisateurs. Remplissez la feuille **Users**; la feuille **Instructions** explique chaque colonne.

## Colonnes

| Colonne | Quoi inscrire |
| --- | --- |
| Prénom, nom | Obligatoires, jusqu’à 100 caractères |
| Courriel | Obligatoire. Pour les nouveaux utilisateurs, une adresse à l’un de vos domaines autorisés |
| Rôle | Admin ou User |
| Une colonne par produit | Y pour donner l’accès, N ou vide pour aucun |

Dans le modèle de modification, supprimez toute la colonne d’un produit pour laisser cet accès tel quel.

## Règles vérifiées au téléversement

- Le fichier est un .xlsx d’au plus 10 Mo, avec au plus 10 000 utilisateurs.
- La ligne d’en-tête reste telle quelle; les colonnes peuvent être dans n’importe quel ordre.
- Tout ou rien : si une ligne pose problème, rien n’est modifié, et un rapport énumère chaque problème par ligne et par colonne.
- Votre entreprise garde au moins un administrateur actif.
- Votre entreprise fait un seul téléversement à la fois.

## Après le téléversement

Les nouveaux utilisateurs reçoivent une invitation par courriel et figurent parmi les utilisateurs en attente jusqu’à ce qu’ils l’acceptent. Les nouveaux accès aux produits commencent en attente.
`,
      },
    },
  },
  {
    key: 'data-sharing-summary',
    audience: 'ALL',
    type: 'guide',
    text: {
      en: {
        title: 'Data sharing in brief',
        summary:
          'A plain-language summary of the Data Sharing Addendum: what data you receive, how to keep it and what to do if something goes wrong.',
        body: `## What data you receive

The retailer shares aggregated sales, customer and market information with your company through {portal}. It holds no personal information about individual customers, and you must not try to derive any.

## How to keep it

- Limit the data to the people who need it for your company's business with the retailer.
- Keep downloaded files secure and delete them when they are no longer needed, at the latest 24 months after download.
- Do not pass reports on outside your company or its authorised agency.

## Agencies

An agency uses a supplier's data only on that supplier's behalf, only in the products the supplier granted, and never combines the data of different suppliers. When an association ends, access ends at once and copies are deleted within 30 days.

## If something goes wrong

If shared data was accessed or disclosed without authorisation, tell the retailer within 72 hours; an agency also tells the supplier. [Create an incident](/support/ticketCreation) to report it.

## The full text

This summary does not replace the [Data Sharing Addendum](/dataSharingAddendum) your company accepted.
`,
      },
      es: {
        title: 'El intercambio de datos en resumen',
        summary:
          'Un resumen en lenguaje sencillo del Anexo de intercambio de datos: qué datos recibe, cómo conservarlos y qué hacer si algo sale mal.',
        body: `## Qué datos recibe

El minorista comparte con su empresa, a través de {portal}, información agregada de ventas, clientes y mercado. No contiene información personal de clientes individuales, y usted no debe intentar obtenerla a partir de ella.

## Cómo conservarlos

- Limite los datos a las personas que los necesitan para los negocios de su empresa con el minorista.
- Mantenga seguros los archivos descargados y elimínelos cuando ya no los necesite, a más tardar 24 meses después de descargarlos.
- No comparta los reportes fuera de su empresa o de su agencia autorizada.

## Agencias

Una agencia usa los datos de un proveedor solo en nombre de ese proveedor, solo en los productos que el proveedor le otorgó, y nunca combina datos de distintos proveedores. Cuando termina una asociación, el acceso termina de inmediato y las copias se eliminan en un plazo de 30 días.

## Si algo sale mal

Si alguien accedió a los datos compartidos o los divulgó sin autorización, avise al minorista en un plazo de 72 horas; una agencia avisa también al proveedor. [Cree un incidente](/support/ticketCreation) para reportarlo.

## El texto completo

Este resumen no sustituye el [Anexo de intercambio de datos](/dataSharingAddendum) que aceptó su empresa.
`,
      },
      fr: {
        title: 'Le partage de données en bref',
        summary:
          'Un résumé en langage clair de l’Addenda sur le partage de données : les données que vous recevez, comment les conserver et quoi faire en cas de problème.',
        body: `## Les données que vous recevez

Le détaillant partage avec votre entreprise, dans {portal}, des renseignements agrégés sur les ventes, la clientèle et le marché. Ils ne contiennent aucun renseignement personnel sur des clients en particulier, et vous ne devez pas tenter d’en déduire.

## Comment les conserver

- Limitez les données aux personnes qui en ont besoin pour les affaires de votre entreprise avec le détaillant.
- Protégez les fichiers téléchargés et supprimez-les lorsqu’ils ne sont plus nécessaires, au plus tard 24 mois après leur téléchargement.
- Ne transmettez pas les rapports à l’extérieur de votre entreprise ou de son agence autorisée.

## Les agences

Une agence utilise les données d’un fournisseur uniquement pour le compte de ce fournisseur, uniquement dans les produits qu’il lui a accordés, et ne combine jamais les données de fournisseurs différents. Quand une association prend fin, l’accès cesse aussitôt et les copies sont supprimées dans les 30 jours.

## En cas de problème

Si des données partagées ont été consultées ou divulguées sans autorisation, avisez le détaillant dans les 72 heures; une agence avise aussi le fournisseur. [Créez un incident](/support/ticketCreation) pour le signaler.

## Le texte complet

Ce résumé ne remplace pas l’[Addenda sur le partage de données](/dataSharingAddendum) accepté par votre entreprise.
`,
      },
    },
  },
  {
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
  },
];
