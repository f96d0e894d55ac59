import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
