// The portal's design tokens (issue 11 §3): colour roles, spacing, type, radii, shadows and the
// focus ring — one set, derived from each tenant's branding (its five colours); the rest is shared.
// The build writes them into each bundle's page as CSS custom properties (src/app/base-style.ts),
// and the Emotion theme (src/app/theme.ts) names those properties, so the bundles carry no colour
// values of their own and every component takes the tenant's. The tenant check (schema.ts
// validateTenant, run by the build and the server) refuses branding whose colours fail WCAG AA.

export type Branding = { primary: string; onPrimary: string; accent: string; background: string; text: string };

/** Colours every tenant shares; their contrasts are fixed and tested once (tenants/design-tokens.test.ts). */
const SHARED_COLORS = {
  /** Cards, dialogs, tables, inputs. */
  surface: '#ffffff',
  /** Borders of controls (inputs, outlined buttons): 3:1 against the surface (WCAG 1.4.11). */
  border: '#6b6b6b',
  /** Lines that only separate (table rows, card edges). */
  divider: '#e0e0e0',
  /** Secondary text (dates, hints): 4.5:1 against the surface and the page. */
  muted: '#595959',
  danger: '#b3261e',
  dangerSurface: '#fdecea',
  onDangerSurface: '#8c1d18',
  successSurface: '#e8f5e9',
  onSuccessSurface: '#1b5e20',
  infoSurface: '#e8f0fe',
  onInfoSurface: '#0b3d91',
  warningSurface: '#fff3cd',
  onWarningSurface: '#6b4e00',
  /** Behind a dialog. */
  scrim: 'rgb(0 0 0 / 45%)',
  /** Loading placeholders (skeleton rows). */
  skeleton: '#ececec',
} as const;

/** The colour roles components use (theme.colors): the branding's, the shared ones and two derived. */
export const COLOR_ROLES = [
  'primary',
  'onPrimary',
  'accent',
  'background',
  'text',
  'surface',
  'border',
  'divider',
  'muted',
  'danger',
  'dangerSurface',
  'onDangerSurface',
  'successSurface',
  'onSuccessSurface',
  'infoSurface',
  'onInfoSurface',
  'warningSurface',
  'onWarningSurface',
  'scrim',
  'skeleton',
  'focus',
  'markOnPrimary',
  'primarySurface',
] as const satisfies ReadonlyArray<keyof Branding | keyof typeof SHARED_COLORS | 'focus' | 'markOnPrimary' | 'primarySurface'>;
export type ColorRole = (typeof COLOR_ROLES)[number];

export const SPACE = { xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2rem', xxxl: '3rem' } as const;
export const FONT_SIZE = { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' } as const;
export const RADIUS = { sm: '4px', md: '6px', lg: '8px' } as const;
/** sm: cards at rest; md: cards raised (hover), the sign-in card; lg: menus and popovers; xl: dialogs. */
export const SHADOW = {
  sm: '0 1px 3px rgb(0 0 0 / 8%)',
  md: '0 3px 10px rgb(0 0 0 / 15%)',
  lg: '0 4px 12px rgb(0 0 0 / 18%)',
  xl: '0 8px 32px rgb(0 0 0 / 30%)',
} as const;
export const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text needs 4.5:1 (WCAG AA 1.4.3); focus rings and marks 3:1 (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** Every colour role of a tenant: its branding, the shared colours and the two derived ones. */
export function colorTokens(branding: Branding): Record<ColorRole, string> {
  return {
    ...branding,
    ...SHARED_COLORS,
    // The focus ring on the page and on cards: the primary colour, which contrastFailures holds to
    // 4.5:1 against both. (An accent would fail on some tenants — US yellow is 1.5:1 on the page — and
    // CA's red would read as an error.)
    focus: branding.primary,
    // Focus rings and the current-section mark on the header bar (primary background).
    markOnPrimary: contrastRatio(branding.accent, branding.primary) >= AA_NON_TEXT ? branding.accent : branding.onPrimary,
    // The tenant's own light surface (the current section, empty states' icons): its primary colour
    // at a tenth on white, where primary text keeps 4.5:1 (contrastFailures).
    primarySurface: tint(branding.primary, 0.1),
  };
}

/** `hex` at `share` over white, as #rrggbb. */
export function tint(hex: string, share: number): string {
  const channel = (i: number) => Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * share);
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour pair the portal draws text with, as fields of the tenant file. */
export interface ContrastFailure {
  field: string;
  against: string;
  ratio: number;
}

/**
 * The branding's text pairs that fail WCAG AA (4.5:1): header and button text on the primary
 * colour, body text on the page, and links and outlined buttons in the primary colour on the page
 * and on cards. Field names are those of the tenant file, e.g. `branding.colors.onPrimary`.
 */
export function contrastFailures(branding: Branding): ContrastFailure[] {
  const field = (role: keyof Branding) => `branding.colors.${role}`;
  const pairs: Array<[keyof Branding, keyof Branding | 'surface' | 'primarySurface']> = [
    ['onPrimary', 'primary'],
    ['text', 'background'],
    ['text', 'surface'],
    ['primary', 'background'],
    ['primary', 'surface'],
    ['primary', 'primarySurface'],
  ];
  const colorOf = (role: keyof Branding | 'surface' | 'primarySurface') =>
    role === 'surface' ? SHARED_COLORS.surface : role === 'primarySurface' ? tint(branding.primary, 0.1) : branding[role];
  const against = (bg: keyof Branding | 'surface' | 'primarySurface') =>
    bg === 'surface'
      ? `the cards' white (${SHARED_COLORS.surface})`
      : bg === 'primarySurface'
        ? `its own light tint (${colorOf(bg)})`
        : `${field(bg)} (${branding[bg]})`;
  return pairs
    .map(([fg, bg]) => ({
      field: field(fg),
      against: against(bg),
      ratio: contrastRatio(colorOf(fg), colorOf(bg)),
    }))
    .filter((pair) => pair.ratio < AA_TEXT);
}

const cssName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property of a token: `var(--color-on-primary)`. */
export const tokenVar = (group: 'color' | 'space' | 'font-size' | 'radius' | 'shadow', name: string) => `var(--${group}-${cssName(name)})`;

/** All tokens as CSS custom properties on :root, for the page's base style. */
export function cssVariables(branding: Branding): string {
  const groups: Array<[string, Record<string, string>]> = [
    ['color', colorTokens(branding)],
    ['space', SPACE],
    ['font-size', FONT_SIZE],
    ['radius', RADIUS],
    ['shadow', SHADOW],
  ];
  const declarations = groups.flatMap(([group, values]) =>
    Object.entries(values).map(([name, value]) => `--${group}-${cssName(name)}:${value}`),
  );
  return `:root{${declarations.join(';')}}`;
}
