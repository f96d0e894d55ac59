import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-periodic-user-access-audit',
  workspace: 'basic',
  category: 'basic-account',
  audience: 'BASIC',
  top: true,
  text: {
    en: {
      title: 'The periodic user-access audit',
      summary:
        'From time to time, administrators of basic accounts confirm that their user list is correct. Learn how the banner, the three statements and the reminders work, and what happens after the due date.',
      body: `## Why there is an audit

Periodically, each basic vendor and basic agency confirms that only the right people have access to {portal}. When an audit opens, every administrator of your company receives an e-mail with the due date.

## The banner

Until the audit is completed, administrators see a banner at the top of every page with the due date and the number of days left. It offers **Review the user list** and **Complete the audit**. Other users do not see it.

## Complete the audit

1. Select **Review the user list** and go through the tabs of [User Management](/admin/userList).
2. Block or delete anyone who no longer needs access, adjust apps with **Edit access**, and make sure each remaining user is who they say they are.
3. Select **Complete the audit** and check the three statements:
   - **I reviewed the user list**
   - **I made the needed changes**
   - **I acknowledge that all users are verified**
4. Confirm with **Complete the audit**.

One administrator is enough. The user list as it stood is kept as the record of the audit.

## Reminders

While the audit is open, administrators receive reminder e-mails 14, 7 and 1 days before the due date.

## After the due date

If the audit is not completed, on the day after the due date every user of your company loses their product access and is told so by e-mail. Accounts are kept, but apps can no longer be launched, and the banner says that access was removed. An administrator can still complete the audit, then give each user their apps again with **Edit access**.`,
    },
    es: {
      title: 'La auditoría periódica de acceso de usuarios',
      summary:
        'Cada cierto tiempo, los administradores de cuentas básicas confirman que su lista de usuarios es correcta. Conozca cómo funcionan el aviso, las tres declaraciones y los recordatorios, y qué pasa después de la fecha límite.',
      body: `## Por qué hay una auditoría

Periódicamente, cada proveedor básico y cada agencia básica confirma que solo las personas correctas tienen acceso a {portal}. Cuando se abre una auditoría, cada administrador de su empresa recibe un correo con la fecha límite.

## El aviso

Mientras la auditoría no se complete, los administradores ven un aviso en la parte superior de cada página con la fecha límite y los días restantes. Ofrece **Revisar la lista de usuarios** y **Completar la auditoría**. Los demás usuarios no lo ven.

## Completar la auditoría

1. Seleccione **Revisar la lista de usuarios** y recorra las pestañas de [Gestión de usuarios](/admin/userList).
2. Bloquee o elimine a quien ya no necesite acceso, ajuste las aplicaciones con **Editar acceso** y asegúrese de que cada usuario restante sea quien dice ser.
3. Seleccione **Completar la auditoría** y marque las tres declaraciones:
   - **Revisé la lista de usuarios**
   - **Hice los cambios necesarios**
   - **Reconozco que todos los usuarios están verificados**
4. Confirme con **Completar la auditoría**.

Basta con un administrador. La lista de usuarios tal como estaba se conserva como registro de la auditoría.

## Recordatorios

Mientras la auditoría siga abierta, los administradores reciben recordatorios por correo 14, 7 y 1 días antes de la fecha límite.

## Después de la fecha límite

Si la auditoría no se completa, al día siguiente de la fecha límite todos los usuarios de su empresa pierden su acceso a los productos y reciben un aviso por correo. Las cuentas se conservan, pero ya no se pueden abrir las aplicaciones, y el aviso indica que se retiró el acceso. Un administrador todavía puede completar la auditoría y luego devolver a cada usuario sus aplicaciones con **Editar acceso**.`,
    },
    fr: {
      title: 'L’audit périodique des accès des utilisateurs',
      summary:
        'De temps à autre, les administrateurs des comptes de base confirment que leur liste d’utilisateurs est exacte. Voyez comment fonctionnent la bannière, les trois énoncés et les rappels, et ce qui se passe après l’échéance.',
      body: `## Pourquoi un audit

Périodiquement, chaque fournisseur de base et chaque agence de base confirme que seules les bonnes personnes ont accès à {portal}. Lorsqu’un audit commence, chaque administrateur de votre entreprise reçoit un courriel indiquant l’échéance.

## La bannière

Tant que l’audit n’est pas effectué, les administrateurs voient en haut de chaque page une bannière avec l’échéance et le nombre de jours restants. Elle propose **Examiner la liste des utilisateurs** et **Effectuer l’audit**. Les autres utilisateurs ne la voient pas.

## Effectuer l’audit

1. Sélectionnez **Examiner la liste des utilisateurs** et parcourez les onglets de [Gestion des utilisateurs](/admin/userList).
2. Bloquez ou supprimez les personnes qui n’ont plus besoin d’accès, ajustez les applications avec **Modifier l’accès** et assurez-vous que chaque utilisateur restant est bien qui il prétend être.
3. Sélectionnez **Effectuer l’audit** et cochez les trois énoncés :
   - **J’ai examiné la liste des utilisateurs**
   - **J’ai apporté les changements nécessaires**
   - **Je reconnais que tous les utilisateurs sont vérifiés**
4. Confirmez avec **Effectuer l’audit**.

Un seul administrateur suffit. La liste des utilisateurs telle qu’elle était est conservée comme trace de l’audit.

## Rappels

Tant que l’audit est ouvert, les administrateurs reçoivent des rappels par courriel 14, 7 et 1 jour avant l’échéance.

## Après l’échéance

Si l’audit n’est pas effectué, le lendemain de l’échéance, tous les utilisateurs de votre entreprise perdent leur accès aux produits et en sont avisés par courriel. Les comptes sont conservés, mais les applications ne peuvent plus être lancées, et la bannière indique que l’accès a été retiré. Un administrateur peut encore effectuer l’audit, puis redonner ses applications à chaque utilisateur avec **Modifier l’accès**.`,
    },
  },
} satisfies SeedArticle;
