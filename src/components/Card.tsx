// The white card that frames the sign-in, password, invitation and registration pages.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

const WIDTHS = { narrow: '26rem', medium: '28rem', wide: '48rem' };

export function Card({
  width = 'medium',
  title,
  footer,
  children,
}: {
  /** narrow: the sign-in and password pages; medium: invitation; wide: the registration form. */
  width?: keyof typeof WIDTHS;
  /** The page's heading, when the card has one. */
  title?: ReactNode;
  /** A last paragraph under the content, e.g. a link back to the sign-in page. */
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      css={(theme) => css`
        max-width: ${WIDTHS[width]};
        margin: 0 auto;
        padding: 2rem;
        background: ${theme.colors.surface};
        border-radius: ${theme.radius.lg};
        box-shadow: ${theme.shadow.md};
      `}
    >
      {title ? <PageHeader title={title} breadcrumbs={false} /> : null}
      {children}
      {footer ? <p>{footer}</p> : null}
    </section>
  );
}
