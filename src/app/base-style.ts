// The page's base style: the font, the tenant's page colours and the frame (skip link, header bar,
// main column). The build writes it into each bundle's index.html (scripts/rsbuild/start-up-hints.ts),
// so it paints with the page, before any script runs, and the first load carries no style
// component for it (issue 10 §2's 120 KB budget). The frame's elements take these class names.
import { type Branding, cssVariables, FONT } from '../../tenants/design-tokens.ts';

/** At or under this width the navigation is a menu button and the header keeps to one row (spec §9 breakpoint 768 px). */
export const NARROW = '(max-width: 768px)';

export const FRAME = { skip: 'skip-link', bar: 'frame-bar', brand: 'frame-brand', main: 'frame-main' } as const;

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
    // The header bar; on narrow screens one row whatever the session adds (menu, user button), so
    // the page below does not move when they arrive (layout shift): the product name gives way.
    `.${FRAME.bar}{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.75rem 1.5rem;background:var(--color-primary);color:var(--color-on-primary)}`,
    `.${FRAME.brand}{display:flex;align-items:center;gap:.75rem;color:inherit;text-decoration:none;font-weight:700;font-size:1.125rem;min-width:0}`,
    `.${FRAME.brand} img{flex:none}`,
    `@media ${NARROW}{.${FRAME.bar}{flex-wrap:nowrap}.${FRAME.brand} span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}}`,
    `@media (max-width:425px){.${FRAME.bar}{padding:.5rem .75rem}.${FRAME.brand}{font-size:1rem}}`,
    // The main column is at least a screen high: the footer starts below the fold, and as the
    // page's content arrives it moves further down out of sight instead of shifting in view
    // (Lighthouse CLS on /apps was 0.335 with the footer in view).
    `.${FRAME.main}{min-height:100vh;width:100%;max-width:64rem;margin:0 auto;padding:2rem 1.5rem;box-sizing:border-box;min-width:0}`,
    `.${FRAME.main}:focus{outline:none}`,
  ].join('');
}
