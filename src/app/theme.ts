// The Emotion theme from the tenant's branding.
import { FONT } from './base-style.ts';

export const theme = {
  colors: __TENANT__.colors,
  radius: '6px',
  font: FONT,
};

declare module '@emotion/react' {
  export interface Theme {
    colors: typeof __TENANT__.colors;
    radius: string;
    font: string;
  }
}
