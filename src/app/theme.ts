// The Emotion theme from the tenant's branding.
export const theme = {
  colors: __TENANT__.colors,
  radius: '6px',
  font: "'Helvetica Neue', Helvetica, Arial, sans-serif",
};

declare module '@emotion/react' {
  export interface Theme {
    colors: typeof __TENANT__.colors;
    radius: string;
    font: string;
  }
}
