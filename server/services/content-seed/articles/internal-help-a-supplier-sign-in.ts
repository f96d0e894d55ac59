import type { SeedArticle } from '../types.ts';

export default {
  key: 'internal-help-a-supplier-sign-in',
  workspace: 'internal',
  category: 'internal-supporting',
  audience: 'INTERNAL',
  text: {
    en: {
      title: 'Help a supplier who cannot sign in',
      summary:
        'Most sign-in problems are solved by the supplier or their company administrator. Match the message they see to the fix, and open an incident when that is not enough.',
      body: `## First rule

Never ask a supplier for their password. Associates cannot see or change suppliers' passwords: the fixes below are done by the supplier or their administrator.

## Match the message to the fix

| What the supplier sees | What to suggest |
| --- | --- |
| The e-mail or password is incorrect | Check the sign-in address, then use **Forgot your password?** The reset link works once, for 60 minutes. |
| Too many sign-in attempts | Wait a few minutes, or reset the password. |
| A **Press & Hold** check | Complete it; it follows several failed attempts. |
| The account is blocked | Their administrator unblocks it in the **Blocked** tab of User Management. |
| The invitation expired or is invalid | Their administrator uses **Resend invite** in the **Pending** tab. |
| The session timed out | Sign in again; sessions end after a period without activity. |

## The reset e-mail did not arrive

For privacy, the page gives the same answer whether or not the address has an account. Check the address used and the junk mail folder. Each new request replaces the earlier links, so only the latest e-mail works.

## When this is not enough

[Create an incident](/support/ticketCreation) under **Access and accounts** › **Sign-in and password**, with the issue type **Cannot sign in**, **Password reset e-mail not received** or **Account blocked**. Check **Submit on behalf of someone else** and enter the supplier's details so that the answer reaches them.`,
    },
    es: {
      title: 'Ayudar a un proveedor que no puede iniciar sesión',
      summary:
        'La mayoría de los problemas de inicio de sesión los resuelve el proveedor o el administrador de su empresa. Relacione el mensaje que ve con la solución y abra un incidente cuando no sea suficiente.',
      body: `## Primera regla

Nunca pida a un proveedor su contraseña. Los asociados no pueden ver ni cambiar las contraseñas de los proveedores: las soluciones siguientes las aplica el proveedor o su administrador.

## Relacione el mensaje con la solución

| Lo que ve el proveedor | Qué sugerir |
| --- | --- |
| El correo o la contraseña son incorrectos | Revisar la dirección de inicio de sesión y usar **¿Olvidó su contraseña?** El enlace funciona una vez, durante 60 minutos. |
| Demasiados intentos de inicio de sesión | Esperar unos minutos o restablecer la contraseña. |
| Una verificación **Mantenga presionado** | Completarla; aparece tras varios intentos fallidos. |
| La cuenta está bloqueada | Su administrador la desbloquea en la pestaña **Bloqueados** de Gestión de usuarios. |
| La invitación venció o no es válida | Su administrador usa **Reenviar invitación** en la pestaña **Pendientes**. |
| La sesión terminó por inactividad | Volver a iniciar sesión; las sesiones terminan tras un periodo sin actividad. |

## No llegó el correo de restablecimiento

Por privacidad, la página da la misma respuesta, exista o no una cuenta con esa dirección. Verifique la dirección usada y el correo no deseado. Cada nueva solicitud reemplaza los enlaces anteriores, así que solo funciona el correo más reciente.

## Cuando no es suficiente

[Cree un incidente](/support/ticketCreation) en **Acceso y cuentas** › **Inicio de sesión y contraseña**, con el tipo de problema **No puedo iniciar sesión**, **No recibí el correo para restablecer la contraseña** o **Cuenta bloqueada**. Marque **Enviar en nombre de otra persona** y escriba los datos del proveedor para que la respuesta le llegue.`,
    },
    fr: {
      title: 'Aider un fournisseur qui ne peut pas se connecter',
      summary:
        'La plupart des problèmes de connexion se règlent par le fournisseur ou par l’administrateur de son entreprise. Associez le message affiché à la solution, et ouvrez un incident si cela ne suffit pas.',
      body: `## Première règle

Ne demandez jamais son mot de passe à un fournisseur. Les associés ne peuvent ni voir ni changer les mots de passe des fournisseurs : les solutions ci-dessous sont appliquées par le fournisseur ou son administrateur.

## Associer le message à la solution

| Ce que voit le fournisseur | Ce qu’il faut suggérer |
| --- | --- |
| Le courriel ou le mot de passe est incorrect | Vérifier l’adresse de connexion, puis utiliser **Mot de passe oublié?** Le lien fonctionne une fois, pendant 60 minutes. |
| Trop de tentatives de connexion | Attendre quelques minutes ou réinitialiser le mot de passe. |
| Une vérification **Appuyez et maintenez** | La faire; elle suit plusieurs tentatives échouées. |
| Le compte est bloqué | Son administrateur le débloque dans l’onglet **Bloqués** de la gestion des utilisateurs. |
| L’invitation a expiré ou n’est pas valide | Son administrateur utilise **Renvoyer l’invitation** dans l’onglet **En attente**. |
| La session a expiré pour inactivité | Se reconnecter; les sessions prennent fin après une période sans activité. |

## Le courriel de réinitialisation n’est pas arrivé

Par souci de confidentialité, la page donne la même réponse, qu’un compte utilise l’adresse ou non. Vérifiez l’adresse utilisée et les courriels indésirables. Chaque nouvelle demande remplace les liens précédents : seul le dernier courriel fonctionne.

## Quand cela ne suffit pas

[Créez un incident](/support/ticketCreation) sous **Accès et comptes** › **Connexion et mot de passe**, avec le type de problème **Impossible de me connecter**, **Courriel de réinitialisation non reçu** ou **Compte bloqué**. Cochez **Soumettre au nom d’une autre personne** et entrez les coordonnées du fournisseur pour que la réponse lui parvienne.`,
    },
  },
} satisfies SeedArticle;
