// The general articles of the suppliers' knowledge base (issue 15 §1): getting started, your
// account and access, getting help, and data definitions. They describe the portal as it is:
// its pages, buttons and limits. Placeholders ({portal}, {country}) are replaced when a tenant is
// seeded; links inside the portal are absolute paths.
import type { SeedArticle } from './types.ts';

export const GENERAL_ARTICLES: SeedArticle[] = [
  // ---------------------------------------------------------------- getting-started
  {
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
  },
  {
    key: 'signing-in-and-staying-signed-in',
    workspace: 'supplier',
    category: 'getting-started',
    audience: 'ALL',
    top: true,
    text: {
      en: {
        title: 'Signing in and staying signed in',
        summary: 'How to sign in, why {portal} signs you out after 30 minutes without activity, and what to do when signing in fails.',
        body: `## Signing in

1. On the {portal} home page, select **Sign in**. Any other page of the portal also leads there first.
2. Enter your email and password, then select **Sign in**. You land on the page you asked for, or on [Apps](/apps).

New to the portal? Your company administrator sends you an invitation by email. Its link works once and is valid for 7 days: choose a password, then complete your registration.

## The 30-minute idle time-out

For your security, a session that is not used for 30 minutes ends. Clicking, typing and scrolling all count as activity.

- One minute before the limit, the window **Your session is about to time out** appears. Select **Stay signed in** to keep working.
- If you are signed out, the sign-in page tells you that your session timed out. Sign in again and you return to the page you were on.
- Whatever your activity, a session lasts at most 12 hours.

## When signing in fails

- **The email or password is incorrect**: check the address and the Caps Lock key, or use **Forgot your password?** to choose a new one.
- After a few failed attempts, you may be asked to **Press & Hold** a button to confirm that you are a person.
- **Too many sign-in attempts**: wait a few minutes, then try again.
- If the portal says your account is blocked, contact your company administrator or [Support](/support).

## Signing out

Select your name at the top right, then **Sign out**, especially on a shared computer.`,
      },
      es: {
        title: 'Iniciar sesión y mantener la sesión iniciada',
        summary: 'Cómo iniciar sesión, por qué {portal} cierra su sesión tras 30 minutos sin actividad y qué hacer si no puede entrar.',
        body: `## Iniciar sesión

1. En la página de inicio de {portal}, seleccione **Iniciar sesión**. Cualquier otra página del portal también lo lleva ahí primero.
2. Escriba su correo electrónico y su contraseña, y seleccione **Iniciar sesión**. Llegará a la página que solicitó o a [Aplicaciones](/apps).

¿Es nuevo? El administrador de su empresa le envía una invitación por correo. El enlace funciona una sola vez y es válido durante 7 días: elija una contraseña y complete su registro.

## Cierre por inactividad a los 30 minutos

Por su seguridad, una sesión que no se usa durante 30 minutos se cierra. Hacer clic, escribir y desplazarse cuentan como actividad.

- Un minuto antes del límite aparece la ventana **Su sesión está a punto de expirar**. Seleccione **Mantener la sesión iniciada** para seguir trabajando.
- Si su sesión se cerró, la página de inicio de sesión le indica que expiró por inactividad. Vuelva a iniciar sesión y regresará a la página en la que estaba.
- Sin importar su actividad, una sesión dura como máximo 12 horas.

## Si no puede iniciar sesión

- **El correo electrónico o la contraseña son incorrectos**: revise la dirección y la tecla Bloq Mayús, o use **¿Olvidó su contraseña?** para elegir una nueva.
- Tras varios intentos fallidos, quizá deba **mantener presionado** un botón para confirmar que es una persona.
- **Demasiados intentos de inicio de sesión**: espere unos minutos e inténtelo de nuevo.
- Si el portal indica que su cuenta está bloqueada, comuníquese con el administrador de su empresa o con [Soporte](/support).

## Cerrar sesión

Seleccione su nombre, arriba a la derecha, y luego **Cerrar sesión**, sobre todo en una computadora compartida.`,
      },
      fr: {
        title: 'Se connecter et rester connecté',
        summary:
          'Comment vous connecter, pourquoi {portal} vous déconnecte après 30 minutes d’inactivité et quoi faire si la connexion échoue.',
        body: `## Se connecter

1. Sur la page d'accueil de {portal}, sélectionnez **Se connecter**. Toute autre page du portail vous y amène aussi d'abord.
2. Entrez votre courriel et votre mot de passe, puis sélectionnez **Se connecter**. Vous arrivez à la page demandée ou à [Applications](/apps).

Vous êtes nouveau? L'administrateur de votre entreprise vous envoie une invitation par courriel. Le lien ne fonctionne qu'une fois et est valide pendant 7 jours : choisissez un mot de passe, puis terminez votre inscription.

## La déconnexion après 30 minutes d'inactivité

Pour votre sécurité, une session inutilisée pendant 30 minutes prend fin. Cliquer, taper au clavier et faire défiler la page comptent comme de l'activité.

- Une minute avant la limite, la fenêtre **Votre session est sur le point d'expirer** s'affiche. Sélectionnez **Rester connecté** pour continuer.
- Si vous avez été déconnecté, la page de connexion vous indique que votre session a expiré. Reconnectez-vous et vous reviendrez à la page où vous étiez.
- Peu importe votre activité, une session dure au plus 12 heures.

## Si la connexion échoue

- **Le courriel ou le mot de passe est incorrect** : vérifiez l'adresse et la touche de verrouillage des majuscules, ou utilisez **Mot de passe oublié?** pour en choisir un nouveau.
- Après quelques échecs, on peut vous demander d'**appuyer et maintenir** un bouton pour confirmer que vous êtes une personne.
- **Trop de tentatives de connexion** : attendez quelques minutes, puis réessayez.
- Si le portail indique que votre compte est bloqué, communiquez avec l'administrateur de votre entreprise ou avec le [Soutien](/support).

## Se déconnecter

Sélectionnez votre nom en haut à droite, puis **Se déconnecter**, surtout sur un ordinateur partagé.`,
      },
    },
  },
  {
    key: 'app-launch-page-and-product-tiles',
    workspace: 'supplier',
    category: 'getting-started',
    audience: 'ALL',
    top: true,
    text: {
      en: {
        title: 'The app launch page and product tiles',
        summary: 'How to read the product tiles on the Apps page: Launch App, Learn More, Request access, Access pending and coming soon.',
        body: `## Your apps in one place

The [Apps](/apps) page, titled **Get started with {portal}**, shows one tile per product. Tiles are grouped in two sections, **Know your customer** and **Know your store**; a section appears only when it has at least one tile.

## What a tile tells you

| On the tile | What it means |
| --- | --- |
| **Launch App** | You have access. The product opens in the same tab or, for some products, in a new tab. |
| **Learn More** | You do not have access yet. A window describes the product and links to Contact us. |
| **Request access** | Opens the request-access form, which goes to the support team. |
| **Access pending** | Your access is being set up. Select it to see how long it can take. |
| **coming soon** | The product is not available yet; there is nothing to launch. |
| **Alpha** or **Beta** badge | The product is in a limited launch. |

## Good to know

- Some products are hidden entirely when you have no access to them.
- If you cannot launch any app yet, a note at the top of the page says so and links to the request-access form.
- When your Shopper Behavior access is pending, a banner at the top reminds you that it can take up to 2 business days.
- If you work for a third-party agency, you also see the apps that the supplier you work for has shared with your agency.`,
      },
      es: {
        title: 'La página de aplicaciones y los mosaicos de productos',
        summary:
          'Cómo leer los mosaicos de la página Aplicaciones: Abrir aplicación, Más información, Solicitar acceso, Acceso pendiente y próximamente.',
        body: `## Sus aplicaciones en un solo lugar

La página [Aplicaciones](/apps), con el título **Comience a usar {portal}**, muestra un mosaico por producto. Los mosaicos se agrupan en dos secciones, **Conozca a su cliente** y **Conozca su tienda**; una sección aparece solo si tiene al menos un mosaico.

## Qué le indica cada mosaico

| En el mosaico | Qué significa |
| --- | --- |
| **Abrir aplicación** | Tiene acceso. El producto se abre en la misma pestaña o, en algunos casos, en una pestaña nueva. |
| **Más información** | Aún no tiene acceso. Una ventana describe el producto y enlaza a Contáctenos. |
| **Solicitar acceso** | Abre el formulario de solicitud de acceso, que llega al equipo de soporte. |
| **Acceso pendiente** | Su acceso se está configurando. Selecciónelo para ver cuánto puede tardar. |
| **próximamente** | El producto todavía no está disponible; no hay nada que abrir. |
| Etiqueta **Alfa** o **Beta** | El producto está en un lanzamiento limitado. |

## Conviene saber

- Algunos productos se ocultan por completo si no tiene acceso a ellos.
- Si todavía no puede abrir ninguna aplicación, una nota en la parte superior de la página se lo indica y enlaza al formulario de solicitud de acceso.
- Mientras su acceso a Shopper Behavior está pendiente, un aviso en la parte superior le recuerda que puede tardar hasta 2 días hábiles.
- Si trabaja para una agencia externa, también ve las aplicaciones que el proveedor para el que trabaja compartió con su agencia.`,
      },
      fr: {
        title: 'La page des applications et les tuiles de produits',
        summary:
          'Comment lire les tuiles de la page Applications : Lancer l’application, En savoir plus, Demander l’accès, Accès en attente et bientôt disponible.',
        body: `## Vos applications au même endroit

La page [Applications](/apps), intitulée **Premiers pas avec {portal}**, présente une tuile par produit. Les tuiles sont regroupées en deux sections, **Connaissez votre clientèle** et **Connaissez votre magasin**; une section s'affiche seulement si elle contient au moins une tuile.

## Ce que vous indique une tuile

| Sur la tuile | Ce que cela signifie |
| --- | --- |
| **Lancer l'application** | Vous avez accès. Le produit s'ouvre dans le même onglet ou, pour certains produits, dans un nouvel onglet. |
| **En savoir plus** | Vous n'avez pas encore accès. Une fenêtre décrit le produit et renvoie à Nous joindre. |
| **Demander l'accès** | Ouvre le formulaire de demande d'accès, transmis à l'équipe de soutien. |
| **Accès en attente** | Votre accès est en préparation. Sélectionnez ce bouton pour connaître le délai. |
| **bientôt disponible** | Le produit n'est pas encore offert; il n'y a rien à lancer. |
| Étiquette **Alpha** ou **Bêta** | Le produit fait l'objet d'un lancement restreint. |

## Bon à savoir

- Certains produits sont complètement masqués si vous n'y avez pas accès.
- Si vous ne pouvez encore lancer aucune application, une note en haut de la page vous l'indique et renvoie au formulaire de demande d'accès.
- Lorsque votre accès à Shopper Behavior est en attente, un bandeau en haut de la page rappelle que cela peut prendre jusqu'à 2 jours ouvrables.
- Si vous travaillez pour une agence tierce, vous voyez aussi les applications que le fournisseur pour lequel vous travaillez a partagées avec votre agence.`,
      },
    },
  },
  {
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
        summary:
          'Le menu principal, le menu utilisateur et le pied de page de {portal}, et les deux façons de changer la langue du portail.',
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
  },
  {
    key: 'browser-and-accessibility-tips',
    workspace: 'supplier',
    category: 'getting-started',
    audience: 'ALL',
    text: {
      en: {
        title: 'Browser and accessibility tips',
        summary:
          'Browser settings that keep {portal} working smoothly, and the keyboard, screen-reader and small-screen features it offers.',
        body: `## Browser settings

- Use an up-to-date version of your browser, with JavaScript turned on.
- Allow cookies for the portal: your session is kept in a cookie, and without it you cannot stay signed in.
- Allow site storage. The portal uses it to remember the language you picked and to tell you, after a time-out, why you were signed out. If storage is blocked, a language picked in the user menu lasts only for the current page: save it in [your profile](/profile) instead.
- Some products open in a new tab. If nothing happens when you select **Launch App**, allow new tabs and pop-ups for the portal.

## Using the keyboard

- The first stop of the Tab key is **Skip to main content**, which jumps past the header.
- In the **Menu**, Tab moves through the links and Escape closes it.
- Checkboxes toggle with the Space or Enter key.
- When a form has a problem, the message appears under the field concerned and focus moves to the first field in error.

## Screen readers, zoom and small screens

- Confirmations such as **Your preferences are saved.** are announced by screen readers.
- Pages adapt to zoom and to phones. On narrow screens, tables show their first columns and the actions; widen the window or turn your device to see the others.

## Still stuck?

If something does not work in your browser, [create an incident](/support/ticketCreation) and name your browser, its version and your device.`,
      },
      es: {
        title: 'Consejos sobre el navegador y la accesibilidad',
        summary:
          'La configuración del navegador que mantiene {portal} funcionando bien, y las funciones de teclado, lector de pantalla y pantallas pequeñas que ofrece.',
        body: `## Configuración del navegador

- Use una versión actualizada de su navegador, con JavaScript activado.
- Permita las cookies del portal: su sesión se guarda en una cookie y, sin ella, no puede mantener la sesión iniciada.
- Permita el almacenamiento del sitio. El portal lo usa para recordar el idioma que eligió y para explicarle, después de un cierre por inactividad, por qué se cerró su sesión. Si el almacenamiento está bloqueado, el idioma elegido en el menú de usuario solo se mantiene en la página actual: guárdelo mejor en [su perfil](/profile).
- Algunos productos se abren en una pestaña nueva. Si no pasa nada al seleccionar **Abrir aplicación**, permita las pestañas nuevas y las ventanas emergentes para el portal.

## Uso del teclado

- La primera parada de la tecla Tab es **Ir al contenido principal**, que salta el encabezado.
- En el **Menú**, Tab recorre los enlaces y Esc lo cierra.
- Las casillas de verificación se marcan con la barra espaciadora o con Enter.
- Cuando un formulario tiene un problema, el mensaje aparece debajo del campo correspondiente y el foco pasa al primer campo con error.

## Lectores de pantalla, zoom y pantallas pequeñas

- Los lectores de pantalla anuncian las confirmaciones, como **Sus preferencias se guardaron.**
- Las páginas se adaptan al zoom y a los teléfonos. En pantallas angostas, las tablas muestran sus primeras columnas y las acciones; amplíe la ventana o gire su dispositivo para ver las demás.

## ¿Sigue sin funcionar?

Si algo no funciona en su navegador, [cree un incidente](/support/ticketCreation) e indique su navegador, su versión y su dispositivo.`,
      },
      fr: {
        title: 'Conseils sur le navigateur et l’accessibilité',
        summary:
          'Les réglages du navigateur qui assurent le bon fonctionnement de {portal}, et ses fonctions pour le clavier, les lecteurs d’écran et les petits écrans.',
        body: `## Réglages du navigateur

- Utilisez une version à jour de votre navigateur, avec JavaScript activé.
- Acceptez les témoins du portail : votre session est conservée dans un témoin et, sans lui, vous ne pouvez pas rester connecté.
- Autorisez le stockage du site. Le portail s'en sert pour retenir la langue choisie et pour vous expliquer, après une expiration, pourquoi vous avez été déconnecté. Si le stockage est bloqué, la langue choisie dans le menu utilisateur ne vaut que pour la page en cours : enregistrez-la plutôt dans [votre profil](/profile).
- Certains produits s'ouvrent dans un nouvel onglet. Si rien ne se passe lorsque vous sélectionnez **Lancer l'application**, autorisez les nouveaux onglets et les fenêtres contextuelles pour le portail.

## Utiliser le clavier

- Le premier arrêt de la touche Tab est **Passer au contenu principal**, qui permet de sauter l'en-tête.
- Dans le **Menu**, Tab parcourt les liens et Échap le ferme.
- Les cases à cocher s'activent avec la barre d'espacement ou la touche Entrée.
- Lorsqu'un formulaire comporte une erreur, le message s'affiche sous le champ concerné et le curseur se place dans le premier champ en erreur.

## Lecteurs d'écran, zoom et petits écrans

- Les confirmations comme **Vos préférences sont enregistrées.** sont annoncées par les lecteurs d'écran.
- Les pages s'adaptent au zoom et aux téléphones. Sur un écran étroit, les tableaux affichent leurs premières colonnes et les actions; élargissez la fenêtre ou tournez votre appareil pour voir les autres.

## Toujours coincé?

Si quelque chose ne fonctionne pas dans votre navigateur, [créez un incident](/support/ticketCreation) en précisant votre navigateur, sa version et votre appareil.`,
      },
    },
  },
  // ---------------------------------------------------------------- account-access
  {
    key: 'your-profile',
    workspace: 'supplier',
    category: 'account-access',
    audience: 'ALL',
    text: {
      en: {
        title: 'Your profile',
        summary:
          'What your profile shows (your account, plan, products, accepted documents and preferences) and what to do when something is wrong.',
        body: `## Opening your profile

Select your name at the top right of any page, then **Profile**, or go straight to [your profile](/profile). It has four sections.

## Your account

| Field | What it shows |
| --- | --- |
| Name and Email | Who you are and how you sign in |
| Company | Your company and its type: supplier, third-party agency, basic vendor or basic agency |
| User type | External for company users, Internal for the retailer's associates |
| Subscription plan | **Charter** for suppliers and third-party agencies, **Basic** for basic vendors and basic agencies |
| Access | **Basic** for basic vendors, **Standard** for everyone else |

## Products

Each product you have, marked **Access granted** or **Access pending**. Associates also find here the link **Request access to a supplier's or agency's data**.

## Legal documents you accepted

The terms and conditions and the data sharing addendum you accepted, each with its version and the date and time you accepted it.

## Preferences

Your language and time zone. Change them and select **Save preferences**. If the fields are greyed out, your role cannot change these settings.

## When something is wrong

If your name, email or company is wrong, ask your company administrator, who manages users in User Management. If a product is missing or stays pending longer than expected, ask the same administrator or [create an incident](/support/ticketCreation).`,
      },
      es: {
        title: 'Su perfil',
        summary:
          'Qué muestra su perfil (su cuenta, plan, productos, documentos aceptados y preferencias) y qué hacer si algo no es correcto.',
        body: `## Abrir su perfil

Seleccione su nombre en la parte superior derecha de cualquier página y luego **Perfil**, o vaya directamente a [su perfil](/profile). Tiene cuatro secciones.

## Su cuenta

| Campo | Qué muestra |
| --- | --- |
| Nombre y Correo electrónico | Quién es usted y con qué inicia sesión |
| Empresa | Su empresa y su tipo: proveedor, agencia externa, proveedor básico o agencia básica |
| Tipo de usuario | Externo para los usuarios de empresas, Interno para los asociados del minorista |
| Plan de suscripción | **Charter** para proveedores y agencias externas, **Básico** para proveedores básicos y agencias básicas |
| Acceso | **Básico** para los proveedores básicos, **Estándar** para todos los demás |

## Productos

Cada producto que tiene, marcado como **Acceso otorgado** o **Acceso pendiente**. Los asociados también encuentran aquí el enlace **Solicitar acceso a los datos de un proveedor o una agencia**.

## Documentos legales que aceptó

Los términos y condiciones y el anexo de intercambio de datos que aceptó, cada uno con su versión y la fecha y hora en que lo aceptó.

## Preferencias

Su idioma y su zona horaria. Cámbielos y seleccione **Guardar preferencias**. Si los campos aparecen deshabilitados, su rol no puede cambiar esta configuración.

## Si algo no es correcto

Si su nombre, correo electrónico o empresa son incorrectos, pida ayuda al administrador de su empresa, quien gestiona a los usuarios en Gestión de usuarios. Si falta un producto o sigue pendiente más de lo esperado, consulte al mismo administrador o [cree un incidente](/support/ticketCreation).`,
      },
      fr: {
        title: 'Votre profil',
        summary:
          'Ce que montre votre profil (votre compte, forfait, produits, documents acceptés et préférences) et quoi faire si quelque chose est inexact.',
        body: `## Ouvrir votre profil

Sélectionnez votre nom en haut à droite de n'importe quelle page, puis **Profil**, ou allez directement à [votre profil](/profile). Il comporte quatre sections.

## Votre compte

| Champ | Ce qu'il indique |
| --- | --- |
| Nom et Courriel | Qui vous êtes et ce qui sert à vous connecter |
| Entreprise | Votre entreprise et son type : fournisseur, agence tierce, fournisseur de base ou agence de base |
| Type d'utilisateur | Externe pour les utilisateurs des entreprises, Interne pour les associés du détaillant |
| Forfait d'abonnement | **Charter** pour les fournisseurs et les agences tierces, **De base** pour les fournisseurs de base et les agences de base |
| Accès | **De base** pour les fournisseurs de base, **Standard** pour tous les autres |

## Produits

Chacun de vos produits, avec la mention **Accès accordé** ou **Accès en attente**. Les associés y trouvent aussi le lien **Demander l'accès aux données d'un fournisseur ou d'une agence**.

## Documents juridiques que vous avez acceptés

Les conditions générales et l'addenda sur le partage de données que vous avez acceptés, chacun avec sa version ainsi que la date et l'heure de votre acceptation.

## Préférences

Votre langue et votre fuseau horaire. Modifiez-les, puis sélectionnez **Enregistrer les préférences**. Si les champs sont grisés, votre rôle ne permet pas de modifier ces réglages.

## Si quelque chose est inexact

Si votre nom, votre courriel ou votre entreprise est inexact, adressez-vous à l'administrateur de votre entreprise, qui gère les utilisateurs dans Gestion des utilisateurs. Si un produit manque ou reste en attente plus longtemps que prévu, adressez-vous au même administrateur ou [créez un incident](/support/ticketCreation).`,
      },
    },
  },
  {
    key: 'language-and-time-zone-preferences',
    workspace: 'supplier',
    category: 'account-access',
    audience: 'ALL',
    text: {
      en: {
        title: 'Setting your language and time zone',
        summary: 'Save the language and time zone {portal} uses for you, on every device, and see why they matter.',
        body: `## Why they matter

- **Language**: the language of the portal's pages, and the one you find again each time you sign in, on any device.
- **Time zone**: every date and time the portal shows you is given in your zone: when an incident was submitted or last updated, when you accepted a document, how long an access request has waited, the days of the activity log.

## Changing your preferences

1. Open [your profile](/profile) and go to the **Preferences** section.
2. Under **Language**, choose one of the languages offered in {country}.
3. Under **Time zone**, choose your zone. The **Common time zones** are listed first; **All time zones** follow, each with its UTC offset, its name and a city, for example Eastern Time – New York.
4. Select **Save preferences**.

The message **Your preferences are saved.** confirms the change. A new language applies at once; dates follow your new zone on every page you open next.

## Good to know

- Until you choose a time zone, the portal uses the default zone of {country}.
- Picking a language in the user menu changes it only in the browser you are using. Save it in your profile to keep it everywhere.
- If the fields are greyed out, your role cannot change these settings. If saving fails, the page says so: try again a little later.
- Product names such as Shopper Behavior stay in English whatever your language.`,
      },
      es: {
        title: 'Configurar su idioma y su zona horaria',
        summary:
          'Guarde el idioma y la zona horaria que {portal} usa para usted en todos sus dispositivos, y conozca por qué son importantes.',
        body: `## Por qué son importantes

- **Idioma**: el idioma de las páginas del portal, el mismo que encontrará cada vez que inicie sesión, en cualquier dispositivo.
- **Zona horaria**: todas las fechas y horas que muestra el portal se presentan en su zona: cuándo se envió o se actualizó por última vez un incidente, cuándo aceptó un documento, cuánto tiempo lleva en espera una solicitud de acceso, los días del registro de actividad.

## Cambiar sus preferencias

1. Abra [su perfil](/profile) y vaya a la sección **Preferencias**.
2. En **Idioma**, elija uno de los idiomas disponibles en {country}.
3. En **Zona horaria**, elija su zona. Las **Zonas horarias comunes** aparecen primero; después siguen **Todas las zonas horarias**, cada una con su diferencia respecto de UTC, su nombre y una ciudad, por ejemplo hora del Centro – Mexico City.
4. Seleccione **Guardar preferencias**.

El mensaje **Sus preferencias se guardaron.** confirma el cambio. Un idioma nuevo se aplica de inmediato; las fechas se muestran en su nueva zona en las páginas que abra a continuación.

## Conviene saber

- Mientras no elija una zona horaria, el portal usa la zona predeterminada de {country}.
- Elegir un idioma en el menú de usuario solo lo cambia en el navegador que está usando. Guárdelo en su perfil para conservarlo en todas partes.
- Si los campos aparecen deshabilitados, su rol no puede cambiar esta configuración. Si no se pueden guardar, la página se lo indica: inténtelo de nuevo un poco más tarde.
- Los nombres de productos como Shopper Behavior se mantienen en inglés sin importar su idioma.`,
      },
      fr: {
        title: 'Régler votre langue et votre fuseau horaire',
        summary:
          'Enregistrez la langue et le fuseau horaire que {portal} utilise pour vous sur tous vos appareils, et voyez pourquoi ils comptent.',
        body: `## Pourquoi c'est important

- **Langue** : la langue des pages du portail, celle que vous retrouvez à chaque connexion, sur n'importe quel appareil.
- **Fuseau horaire** : toutes les dates et heures affichées par le portail sont données dans votre fuseau : quand un incident a été soumis ou mis à jour, quand vous avez accepté un document, depuis combien de temps une demande d'accès attend, les jours du journal d'activité.

## Modifier vos préférences

1. Ouvrez [votre profil](/profile) et rendez-vous à la section **Préférences**.
2. Sous **Langue**, choisissez l'une des langues offertes pour {country}.
3. Sous **Fuseau horaire**, choisissez votre fuseau. Les **Fuseaux horaires courants** sont présentés en premier; suivent **Tous les fuseaux horaires**, chacun avec son décalage par rapport à UTC, son nom et une ville, par exemple heure de l'Est – Toronto.
4. Sélectionnez **Enregistrer les préférences**.

Le message **Vos préférences sont enregistrées.** confirme la modification. Une nouvelle langue s'applique immédiatement; les dates suivent votre nouveau fuseau dans les pages que vous ouvrez ensuite.

## Bon à savoir

- Tant que vous n'avez pas choisi de fuseau horaire, le portail utilise le fuseau par défaut pour {country}.
- Choisir une langue dans le menu utilisateur ne la change que dans le navigateur que vous utilisez. Enregistrez-la dans votre profil pour la conserver partout.
- Si les champs sont grisés, votre rôle ne permet pas de modifier ces réglages. Si l'enregistrement échoue, la page vous le signale : réessayez un peu plus tard.
- Les noms de produits comme Shopper Behavior restent en anglais, peu importe votre langue.`,
      },
    },
  },
  {
    key: 'requesting-access-to-a-product',
    workspace: 'supplier',
    category: 'account-access',
    audience: 'ALL',
    top: true,
    text: {
      en: {
        title: 'Requesting access to a product',
        summary:
          'How company users get a product they do not have yet, and how the retailer’s associates request access to a supplier’s or agency’s data.',
        body: `## For your own company's products

Access to products is granted by your company administrator in User Management. Start there:

1. Ask your administrator for the product you need.
2. If you do not know who your administrator is, or they cannot help, select **Request access** on the product's tile or on the [Support](/support) page. It opens the [request-access form](/support/ticketCreation?request=access), which goes to the support team.
3. Fill in the form, describe which product you need and why, and submit it. Keep the reference number you receive.

When your administrator grants the product, its tile shows **Launch App**. If the tile shows **Access pending** instead, your access is still being set up, which can take up to 2 days (2 business days for Shopper Behavior).

## For the retailer's associates: another company's data

Associates ask a supplier's or agency's administrators directly:

1. Open [Request access](/profile/requestAccess), also linked from your profile.
2. Under **Find a company**, search for the company by name.
3. Select **Request access**, tick the products you need and write a **Note for the administrators**: who you are and why you need the data.
4. Select **Send request**.

Under **Your requests** you follow each request: Pending, Approved, Denied or Withdrawn. A request that has waited more than 2 business days is marked **Overdue**. While it is pending you can **Withdraw** it and ask again later.

Once a request is approved, choose the company under **Company** in your user menu to work with its data; choose **Your own view** to return.`,
      },
      es: {
        title: 'Solicitar acceso a un producto',
        summary:
          'Cómo obtienen los usuarios de empresas un producto que aún no tienen, y cómo los asociados del minorista solicitan acceso a los datos de un proveedor o una agencia.',
        body: `## Productos de su propia empresa

El acceso a los productos lo otorga el administrador de su empresa en Gestión de usuarios. Empiece por ahí:

1. Pida a su administrador el producto que necesita.
2. Si no sabe quién es su administrador, o no puede ayudarle, seleccione **Solicitar acceso** en el mosaico del producto o en la página de [Soporte](/support). Se abre el [formulario de solicitud de acceso](/support/ticketCreation?request=access), que llega al equipo de soporte.
3. Complete el formulario, indique qué producto necesita y por qué, y envíelo. Conserve el número de referencia que recibe.

Cuando su administrador otorga el producto, su mosaico muestra **Abrir aplicación**. Si en cambio muestra **Acceso pendiente**, su acceso todavía se está configurando, lo que puede tardar hasta 2 días (2 días hábiles para Shopper Behavior).

## Para los asociados del minorista: datos de otra empresa

Los asociados solicitan el acceso directamente a los administradores de un proveedor o de una agencia:

1. Abra [Solicitar acceso](/profile/requestAccess), también enlazado desde su perfil.
2. En **Buscar una empresa**, busque la empresa por su nombre.
3. Seleccione **Solicitar acceso**, marque los productos que necesita y escriba una **Nota para los administradores**: quién es usted y por qué necesita los datos.
4. Seleccione **Enviar solicitud**.

En **Sus solicitudes** da seguimiento a cada solicitud: Pendiente, Aprobada, Rechazada o Retirada. Una solicitud que lleva más de 2 días hábiles en espera se marca como **Vencida**. Mientras está pendiente, puede **Retirar** la solicitud y volver a pedirla más tarde.

Una vez aprobada, elija la empresa en **Empresa**, dentro de su menú de usuario, para trabajar con sus datos; elija **Su propia vista** para regresar.`,
      },
      fr: {
        title: 'Demander l’accès à un produit',
        summary:
          'Comment les utilisateurs des entreprises obtiennent un produit qu’ils n’ont pas encore, et comment les associés du détaillant demandent l’accès aux données d’un fournisseur ou d’une agence.',
        body: `## Les produits de votre propre entreprise

L'accès aux produits est accordé par l'administrateur de votre entreprise dans Gestion des utilisateurs. Commencez par là :

1. Demandez à votre administrateur le produit dont vous avez besoin.
2. Si vous ne savez pas qui est votre administrateur, ou s'il ne peut pas vous aider, sélectionnez **Demander l'accès** sur la tuile du produit ou sur la page [Soutien](/support). Le [formulaire de demande d'accès](/support/ticketCreation?request=access) s'ouvre; il est transmis à l'équipe de soutien.
3. Remplissez le formulaire, précisez le produit voulu et la raison, puis soumettez-le. Conservez le numéro de référence reçu.

Lorsque votre administrateur accorde le produit, sa tuile affiche **Lancer l'application**. Si elle affiche plutôt **Accès en attente**, votre accès est encore en préparation, ce qui peut prendre jusqu'à 2 jours (2 jours ouvrables pour Shopper Behavior).

## Pour les associés du détaillant : les données d'une autre entreprise

Les associés s'adressent directement aux administrateurs d'un fournisseur ou d'une agence :

1. Ouvrez [Demander l'accès](/profile/requestAccess), aussi accessible depuis votre profil.
2. Sous **Trouver une entreprise**, cherchez l'entreprise par son nom.
3. Sélectionnez **Demander l'accès**, cochez les produits voulus et rédigez une **Note pour les administrateurs** : qui vous êtes et pourquoi vous avez besoin des données.
4. Sélectionnez **Envoyer la demande**.

Sous **Vos demandes**, vous suivez chaque demande : En attente, Approuvée, Refusée ou Retirée. Une demande qui attend depuis plus de 2 jours ouvrables est marquée **En retard**. Tant qu'elle est en attente, vous pouvez la **Retirer** et la refaire plus tard.

Une fois la demande approuvée, choisissez l'entreprise sous **Entreprise** dans votre menu utilisateur pour travailler avec ses données; choisissez **Votre propre vue** pour revenir.`,
      },
    },
  },
  {
    key: 'resetting-your-password',
    workspace: 'supplier',
    category: 'account-access',
    audience: 'ALL',
    text: {
      en: {
        title: 'Resetting your password',
        summary: 'Ask for a reset link from the sign-in page, choose a new password that meets the rules, and know what a reset changes.',
        body: `## Ask for a reset link

1. On the sign-in page, select **Forgot your password?**
2. Enter the email address you sign in with and select **Send reset link**.
3. The page confirms that, if an account uses this address, a link has been sent to it.

## Choose a new password

Open the link from the email. It works once and expires after 60 minutes.

Your new password must:

- have at least 12 characters;
- contain letters and at least one digit or symbol.

Type it in **New password** and again in **Confirm new password**, then select **Change password**. Once you see **Password changed**, sign in with the new password.

## What a reset changes

- You are signed out on every other device and browser.
- Any older reset link or unused invitation link stops working.

## If it does not work

| What you see | What to do |
| --- | --- |
| **This reset link is invalid or has expired.** | Select **Ask for a new link** and use the newest email. |
| No email after a few minutes | Check your junk folder and the spelling of the address, then ask again. |
| A **Press & Hold** check | After several requests from the same network, confirm that you are a person. |

If you still cannot sign in, [create an incident](/support/ticketCreation): you do not need to be signed in to do so.`,
      },
      es: {
        title: 'Restablecer su contraseña',
        summary:
          'Solicite un enlace de restablecimiento desde la página de inicio de sesión, elija una contraseña nueva que cumpla las reglas y conozca lo que cambia un restablecimiento.',
        body: `## Solicite un enlace de restablecimiento

1. En la página de inicio de sesión, seleccione **¿Olvidó su contraseña?**
2. Escriba el correo electrónico con el que inicia sesión y seleccione **Enviar enlace de restablecimiento**.
3. La página confirma que, si existe una cuenta con ese correo, se le envió un enlace.

## Elija una contraseña nueva

Abra el enlace del correo. Funciona una sola vez y vence a los 60 minutos.

Su nueva contraseña debe:

- tener al menos 12 caracteres;
- contener letras y al menos un dígito o un símbolo.

Escríbala en **Nueva contraseña** y otra vez en **Confirme la nueva contraseña**, y seleccione **Cambiar contraseña**. Cuando vea **Contraseña cambiada**, inicie sesión con la nueva contraseña.

## Qué cambia un restablecimiento

- Se cierra su sesión en todos los demás dispositivos y navegadores.
- Cualquier enlace de restablecimiento anterior o enlace de invitación sin usar deja de funcionar.

## Si no funciona

| Lo que ve | Qué hacer |
| --- | --- |
| **Este enlace de restablecimiento no es válido o ha expirado.** | Seleccione **Solicite un nuevo enlace** y use el correo más reciente. |
| No llega ningún correo después de unos minutos | Revise su carpeta de correo no deseado y la dirección escrita, y vuelva a solicitarlo. |
| Una verificación **Mantenga presionado** | Tras varias solicitudes desde la misma red, confirme que es una persona. |

Si aún no puede iniciar sesión, [cree un incidente](/support/ticketCreation): no necesita haber iniciado sesión para hacerlo.`,
      },
      fr: {
        title: 'Réinitialiser votre mot de passe',
        summary:
          'Demandez un lien de réinitialisation depuis la page de connexion, choisissez un nouveau mot de passe conforme aux règles et sachez ce qu’une réinitialisation change.',
        body: `## Demander un lien de réinitialisation

1. Sur la page de connexion, sélectionnez **Mot de passe oublié?**
2. Entrez le courriel avec lequel vous vous connectez, puis sélectionnez **Envoyer le lien de réinitialisation**.
3. La page confirme que, si un compte utilise ce courriel, un lien lui a été envoyé.

## Choisir un nouveau mot de passe

Ouvrez le lien reçu par courriel. Il ne fonctionne qu'une fois et expire après 60 minutes.

Votre nouveau mot de passe doit :

- compter au moins 12 caractères;
- contenir des lettres et au moins un chiffre ou un symbole.

Entrez-le dans **Nouveau mot de passe**, puis de nouveau dans **Confirmez le nouveau mot de passe**, et sélectionnez **Modifier le mot de passe**. Lorsque **Mot de passe modifié** s'affiche, connectez-vous avec le nouveau mot de passe.

## Ce qu'une réinitialisation change

- Vous êtes déconnecté de tous vos autres appareils et navigateurs.
- Tout lien de réinitialisation plus ancien ou lien d'invitation inutilisé cesse de fonctionner.

## Si cela ne fonctionne pas

| Ce que vous voyez | Quoi faire |
| --- | --- |
| **Ce lien de réinitialisation n'est pas valide ou a expiré.** | Sélectionnez **Demandez un nouveau lien** et utilisez le courriel le plus récent. |
| Aucun courriel après quelques minutes | Vérifiez vos courriels indésirables et l'orthographe de l'adresse, puis refaites la demande. |
| Une vérification **Appuyez et maintenez** | Après plusieurs demandes depuis le même réseau, confirmez que vous êtes une personne. |

Si vous ne pouvez toujours pas vous connecter, [créez un incident](/support/ticketCreation) : il n'est pas nécessaire d'être connecté.`,
      },
    },
  },
  {
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
  },
  {
    key: 'why-a-tile-says-access-pending',
    workspace: 'supplier',
    category: 'account-access',
    audience: 'ALL',
    text: {
      en: {
        title: 'Why a tile says Access pending',
        summary: 'What the Access pending status on a product tile means, why it happens, how long it usually lasts and what you can do.',
        body: `## What it means

A product has been requested for you, but your access is not ready yet. Its tile on [Apps](/apps) shows a **Pending Access** badge and an **Access pending** button instead of **Launch App**. Select the button: a window says **We are working on your access** and how long it can take. Your [profile](/profile) shows the same product as **Access pending**.

## Why it happens

- **You are a new user.** Your administrator chose your products when inviting you. Most become active as soon as you accept the invitation, but a product in a limited launch (marked Alpha or Beta) or not yet available stays pending until an administrator grants it.
- **Your account was created in bulk.** Products stay pending until you accept your invitation.

## How long it takes

| Product | Usual time |
| --- | --- |
| Shopper Behavior | Up to 2 business days; a banner at the top of the Apps page reminds you |
| Other products | Up to 2 days |

## What you can do

1. Wait for the time above; there is no need to ask again in the meantime.
2. If the product is still pending afterwards, ask your company administrator, who can grant it in User Management.
3. If your administrator cannot help, [create an incident](/support/ticketCreation) naming the product and the date your access was requested.`,
      },
      es: {
        title: 'Por qué un mosaico dice Acceso pendiente',
        summary:
          'Qué significa el estado Acceso pendiente en un mosaico de producto, por qué ocurre, cuánto suele durar y qué puede hacer.',
        body: `## Qué significa

Se solicitó un producto para usted, pero su acceso todavía no está listo. Su mosaico en [Aplicaciones](/apps) muestra la etiqueta **Acceso pendiente** y un botón **Acceso pendiente** en lugar de **Abrir aplicación**. Seleccione el botón: una ventana le indica **Estamos trabajando en su acceso** y cuánto puede tardar. Su [perfil](/profile) muestra el mismo producto como **Acceso pendiente**.

## Por qué ocurre

- **Es un usuario nuevo.** Su administrador eligió sus productos al invitarlo. La mayoría se activa en cuanto acepta la invitación, pero un producto en lanzamiento limitado (marcado como Alfa o Beta) o que todavía no está disponible queda pendiente hasta que un administrador lo otorgue.
- **Su cuenta se creó mediante una carga masiva.** Los productos quedan pendientes hasta que acepta su invitación.

## Cuánto tarda

| Producto | Tiempo habitual |
| --- | --- |
| Shopper Behavior | Hasta 2 días hábiles; un aviso en la parte superior de la página Aplicaciones se lo recuerda |
| Otros productos | Hasta 2 días |

## Qué puede hacer

1. Espere el tiempo indicado; no es necesario volver a solicitarlo mientras tanto.
2. Si después de ese tiempo el producto sigue pendiente, pregunte al administrador de su empresa, quien puede otorgarlo en Gestión de usuarios.
3. Si su administrador no puede ayudarle, [cree un incidente](/support/ticketCreation) e indique el producto y la fecha en que se solicitó su acceso.`,
      },
      fr: {
        title: 'Pourquoi une tuile indique Accès en attente',
        summary:
          'Ce que signifie le statut Accès en attente sur une tuile de produit, pourquoi il apparaît, combien de temps il dure habituellement et ce que vous pouvez faire.',
        body: `## Ce que cela signifie

Un produit a été demandé pour vous, mais votre accès n'est pas encore prêt. Sa tuile dans [Applications](/apps) affiche l'étiquette **Accès en attente** et un bouton **Accès en attente** au lieu de **Lancer l'application**. Sélectionnez ce bouton : une fenêtre indique **Nous préparons votre accès** et le délai possible. Votre [profil](/profile) présente le même produit comme **Accès en attente**.

## Pourquoi cela arrive

- **Vous êtes un nouvel utilisateur.** Votre administrateur a choisi vos produits en vous invitant. La plupart deviennent actifs dès que vous acceptez l'invitation, mais un produit en lancement restreint (marqué Alpha ou Bêta) ou pas encore offert reste en attente jusqu'à ce qu'un administrateur l'accorde.
- **Votre compte a été créé par un téléversement en lot.** Les produits restent en attente jusqu'à ce que vous acceptiez votre invitation.

## Combien de temps cela prend

| Produit | Délai habituel |
| --- | --- |
| Shopper Behavior | Jusqu'à 2 jours ouvrables; un bandeau en haut de la page Applications vous le rappelle |
| Autres produits | Jusqu'à 2 jours |

## Ce que vous pouvez faire

1. Attendez le délai indiqué; inutile de refaire la demande entre-temps.
2. Si le produit est toujours en attente ensuite, adressez-vous à l'administrateur de votre entreprise, qui peut l'accorder dans Gestion des utilisateurs.
3. Si votre administrateur ne peut pas vous aider, [créez un incident](/support/ticketCreation) en précisant le produit et la date de la demande d'accès.`,
      },
    },
  },
  // ---------------------------------------------------------------- support-help
  {
    key: 'creating-a-support-incident',
    workspace: 'supplier',
    category: 'support-help',
    audience: 'ALL',
    top: true,
    text: {
      en: {
        title: 'Creating a support incident',
        summary: 'Step by step: fill in the incident form, attach a file of up to 10 MB, and find your reference number afterwards.',
        body: `## Before you start

Each ticket should cover one question or concern: two problems make two incidents. You can create one without signing in; when you are signed in, your contact details are filled in and you can follow the incident afterwards.

## Filling in the form

1. Open [Create an incident](/support/ticketCreation).
2. Choose the **Account type**: Supplier or Associate. For basic vendors, Supplier is chosen for you.
3. Choose the **Support type**, then the **Issue**, **Issue type** and **Sub issue type** as they are offered. Each list depends on the one above it.
4. Check your contact details: **First name**, **Last name**, **Primary contact email** and **Company name**. To file for a colleague, tick **Submit on behalf of someone else** and enter their details.
5. Optionally add a **Call-back number**.
6. Write the **Situation description**, up to 4,000 characters.
7. Optionally attach one file of up to 10 MB: drop it on the form or select **Browse**; **Clear** removes it. Accepted: PDF, PNG, JPEG, GIF or WebP images, Word, Excel or PowerPoint documents, CSV and plain text.
8. Select **Submit**.

If your question is about a data field, the form offers the [data dictionary](/dataDictionary): select **Yes** to open it or **No** to go on.

## After submitting

The page thanks you and shows your **reference number**; the support team contacts you by email. Follow the incident in [My incidents](/support/trackTicket).

If the form says **Something went wrong on submission of the form...**, select **Try again!**: your entries are kept.`,
      },
      es: {
        title: 'Crear un incidente de soporte',
        summary:
          'Paso a paso: complete el formulario del incidente, adjunte un archivo de hasta 10 MB y encuentre después su número de referencia.',
        body: `## Antes de empezar

Cada ticket debe tratar una sola pregunta o inquietud: dos problemas son dos incidentes. Puede crear uno sin iniciar sesión; si inició sesión, sus datos de contacto se completan solos y después puede dar seguimiento al incidente.

## Completar el formulario

1. Abra [Crear un incidente](/support/ticketCreation).
2. Elija el **Tipo de cuenta**: Proveedor o Asociado. Para los proveedores básicos, se elige Proveedor automáticamente.
3. Elija el **Tipo de soporte** y luego el **Problema**, el **Tipo de problema** y el **Subtipo de problema** según se ofrezcan. Cada lista depende de la anterior.
4. Revise sus datos de contacto: **Nombre**, **Apellido**, **Correo electrónico del contacto principal** y **Nombre de la empresa**. Para presentar el incidente por un colega, marque **Enviar en nombre de otra persona** y escriba sus datos.
5. Si lo desea, agregue un **Número para devolver la llamada**.
6. Escriba la **Descripción de la situación**, de hasta 4,000 caracteres.
7. Si lo desea, adjunte un archivo de hasta 10 MB: arrástrelo al formulario o seleccione **Examinar**; **Quitar** lo elimina. Se aceptan PDF, imágenes PNG, JPEG, GIF o WebP, documentos de Word, Excel o PowerPoint, CSV y texto sin formato.
8. Seleccione **Enviar**.

Si su pregunta es sobre un campo de datos, el formulario le sugiere el [diccionario de datos](/dataDictionary): seleccione **Sí** para abrirlo o **No** para continuar.

## Después de enviarlo

La página le agradece y muestra su **número de referencia**; el equipo de soporte se comunicará con usted por correo electrónico. Dé seguimiento al incidente en [Mis incidentes](/support/trackTicket).

Si el formulario indica **Algo salió mal al enviar el formulario...**, seleccione el botón para intentarlo de nuevo: lo que escribió se conserva.`,
      },
      fr: {
        title: 'Créer un incident de soutien',
        summary:
          'Étape par étape : remplissez le formulaire d’incident, joignez un fichier d’au plus 10 Mo et retrouvez ensuite votre numéro de référence.',
        body: `## Avant de commencer

Chaque billet devrait porter sur une seule question ou préoccupation : deux problèmes font deux incidents. Vous pouvez en créer un sans être connecté; une fois connecté, vos coordonnées sont remplies pour vous et vous pouvez suivre l'incident.

## Remplir le formulaire

1. Ouvrez [Créer un incident](/support/ticketCreation).
2. Choisissez le **Type de compte** : Fournisseur ou Associé. Pour les fournisseurs de base, Fournisseur est choisi d'office.
3. Choisissez le **Type de soutien**, puis le **Problème**, le **Type de problème** et le **Sous-type de problème** selon ce qui est proposé. Chaque liste dépend de la précédente.
4. Vérifiez vos coordonnées : **Prénom**, **Nom de famille**, **Courriel du contact principal** et **Nom de l'entreprise**. Pour soumettre au nom d'un collègue, cochez **Soumettre au nom d'une autre personne** et entrez ses coordonnées.
5. Ajoutez au besoin un **Numéro de rappel**.
6. Rédigez la **Description de la situation**, jusqu'à 4 000 caractères.
7. Joignez au besoin un fichier d'au plus 10 Mo : déposez-le sur le formulaire ou sélectionnez **Parcourir**; **Retirer** l'enlève. Sont acceptés : PDF, images PNG, JPEG, GIF ou WebP, documents Word, Excel ou PowerPoint, CSV et texte brut.
8. Sélectionnez **Soumettre**.

Si votre question porte sur un champ de données, le formulaire vous propose le [dictionnaire de données](/dataDictionary) : sélectionnez **Oui** pour l'ouvrir ou **Non** pour continuer.

## Après la soumission

La page vous remercie et affiche votre **numéro de référence**; l'équipe de soutien communiquera avec vous par courriel. Suivez l'incident dans [Mes incidents](/support/trackTicket).

Si le formulaire indique **Un problème est survenu lors de la soumission du formulaire...**, sélectionnez **Réessayez!** : vos renseignements sont conservés.`,
      },
    },
  },
  {
    key: 'following-your-incidents',
    workspace: 'supplier',
    category: 'support-help',
    audience: 'ALL',
    text: {
      en: {
        title: 'Following your incidents',
        summary: 'Find your incidents in My incidents, understand their status, reply to the support team and know when you are emailed.',
        body: `## My incidents

[My incidents](/support/trackTicket) lists the incidents you opened, with their **Reference number**, **Subject** (the first 50 characters of your description), **Status**, **Submitted on** and **Last updated** dates, shown in your time zone. Sort by a column, or search by reference number or by words of the subject (at least 3 characters).

Company administrators also have a **Company incidents** tab listing every incident of the company, with a **Requested by** column.

## What the status means

| Status | Meaning |
| --- | --- |
| New | Received; nobody has acted on it yet |
| In progress | The support team is working on it |
| Waiting on customer | The team needs something from you |
| Resolved | The team considers the issue solved |
| Closed | The incident is finished and takes no more comments |

## Replying

1. Open an incident from the list to see its details, its attachments and the **Conversation**.
2. Write in **Add a comment** (up to 4,000 characters) and select **Send comment**.

When an incident is **Waiting on customer** or **Resolved**, your comment puts it back **In progress**. A closed incident cannot be reopened: if you still need help, create a new incident and mention the old reference number.

## Emails

As the primary contact, you receive an email when the support team replies or when the status changes. The email links to the incident: reply in the portal, not to the email.`,
      },
      es: {
        title: 'Dar seguimiento a sus incidentes',
        summary:
          'Encuentre sus incidentes en Mis incidentes, entienda su estado, responda al equipo de soporte y sepa cuándo recibe correos.',
        body: `## Mis incidentes

[Mis incidentes](/support/trackTicket) muestra los incidentes que abrió, con su **Número de referencia**, **Asunto** (los primeros 50 caracteres de su descripción), **Estado** y las fechas **Enviado el** y **Última actualización**, en su zona horaria. Ordene por una columna o busque por número de referencia o por palabras del asunto (al menos 3 caracteres).

Los administradores de la empresa también tienen la pestaña **Incidentes de la empresa**, con todos los incidentes de la empresa y una columna **Solicitado por**.

## Qué significa cada estado

| Estado | Significado |
| --- | --- |
| Nuevo | Recibido; nadie lo ha atendido todavía |
| En curso | El equipo de soporte está trabajando en él |
| En espera del cliente | El equipo necesita algo de usted |
| Resuelto | El equipo considera que el problema está resuelto |
| Cerrado | El incidente terminó y ya no acepta comentarios |

## Responder

1. Abra un incidente de la lista para ver sus detalles, sus archivos adjuntos y la **Conversación**.
2. Escriba en **Agregar un comentario** (hasta 4,000 caracteres) y seleccione **Enviar comentario**.

Cuando un incidente está **En espera del cliente** o **Resuelto**, su comentario lo devuelve a **En curso**. Un incidente cerrado no se puede reabrir: si todavía necesita ayuda, cree un incidente nuevo y mencione el número de referencia anterior.

## Correos electrónicos

Como contacto principal, recibe un correo cuando el equipo de soporte responde o cuando cambia el estado. El correo enlaza al incidente: responda en el portal, no al correo.`,
      },
      fr: {
        title: 'Suivre vos incidents',
        summary:
          'Retrouvez vos incidents dans Mes incidents, comprenez leur statut, répondez à l’équipe de soutien et sachez quand vous recevez un courriel.',
        body: `## Mes incidents

[Mes incidents](/support/trackTicket) présente les incidents que vous avez ouverts, avec leur **Numéro de référence**, leur **Objet** (les 50 premiers caractères de votre description), leur **Statut** et les dates **Soumis le** et **Dernière mise à jour**, dans votre fuseau horaire. Triez par colonne ou cherchez par numéro de référence ou par mots de l'objet (au moins 3 caractères).

Les administrateurs de l'entreprise ont aussi un onglet **Incidents de l'entreprise**, qui regroupe tous les incidents de l'entreprise avec une colonne **Demandé par**.

## Ce que signifie le statut

| Statut | Signification |
| --- | --- |
| Nouveau | Reçu; personne ne l'a encore traité |
| En cours | L'équipe de soutien y travaille |
| En attente du client | L'équipe a besoin de quelque chose de votre part |
| Résolu | L'équipe considère que le problème est réglé |
| Fermé | L'incident est terminé et n'accepte plus de commentaires |

## Répondre

1. Ouvrez un incident de la liste pour voir ses détails, ses pièces jointes et la **Conversation**.
2. Écrivez dans **Ajouter un commentaire** (jusqu'à 4 000 caractères) et sélectionnez **Envoyer le commentaire**.

Lorsqu'un incident est **En attente du client** ou **Résolu**, votre commentaire le remet **En cours**. Un incident fermé ne peut pas être rouvert : si vous avez encore besoin d'aide, créez un nouvel incident en mentionnant l'ancien numéro de référence.

## Courriels

À titre de contact principal, vous recevez un courriel lorsque l'équipe de soutien répond ou que le statut change. Le courriel renvoie à l'incident : répondez dans le portail, et non au courriel.`,
      },
    },
  },
  {
    key: 'contacting-us',
    workspace: 'supplier',
    category: 'support-help',
    audience: 'CHARTER',
    text: {
      en: {
        title: 'Contacting us',
        summary:
          'When to use the Contact Us page rather than an incident, how to send a message, and where to find the support phone number.',
        body: `## Contact Us or an incident?

| Use | When |
| --- | --- |
| [Contact Us](/contactUs) | A general question about access, your data or the portal, when you do not need to follow it in the portal |
| [Create an incident](/support/ticketCreation) | A specific problem or request you want a reference number for, to follow and reply to in [My incidents](/support/trackTicket) |

When in doubt, create an incident: it can be tracked and is routed to the right team.

## Sending a message

1. Open [Contact Us](/contactUs). It is also linked at the bottom of every page and from the [Support](/support) page.
2. Enter your **Name** and **Email**, and your **Company** if you wish.
3. Choose a **Topic**: Access, Data, Technical or Other.
4. Write your **Message**, between 10 and 2,000 characters.
5. Select **Send message**.

The page confirms: **Thank you. Our support team will get back to you.** The answer comes by email, to the address you entered; check that it is correct.

## Good to know

- If several messages are sent from your network in a short time, you may be asked to **Press & Hold** a button to confirm that you are a person.
- Do not include passwords or other sensitive information in a message.
- Interested in a product you do not have? Its tile's **Learn More** window also links here.

## Need help right away?

For immediate help, call the support phone number shown at the bottom of every page and on the [Support](/support) page.`,
      },
      es: {
        title: 'Contáctenos',
        summary:
          'Cuándo usar la página Contáctenos en lugar de un incidente, cómo enviar un mensaje y dónde encontrar el número telefónico de soporte.',
        body: `## ¿Contáctenos o un incidente?

| Use | Cuándo |
| --- | --- |
| [Contáctenos](/contactUs) | Una pregunta general sobre el acceso, sus datos o el portal, cuando no necesita darle seguimiento en el portal |
| [Crear un incidente](/support/ticketCreation) | Un problema o una solicitud concreta para la que quiere un número de referencia, con seguimiento y respuestas en [Mis incidentes](/support/trackTicket) |

Si tiene dudas, cree un incidente: se le puede dar seguimiento y se dirige al equipo adecuado.

## Enviar un mensaje

1. Abra [Contáctenos](/contactUs). También está enlazada al pie de cada página y desde la página de [Soporte](/support).
2. Escriba su **Nombre** y su **Correo electrónico**, y su **Empresa** si lo desea.
3. Elija un **Tema**: Acceso, Datos, Técnico u Otro.
4. Escriba su **Mensaje**, de entre 10 y 2,000 caracteres.
5. Seleccione **Enviar mensaje**.

La página confirma: **Gracias. Nuestro equipo de soporte se pondrá en contacto con usted.** La respuesta llega por correo electrónico a la dirección que escribió; verifique que sea correcta.

## Conviene saber

- Si se envían varios mensajes desde su red en poco tiempo, es posible que se le pida **Mantenga presionado** un botón para confirmar que es una persona.
- No incluya contraseñas ni otra información confidencial en un mensaje.
- ¿Le interesa un producto que no tiene? La ventana **Más información** de su mosaico también enlaza a esta página.

## ¿Necesita ayuda inmediata?

Para obtener ayuda inmediata, llame al número telefónico de soporte que aparece al pie de cada página y en la página de [Soporte](/support).`,
      },
      fr: {
        title: 'Nous joindre',
        summary:
          'Quand utiliser la page Nous joindre plutôt qu’un incident, comment envoyer un message et où trouver le numéro de téléphone du soutien.',
        body: `## Nous joindre ou créer un incident?

| Utilisez | Quand |
| --- | --- |
| [Nous joindre](/contactUs) | Une question générale sur l'accès, vos données ou le portail, sans besoin de suivi dans le portail |
| [Créer un incident](/support/ticketCreation) | Un problème ou une demande précise pour lequel vous voulez un numéro de référence, avec suivi et réponses dans [Mes incidents](/support/trackTicket) |

En cas de doute, créez un incident : il peut être suivi et il est acheminé à la bonne équipe.

## Envoyer un message

1. Ouvrez [Nous joindre](/contactUs). La page est aussi accessible au bas de chaque page et depuis la page [Soutien](/support).
2. Entrez votre **Nom** et votre **Courriel**, ainsi que votre **Entreprise** si vous le souhaitez.
3. Choisissez un **Thème** : Accès, Données, Technique ou Autre.
4. Rédigez votre **Message**, de 10 à 2 000 caractères.
5. Sélectionnez **Envoyer le message**.

La page confirme : **Merci. Notre équipe de soutien communiquera avec vous.** La réponse arrive par courriel, à l'adresse que vous avez entrée; assurez-vous qu'elle est exacte.

## Bon à savoir

- Si plusieurs messages sont envoyés depuis votre réseau en peu de temps, on peut vous demander d'**appuyer et maintenir** un bouton pour confirmer que vous êtes une personne.
- N'incluez pas de mot de passe ni d'autres renseignements sensibles dans un message.
- Un produit que vous n'avez pas vous intéresse? La fenêtre **En savoir plus** de sa tuile renvoie aussi à cette page.

## Besoin d'aide tout de suite?

Pour obtenir de l'aide immédiate, composez le numéro de téléphone du soutien indiqué au bas de chaque page et sur la page [Soutien](/support).`,
      },
    },
  },
  {
    key: 'writing-a-good-support-ticket',
    workspace: 'supplier',
    category: 'support-help',
    audience: 'ALL',
    text: {
      en: {
        title: 'What to include in a good support ticket',
        summary: 'A few habits that help the support team understand your incident the first time and answer it faster.',
        body: `## One question per ticket

Keep each incident to one question or concern. If you have a follow-up on an existing incident, add a comment to it in [My incidents](/support/trackTicket) instead of opening a new one.

## Make the first line count

The first 50 characters of your situation description become the incident's subject, which you and the team see in every list. Start with a short summary, for example "Shopper Behavior report does not load since Monday", then give the details.

## What to include

- **The product and the page**: for example Report Builder, or the Data Dictionary.
- **What you did, what you expected and what happened**.
- **The exact message** shown on screen, copied word for word.
- **When it happened**: the date and time, in the time zone of your profile.
- **Who is affected**: only you, several colleagues or the whole company.
- **A screenshot or sample file**, attached to the incident (one file, up to 10 MB).

## What to leave out

- Passwords, reset links or invitation links: the support team never needs them.
- Personal data that is not needed to understand the problem.

## A quick comparison

| Less helpful | More helpful |
| --- | --- |
| "The portal is broken." | "Data Dictionary: Download Excel has failed since 9:00 today." |
| "I need access." | "Please grant Report Builder to my account; my administrator is unavailable this week." |`,
      },
      es: {
        title: 'Qué incluir en un buen ticket de soporte',
        summary:
          'Algunos hábitos que ayudan al equipo de soporte a entender su incidente desde el primer momento y a responder más rápido.',
        body: `## Una pregunta por ticket

Limite cada incidente a una sola pregunta o inquietud. Si tiene un seguimiento sobre un incidente existente, agregue un comentario en [Mis incidentes](/support/trackTicket) en lugar de abrir uno nuevo.

## Aproveche la primera línea

Los primeros 50 caracteres de la descripción de la situación se convierten en el asunto del incidente, que usted y el equipo ven en todas las listas. Empiece con un resumen breve, por ejemplo "El reporte de Shopper Behavior no carga desde el lunes", y después dé los detalles.

## Qué incluir

- **El producto y la página**: por ejemplo Report Builder o el Diccionario de datos.
- **Qué hizo, qué esperaba y qué ocurrió**.
- **El mensaje exacto** que aparece en pantalla, copiado textualmente.
- **Cuándo ocurrió**: la fecha y la hora, en la zona horaria de su perfil.
- **A quién afecta**: solo a usted, a varios colegas o a toda la empresa.
- **Una captura de pantalla o un archivo de ejemplo**, adjunto al incidente (un archivo, hasta 10 MB).

## Qué no incluir

- Contraseñas, enlaces de restablecimiento ni enlaces de invitación: el equipo de soporte nunca los necesita.
- Datos personales que no sean necesarios para entender el problema.

## Una comparación rápida

| Menos útil | Más útil |
| --- | --- |
| "El portal no funciona." | "Diccionario de datos: Descargar Excel falla desde las 9:00 de hoy." |
| "Necesito acceso." | "Por favor otorguen Report Builder a mi cuenta; mi administrador no está disponible esta semana." |`,
      },
      fr: {
        title: 'Ce qu’il faut inclure dans un bon billet de soutien',
        summary: 'Quelques habitudes qui aident l’équipe de soutien à comprendre votre incident du premier coup et à y répondre plus vite.',
        body: `## Une question par billet

Limitez chaque incident à une seule question ou préoccupation. Pour faire un suivi sur un incident existant, ajoutez-y un commentaire dans [Mes incidents](/support/trackTicket) plutôt que d'en ouvrir un nouveau.

## Soignez la première ligne

Les 50 premiers caractères de la description de la situation deviennent l'objet de l'incident, que vous et l'équipe voyez dans toutes les listes. Commencez par un bref résumé, par exemple « Le rapport Shopper Behavior ne se charge plus depuis lundi », puis donnez les détails.

## Ce qu'il faut inclure

- **Le produit et la page** : par exemple Report Builder ou le Dictionnaire de données.
- **Ce que vous avez fait, ce que vous attendiez et ce qui s'est produit**.
- **Le message exact** affiché à l'écran, copié mot pour mot.
- **Le moment** : la date et l'heure, dans le fuseau horaire de votre profil.
- **Les personnes touchées** : vous seulement, plusieurs collègues ou toute l'entreprise.
- **Une capture d'écran ou un fichier d'exemple**, joint à l'incident (un fichier, jusqu'à 10 Mo).

## Ce qu'il faut éviter

- Les mots de passe, liens de réinitialisation ou liens d'invitation : l'équipe de soutien n'en a jamais besoin.
- Les renseignements personnels qui ne sont pas nécessaires pour comprendre le problème.

## Une comparaison rapide

| Moins utile | Plus utile |
| --- | --- |
| « Le portail ne fonctionne pas. » | « Dictionnaire de données : Télécharger Excel échoue depuis 9 h aujourd'hui. » |
| « J'ai besoin d'un accès. » | « Veuillez accorder Report Builder à mon compte; mon administrateur est absent cette semaine. » |`,
      },
    },
  },
  // ---------------------------------------------------------------- data-definitions
  {
    key: 'searching-the-data-dictionary',
    workspace: 'supplier',
    category: 'data-definitions',
    audience: 'ALL',
    text: {
      en: {
        title: 'Searching the data dictionary',
        summary:
          'Find the definition of a data field by its name, technical name or description, with at least 3 characters, and share what you find.',
        body: `## What the data dictionary holds

The [Data Dictionary](/dataDictionary) defines the data in the portal's reports and feeds. Each entry has a **Name**, a **Technical Name**, a **DSS Name**, a **Description**, its **Data type** and **Field type**, who it is **Available to**, and the **Products** that use it.

## Searching

1. Open the [Data Dictionary](/dataDictionary).
2. In **Search the data dictionary**, type at least 3 characters of a name, technical name or description.
3. Results appear as soon as you pause typing. Entry names are also suggested under the box: pick one with the mouse, or with the arrow keys and Enter.
4. To narrow the results, choose a **Product**.
5. Select an entry's name to open all its fields below the table. **Copy link** gives you an address that opens the same entry, to share with a colleague.

## When nothing is found

- With fewer than 3 characters, the box says **Enter at least 3 characters to start searching**.
- **No results found for** your term means nothing matches. Check the spelling, try a more general word or remove the product filter.
- When the term looks like a typo, **Did you mean:** lists close matches. Select one to search for it.

## Tips

- The page's address keeps your search, product, page and opened entry: bookmark it to come back to the same view.
- Some entries are for Charter users only; see the article on "all users" and "charter users only".`,
      },
      es: {
        title: 'Buscar en el diccionario de datos',
        summary:
          'Encuentre la definición de un campo de datos por su nombre, nombre técnico o descripción, con al menos 3 caracteres, y comparta lo que encuentre.',
        body: `## Qué contiene el diccionario de datos

El [Diccionario de datos](/dataDictionary) define los datos de los reportes y las fuentes de datos del portal. Cada entrada tiene un **Nombre**, un **Nombre técnico**, un **Nombre DSS**, una **Descripción**, su **Tipo de dato** y su **Tipo de campo**, para quién está **Disponible** y los **Productos** que la usan.

## Buscar

1. Abra el [Diccionario de datos](/dataDictionary).
2. En **Buscar en el diccionario de datos**, escriba al menos 3 caracteres de un nombre, un nombre técnico o una descripción.
3. Los resultados aparecen en cuanto deja de escribir. Debajo del cuadro también se sugieren nombres de entradas: elija uno con el ratón, o con las teclas de flecha y Enter.
4. Para acotar los resultados, elija un **Producto**.
5. Seleccione el nombre de una entrada para abrir todos sus campos debajo de la tabla. **Copiar enlace** le da una dirección que abre la misma entrada, para compartirla con un colega.

## Si no encuentra nada

- Con menos de 3 caracteres, el cuadro indica **Escriba al menos 3 caracteres para comenzar a buscar**.
- **No se encontraron resultados para** su término significa que nada coincide. Revise la ortografía, pruebe una palabra más general o quite el filtro de producto.
- Cuando el término parece tener un error de escritura, **Quiso decir:** muestra coincidencias cercanas. Seleccione una para buscarla.

## Consejos

- La dirección de la página conserva su búsqueda, el producto, la página y la entrada abierta: guárdela en favoritos para volver a la misma vista.
- Algunas entradas son solo para usuarios Charter; consulte el artículo sobre "todos los usuarios" y "solo usuarios charter".`,
      },
      fr: {
        title: 'Rechercher dans le dictionnaire de données',
        summary:
          'Trouvez la définition d’un champ de données par son nom, son nom technique ou sa description, avec au moins 3 caractères, et partagez ce que vous trouvez.',
        body: `## Ce que contient le dictionnaire de données

Le [Dictionnaire de données](/dataDictionary) définit les données des rapports et des flux du portail. Chaque entrée comporte un **Nom**, un **Nom technique**, un **Nom DSS**, une **Description**, son **Type de données** et son **Type de champ**, à qui elle est **Offerte** et les **Produits** qui l'utilisent.

## Rechercher

1. Ouvrez le [Dictionnaire de données](/dataDictionary).
2. Dans **Rechercher dans le dictionnaire de données**, tapez au moins 3 caractères d'un nom, d'un nom technique ou d'une description.
3. Les résultats s'affichent dès que vous cessez de taper. Des noms d'entrées sont aussi suggérés sous la boîte : choisissez-en un avec la souris, ou avec les flèches et la touche Entrée.
4. Pour restreindre les résultats, choisissez un **Produit**.
5. Sélectionnez le nom d'une entrée pour ouvrir tous ses champs sous le tableau. **Copier le lien** vous donne une adresse qui ouvre la même entrée, à partager avec un collègue.

## Si rien n'est trouvé

- Avec moins de 3 caractères, la boîte indique **Entrez au moins 3 caractères pour lancer la recherche**.
- **Aucun résultat pour** votre terme signifie que rien ne correspond. Vérifiez l'orthographe, essayez un mot plus général ou retirez le filtre de produit.
- Lorsque le terme semble contenir une faute de frappe, **Vouliez-vous dire :** propose des termes proches. Sélectionnez-en un pour le rechercher.

## Conseils

- L'adresse de la page conserve votre recherche, le produit, la page et l'entrée ouverte : ajoutez-la à vos favoris pour revenir à la même vue.
- Certaines entrées sont réservées aux utilisateurs Charter; consultez l'article sur « tous les utilisateurs » et « utilisateurs charter seulement ».`,
      },
    },
  },
  {
    key: 'browsing-and-exporting-the-data-dictionary',
    workspace: 'supplier',
    category: 'data-definitions',
    audience: 'ALL',
    text: {
      en: {
        title: 'Browsing the data dictionary and exporting it to Excel',
        summary:
          'Look through the dictionary without a search term, browse it by topic where that view is offered, and download entries as an Excel file.',
        body: `## Browsing without a search

When the search box is empty, the [Data Dictionary](/dataDictionary) lists every entry you may see, by name, page by page. Choose a **Product** to see only the entries of that product.

## Browsing by topic

Where the topic view is offered, **Browse by topic** opens **Browse the data dictionary**:

1. The **Topics** list, beside the table, shows each topic with its number of entries.
2. Select a topic, or **All topics**, and optionally a **Product**.
3. Select an entry's name to see all its fields and a link to copy.

Where the topic view is not offered, **Browse by topic** shows the whole dictionary instead.

## Exporting to Excel

1. On the [Data Dictionary](/dataDictionary) page, search and choose a product if you want only some entries.
2. Select **Download Excel**.
3. Your browser saves an .xlsx file whose name starts with data_element_glossary_ followed by the date.

| The file contains | Details |
| --- | --- |
| Which entries | Those of your current search and product, or the whole dictionary when there are none |
| Which columns | Name, Technical Name, DSS Name, Description, Data type, Field type, Available to, Products, Charter, Basic |

If you see **Download failed, please try again**, select **Try again**.

The export holds only the entries you may see: basic accounts do not receive entries available to Charter users only.`,
      },
      es: {
        title: 'Explorar el diccionario de datos y exportarlo a Excel',
        summary:
          'Recorra el diccionario sin un término de búsqueda, explórelo por tema donde esa vista esté disponible y descargue entradas como archivo de Excel.',
        body: `## Explorar sin buscar

Cuando el cuadro de búsqueda está vacío, el [Diccionario de datos](/dataDictionary) muestra todas las entradas que usted puede ver, por nombre y página por página. Elija un **Producto** para ver solo las entradas de ese producto.

## Explorar por tema

Donde la vista por temas está disponible, **Explorar por tema** abre **Explorar el diccionario de datos**:

1. La lista **Temas**, junto a la tabla, muestra cada tema con su número de entradas.
2. Seleccione un tema, o **Todos los temas**, y si lo desea un **Producto**.
3. Seleccione el nombre de una entrada para ver todos sus campos y un enlace para copiar.

Donde la vista por temas no está disponible, **Explorar por tema** muestra todo el diccionario.

## Exportar a Excel

1. En la página del [Diccionario de datos](/dataDictionary), busque y elija un producto si solo quiere algunas entradas.
2. Seleccione **Descargar Excel**.
3. Su navegador guarda un archivo .xlsx cuyo nombre empieza con data_element_glossary_ seguido de la fecha.

| El archivo contiene | Detalles |
| --- | --- |
| Qué entradas | Las de su búsqueda y producto actuales, o todo el diccionario si no hay ninguno |
| Qué columnas | Nombre, Nombre técnico, Nombre DSS, Descripción, Tipo de dato, Tipo de campo, Disponible para, Productos, Charter, Básico |

Si ve **La descarga falló; inténtelo de nuevo**, seleccione **Intentar de nuevo**.

La exportación contiene solo las entradas que usted puede ver: las cuentas básicas no reciben las entradas disponibles solo para usuarios Charter.`,
      },
      fr: {
        title: 'Parcourir le dictionnaire de données et l’exporter vers Excel',
        summary:
          'Parcourez le dictionnaire sans terme de recherche, explorez-le par thème là où cette vue est offerte et téléchargez des entrées dans un fichier Excel.',
        body: `## Parcourir sans rechercher

Lorsque la boîte de recherche est vide, le [Dictionnaire de données](/dataDictionary) présente toutes les entrées que vous pouvez voir, par nom et page par page. Choisissez un **Produit** pour ne voir que ses entrées.

## Parcourir par thème

Là où la vue par thème est offerte, **Parcourir par thème** ouvre **Parcourir le dictionnaire de données** :

1. La liste **Thèmes**, à côté du tableau, présente chaque thème avec son nombre d'entrées.
2. Sélectionnez un thème, ou **Tous les thèmes**, et au besoin un **Produit**.
3. Sélectionnez le nom d'une entrée pour voir tous ses champs et un lien à copier.

Là où la vue par thème n'est pas offerte, **Parcourir par thème** affiche plutôt le dictionnaire complet.

## Exporter vers Excel

1. Sur la page du [Dictionnaire de données](/dataDictionary), faites une recherche et choisissez un produit si vous ne voulez que certaines entrées.
2. Sélectionnez **Télécharger Excel**.
3. Votre navigateur enregistre un fichier .xlsx dont le nom commence par data_element_glossary_ suivi de la date.

| Le fichier contient | Précisions |
| --- | --- |
| Quelles entrées | Celles de votre recherche et de votre produit actuels, ou le dictionnaire complet s'il n'y en a pas |
| Quelles colonnes | Nom, Nom technique, Nom DSS, Description, Type de données, Type de champ, Offert à, Produits, Charter, De base |

Si le message **Le téléchargement a échoué, veuillez réessayer** s'affiche, sélectionnez **Réessayer**.

L'exportation ne contient que les entrées que vous pouvez voir : les comptes de base ne reçoivent pas les entrées réservées aux utilisateurs Charter.`,
      },
    },
  },
  {
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
  },
];
