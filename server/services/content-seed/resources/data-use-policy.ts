import type { SeedResource } from '../types.ts';

export default {
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
} satisfies SeedResource;
