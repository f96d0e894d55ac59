import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import logo from '@tenant-logo';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The common frame of the error pages: logo, heading, explanation, actions. */
export function ErrorPanel({ heading, children, actions }: { heading: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <section>
      <img src={logo} alt={__TENANT__.productName} width={64} height={64} />
      <PageHeader title={heading} />
      <p>{children}</p>
      <div
        css={css`
          display: flex;
          gap: 0.75rem;
          flex-wrap: wrap;
        `}
      >
        {actions}
      </div>
    </section>
  );
}
