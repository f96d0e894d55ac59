import type { SeedResource } from '../types.ts';

export default {
  key: 'new-admin-onboarding-checklist',
  audience: 'ALL',
  type: 'template',
  text: {
    en: {
      title: 'Onboarding checklist for new admins',
      summary: "A checklist of a new company admin's first tasks: domains, users, partners, access requests and the activity log.",
      body: `Print this checklist or copy it into your team's notes, and tick each item as you go.

## Your own account

1. Sign in and accept the terms of use and the [Data Sharing Addendum](/dataSharingAddendum).
2. Set your language and time zone in your [profile](/profile).

## Your company's set-up

1. Check the [authorised domains](/admin/domainsList): new users can be invited only at these domains.
2. Review the [user list](/admin/userList): block people who have left and correct roles.
3. Make sure at least two people are admins, so access never depends on one person.
4. Check the [third-party partners](/admin/thirdParty) and the products each agency may use.

## Regular tasks

1. Answer access requests within two business days.
2. Follow up on pending invitations and resend those not accepted.
3. Look through the [activity log](/admin/activityLog) once a month.
4. Basic accounts: complete every user-access audit before its due date.

## Where to get help

Read the administration articles of the knowledge base or [create an incident](/support/ticketCreation).
`,
    },
    es: {
      title: 'Lista de verificación para nuevos administradores',
      summary:
        'Una lista con las primeras tareas de un nuevo administrador de la empresa: dominios, usuarios, socios, solicitudes de acceso y registro de actividad.',
      body: `Imprima esta lista o cópiela en las notas de su equipo, y marque cada punto a medida que avanza.

## Su propia cuenta

1. Inicie sesión y acepte los términos de uso y el [Anexo de intercambio de datos](/dataSharingAddendum).
2. Configure su idioma y su zona horaria en su [perfil](/profile).

## La configuración de su empresa

1. Revise los [dominios autorizados](/admin/domainsList): solo se puede invitar a nuevos usuarios con esos dominios.
2. Revise la [lista de usuarios](/admin/userList): bloquee a quienes ya no trabajan con usted y corrija los roles.
3. Asegúrese de que al menos dos personas sean administradoras, para que el acceso nunca dependa de una sola.
4. Revise los [socios externos](/admin/thirdParty) y los productos que puede usar cada agencia.

## Tareas periódicas

1. Responda las solicitudes de acceso en un plazo de dos días hábiles.
2. Dé seguimiento a las invitaciones pendientes y reenvíe las que no se hayan aceptado.
3. Revise el [registro de actividad](/admin/activityLog) una vez al mes.
4. Cuentas básicas: complete cada auditoría de acceso de usuarios antes de su fecha límite.

## Dónde obtener ayuda

Lea los artículos de administración de la base de conocimientos o [cree un incidente](/support/ticketCreation).
`,
    },
    fr: {
      title: 'Liste de contrôle pour les nouveaux administrateurs',
      summary:
        'Une liste des premières tâches d’un nouvel administrateur d’entreprise : domaines, utilisateurs, partenaires, demandes d’accès et journal d’activité.',
      body: `Imprimez cette liste ou copiez-la dans les notes de votre équipe, et cochez chaque point au fur et à mesure.

## Votre propre compte

1. Connectez-vous et acceptez les conditions d’utilisation et l’[Addenda sur le partage de données](/dataSharingAddendum).
2. Choisissez votre langue et votre fuseau horaire dans votre [profil](/profile).

## La configuration de votre entreprise

1. Vérifiez les [domaines autorisés](/admin/domainsList) : on ne peut inviter de nouveaux utilisateurs qu’à ces domaines.
2. Passez en revue la [liste des utilisateurs](/admin/userList) : bloquez les personnes qui sont parties et corrigez les rôles.
3. Assurez-vous qu’au moins deux personnes sont administratrices, pour que l’accès ne dépende jamais d’une seule.
4. Vérifiez les [partenaires tiers](/admin/thirdParty) et les produits que chaque agence peut utiliser.

## Tâches régulières

1. Répondez aux demandes d’accès dans un délai de deux jours ouvrables.
2. Faites le suivi des invitations en attente et renvoyez celles qui n’ont pas été acceptées.
3. Parcourez le [journal d’activité](/admin/activityLog) une fois par mois.
4. Comptes de base : terminez chaque audit des accès avant sa date d’échéance.

## Où obtenir de l’aide

Lisez les articles sur l’administration dans la base de connaissances ou [créez un incident](/support/ticketCreation).
`,
    },
  },
} satisfies SeedResource;
