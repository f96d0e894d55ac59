import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** The narrow card that frames the sign-in and password pages. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <section
      css={css`
        max-width: 26rem;
        margin: 0 auto;
        padding: 2rem;
        background: #fff;
        border-radius: 8px;
        box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
      `}
    >
      {children}
    </section>
  );
}
