// Page frame: header with the tenant's logo and product name, and the main landmark.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import logo from '@tenant-logo';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header
        css={(theme) => css`
          display: flex;
          align-items: center;
          gap: 0.75rem;
          padding: 0.75rem 1.5rem;
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `}
      >
        <Link
          to="/apps"
          css={css`
            display: flex;
            align-items: center;
            gap: 0.75rem;
            color: inherit;
            text-decoration: none;
            font-weight: 700;
            font-size: 1.125rem;
          `}
        >
          <img src={logo} alt="" width={32} height={32} />
          <span>{__TENANT__.productName}</span>
        </Link>
      </header>
      <main
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
