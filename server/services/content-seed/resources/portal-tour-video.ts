import type { SeedResource } from '../types.ts';

export default {
  key: 'portal-tour-video',
  audience: 'ALL',
  url: 'https://example.com/videos/supplier-insights-tour',
  type: 'video',
  text: {
    en: {
      title: 'Video: a tour of {portal}',
      summary: 'A 12-minute video that walks you through the app launch page, the knowledge base, support incidents and your profile.',
      body: `## What you will see

This video follows a new user through a first visit to {portal}:

- signing in and finding your products on the app launch page;
- what the **Launch App**, **Learn More** and **Access pending** buttons mean;
- searching the knowledge base and the data dictionary;
- creating a support incident and following the answers;
- setting your language and time zone in your profile.

## Before you watch

The video is about 12 minutes long and has captions. The screens you see may differ slightly from yours, depending on your company's products and your role.

## After watching

To go further on any topic, [search the knowledge base](/knowledgeBase/search). If you are your company's admin, the onboarding checklist among these resources lists your first tasks. Questions about your own access go to your company's admin.
`,
    },
    es: {
      title: 'Video: un recorrido por {portal}',
      summary:
        'Un video de 12 minutos que le muestra la página de acceso a aplicaciones, la base de conocimientos, los incidentes de soporte y su perfil.',
      body: `## Qué verá

Este video acompaña a un nuevo usuario en su primera visita a {portal}:

- iniciar sesión y encontrar sus productos en la página de acceso a aplicaciones;
- qué significan los botones **Abrir aplicación**, **Más información** y **Acceso pendiente**;
- buscar en la base de conocimientos y en el diccionario de datos;
- crear un incidente de soporte y dar seguimiento a las respuestas;
- configurar su idioma y su zona horaria en su perfil.

## Antes de verlo

El video dura unos 12 minutos y tiene subtítulos. Las pantallas pueden ser un poco distintas de las suyas, según los productos de su empresa y su rol.

## Después de verlo

Para profundizar en cualquier tema, [busque en la base de conocimientos](/knowledgeBase/search). Si usted administra la cuenta de su empresa, la lista de verificación para nuevos administradores, entre estos recursos, enumera sus primeras tareas. Las preguntas sobre su propio acceso van al administrador de su empresa.
`,
    },
    fr: {
      title: 'Vidéo : une visite guidée de {portal}',
      summary:
        'Une vidéo de 12 minutes qui vous présente la page d’accès aux applications, la base de connaissances, les incidents de soutien et votre profil.',
      body: `## Ce que vous verrez

Cette vidéo accompagne un nouvel utilisateur lors de sa première visite dans {portal} :

- se connecter et trouver ses produits sur la page d’accès aux applications;
- ce que signifient les boutons **Lancer l’application**, **En savoir plus** et **Accès en attente**;
- chercher dans la base de connaissances et le dictionnaire de données;
- créer un incident de soutien et suivre les réponses;
- choisir sa langue et son fuseau horaire dans son profil.

## Avant de regarder

La vidéo dure environ 12 minutes et est sous-titrée. Les écrans peuvent différer légèrement des vôtres, selon les produits de votre entreprise et votre rôle.

## Après la vidéo

Pour approfondir un sujet, [cherchez dans la base de connaissances](/knowledgeBase/search). Si vous administrez le compte de votre entreprise, la liste de contrôle pour les nouveaux administrateurs, parmi ces ressources, présente vos premières tâches. Les questions sur votre propre accès s’adressent à l’administrateur de votre entreprise.
`,
    },
  },
} satisfies SeedResource;
