import type { SeedArticle } from '../types.ts';

export default {
  key: 'browser-and-accessibility-tips',
  workspace: 'supplier',
  category: 'getting-started',
  audience: 'ALL',
  text: {
    en: {
      title: 'Browser and accessibility tips',
      summary: 'Browser settings that keep {portal} working smoothly, and the keyboard, screen-reader and small-screen features it offers.',
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
} satisfies SeedArticle;
