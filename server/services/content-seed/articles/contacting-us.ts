import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
