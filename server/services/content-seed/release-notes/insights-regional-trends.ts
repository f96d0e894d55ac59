import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'insights-regional-trends',
  date: '2026-09-15',
  tags: ['new-feature', 'data-update'],
  product: 'CHANNEL_PERFORMANCE',
  text: {
    en: {
      title: 'Regional trends in Insights',
      summary: 'Insights adds a regional view: compare store and online sales by region, week by week, for each of your categories.',
      body: `## What's new

Insights (Channel Performance) has a new **Regional trends** view. It shows store and online sales side by side for each region of {country}, week by week.

- Compare regions on sales, units and share of category, with the change from the previous week and from the same week last year.
- Filter by category, sub-category and brand; the filters carry over to the other Insights views.
- See where online grows faster than stores with the channel-mix chart.

## Data update

- History now goes back 104 weeks instead of 52, so year-over-year comparisons work for every week shown.
- Online sales are now split into pickup and delivery, so you can follow each way customers receive their orders.

## What changes for you

Existing views and saved filters keep working. Users who already have access to Insights see the new view at their next sign-in; there is nothing to request.
`,
    },
    es: {
      title: 'Tendencias regionales en Insights',
      summary:
        'Insights agrega una vista regional: compare las ventas en tienda y en línea por región, semana a semana, para cada una de sus categorías.',
      body: `## Novedades

Insights (Channel Performance) tiene una nueva vista, **Tendencias regionales**. Muestra las ventas en tienda y en línea lado a lado para cada región de {country}, semana a semana.

- Compare regiones por ventas, unidades y participación en la categoría, con la variación respecto de la semana anterior y de la misma semana del año pasado.
- Filtre por categoría, subcategoría y marca; los filtros se conservan en las demás vistas de Insights.
- Vea dónde crece el canal en línea más rápido que las tiendas con la gráfica de mezcla de canales.

## Actualización de datos

- El histórico ahora abarca 104 semanas en lugar de 52, así que las comparaciones contra el año anterior funcionan para todas las semanas mostradas.
- Las ventas en línea ahora se dividen en recolección en tienda y envío a domicilio, para que pueda seguir cada forma en que los clientes reciben sus pedidos.

## Qué cambia para usted

Las vistas existentes y los filtros guardados siguen funcionando. Los usuarios que ya tienen acceso a Insights ven la nueva vista la próxima vez que inicien sesión; no hace falta solicitar nada.
`,
    },
  },
} satisfies SeedReleaseNote;
