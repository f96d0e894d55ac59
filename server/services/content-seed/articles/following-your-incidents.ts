import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
