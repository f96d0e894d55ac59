// Page frame: a skip link (the first stop of the Tab key), the header (with its banners), the main
// landmark and the footer. Their style is the page's base style (app/base-style.ts).
import { FRAME } from './base-style.ts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function Layout({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href="#main" className={FRAME.skip}>
        <Trans>Skip to main content</Trans>
      </a>
      {header}
      <main id="main" tabIndex={-1} className={FRAME.main}>
        {children}
      </main>
      {footer}
    </>
  );
}
