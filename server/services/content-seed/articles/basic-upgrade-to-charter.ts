import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-upgrade-to-charter',
  workspace: 'basic',
  category: 'basic-support',
  audience: 'BASIC',
  text: {
    en: {
      title: 'Move from a basic account to a charter plan',
      summary:
        'If your company needs more than a basic account offers, ask the support team about a charter plan through a support incident.',
      body: `## What a charter plan adds

Charter accounts, used by suppliers and third-party agencies, offer more than basic accounts:

| Feature | Basic | Charter |
| --- | --- | --- |
| User Management | Yes | Yes |
| Authorized Domains managed by your administrators | No | Yes |
| Third Party page to manage your agencies | No | Yes |
| Audit Log of your company's changes | No | Yes |
| Supplier knowledge base | No | Yes |
| Data dictionary entries for charter users only | No | Yes |

The products your company can use depend on what is offered in {country} and on your company's agreement.

## How to ask

1. Go to [Create an incident](/support/ticketCreation).
2. Choose **Basic vendor support**, then **Basic vendor request** and **Account and access**.
3. In **Situation description**, say that your company would like a charter plan, who should be contacted, and what you need that your basic account does not allow.
4. Select **Submit** and keep the reference number.

The support team explains the options, the conditions and the next steps; plans are not changed directly in the portal. Until the change is confirmed, your users, their access and the user-access audit stay as they are.

## After the change

Follow the incident in [My incidents](/support/trackTicket). Once the change is made, **Subscription plan** in your [Profile](/profile) shows it, and your administrators see new cards on the **Admin** page.`,
    },
    es: {
      title: 'Pasar de una cuenta básica a un plan charter',
      summary:
        'Si su empresa necesita más de lo que ofrece una cuenta básica, consulte al equipo de soporte sobre un plan charter mediante un incidente.',
      body: `## Qué agrega un plan charter

Las cuentas charter, que usan los proveedores y las agencias externas, ofrecen más que las cuentas básicas:

| Función | Básica | Charter |
| --- | --- | --- |
| Gestión de usuarios | Sí | Sí |
| Dominios autorizados administrados por sus administradores | No | Sí |
| Página Terceros para administrar sus agencias | No | Sí |
| Registro de auditoría de los cambios de su empresa | No | Sí |
| Base de conocimientos para proveedores | No | Sí |
| Entradas del diccionario de datos solo para usuarios charter | No | Sí |

Los productos que su empresa puede usar dependen de lo que se ofrece en {country} y del acuerdo de su empresa.

## Cómo solicitarlo

1. Vaya a [Crear un incidente](/support/ticketCreation).
2. Elija **Soporte para proveedores básicos**, luego **Solicitud de proveedor básico** y **Cuenta y acceso**.
3. En **Descripción de la situación**, indique que su empresa desea un plan charter, a quién se debe contactar y qué necesita que su cuenta básica no permite.
4. Seleccione **Enviar** y guarde el número de referencia.

El equipo de soporte le explica las opciones, las condiciones y los siguientes pasos; los planes no se cambian directamente en el portal. Hasta que se confirme el cambio, sus usuarios, su acceso y la auditoría de acceso siguen igual.

## Después del cambio

Dé seguimiento al incidente en [Mis incidentes](/support/trackTicket). Una vez hecho el cambio, el **Plan de suscripción** de su [Perfil](/profile) lo refleja y sus administradores ven nuevas tarjetas en la página **Administración**.`,
    },
    fr: {
      title: 'Passer d’un compte de base au forfait charter',
      summary:
        'Si votre entreprise a besoin de plus que ce qu’offre un compte de base, renseignez-vous sur le forfait charter auprès de l’équipe de soutien au moyen d’un incident.',
      body: `## Ce que le forfait charter ajoute

Les comptes charter, utilisés par les fournisseurs et les agences tierces, offrent plus que les comptes de base :

| Fonction | De base | Charter |
| --- | --- | --- |
| Gestion des utilisateurs | Oui | Oui |
| Domaines autorisés gérés par vos administrateurs | Non | Oui |
| Page Tiers pour gérer vos agences | Non | Oui |
| Journal d’audit des changements de votre entreprise | Non | Oui |
| Base de connaissances des fournisseurs | Non | Oui |
| Entrées du dictionnaire réservées aux utilisateurs charter | Non | Oui |

Les produits que votre entreprise peut utiliser dépendent de ce qui est offert pour {country} et de l’entente de votre entreprise.

## Comment faire la demande

1. Allez à [Créer un incident](/support/ticketCreation).
2. Choisissez **Soutien aux fournisseurs de base**, puis **Demande de fournisseur de base** et **Compte et accès**.
3. Dans **Description de la situation**, indiquez que votre entreprise souhaite le forfait charter, la personne à joindre et ce dont vous avez besoin que votre compte de base ne permet pas.
4. Sélectionnez **Soumettre** et conservez le numéro de référence.

L’équipe de soutien vous explique les options, les conditions et les prochaines étapes; les forfaits ne se modifient pas directement dans le portail. Tant que le changement n’est pas confirmé, vos utilisateurs, leurs accès et l’audit des accès restent tels quels.

## Après le changement

Suivez l’incident dans [Mes incidents](/support/trackTicket). Une fois le changement fait, le **Forfait d’abonnement** de votre [Profil](/profile) l’indique, et vos administrateurs voient de nouvelles cartes dans la page **Administration**.`,
    },
  },
} satisfies SeedArticle;
