// Page frame: the header (with its banners) above the main landmark.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export function Layout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <main
        id="main"
        css={css`
          max-width: 64rem;
          margin: 0 auto;
          padding: 2rem 1.5rem;
        `}
      >
        {children}
      </main>
    </>
  );
}
