// The Emotion theme: the design tokens (tenants/design-tokens.ts) as references to the CSS custom
// properties the page's base style declares with the tenant's values, so one bundle's components
// draw with its tenant's colours without carrying them: theme.colors.onPrimary is
// 'var(--color-on-primary)', theme.space.lg 'var(--space-lg)'. Each group is a Proxy that writes
// the reference of the name asked for, so the first load carries no list of names (issue 10's
// 120 KB budget); the types keep the names to those of the token set.
import { type ColorRole, FONT, type FONT_SIZE, type RADIUS, type SHADOW, type SPACE, tokenVar } from '../../tenants/design-tokens.ts';

type Group = Parameters<typeof tokenVar>[0];
const refs = <K extends string>(group: Group) =>
  new Proxy({} as Record<K, string>, { get: (_target, name) => tokenVar(group, String(name)) });

export const theme = {
  colors: refs<ColorRole>('color'),
  space: refs<keyof typeof SPACE>('space'),
  fontSize: refs<keyof typeof FONT_SIZE>('font-size'),
  radius: refs<keyof typeof RADIUS>('radius'),
  shadow: refs<keyof typeof SHADOW>('shadow'),
  font: FONT,
};

type AppTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: Emotion's Theme becomes ours.
  export interface Theme extends AppTheme {}
}
