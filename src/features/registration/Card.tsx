// The white card that frames the invitation and registration pages.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export function Card({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <section
      css={css`
        max-width: ${wide ? '48rem' : '28rem'};
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
