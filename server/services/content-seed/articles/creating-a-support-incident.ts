import type { SeedArticle } from '../types.ts';

export default {
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
} satisfies SeedArticle;
