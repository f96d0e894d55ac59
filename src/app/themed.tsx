// The tenant's Emotion theme around a part of the page that loads after the first load (lazy-now.ts):
// the pages, the sections, the user menu, the banners, the footer. The first load itself draws
// with the base style's classes (base-style.ts) and carries no style library: Emotion and the
// theme come with the first of these parts (issue 27: initial JS target 115 KB gzip).
import { ThemeProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { theme } from './theme.ts';

// A lazy part of any props (what React.lazy takes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function themed(Part: ComponentType<any>): ComponentType<any> {
  return function Themed(props: object) {
    return (
      <ThemeProvider theme={theme}>
        <Part {...props} />
      </ThemeProvider>
    );
  };
}
