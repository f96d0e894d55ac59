/** @jsxImportSource react */
// Page frame (issue 28 §1): a skip link (the first stop of the Tab key), the header bar, and under
// it the side navigation of someone signed in beside the content: the banners, the main landmark
// and the footer. Their style is the page's base style (app/base-style.ts), so the frame is laid
// out before any script runs.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FRAME } from './base-style.ts';

export function Layout({
  header,
  side,
  banners,
  footer,
  wide = false,
  children,
}: {
  header: ReactNode;
  /** The side navigation, or nothing (signed out: the header holds the few public sections). */
  side?: ReactNode;
  banners?: ReactNode;
  footer: ReactNode;
  /** A data page: the main column takes the window's width. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a href="#main" className={FRAME.skip}>
        <Trans>Skip to main content</Trans>
      </a>
      {header}
      <div className={side ? `${FRAME.body} ${FRAME.withSide}` : FRAME.body}>
        {side}
        <div className={FRAME.content}>
          {banners}
          <main id="main" tabIndex={-1} className={wide ? `${FRAME.main} ${FRAME.wide}` : FRAME.main}>
            {children}
          </main>
          {footer}
        </div>
      </div>
    </>
  );
}
