import type { SeedResource } from '../types.ts';

export default {
  key: 'associate-supplier-support-training',
  audience: 'INTERNAL',
  url: 'https://example.com/training/associate-portal-support',
  type: 'training',
  text: {
    en: {
      title: 'Helping suppliers use {portal} (associate training)',
      summary:
        'A recorded training session for associates on requesting access to supplier companies, switching between them and answering common supplier questions.',
      body: `## What the training covers

- Requesting access to a supplier company from your profile, and what the supplier's admins see.
- Switching between the companies you have access to from the user menu.
- Answering the questions suppliers ask most: pending access, invitations, authorised domains and the user-access audit of basic accounts.
- When to point a supplier to the knowledge base, and when to open a support incident for them.

## Format

A recorded 45-minute session with slides, followed by a short knowledge check. Plan to take it during your first month of working with suppliers.

## Before the session

Sign in to {portal} once and open your profile, so that your account is ready for the exercises. Keep the associate handbook of the knowledge base open: the session refers to its articles.
`,
    },
    es: {
      title: 'Cómo ayudar a los proveedores a usar {portal} (capacitación para asociados)',
      summary:
        'Una sesión de capacitación grabada para asociados sobre cómo solicitar acceso a empresas proveedoras, cambiar de una a otra y responder las preguntas frecuentes de los proveedores.',
      body: `## Qué cubre la capacitación

- Solicitar acceso a una empresa proveedora desde su perfil, y qué ven los administradores del proveedor.
- Cambiar entre las empresas a las que tiene acceso desde el menú de usuario.
- Responder las preguntas más frecuentes de los proveedores: acceso pendiente, invitaciones, dominios autorizados y la auditoría de acceso de usuarios de las cuentas básicas.
- Cuándo remitir a un proveedor a la base de conocimientos y cuándo abrir un incidente de soporte por él.

## Formato

Una sesión grabada de 45 minutos con diapositivas, seguida de una breve evaluación. Tómela durante su primer mes de trabajo con proveedores.

## Antes de la sesión

Inicie sesión en {portal} una vez y abra su perfil, para que su cuenta esté lista para los ejercicios. Tenga abierto el manual para asociados de la base de conocimientos: la sesión hace referencia a sus artículos.
`,
    },
    fr: {
      title: 'Aider les fournisseurs à utiliser {portal} (formation des associés)',
      summary:
        'Une séance de formation enregistrée pour les associés : demander l’accès aux entreprises des fournisseurs, passer de l’une à l’autre et répondre aux questions fréquentes des fournisseurs.',
      body: `## Contenu de la formation

- Demander l’accès à l’entreprise d’un fournisseur à partir de votre profil, et ce que voient ses administrateurs.
- Passer d’une entreprise à l’autre, parmi celles auxquelles vous avez accès, dans le menu utilisateur.
- Répondre aux questions les plus fréquentes des fournisseurs : accès en attente, invitations, domaines autorisés et audit des accès des comptes de base.
- Savoir quand diriger un fournisseur vers la base de connaissances et quand ouvrir un incident de soutien en son nom.

## Format

Une séance enregistrée de 45 minutes avec présentation, suivie d’un court questionnaire. Prévoyez la suivre au cours de votre premier mois de travail avec les fournisseurs.

## Avant la séance

Connectez-vous une fois à {portal} et ouvrez votre profil, pour que votre compte soit prêt pour les exercices. Gardez ouvert le guide des associés de la base de connaissances : la séance renvoie à ses articles.
`,
    },
  },
} satisfies SeedResource;
