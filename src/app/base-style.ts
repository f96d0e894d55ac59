// The page's base style: the font and the tenant's page colours. The build writes it into each
// bundle's index.html (scripts/rsbuild/start-up-hints.ts), so it paints with the page, before any
// script runs, and the first load carries no style component for it.
export const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function baseStyle(colors: { background: string; text: string }): string {
  return `body{margin:0;font-family:${FONT};background:${colors.background};color:${colors.text};line-height:1.5}`;
}
