import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'report-builder-scheduled-exports',
  date: '2026-05-12',
  tags: ['new-feature'],
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Schedule your Report Builder exports',
      summary: 'Report Builder can now run a saved report on a schedule, daily, weekly or monthly, and prepare the export for you.',
      body: `## What's new

You no longer need to open Report Builder every Monday to export the same report. Any saved report can now run on a schedule:

- Choose **Schedule export** on a saved report.
- Pick the frequency (daily, weekly on a chosen day, or monthly on a chosen date), the time and the file format, .xlsx or .csv.
- Times follow the time zone set in [your profile](/profile).

## What changes for you

- When a scheduled export is ready, you receive an e-mail with a link to the file in Report Builder. Files are kept for 30 days.
- Each user can keep up to 20 active schedules.
- Scheduled exports run with your own access: if you lose access to a product, the schedules that use its data pause and you are told why.

## Good to know

- The report's filters are saved with the schedule. Relative periods such as "last 4 weeks" move forward with every run.
- Scheduling is available to charter and basic accounts alike.
`,
    },
    es: {
      title: 'Programe sus exportaciones de Report Builder',
      summary:
        'Report Builder ahora puede ejecutar un reporte guardado de forma programada, diaria, semanal o mensual, y preparar la exportación por usted.',
      body: `## Novedades

Ya no necesita abrir Report Builder cada lunes para exportar el mismo reporte. Cualquier reporte guardado puede ejecutarse ahora de forma programada:

- Elija **Programar exportación** en un reporte guardado.
- Seleccione la frecuencia (diaria, semanal en el día que elija o mensual en la fecha que elija), la hora y el formato del archivo, .xlsx o .csv.
- Las horas respetan la zona horaria configurada en [su perfil](/profile).

## Qué cambia para usted

- Cuando una exportación programada está lista, recibe un correo electrónico con un enlace al archivo en Report Builder. Los archivos se conservan durante 30 días.
- Cada usuario puede tener hasta 20 programaciones activas.
- Las exportaciones programadas se ejecutan con su propio acceso: si pierde el acceso a un producto, las programaciones que usan sus datos se pausan y se le indica el motivo.

## Para tener en cuenta

- Los filtros del reporte se guardan con la programación. Los periodos relativos, como "últimas 4 semanas", avanzan con cada ejecución.
- La programación está disponible tanto para cuentas Charter como para cuentas básicas.
`,
    },
  },
} satisfies SeedReleaseNote;
