import type { SeedArticle } from '../types.ts';

export default {
  key: 'internal-route-supplier-questions',
  workspace: 'internal',
  category: 'internal-supporting',
  audience: 'INTERNAL',
  text: {
    en: {
      title: "Route a supplier's question to the right support type",
      summary:
        'The support type and issue you choose send an incident straight to the team that can answer it. Use this table to pick them.',
      body: `## Before you open an incident

A supplier's administrator handles users, access, domains and partners in **Admin**, and the [Data Dictionary](/dataDictionary) answers most definition questions.

## Choose the support type and issue

| The question is about | Support type › issue |
| --- | --- |
| Sign-in, passwords, blocked accounts | **Access and accounts** › **Sign-in and password** |
| Access for a new user, to a product or for an agency | **Access and accounts** › **Request access** |
| Users, roles, authorized domains | **Access and accounts** › **User management** |
| Linking an agency, company details | **Access and accounts** › **Company and partners** |
| Definitions, differing figures, refresh timing | **Data and reports** › **Data questions** |
| A missing or wrong Report Builder attribute | **Data and reports** › **Report builder attribute mapping** |
| Scheduled reports, failed exports | **Data and reports** › **Scheduled reports and exports** |
| Anything from a basic vendor | **Basic vendor support** |

Depending on the products available in {country}, the list may also offer a type per product, such as Shopper Behavior: use it for that product.

## Fill in the form well

- Keep to one question per incident, with the account type **Supplier** for a supplier or **Associate** for yourself.
- For a supplier, check **Submit on behalf of someone else** so that the replies reach them.
- For access, the [request-access form](/support/ticketCreation?request=access) sets the support type and issue for you.`,
    },
    es: {
      title: 'Dirigir la pregunta de un proveedor al tipo de soporte correcto',
      summary:
        'El tipo de soporte y el problema que elija envían el incidente directamente al equipo que puede responderlo. Use esta tabla para elegirlos.',
      body: `## Antes de abrir un incidente

El administrador de un proveedor gestiona usuarios, accesos, dominios y socios en **Administración**, y el [Diccionario de datos](/dataDictionary) resuelve la mayoría de las dudas de definiciones.

## Elija el tipo de soporte y el problema

| La pregunta trata sobre | Tipo de soporte › problema |
| --- | --- |
| Inicio de sesión, contraseñas, cuentas bloqueadas | **Acceso y cuentas** › **Inicio de sesión y contraseña** |
| Acceso de un usuario nuevo, a un producto o de una agencia | **Acceso y cuentas** › **Solicitar acceso** |
| Usuarios, roles, dominios autorizados | **Acceso y cuentas** › **Administración de usuarios** |
| Vincular una agencia, datos de la empresa | **Acceso y cuentas** › **Empresa y socios** |
| Definiciones, cifras que no coinciden, horario de actualización | **Datos y reportes** › **Preguntas sobre los datos** |
| Un atributo faltante o incorrecto en Report Builder | **Datos y reportes** › **Mapeo de atributos del generador de reportes** |
| Reportes programados, exportaciones fallidas | **Datos y reportes** › **Reportes programados y exportaciones** |
| Cualquier tema de un proveedor básico | **Soporte para proveedores básicos** |

Según los productos disponibles en {country}, la lista puede ofrecer un tipo por producto, como Shopper Behavior: úselo para ese producto.

## Llene bien el formulario

- Limítese a una pregunta por incidente, con el tipo de cuenta **Proveedor** para un proveedor o **Asociado** para usted.
- Por un proveedor, marque **Enviar en nombre de otra persona** para que las respuestas le lleguen.
- Para accesos, el [formulario de solicitud de acceso](/support/ticketCreation?request=access) fija por usted el tipo de soporte y el problema.`,
    },
    fr: {
      title: 'Acheminer la question d’un fournisseur vers le bon type de soutien',
      summary:
        'Le type de soutien et le problème que vous choisissez envoient l’incident directement à l’équipe qui peut y répondre. Servez-vous de ce tableau pour les choisir.',
      body: `## Avant d’ouvrir un incident

L’administrateur d’un fournisseur gère les utilisateurs, les accès, les domaines et les partenaires dans **Administration**, et le [Dictionnaire de données](/dataDictionary) répond à la plupart des questions de définition.

## Choisir le type de soutien et le problème

| La question porte sur | Type de soutien › problème |
| --- | --- |
| Connexion, mots de passe, comptes bloqués | **Accès et comptes** › **Connexion et mot de passe** |
| Accès d’un nouvel utilisateur, à un produit ou d’une agence | **Accès et comptes** › **Demander un accès** |
| Utilisateurs, rôles, domaines autorisés | **Accès et comptes** › **Gestion des utilisateurs** |
| Association d’une agence, renseignements de l’entreprise | **Accès et comptes** › **Entreprise et partenaires** |
| Définitions, chiffres qui diffèrent, calendrier de mise à jour | **Données et rapports** › **Questions sur les données** |
| Un attribut manquant ou erroné dans Report Builder | **Données et rapports** › **Correspondance des attributs du générateur de rapports** |
| Rapports planifiés, exportations échouées | **Données et rapports** › **Rapports planifiés et exportations** |
| Toute question d’un fournisseur de base | **Soutien aux fournisseurs de base** |

Selon les produits offerts pour {country}, la liste peut proposer un type par produit, comme Shopper Behavior : utilisez-le pour ce produit.

## Bien remplir le formulaire

- Limitez-vous à une question par incident, avec le type de compte **Fournisseur** pour un fournisseur ou **Associé** pour vous-même.
- Pour un fournisseur, cochez **Soumettre au nom d’une autre personne** pour que les réponses lui parviennent.
- Pour un accès, le [formulaire de demande d’accès](/support/ticketCreation?request=access) fixe pour vous le type de soutien et le problème.`,
    },
  },
} satisfies SeedArticle;
