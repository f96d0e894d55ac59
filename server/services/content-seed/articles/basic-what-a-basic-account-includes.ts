import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-what-a-basic-account-includes',
  workspace: 'basic',
  category: 'basic-getting-started',
  audience: 'BASIC',
  top: true,
  text: {
    en: {
      title: 'What a basic account includes',
      summary:
        'A basic account gives basic vendors and basic agencies a focused set of {portal} features. Here is what you can use and what is reserved for charter accounts.',
      body: `## Included in your basic account

| Area | Where | What you can do |
| --- | --- | --- |
| Apps | [Apps](/apps) | Open the products your company was granted |
| Data dictionary | [Data Dictionary](/dataDictionary) | Look up the definitions available to all users |
| Support | [Create an incident](/support/ticketCreation) and [My incidents](/support/trackTicket) | Ask for help and follow your requests |
| Help articles | [Basic account help](/knowledgeBase/basic) | Read guides written for basic accounts |
| Profile | [Profile](/profile) | Set your language and time zone |
| User management (administrators) | [User Management](/admin/userList) | Add, change, block and remove your company's users |

## Reserved for charter accounts

These areas belong to the charter plan:

- the **Authorized Domains**, **Third Party** and **Audit Log** admin pages;
- the supplier knowledge base with its product guides;
- data dictionary entries available to charter users only.

If you open a page that is not part of your plan, {portal} shows a **No access** page. Go back to [Apps](/apps) to continue.

## Check your plan

Open your [Profile](/profile). Under **Your account**, **Subscription plan** shows **Basic**. The **Products** section lists each product you have and whether your access is complete or still pending.

## Good to know

Your administrators also confirm the user list from time to time in a periodic user-access audit. If your company needs more than a basic account offers, ask Support about a charter plan.`,
    },
    es: {
      title: 'Qué incluye una cuenta básica',
      summary:
        'Una cuenta básica da a los proveedores y agencias básicos un conjunto concreto de funciones de {portal}. Aquí verá qué puede usar y qué está reservado para las cuentas charter.',
      body: `## Incluido en su cuenta básica

| Área | Dónde | Qué puede hacer |
| --- | --- | --- |
| Aplicaciones | [Aplicaciones](/apps) | Abrir los productos otorgados a su empresa |
| Diccionario de datos | [Diccionario de datos](/dataDictionary) | Consultar las definiciones disponibles para todos los usuarios |
| Soporte | [Crear un incidente](/support/ticketCreation) y [Mis incidentes](/support/trackTicket) | Pedir ayuda y dar seguimiento a sus solicitudes |
| Artículos de ayuda | [Ayuda para cuentas básicas](/knowledgeBase/basic) | Leer guías escritas para cuentas básicas |
| Perfil | [Perfil](/profile) | Elegir su idioma y zona horaria |
| Gestión de usuarios (administradores) | [Gestión de usuarios](/admin/userList) | Agregar, modificar, bloquear y eliminar usuarios de su empresa |

## Reservado para las cuentas charter

Estas áreas son parte del plan charter:

- las páginas de administración **Dominios autorizados**, **Terceros** y **Registro de auditoría**;
- la base de conocimientos para proveedores, con sus guías de productos;
- las entradas del diccionario de datos disponibles solo para usuarios charter.

Si abre una página que no forma parte de su plan, {portal} muestra la página **Sin acceso**. Regrese a [Aplicaciones](/apps) para continuar.

## Consultar su plan

Abra su [Perfil](/profile). En **Su cuenta**, el **Plan de suscripción** indica **Básico**. La sección **Productos** muestra cada producto que tiene y si su acceso está completo o aún pendiente.

## Conviene saber

Sus administradores también confirman cada cierto tiempo la lista de usuarios en una auditoría periódica de acceso. Si su empresa necesita más de lo que ofrece una cuenta básica, pregunte a Soporte por un plan charter.`,
    },
    fr: {
      title: 'Ce que comprend un compte de base',
      summary:
        'Un compte de base donne aux fournisseurs et aux agences de base un ensemble ciblé de fonctions de {portal}. Voici ce que vous pouvez utiliser et ce qui est réservé aux comptes charter.',
      body: `## Compris dans votre compte de base

| Zone | Où | Ce que vous pouvez faire |
| --- | --- | --- |
| Applications | [Applications](/apps) | Ouvrir les produits accordés à votre entreprise |
| Dictionnaire de données | [Dictionnaire de données](/dataDictionary) | Consulter les définitions offertes à tous les utilisateurs |
| Soutien | [Créer un incident](/support/ticketCreation) et [Mes incidents](/support/trackTicket) | Demander de l’aide et suivre vos demandes |
| Articles d’aide | [Aide pour les comptes de base](/knowledgeBase/basic) | Lire des guides écrits pour les comptes de base |
| Profil | [Profil](/profile) | Choisir votre langue et votre fuseau horaire |
| Gestion des utilisateurs (administrateurs) | [Gestion des utilisateurs](/admin/userList) | Ajouter, modifier, bloquer et supprimer les utilisateurs de votre entreprise |

## Réservé aux comptes charter

Ces zones font partie du forfait charter :

- les pages d’administration **Domaines autorisés**, **Tiers** et **Journal d’audit**;
- la base de connaissances des fournisseurs et ses guides sur les produits;
- les entrées du dictionnaire de données offertes aux utilisateurs charter seulement.

Si vous ouvrez une page qui ne fait pas partie de votre forfait, {portal} affiche la page **Aucun accès**. Revenez aux [Applications](/apps) pour continuer.

## Vérifier votre forfait

Ouvrez votre [Profil](/profile). Sous **Votre compte**, le **Forfait d’abonnement** indique **De base**. La section **Produits** énumère chaque produit que vous avez et précise si votre accès est complet ou encore en attente.

## Bon à savoir

Vos administrateurs confirment aussi de temps à autre la liste des utilisateurs lors d’un audit périodique des accès. Si votre entreprise a besoin de plus que ce qu’offre un compte de base, renseignez-vous auprès du Soutien sur le forfait charter.`,
    },
  },
} satisfies SeedArticle;
