// The page's base style: the font, the tenant's page colours and the frame (skip link, header bar,
// main column). The build writes it into each bundle's index.html (scripts/rsbuild/start-up-hints.ts),
// so it paints with the page, before any script runs, and the first load carries no style
// component for it (issue 10 §2's 120 KB budget). The frame's elements take these class names.
import { type Branding, cssVariables, FONT } from '../../tenants/design-tokens.ts';
import { controlClassRules } from '../components/control-rules.ts';

/** At or under this width the navigation is a menu button and the header keeps to one row (spec §9 breakpoint 768 px). */
export const NARROW = '(max-width: 768px)';

/** The header bar's height: one row whatever the role and the language (issue 28 §1); the side navigation starts under it. */
export const BAR_HEIGHT = '3.5rem';

export const FRAME = {
  skip: 'skip-link',
  bar: 'frame-bar',
  brand: 'frame-brand',
  /** The menu button that opens the side navigation on narrow screens. */
  menu: 'frame-menu',
  /** Under the bar: the side navigation (signed in) beside the content (banners, main, footer). */
  body: 'frame-body',
  withSide: 'frame-body-side',
  side: 'frame-side',
  /** The side navigation itself: on narrow screens a panel under the bar, shown while open. */
  panel: 'frame-panel',
  content: 'frame-content',
  main: 'frame-main',
  /** A data page (tables, consoles): the main column takes the window's width. */
  wide: 'frame-main-wide',
} as const;

/** The tenant's design tokens as CSS custom properties, and the frame's rules in their terms. */
export function baseStyle(branding: Branding): string {
  return [
    cssVariables(branding),
    `body{margin:0;font-family:${FONT};background:var(--color-background);color:var(--color-text);line-height:1.5}`,
    // Links in the tenant's primary colour (held to 4.5:1 on the page and on cards by the tenant check).
    'a{color:var(--color-primary)}',
    // The skip link: the first Tab stop, shown when focused.
    `.${FRAME.skip}{position:absolute;left:.5rem;top:-3rem;z-index:30;padding:.5rem 1rem;background:var(--color-surface);color:var(--color-primary);font-weight:600;border-radius:var(--radius-md)}`,
    `.${FRAME.skip}:focus{top:.5rem;outline:3px solid var(--color-focus)}`,
    // The header bar: one row at every width (brand, the menu button on narrow screens, the user
    // menu), kept in view while the page scrolls. The product name gives way when space runs out.
    `.${FRAME.bar}{position:sticky;top:0;z-index:25;display:flex;flex-wrap:nowrap;align-items:center;gap:1rem;height:${BAR_HEIGHT};padding:0 1.5rem;box-sizing:border-box;background:var(--color-primary);color:var(--color-on-primary)}`,
    `.${FRAME.brand}{display:flex;align-items:center;gap:.75rem;margin-right:auto;color:inherit;text-decoration:none;font-weight:700;font-size:1.125rem;min-width:0}`,
    `.${FRAME.brand} img{flex:none}`,
    `.${FRAME.brand} span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    `@media (max-width:425px){.${FRAME.bar}{padding:0 .75rem;gap:.5rem}.${FRAME.brand}{font-size:1rem}}`,
    // The menu button, outlined in the bar's text colour like the user menu's (app/header-style.ts).
    `.${FRAME.menu}{display:none;flex:none;align-items:center;gap:.375rem;background:transparent;color:inherit;border:1px solid currentColor;border-radius:var(--radius-md);padding:.375rem .75rem;font:inherit;cursor:pointer}`,
    `.${FRAME.menu}:focus-visible{outline:3px solid var(--color-mark-on-primary)}`,
    `@media ${NARROW}{.${FRAME.menu}{display:inline-flex}}`,
    // Signed in, the sections are a column beside the content (any number of them, in any
    // language, never wider than the window); on narrow screens a panel the menu button opens.
    `.${FRAME.withSide}{display:grid;grid-template-columns:15rem minmax(0,1fr)}`,
    `.${FRAME.side}{position:sticky;top:${BAR_HEIGHT};height:calc(100vh - ${BAR_HEIGHT});overflow-y:auto;box-sizing:border-box;background:var(--color-surface);border-right:1px solid var(--color-divider)}`,
    `@media ${NARROW}{.${FRAME.withSide}{display:block}.${FRAME.side}{position:static;height:0;overflow:visible;border:0}.${FRAME.panel}{display:none}.${FRAME.panel}[data-open]{display:block;position:fixed;z-index:20;top:${BAR_HEIGHT};left:0;right:0;max-height:calc(100vh - ${BAR_HEIGHT});overflow-y:auto;box-sizing:border-box;background:var(--color-surface);box-shadow:0 4px 12px rgb(0 0 0 / 18%)}}`,
    `.${FRAME.content}{min-width:0}`,
    // The main column is at least a screen high: the footer starts below the fold, and as the
    // page's content arrives it moves further down out of sight instead of shifting in view
    // (Lighthouse CLS on /apps was 0.335 with the footer in view). Content pages keep a readable
    // column; data pages take the width (their tables scroll sideways only when still too narrow).
    `.${FRAME.main}{min-height:100vh;width:100%;max-width:64rem;margin:0 auto;padding:2rem 1.5rem;box-sizing:border-box;min-width:0}`,
    `.${FRAME.wide}{max-width:none}`,
    `@media (max-width:425px){.${FRAME.main}{padding:1.5rem 1rem}}`,
    `.${FRAME.main}:focus{outline:none}`,
    // The kit's button and alert (components/control-rules.ts), for the error panel of the first load.
    controlClassRules(),
  ].join('');
}
