import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
