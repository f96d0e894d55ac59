import type { SeedArticle } from '../types.ts';

export default {
  key: 'admin-read-the-activity-log',
  workspace: 'supplier',
  category: 'administration',
  audience: 'CHARTER',
  text: {
    en: {
      title: 'Read and download the activity log',
      summary:
        'The Audit Log shows who changed what in your company’s account, and when. Filter it by date, event, application or text, and download it to Excel.',
      body: `## What the log records

The [Audit Log](/admin/activityLog) lists the changes made in your company's account: invitations, new and deleted users, changes of access and role, blocks and unblocks, bulk uploads, authorized domains, third-party partners, access requests and more. Each entry has these columns:

| Column | Meaning |
| --- | --- |
| **Date** | When it happened, in your time zone |
| **User** | Who did it; **System** for automatic changes, **Former user** for someone since deleted |
| **Entity** | What was changed, such as a user or a domain |
| **Event** | The kind of change |
| **Details** | A description; long text can be expanded |
| **Application** | Where the change was made |

## Filter the entries

- **Date range**: the last 30 days are shown by default. You can choose any range of up to 30 days.
- **Events** and **Applications**: pick one or more values from each list.
- **Search**: type at least 3 characters to search the entries' text.

Any change of filter takes you back to the first page. Select a column header to sort, and use **Rows per page** to show 10 to 100 entries. Dates follow the time zone in your [Profile](/profile).

## Download

Select **Download** to get an Excel file (.xlsx) of the entries that match your current filters and sort. For a longer period, download one 30-day range at a time. If the download fails, select **Try again**.

## Tip

To check what happened to one person, search for their name or e-mail address.`,
    },
    es: {
      title: 'Consultar y descargar el registro de actividad',
      summary:
        'El Registro de auditoría muestra quién cambió qué en la cuenta de su empresa y cuándo. Fíltrelo por fecha, evento, aplicación o texto y descárguelo a Excel.',
      body: `## Qué se registra

El [Registro de auditoría](/admin/activityLog) muestra los cambios hechos en la cuenta de su empresa: invitaciones, usuarios nuevos y eliminados, cambios de acceso y de rol, bloqueos y desbloqueos, cargas masivas, dominios autorizados, socios externos, solicitudes de acceso y más. Cada entrada tiene estas columnas:

| Columna | Significado |
| --- | --- |
| **Fecha** | Cuándo ocurrió, en su zona horaria |
| **Usuario** | Quién lo hizo; **Sistema** para cambios automáticos, **Usuario eliminado** para alguien que ya no existe |
| **Entidad** | Lo que cambió, como un usuario o un dominio |
| **Evento** | El tipo de cambio |
| **Detalles** | Una descripción; el texto largo se puede expandir |
| **Aplicación** | Dónde se hizo el cambio |

## Filtrar las entradas

- **Rango de fechas**: de forma predeterminada se muestran los últimos 30 días. Puede elegir cualquier rango de hasta 30 días.
- **Eventos** y **Aplicaciones**: elija uno o varios valores de cada lista.
- **Buscar**: escriba al menos 3 caracteres para buscar en el texto de las entradas.

Cualquier cambio de filtro lo regresa a la primera página. Seleccione el encabezado de una columna para ordenar y use **Filas por página** para ver de 10 a 100 entradas. Las fechas siguen la zona horaria de su [Perfil](/profile).

## Descargar

Seleccione **Descargar** para obtener un archivo de Excel (.xlsx) con las entradas que coinciden con sus filtros y su orden actuales. Para un periodo más largo, descargue un rango de 30 días a la vez. Si la descarga falla, seleccione **Intentar de nuevo**.

## Consejo

Para ver qué pasó con una persona, busque su nombre o su correo electrónico.`,
    },
    fr: {
      title: 'Consulter et télécharger le journal d’activité',
      summary:
        'Le journal d’audit montre qui a changé quoi dans le compte de votre entreprise, et quand. Filtrez-le par date, événement, application ou texte, et téléchargez-le en format Excel.',
      body: `## Ce que le journal consigne

Le [Journal d’audit](/admin/activityLog) énumère les changements apportés au compte de votre entreprise : invitations, utilisateurs ajoutés et supprimés, changements d’accès et de rôle, blocages et déblocages, téléversements en lot, domaines autorisés, partenaires tiers, demandes d’accès et plus encore. Chaque entrée comporte ces colonnes :

| Colonne | Signification |
| --- | --- |
| **Date** | Le moment, dans votre fuseau horaire |
| **Utilisateur** | L’auteur; **Système** pour les changements automatiques, **Ancien utilisateur** pour une personne supprimée depuis |
| **Entité** | Ce qui a changé, comme un utilisateur ou un domaine |
| **Événement** | Le type de changement |
| **Détails** | Une description; un long texte peut être déplié |
| **Application** | L’endroit où le changement a été fait |

## Filtrer les entrées

- **Plage de dates** : les 30 derniers jours s’affichent par défaut. Vous pouvez choisir toute plage d’au plus 30 jours.
- **Événements** et **Applications** : choisissez une ou plusieurs valeurs dans chaque liste.
- **Rechercher** : tapez au moins 3 caractères pour chercher dans le texte des entrées.

Tout changement de filtre vous ramène à la première page. Sélectionnez l’en-tête d’une colonne pour trier, et utilisez **Lignes par page** pour afficher de 10 à 100 entrées. Les dates suivent le fuseau horaire de votre [Profil](/profile).

## Télécharger

Sélectionnez **Télécharger** pour obtenir un fichier Excel (.xlsx) des entrées qui correspondent à vos filtres et à votre tri actuels. Pour une période plus longue, téléchargez une plage de 30 jours à la fois. Si le téléchargement échoue, sélectionnez **Réessayer**.

## Conseil

Pour savoir ce qui est arrivé à une personne, cherchez son nom ou son adresse courriel.`,
    },
  },
} satisfies SeedArticle;
