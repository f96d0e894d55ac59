import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'accessibility-improvements',
  date: '2025-12-09',
  tags: ['improvement'],
  text: {
    en: {
      title: 'Accessibility improvements across the portal',
      summary: 'Keyboard navigation, screen-reader labels and colour contrast are better on every page of {portal}.',
      body: `## What's new

We reviewed the main pages of {portal} against the WCAG 2.1 AA guidelines and fixed what we found:

- Every page now starts with a **Skip to main content** link, so keyboard users reach the content without tabbing through the header.
- The focus ring is visible on every button, link, tab and table action.
- Tables announce their sort order, and the pagination buttons have names that screen readers read aloud.
- Form errors are linked to their field and announced as soon as they appear.
- Text and icons meet a contrast ratio of at least 4.5:1.

## What changes for you

Nothing changes in the way you work. If you use a screen reader, the keyboard alone or browser zoom up to 200%, the portal should now be easier to use.

## Tell us what you think

If a page is still hard to reach or to read, [create an incident](/support/ticketCreation) and tell us which page it is and which assistive technology you use.
`,
    },
    es: {
      title: 'Mejoras de accesibilidad en todo el portal',
      summary:
        'La navegación con teclado, las etiquetas para lectores de pantalla y el contraste de colores mejoraron en todas las páginas de {portal}.',
      body: `## Novedades

Revisamos las páginas principales de {portal} con base en las pautas WCAG 2.1 AA y corregimos lo que encontramos:

- Cada página empieza ahora con un enlace **Ir al contenido principal**, para que quienes usan el teclado lleguen al contenido sin recorrer todo el encabezado.
- El indicador de foco es visible en todos los botones, enlaces, pestañas y acciones de las tablas.
- Las tablas anuncian su orden, y los botones de paginación tienen nombres que los lectores de pantalla leen en voz alta.
- Los errores de los formularios están vinculados a su campo y se anuncian en cuanto aparecen.
- Los textos y los íconos cumplen una relación de contraste de al menos 4.5:1.

## Qué cambia para usted

Su forma de trabajar no cambia. Si usa un lector de pantalla, solo el teclado o el zoom del navegador hasta 200%, el portal ahora le resultará más fácil de usar.

## Díganos qué opina

Si alguna página sigue siendo difícil de recorrer o de leer, [cree un incidente](/support/ticketCreation) e indíquenos de qué página se trata y qué tecnología de apoyo utiliza.
`,
    },
  },
} satisfies SeedReleaseNote;
