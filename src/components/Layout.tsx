// Page frame: a skip link, the header (with its banners), the main landmark and the footer.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function Layout({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        min-height: 100vh;
      `}
    >
      {/* The first stop of the Tab key: past the header's links straight to the page. */}
      <a
        href="#main"
        css={(theme) => css`
          position: absolute;
          left: 0.5rem;
          top: -3rem;
          z-index: 30;
          padding: 0.5rem 1rem;
          background: #fff;
          color: ${theme.colors.primary};
          font-weight: 600;
          border-radius: ${theme.radius};
          &:focus {
            top: 0.5rem;
            outline: 3px solid ${theme.colors.accent};
          }
        `}
      >
        <Trans>Skip to main content</Trans>
      </a>
      {header}
      <main
        id="main"
        tabIndex={-1}
        css={css`
          flex: 1;
          width: 100%;
          max-width: 64rem;
          margin: 0 auto;
          padding: 2rem 1.5rem;
          box-sizing: border-box;
          min-width: 0;
          &:focus {
            outline: none;
          }
        `}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
