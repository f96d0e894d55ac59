import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'shopper-behavior-monday-refresh',
  date: '2026-02-24',
  tags: ['data-update', 'improvement'],
  product: 'SHOPPER_BEHAVIOR',
  text: {
    en: {
      title: 'Shopper Behavior data now refreshes on Monday',
      summary: 'The weekly Shopper Behavior refresh now completes on Monday morning instead of Wednesday, two days earlier.',
      body: `## What's new

Starting the week of March 2, 2026, the weekly refresh of Shopper Behavior completes by **7:00 a.m. Central Time on Monday**, instead of Wednesday. The data still covers the latest complete week, Saturday to Friday.

## What changes for you

- Customer segments, loyalty, basket affinity and switching show last week's data two days sooner.
- Saved views keep working and pick up the new week automatically.
- If you plan your weekly business review around the refresh, you can now hold it on Monday afternoon.

## Good to know

- The latest week included is shown at the top of every report.
- If a refresh is late, a banner in the product says so, and the previous week's data stays available in the meantime.
- Around holidays the refresh may move by one day. We announce such changes in these release notes.
- Access requests for Shopper Behavior are still handled within two business days.
`,
    },
    es: {
      title: 'Los datos de Shopper Behavior ahora se actualizan el lunes',
      summary: 'La actualización semanal de Shopper Behavior ahora termina el lunes por la mañana en lugar del miércoles, dos días antes.',
      body: `## Novedades

A partir de la semana del 2 de marzo de 2026, la actualización semanal de Shopper Behavior termina a más tardar a las **7:00 a. m., hora del Centro, del lunes**, en lugar del miércoles. Los datos siguen cubriendo la última semana completa, de sábado a viernes.

## Qué cambia para usted

- Los segmentos de clientes, la lealtad, la afinidad de canasta y el cambio de marca muestran los datos de la semana pasada dos días antes.
- Las vistas guardadas siguen funcionando y toman la nueva semana automáticamente.
- Si organiza su revisión semanal del negocio en torno a la actualización, ahora puede hacerla el lunes por la tarde.

## Para tener en cuenta

- La última semana incluida se muestra en la parte superior de cada reporte.
- Si una actualización se retrasa, un aviso en el producto lo indica, y los datos de la semana anterior siguen disponibles mientras tanto.
- En días festivos la actualización puede moverse un día. Anunciamos esos cambios en estas notas de la versión.
- Las solicitudes de acceso a Shopper Behavior se siguen atendiendo en un plazo de dos días hábiles.
`,
    },
  },
} satisfies SeedReleaseNote;
