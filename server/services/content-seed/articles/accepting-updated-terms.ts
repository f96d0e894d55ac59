import type { SeedArticle } from '../types.ts';

export default {
  key: 'accepting-updated-terms',
  workspace: 'supplier',
  category: 'account-access',
  audience: 'ALL',
  text: {
    en: {
      title: 'Updated terms: accepting a new version',
      summary:
        'Why {portal} sometimes asks you to accept the terms again after signing in, how to do it, and where to find what you accepted.',
      body: `## Why you are asked

When you registered, you accepted the terms and conditions and the data sharing addendum. When a new version of either takes effect, every company user accepts it before going on. After you sign in, any page you open leads to **Updated terms** until you have done so.

## Accepting the new version

1. Read each document shown on the page.
2. For each document, tick **I have read and accept:** followed by its title.
3. Select **Accept and continue**.

The portal records your acceptance and takes you to the page you were going to. If a document is not ticked, the page reminds you to accept each document to continue.

## Which documents you see

| Document | Its version depends on |
| --- | --- |
| Terms and conditions | Your company type: suppliers and third-party agencies have one version, basic vendors and basic agencies another |
| Data sharing addendum | Whether or not your company is a third-party agency |

Only the documents that changed since you last accepted them are shown.

## Good to know

- Until you accept, you cannot use the other pages of the portal.
- Your profile lists, under **Legal documents you accepted**, each version and the date and time you accepted it. The data sharing addendum is always available at [Data Sharing Addendum](/dataSharingAddendum).

Questions about what the documents say? [Create an incident](/support/ticketCreation) before accepting.`,
    },
    es: {
      title: 'Términos actualizados: aceptar una nueva versión',
      summary:
        'Por qué {portal} a veces le pide aceptar de nuevo los términos después de iniciar sesión, cómo hacerlo y dónde consultar lo que aceptó.',
      body: `## Por qué se le pide

Al registrarse, usted aceptó los términos y condiciones y el anexo de intercambio de datos. Cuando entra en vigor una nueva versión de alguno de ellos, cada usuario de empresa la acepta antes de continuar. Después de iniciar sesión, cualquier página que abra lo lleva a **Términos actualizados** hasta que lo haga.

## Aceptar la nueva versión

1. Lea cada documento que aparece en la página.
2. En cada documento, marque **He leído y acepto:** seguido de su título.
3. Seleccione **Aceptar y continuar**.

El portal registra su aceptación y lo lleva a la página a la que iba. Si falta marcar un documento, la página le recuerda que debe aceptar cada documento para continuar.

## Qué documentos verá

| Documento | Su versión depende de |
| --- | --- |
| Términos y condiciones | El tipo de su empresa: los proveedores y las agencias externas tienen una versión, los proveedores básicos y las agencias básicas otra |
| Anexo de intercambio de datos | Si su empresa es o no una agencia externa |

Solo aparecen los documentos que cambiaron desde la última vez que los aceptó.

## Conviene saber

- Hasta que acepte, no puede usar las demás páginas del portal.
- Su perfil muestra, en **Documentos legales que aceptó**, cada versión y la fecha y hora en que la aceptó. El anexo de intercambio de datos siempre está disponible en [Anexo de intercambio de datos](/dataSharingAddendum).

¿Tiene dudas sobre el contenido de los documentos? [Cree un incidente](/support/ticketCreation) antes de aceptarlos.`,
    },
    fr: {
      title: 'Conditions mises à jour : accepter une nouvelle version',
      summary:
        'Pourquoi {portal} vous demande parfois d’accepter de nouveau les conditions après la connexion, comment le faire et où retrouver ce que vous avez accepté.',
      body: `## Pourquoi on vous le demande

Lors de votre inscription, vous avez accepté les conditions générales et l'addenda sur le partage de données. Lorsqu'une nouvelle version de l'un d'eux entre en vigueur, chaque utilisateur d'entreprise doit l'accepter avant de poursuivre. Après la connexion, toute page que vous ouvrez mène à **Conditions mises à jour** tant que ce n'est pas fait.

## Accepter la nouvelle version

1. Lisez chaque document affiché sur la page.
2. Pour chaque document, cochez **J'ai lu et j'accepte :** suivi de son titre.
3. Sélectionnez **Accepter et continuer**.

Le portail enregistre votre acceptation et vous amène à la page où vous alliez. Si un document n'est pas coché, la page vous rappelle d'accepter chaque document pour continuer.

## Les documents affichés

| Document | Sa version dépend de |
| --- | --- |
| Conditions générales | Le type de votre entreprise : les fournisseurs et les agences tierces ont une version, les fournisseurs de base et les agences de base en ont une autre |
| Addenda sur le partage de données | Si votre entreprise est une agence tierce ou non |

Seuls les documents modifiés depuis votre dernière acceptation sont affichés.

## Bon à savoir

- Tant que vous n'avez pas accepté, vous ne pouvez pas utiliser les autres pages du portail.
- Votre profil présente, sous **Documents juridiques que vous avez acceptés**, chaque version ainsi que la date et l'heure de votre acceptation. L'addenda sur le partage de données est toujours accessible à [Addenda sur le partage de données](/dataSharingAddendum).

Vous avez des questions sur le contenu des documents? [Créez un incident](/support/ticketCreation) avant de les accepter.`,
    },
  },
} satisfies SeedArticle;
