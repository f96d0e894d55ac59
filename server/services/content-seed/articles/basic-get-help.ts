import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-get-help',
  workspace: 'basic',
  category: 'basic-support',
  audience: 'BASIC',
  text: {
    en: {
      title: 'Get help as a basic vendor',
      summary: 'Where to look for answers, how to open a support incident from your basic account, and how to follow it.',
      body: `## Look for an answer first

The [basic account help](/knowledgeBase/basic) articles cover your account, your users and your reports, and the [Data Dictionary](/dataDictionary) explains the fields in your reports.

## Open an incident

1. Go to [Create an incident](/support/ticketCreation). The account type **Supplier** is chosen for you.
2. Choose the support type **Basic vendor support**, then the issue:
   - **Basic vendor request** for **Account and access**, **Data sharing addendum** or **Periodic access review**;
   - **Basic reports** for **Understanding my report** or **Report not available**.
3. Your contact details come from your account. To file for a colleague, check **Submit on behalf of someone else**.
4. In **Situation description**, say what you did, what you expected and what happened.
5. If useful, attach one file of up to 10 MB and add a call-back number.
6. Select **Submit** and note the reference number.

Keep each incident to one question or concern. Incidents from basic vendors go to the basic vendor support team.

## Follow your incidents

[My incidents](/support/trackTicket) lists your incidents with their status. Open one to read the replies and add a comment; you are also e-mailed when the team replies or the status changes. Administrators also have a **Company incidents** tab. If an incident is closed and you still need help, create a new one.

## Urgent problems

The [Support](/support) page gives a phone number for immediate help.`,
    },
    es: {
      title: 'Obtener ayuda como proveedor básico',
      summary: 'Dónde buscar respuestas, cómo abrir un incidente de soporte desde su cuenta básica y cómo darle seguimiento.',
      body: `## Busque primero una respuesta

Los artículos de [ayuda para cuentas básicas](/knowledgeBase/basic) tratan sobre su cuenta, sus usuarios y sus reportes, y el [Diccionario de datos](/dataDictionary) explica los campos de sus reportes.

## Abrir un incidente

1. Vaya a [Crear un incidente](/support/ticketCreation). El tipo de cuenta **Proveedor** se elige por usted.
2. Elija el tipo de soporte **Soporte para proveedores básicos** y luego el problema:
   - **Solicitud de proveedor básico** para **Cuenta y acceso**, **Anexo de intercambio de datos** o **Revisión periódica de accesos**;
   - **Reportes básicos** para **Entender mi reporte** o **El reporte no está disponible**.
3. Sus datos de contacto se toman de su cuenta. Para reportar por un colega, marque **Enviar en nombre de otra persona**.
4. En **Descripción de la situación**, indique qué hizo, qué esperaba y qué pasó.
5. Si le sirve, adjunte un archivo de hasta 10 MB y agregue un número para devolverle la llamada.
6. Seleccione **Enviar** y anote el número de referencia.

Limite cada incidente a una sola pregunta o inquietud. Los incidentes de proveedores básicos los atiende el equipo de soporte para proveedores básicos.

## Seguimiento de sus incidentes

[Mis incidentes](/support/trackTicket) muestra sus incidentes con su estado. Abra uno para leer las respuestas y agregar un comentario; también recibe un correo cuando el equipo responde o cambia el estado. Los administradores tienen además la pestaña **Incidentes de la empresa**. Si un incidente está cerrado y aún necesita ayuda, cree uno nuevo.

## Problemas urgentes

La página de [Soporte](/support) muestra un número de teléfono para recibir ayuda inmediata.`,
    },
    fr: {
      title: 'Obtenir de l’aide comme fournisseur de base',
      summary: 'Où chercher des réponses, comment ouvrir un incident de soutien à partir de votre compte de base et comment le suivre.',
      body: `## Cherchez d’abord une réponse

Les articles d’[aide pour les comptes de base](/knowledgeBase/basic) portent sur votre compte, vos utilisateurs et vos rapports, et le [Dictionnaire de données](/dataDictionary) explique les champs de vos rapports.

## Ouvrir un incident

1. Allez à [Créer un incident](/support/ticketCreation). Le type de compte **Fournisseur** est choisi pour vous.
2. Choisissez le type de soutien **Soutien aux fournisseurs de base**, puis le problème :
   - **Demande de fournisseur de base** pour **Compte et accès**, **Avenant sur le partage des données** ou **Revue périodique des accès**;
   - **Rapports de base** pour **Comprendre mon rapport** ou **Rapport non disponible**.
3. Vos coordonnées proviennent de votre compte. Pour faire une demande pour un collègue, cochez **Soumettre au nom d’une autre personne**.
4. Dans **Description de la situation**, indiquez ce que vous avez fait, ce que vous attendiez et ce qui s’est passé.
5. Au besoin, joignez un fichier d’au plus 10 Mo et ajoutez un numéro de rappel.
6. Sélectionnez **Soumettre** et notez le numéro de référence.

Limitez chaque incident à une seule question ou préoccupation. Les incidents des fournisseurs de base sont traités par l’équipe de soutien aux fournisseurs de base.

## Suivre vos incidents

[Mes incidents](/support/trackTicket) énumère vos incidents avec leur statut. Ouvrez-en un pour lire les réponses et ajouter un commentaire; vous recevez aussi un courriel quand l’équipe répond ou que le statut change. Les administrateurs ont en plus un onglet **Incidents de l’entreprise**. Si un incident est fermé et que vous avez encore besoin d’aide, créez-en un nouveau.

## Problèmes urgents

La page [Soutien](/support) indique un numéro de téléphone pour obtenir de l’aide immédiate.`,
    },
  },
} satisfies SeedArticle;
