import type { SeedArticle } from '../types.ts';

export default {
  key: 'all-users-vs-charter-users-only',
  workspace: 'supplier',
  category: 'data-definitions',
  audience: 'ALL',
  text: {
    en: {
      title: '"All users" and "Charter users only" in the data dictionary',
      summary: 'What the Available to, Charter and Basic columns of the data dictionary mean, and which entries your account can see.',
      body: `## Two levels of availability

Every entry of the [Data Dictionary](/dataDictionary) has an **Available to** value:

- **All users**: the entry is open to every account, Charter or Basic.
- **Charter users only**: the entry is open to Charter accounts only.

## Who is a Charter user

Your plan comes from your company's type. You can check it under **Subscription plan** in [your profile](/profile).

| Company type | Plan | Entries you see |
| --- | --- | --- |
| Supplier | Charter | All entries |
| Third-party agency | Charter | All entries |
| Basic vendor | Basic | Entries for all users |
| Basic third-party agency | Basic | Entries for all users |

## The Charter and Basic columns

The table and the Excel export repeat the same information in two yes-or-no columns:

- **Charter** is always **Yes**: Charter users see every entry.
- **Basic** is **Yes** for entries available to all users and **No** for those available to Charter users only.

## What this means in practice

- Basic accounts never see Charter-only entries, in searches, in suggestions or in exports.
- When you share an export or a link to an entry with a partner, remember that their plan may not include Charter-only entries.

If you think an entry's availability is wrong, [create an incident](/support/ticketCreation) naming the entry and its technical name.`,
    },
    es: {
      title: '"Todos los usuarios" y "Solo usuarios charter" en el diccionario de datos',
      summary:
        'Qué significan las columnas Disponible para, Charter y Básico del diccionario de datos, y qué entradas puede ver su cuenta.',
      body: `## Dos niveles de disponibilidad

Cada entrada del [Diccionario de datos](/dataDictionary) tiene un valor en **Disponible para**:

- **Todos los usuarios**: la entrada está abierta a todas las cuentas, Charter o Básicas.
- **Solo usuarios charter**: la entrada está abierta solo a las cuentas Charter.

## Quién es usuario Charter

Su plan depende del tipo de su empresa. Puede consultarlo en **Plan de suscripción**, en [su perfil](/profile).

| Tipo de empresa | Plan | Entradas que ve |
| --- | --- | --- |
| Proveedor | Charter | Todas las entradas |
| Agencia externa | Charter | Todas las entradas |
| Proveedor básico | Básico | Entradas para todos los usuarios |
| Agencia de terceros básica | Básico | Entradas para todos los usuarios |

## Las columnas Charter y Básico

La tabla y la exportación a Excel repiten la misma información en dos columnas de sí o no:

- **Charter** siempre es **Sí**: los usuarios Charter ven todas las entradas.
- **Básico** es **Sí** para las entradas disponibles para todos los usuarios y **No** para las que son solo para usuarios charter.

## Qué significa en la práctica

- Las cuentas básicas nunca ven las entradas exclusivas de Charter, ni en las búsquedas, ni en las sugerencias, ni en las exportaciones.
- Cuando comparta una exportación o un enlace a una entrada con un socio, recuerde que su plan podría no incluir las entradas exclusivas de Charter.

Si cree que la disponibilidad de una entrada es incorrecta, [cree un incidente](/support/ticketCreation) e indique la entrada y su nombre técnico.`,
    },
    fr: {
      title: '« Tous les utilisateurs » et « Utilisateurs charter seulement » dans le dictionnaire de données',
      summary:
        'Ce que signifient les colonnes Offert à, Charter et De base du dictionnaire de données, et quelles entrées votre compte peut voir.',
      body: `## Deux niveaux de disponibilité

Chaque entrée du [Dictionnaire de données](/dataDictionary) comporte une valeur **Offert à** :

- **Tous les utilisateurs** : l'entrée est accessible à tous les comptes, Charter ou De base.
- **Utilisateurs charter seulement** : l'entrée n'est accessible qu'aux comptes Charter.

## Qui est un utilisateur Charter

Votre forfait dépend du type de votre entreprise. Vous pouvez le vérifier sous **Forfait d'abonnement** dans [votre profil](/profile).

| Type d'entreprise | Forfait | Entrées visibles |
| --- | --- | --- |
| Fournisseur | Charter | Toutes les entrées |
| Agence tierce | Charter | Toutes les entrées |
| Fournisseur de base | De base | Entrées offertes à tous les utilisateurs |
| Agence tierce de base | De base | Entrées offertes à tous les utilisateurs |

## Les colonnes Charter et De base

Le tableau et l'exportation Excel reprennent la même information dans deux colonnes oui ou non :

- **Charter** indique toujours **Oui** : les utilisateurs Charter voient toutes les entrées.
- **De base** indique **Oui** pour les entrées offertes à tous les utilisateurs et **Non** pour celles réservées aux utilisateurs Charter.

## Ce que cela signifie en pratique

- Les comptes de base ne voient jamais les entrées réservées aux comptes Charter, ni dans les recherches, ni dans les suggestions, ni dans les exportations.
- Lorsque vous partagez une exportation ou un lien vers une entrée avec un partenaire, rappelez-vous que son forfait n'inclut peut-être pas les entrées réservées aux comptes Charter.

Si vous croyez que la disponibilité d'une entrée est erronée, [créez un incident](/support/ticketCreation) en précisant l'entrée et son nom technique.`,
    },
  },
} satisfies SeedArticle;
