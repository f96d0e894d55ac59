import type { SeedArticle } from '../types.ts';

export default {
  key: 'welcome-to-the-portal',
  workspace: 'supplier',
  category: 'getting-started',
  audience: 'ALL',
  top: true,
  text: {
    en: {
      title: 'Welcome to {portal}',
      summary: 'What {portal} offers, who it is for and where to find each part of the portal.',
      body: `## What {portal} is

{portal} is the portal through which suppliers, their agencies, basic vendors and the retailer's associates in {country} reach data-insight products. One sign-in gives you your apps, help, the definitions of the data and, for administrators, the management of your company's users.

## Where to find what

| Area | What it is for |
| --- | --- |
| [Apps](/apps) | Launch the products you have and learn about the others |
| [Support](/support) | Create an incident, follow your incidents, request access |
| [Knowledge Base](/knowledgeBase/home) | Guides to the portal and its products |
| [Data Dictionary](/dataDictionary) | Definitions of the data in reports and feeds |
| [Profile](/profile) | Your account, products, accepted documents and preferences |
| Admin | User Management, Authorized Domains, Third Party and Audit Log, for administrators only |

## Products and plans

On the app launch page, products are grouped in two families: **Know your customer** (such as Shopper Behavior) and **Know your store** (such as Report Builder). The tiles you see depend on the products offered in {country} and on the access your company has given you.

Suppliers and third-party agencies have a **Charter** plan. Basic vendors and basic agencies have a **Basic** plan, which opens a smaller set of pages. Your plan is shown in your profile.

## Your first steps

1. Sign in and open [Apps](/apps) to see your products.
2. Check your language and time zone in [your profile](/profile).`,
    },
    es: {
      title: 'Bienvenido a {portal}',
      summary: 'Qué ofrece {portal}, para quién es y dónde encontrar cada parte del portal.',
      body: `## Qué es {portal}

{portal} es el portal a través del cual los proveedores, sus agencias, los proveedores básicos y los asociados del minorista en {country} acceden a productos de análisis de datos. Con un solo inicio de sesión tiene sus aplicaciones, ayuda, las definiciones de los datos y, si es administrador, la gestión de los usuarios de su empresa.

## Dónde encontrar cada cosa

| Sección | Para qué sirve |
| --- | --- |
| [Aplicaciones](/apps) | Abrir los productos que tiene y conocer los demás |
| [Soporte](/support) | Crear un incidente, dar seguimiento a sus incidentes, solicitar acceso |
| [Base de conocimientos](/knowledgeBase/home) | Guías del portal y de sus productos |
| [Diccionario de datos](/dataDictionary) | Definiciones de los datos de reportes y fuentes de datos |
| [Perfil](/profile) | Su cuenta, productos, documentos aceptados y preferencias |
| Administrador | Gestión de usuarios, Dominios autorizados, Terceros y Registro de auditoría, solo para administradores |

## Productos y planes

En la página de aplicaciones, los productos se agrupan en dos familias: **Conozca a su cliente** (como Shopper Behavior) y **Conozca su tienda** (como Report Builder). Los mosaicos que ve dependen de los productos que se ofrecen en {country} y del acceso que su empresa le haya otorgado.

Los proveedores y las agencias externas tienen un plan **Charter**. Los proveedores básicos y las agencias básicas tienen un plan **Básico**, que da acceso a un conjunto más reducido de páginas. Su plan aparece en su perfil.

## Sus primeros pasos

1. Inicie sesión y abra [Aplicaciones](/apps) para ver sus productos.
2. Revise su idioma y su zona horaria en [su perfil](/profile).`,
    },
    fr: {
      title: 'Bienvenue dans {portal}',
      summary: 'Ce que {portal} propose, à qui il s’adresse et où trouver chaque partie du portail.',
      body: `## Qu'est-ce que {portal}?

{portal} est le portail par lequel les fournisseurs, leurs agences, les fournisseurs de base et les associés du détaillant accèdent aux produits d'analyse de données offerts pour {country}. Une seule connexion vous donne vos applications, de l'aide, les définitions des données et, pour les administrateurs, la gestion des utilisateurs de votre entreprise.

## Où trouver quoi

| Section | À quoi elle sert |
| --- | --- |
| [Applications](/apps) | Lancer vos produits et découvrir les autres |
| [Soutien](/support) | Créer un incident, suivre vos incidents, demander un accès |
| [Base de connaissances](/knowledgeBase/home) | Guides sur le portail et ses produits |
| [Dictionnaire de données](/dataDictionary) | Définitions des données des rapports et des flux |
| [Profil](/profile) | Votre compte, vos produits, les documents acceptés et vos préférences |
| Administrateur | Gestion des utilisateurs, Domaines autorisés, Tiers et Journal d'audit, pour les administrateurs seulement |

## Produits et forfaits

Sur la page des applications, les produits sont regroupés en deux familles : **Connaissez votre clientèle** (comme Shopper Behavior) et **Connaissez votre magasin** (comme Report Builder). Les tuiles affichées dépendent des produits offerts pour {country} et des accès que votre entreprise vous a accordés.

Les fournisseurs et les agences tierces ont un forfait **Charter**. Les fournisseurs de base et les agences de base ont un forfait **De base**, qui donne accès à un plus petit ensemble de pages. Votre forfait est indiqué dans votre profil.

## Vos premiers pas

1. Connectez-vous et ouvrez [Applications](/apps) pour voir vos produits.
2. Vérifiez votre langue et votre fuseau horaire dans [votre profil](/profile).`,
    },
  },
} satisfies SeedArticle;
