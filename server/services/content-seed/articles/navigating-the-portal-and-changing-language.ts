import type { SeedArticle } from '../types.ts';

export default {
  key: 'navigating-the-portal-and-changing-language',
  workspace: 'supplier',
  category: 'getting-started',
  audience: 'ALL',
  text: {
    en: {
      title: 'Finding your way around and changing the language',
      summary: 'The main menu, the user menu and the footer of {portal}, and the two ways to change the language of the portal.',
      body: `## The main menu

The header shows the portal's main sections: **Apps**, **Support**, **Knowledge Base** and **Data Dictionary**, plus **Admin** for users who administer their company. On a narrow screen or a phone, the sections are behind the **Menu** button.

## The user menu

Your name at the top right (your initials on a phone) opens the user menu:

- **Profile**: your account, products and preferences.
- **Language**: the language of the pages.
- **Company**: for associates who have been granted access to other companies, the company whose data you are working with.
- **Sign out**.

## Changing the language

The languages offered are those of {portal} in {country}. There are two ways to change it:

1. **For this browser, right away**: pick a language in the user menu. Before you sign in, the same choice is at the bottom of every page.
2. **For your account**: open [your profile](/profile), choose the language under **Preferences** and select **Save preferences**. Your choice then comes back every time you sign in, on any device.

Product names such as Shopper Behavior and Report Builder stay in English in every language, and a few product texts may not be translated.

## The footer

At the bottom of every page you find **Contact us**, the support phone number and the legal documents that apply in {country}.

## If you get lost

A page that does not exist shows **We couldn't find that page...** with a **Return to Home** button. A page you may not open offers a way back to your apps.`,
    },
    es: {
      title: 'Cómo moverse por el portal y cambiar el idioma',
      summary: 'El menú principal, el menú de usuario y el pie de página de {portal}, y las dos formas de cambiar el idioma del portal.',
      body: `## El menú principal

El encabezado muestra las secciones principales del portal: **Aplicaciones**, **Soporte**, **Base de conocimientos** y **Diccionario de datos**, además de **Administrador** para quienes administran su empresa. En una pantalla angosta o en un teléfono, las secciones están detrás del botón **Menú**.

## El menú de usuario

Su nombre, en la parte superior derecha (sus iniciales en un teléfono), abre el menú de usuario:

- **Perfil**: su cuenta, sus productos y sus preferencias.
- **Idioma**: el idioma de las páginas.
- **Empresa**: para los asociados que recibieron acceso a otras empresas, la empresa con cuyos datos está trabajando.
- **Cerrar sesión**.

## Cambiar el idioma

Los idiomas disponibles son los de {portal} en {country}. Hay dos formas de cambiarlo:

1. **En este navegador, de inmediato**: elija un idioma en el menú de usuario. Antes de iniciar sesión, la misma opción está al pie de cada página.
2. **En su cuenta**: abra [su perfil](/profile), elija el idioma en **Preferencias** y seleccione **Guardar preferencias**. Su elección se aplicará cada vez que inicie sesión, en cualquier dispositivo.

Los nombres de productos como Shopper Behavior y Report Builder se mantienen en inglés en todos los idiomas, y algunos textos de productos podrían no estar traducidos.

## El pie de página

Al final de cada página encontrará **Contáctenos**, el número telefónico de soporte y los documentos legales que aplican en {country}.

## Si se pierde

Una página que no existe muestra **No pudimos encontrar esa página...** con el botón **Volver al inicio**. Una página que no puede abrir le ofrece una forma de regresar a sus aplicaciones.`,
    },
    fr: {
      title: 'S’orienter dans le portail et changer de langue',
      summary: 'Le menu principal, le menu utilisateur et le pied de page de {portal}, et les deux façons de changer la langue du portail.',
      body: `## Le menu principal

L'en-tête présente les sections principales du portail : **Applications**, **Soutien**, **Base de connaissances** et **Dictionnaire de données**, ainsi qu'**Administrateur** pour les personnes qui administrent leur entreprise. Sur un écran étroit ou un téléphone, les sections se trouvent derrière le bouton **Menu**.

## Le menu utilisateur

Votre nom, en haut à droite (vos initiales sur un téléphone), ouvre le menu utilisateur :

- **Profil** : votre compte, vos produits et vos préférences.
- **Langue** : la langue des pages.
- **Entreprise** : pour les associés qui ont obtenu l'accès à d'autres entreprises, l'entreprise dont vous consultez les données.
- **Se déconnecter**.

## Changer de langue

Les langues proposées sont celles de {portal} pour {country}. Il y a deux façons d'en changer :

1. **Dans ce navigateur, immédiatement** : choisissez une langue dans le menu utilisateur. Avant la connexion, le même choix se trouve au bas de chaque page.
2. **Pour votre compte** : ouvrez [votre profil](/profile), choisissez la langue sous **Préférences** et sélectionnez **Enregistrer les préférences**. Votre choix s'appliquera ensuite à chaque connexion, sur tous vos appareils.

Les noms de produits comme Shopper Behavior et Report Builder restent en anglais dans toutes les langues, et certains textes de produits pourraient ne pas être traduits.

## Le pied de page

Au bas de chaque page, vous trouverez **Nous joindre**, le numéro de téléphone du soutien et les documents juridiques qui s'appliquent pour {country}.

## Si vous êtes perdu

Une page inexistante affiche **Nous n'avons pas pu trouver cette page...** avec un bouton **Retour à l'accueil**. Une page à laquelle vous n'avez pas accès vous propose de revenir à vos applications.`,
    },
  },
} satisfies SeedArticle;
