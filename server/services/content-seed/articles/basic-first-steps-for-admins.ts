import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-first-steps-for-admins',
  workspace: 'basic',
  category: 'basic-getting-started',
  audience: 'BASIC',
  text: {
    en: {
      title: 'First steps for a basic vendor administrator',
      summary:
        'Set up your basic account in a few steps: complete your registration, set your preferences, invite your colleagues and know where to get help.',
      body: `## 1. Complete your registration

The first time you sign in, {portal} asks you to complete your basic account registration: confirm your name, add your contact details if you wish, and accept the terms of use and the data sharing addendum. Other pages open once this is done. If the terms are updated later, you are asked to accept the new version before you continue.

## 2. Set your preferences

Open your [Profile](/profile) and, under **Preferences**, choose your language and time zone, then select **Save preferences**. Dates in the portal follow your time zone.

## 3. Invite your colleagues

1. Open [User Management](/admin/userList) from **Admin**.
2. Select **Add user**, enter the person's name and e-mail address, choose the role and check the apps they need.
3. Select **Send invitation**. The link in the e-mail works once and expires after 7 days.

E-mail addresses must belong to your company's authorized domains. Basic accounts do not manage domains themselves: if you need a new one, ask Support.

## 4. Name a second administrator

Give the **Admin** role to at least one colleague. The portal never lets your company lose its last active administrator, and a second admin can act when you are away, for example to complete the user-access audit.

## 5. Watch for the user-access audit

When an audit opens, you receive an e-mail and a banner appears at the top of every page until you complete it.

## 6. Know where to get help

Read the [basic account help](/knowledgeBase/basic) articles, or [create an incident](/support/ticketCreation) and follow it in [My incidents](/support/trackTicket).`,
    },
    es: {
      title: 'Primeros pasos para el administrador de un proveedor básico',
      summary:
        'Configure su cuenta básica en pocos pasos: complete su registro, elija sus preferencias, invite a sus colegas y sepa dónde obtener ayuda.',
      body: `## 1. Complete su registro

La primera vez que inicie sesión, {portal} le pide completar el registro de su cuenta básica: confirmar su nombre, agregar sus datos de contacto si lo desea y aceptar los términos de uso y el anexo de intercambio de datos. Después se abren las demás páginas. Si los términos se actualizan más adelante, se le pedirá aceptar la nueva versión antes de continuar.

## 2. Elija sus preferencias

Abra su [Perfil](/profile) y, en **Preferencias**, elija su idioma y su zona horaria; luego seleccione **Guardar preferencias**. Las fechas del portal siguen su zona horaria.

## 3. Invite a sus colegas

1. Abra [Gestión de usuarios](/admin/userList) desde **Administración**.
2. Seleccione **Agregar usuario**, escriba el nombre y el correo electrónico de la persona, elija el rol y marque las aplicaciones que necesita.
3. Seleccione **Enviar invitación**. El enlace del correo funciona una sola vez y vence a los 7 días.

Los correos deben pertenecer a los dominios autorizados de su empresa. Las cuentas básicas no administran sus dominios: si necesita uno nuevo, pídalo a Soporte.

## 4. Nombre a un segundo administrador

Asigne el rol de **Administrador** al menos a un colega. El portal nunca permite que su empresa se quede sin su último administrador activo, y un segundo administrador puede actuar cuando usted no esté, por ejemplo para completar la auditoría de acceso.

## 5. Esté atento a la auditoría de acceso

Cuando se abre una auditoría, usted recibe un correo y aparece un aviso en la parte superior de cada página hasta que la complete.

## 6. Sepa dónde obtener ayuda

Lea los artículos de [ayuda para cuentas básicas](/knowledgeBase/basic), o [cree un incidente](/support/ticketCreation) y dele seguimiento en [Mis incidentes](/support/trackTicket).`,
    },
    fr: {
      title: 'Premiers pas de l’administrateur d’un fournisseur de base',
      summary:
        'Configurez votre compte de base en quelques étapes : terminez votre inscription, choisissez vos préférences, invitez vos collègues et sachez où obtenir de l’aide.',
      body: `## 1. Terminez votre inscription

À votre première connexion, {portal} vous demande de terminer l’inscription de votre compte de base : confirmer votre nom, ajouter vos coordonnées si vous le souhaitez, et accepter les conditions d’utilisation et l’addenda sur le partage de données. Les autres pages s’ouvrent ensuite. Si les conditions sont mises à jour plus tard, on vous demandera d’accepter la nouvelle version avant de continuer.

## 2. Choisissez vos préférences

Ouvrez votre [Profil](/profile) et, sous **Préférences**, choisissez votre langue et votre fuseau horaire, puis sélectionnez **Enregistrer les préférences**. Les dates du portail suivent votre fuseau horaire.

## 3. Invitez vos collègues

1. Ouvrez [Gestion des utilisateurs](/admin/userList) à partir d’**Administration**.
2. Sélectionnez **Ajouter un utilisateur**, entrez le nom et l’adresse courriel de la personne, choisissez le rôle et cochez les applications dont elle a besoin.
3. Sélectionnez **Envoyer l’invitation**. Le lien du courriel fonctionne une seule fois et expire après 7 jours.

Les adresses courriel doivent appartenir aux domaines autorisés de votre entreprise. Les comptes de base ne gèrent pas eux-mêmes leurs domaines : si vous en avez besoin d’un nouveau, demandez-le au Soutien.

## 4. Nommez un deuxième administrateur

Donnez le rôle **Administrateur** à au moins un collègue. Le portail ne laisse jamais votre entreprise perdre son dernier administrateur actif, et un deuxième administrateur peut agir en votre absence, par exemple pour effectuer l’audit des accès.

## 5. Surveillez l’audit des accès

Lorsqu’un audit commence, vous recevez un courriel et une bannière s’affiche en haut de chaque page jusqu’à ce que vous l’effectuiez.

## 6. Sachez où obtenir de l’aide

Lisez les articles d’[aide pour les comptes de base](/knowledgeBase/basic), ou [créez un incident](/support/ticketCreation) et suivez-le dans [Mes incidents](/support/trackTicket).`,
    },
  },
} satisfies SeedArticle;
