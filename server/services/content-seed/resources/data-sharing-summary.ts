import type { SeedResource } from '../types.ts';

export default {
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
} satisfies SeedResource;
