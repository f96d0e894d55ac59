import type { SeedArticle } from '../types.ts';

export default {
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
      summary: 'Algunos hábitos que ayudan al equipo de soporte a entender su incidente desde el primer momento y a responder más rápido.',
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
} satisfies SeedArticle;
