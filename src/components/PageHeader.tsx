// The head of every page (issue 11 §3): the breadcrumb trail, the page's one h1 with its actions on
// the right (under it on narrow screens) and an optional introduction. The trail comes from the
// route being shown (route-context.ts, filled by app/RouteFrame.tsx from the route table): its
// ancestors as links, then the page itself. A top-level page, or one outside a route, has none.
import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useContext } from 'react';
import { Link } from './Link.tsx';
import { type Crumb, RouteContext } from './route-context.ts';

const headerStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.lg};
  min-width: 0;
  h1 {
    margin: 0;
    min-width: 0;
    /* A title that wraps on a narrow screen stays one block. */
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;

const titleRowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const introStyle = (theme: Theme) => css`
  margin: ${theme.space.sm} 0 0;
`;

const trailStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.text};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.primary};
    border-radius: ${theme.radius.sm};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  [aria-current='page'] {
    font-weight: 600;
  }
`;

function Breadcrumbs({ ancestors, current }: { ancestors: readonly Crumb[]; current: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} css={trailStyle}>
      <ol>
        {ancestors.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{typeof crumb.title === 'string' ? crumb.title : i18n._(crumb.title)}</Link>
            <span aria-hidden="true"> › </span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

export function PageHeader({
  title,
  actions,
  intro,
  breadcrumbs,
}: {
  /** The page's heading: its one h1. */
  title: ReactNode;
  /** Buttons beside the heading (add, export…). */
  actions?: ReactNode;
  /** A paragraph under the heading. */
  intro?: ReactNode;
  /** The levels above this page instead of the route's (the page itself is then named by `title`); `false` for none (the card pages). */
  breadcrumbs?: readonly Crumb[] | false;
}) {
  const { i18n } = useLingui();
  const route = useContext(RouteContext);
  const ancestors = breadcrumbs === false ? [] : (breadcrumbs ?? route?.ancestors ?? []);
  return (
    <div css={headerStyle}>
      {ancestors.length > 0 ? <Breadcrumbs ancestors={ancestors} current={route && !breadcrumbs ? i18n._(route.title) : title} /> : null}
      <div css={titleRowStyle}>
        <h1>{title}</h1>
        {actions ? <div css={actionsStyle}>{actions}</div> : null}
      </div>
      {intro ? <p css={introStyle}>{intro}</p> : null}
    </div>
  );
}
