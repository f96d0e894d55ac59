import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'activity-log-download',
  date: '2026-06-23',
  tags: ['new-feature'],
  text: {
    en: {
      title: 'Download the activity log as an Excel file',
      summary: 'Admins can now download the activity log as an .xlsx file, with the filters they applied on screen.',
      body: `## What's new

The [activity log](/admin/activityLog) has a new **Download** button. It writes the entries you are looking at to an Excel (.xlsx) file, with the same date range, event, application and search filters.

## What changes for you

- Keep evidence for your own audits without copying rows by hand: the file holds every matching entry, not only the current page.
- Every column is included: date, user, entity, event, details and application.
- Dates and times in the file follow the time zone in [your profile](/profile).
- As on screen, one download covers at most 30 days. For a longer period, download one file per month.

## Who can use it

Admins who see the **Audit Log** card on the [Admin](/admin) page. Super admins can download the log of the company they act for.

## If a download fails

You see "Download failed, please try again" with a **Try again** button, and your filters stay as they were.
`,
    },
    es: {
      title: 'Descargue el registro de actividad como archivo de Excel',
      summary:
        'Los administradores ahora pueden descargar el registro de actividad como archivo .xlsx, con los filtros que aplicaron en pantalla.',
      body: `## Novedades

El [registro de actividad](/admin/activityLog) tiene un nuevo botón **Descargar**. Guarda las entradas que usted está consultando en un archivo de Excel (.xlsx), con los mismos filtros de rango de fechas, evento, aplicación y búsqueda.

## Qué cambia para usted

- Conserve evidencia para sus propias auditorías sin copiar filas a mano: el archivo contiene todas las entradas que coinciden, no solo la página actual.
- Se incluyen todas las columnas: fecha, usuario, entidad, evento, detalles y aplicación.
- Las fechas y horas del archivo respetan la zona horaria de [su perfil](/profile).
- Igual que en pantalla, una descarga abarca como máximo 30 días. Para un periodo más largo, descargue un archivo por mes.

## Quién puede usarlo

Los administradores que ven la tarjeta **Registro de auditoría** en la página [Administrador](/admin). Los superadministradores pueden descargar el registro de la empresa que representan.

## Si una descarga falla

Verá el mensaje "La descarga falló; inténtelo de nuevo" con el botón **Intentar de nuevo**, y sus filtros se mantienen.
`,
    },
  },
} satisfies SeedReleaseNote;
