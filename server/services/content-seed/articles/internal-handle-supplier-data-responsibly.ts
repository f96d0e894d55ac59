import type { SeedArticle } from '../types.ts';

export default {
  key: 'internal-handle-supplier-data-responsibly',
  workspace: 'internal',
  category: 'internal-policies',
  audience: 'INTERNAL',
  text: {
    en: {
      title: 'Handle supplier data responsibly',
      summary:
        'Suppliers share their data with you for a stated purpose. These practices keep that trust and protect each supplier’s information.',
      body: `## Ask only for what you need

Request only the products your work requires and state your real purpose in the note of your [access request](/profile/requestAccess). Withdraw pending requests you no longer need.

## Use access for its purpose

Work in a supplier's view only for the purpose you gave, and return to your own view when you are done. Each switch into and out of a company is recorded in that company's activity log.

## Keep each supplier's data separate

Never share one supplier's data with another supplier or agency, whether in e-mails, meetings, presentations or support incidents, and attach to an incident only what the support team needs. Suppliers accept a data sharing addendum that sets out how the data they share may be used; respect it.

## Take care of downloaded files

Files downloaded from a supplier's products leave the portal's protection:

- store them only where your organization approves;
- share them only with the people who need them;
- delete them when the work is done.

## Protect accounts

Never ask for or use a supplier's password or account, and never share your own. On shared computers, use **Sign out** in the user menu; sessions also end after a period without activity.

## If something goes wrong

If you see data you should not have, return to your own view, stop using the data and tell your manager. Then follow your organization's rules for reporting it.`,
    },
    es: {
      title: 'Manejar los datos de los proveedores con responsabilidad',
      summary:
        'Los proveedores comparten sus datos con usted con un propósito declarado. Estas prácticas mantienen esa confianza y protegen la información de cada proveedor.',
      body: `## Pida solo lo que necesita

Solicite solo los productos que requiere su trabajo e indique su propósito real en la nota de su [solicitud de acceso](/profile/requestAccess). Retire las solicitudes pendientes que ya no necesite.

## Use el acceso para su propósito

Trabaje en la vista de un proveedor solo para el propósito que indicó y vuelva a su propia vista al terminar. Cada entrada y salida de la vista de una empresa queda en el registro de actividad de esa empresa.

## Mantenga separados los datos de cada proveedor

Nunca comparta los datos de un proveedor con otro proveedor o agencia, ya sea en correos, reuniones, presentaciones o incidentes de soporte, y adjunte a un incidente solo lo que el equipo de soporte necesita. Los proveedores aceptan un anexo de intercambio de datos que establece cómo pueden usarse los datos que comparten; respételo.

## Cuide los archivos descargados

Los archivos que descarga de los productos de un proveedor salen de la protección del portal:

- guárdelos solo donde su organización lo aprueba;
- compártalos solo con las personas que los necesitan;
- elimínelos cuando termine el trabajo.

## Proteja las cuentas

Nunca pida ni use la contraseña o la cuenta de un proveedor, y nunca comparta la suya. En computadoras compartidas, use **Cerrar sesión** en el menú de usuario; las sesiones también terminan tras un periodo sin actividad.

## Si algo sale mal

Si ve datos que no debería tener, vuelva a su propia vista, deje de usar los datos e informe a su gerente. Después, siga las reglas de su organización para reportarlo.`,
    },
    fr: {
      title: 'Traiter les données des fournisseurs de façon responsable',
      summary:
        'Les fournisseurs vous communiquent leurs données dans un but précis. Ces pratiques préservent cette confiance et protègent les renseignements de chaque fournisseur.',
      body: `## Ne demandez que ce dont vous avez besoin

Demandez seulement les produits que votre travail exige et indiquez votre véritable objectif dans la note de votre [demande d’accès](/profile/requestAccess). Retirez les demandes en attente dont vous n’avez plus besoin.

## Utilisez l’accès pour l’usage prévu

Travaillez dans la vue d’un fournisseur seulement pour l’objectif indiqué, et revenez à votre propre vue une fois terminé. Chaque entrée dans la vue d’une entreprise et chaque sortie sont consignées dans son journal d’activité.

## Gardez les données de chaque fournisseur séparées

Ne communiquez jamais les données d’un fournisseur à un autre fournisseur ou à une agence, que ce soit par courriel, en réunion, dans une présentation ou dans un incident de soutien, et ne joignez à un incident que ce dont l’équipe de soutien a besoin. Les fournisseurs acceptent un addenda sur le partage de données qui précise l’usage permis des données qu’ils communiquent; respectez-le.

## Prenez soin des fichiers téléchargés

Les fichiers téléchargés à partir des produits d’un fournisseur sortent de la protection du portail :

- conservez-les uniquement aux endroits approuvés par votre organisation;
- ne les transmettez qu’aux personnes qui en ont besoin;
- supprimez-les une fois le travail terminé.

## Protégez les comptes

Ne demandez ni n’utilisez jamais le mot de passe ou le compte d’un fournisseur, et ne communiquez jamais le vôtre. Sur un ordinateur partagé, utilisez **Se déconnecter** dans le menu utilisateur; les sessions prennent aussi fin après une période sans activité.

## En cas de problème

Si vous voyez des données que vous ne devriez pas avoir, revenez à votre propre vue, cessez d’utiliser les données et avisez votre gestionnaire. Suivez ensuite les règles de votre organisation pour le signaler.`,
    },
  },
} satisfies SeedArticle;
