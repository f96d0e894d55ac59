// Spec §2 "Header": logo and title linking to /apps, the primary navigation (issue 11 §1), the user
// menu, and the context banner.
import { css } from '@emotion/react';
import logo from '@tenant-logo';
import { lazy } from 'react';
import { Link } from '../components/Link.tsx';
import { OptionalChunk } from './ChunkBoundary.tsx';
import { Navigation } from './Navigation.tsx';
import type { SessionState } from '../lib/session.ts';

// Shown only once someone is signed in, which takes a round trip anyway: loading them then keeps
// them out of the first load.
const UserMenu = lazy(() => import('./UserMenu.tsx'));
const ContextBanner = lazy(() => import('../features/company-list/ContextBanner.tsx'));

export function Header({ session }: { session: SessionState }) {
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <header>
      <div
        css={(theme) => css`
          position: relative;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.5rem 1rem;
          padding: 0.75rem 1.5rem;
          @media (max-width: 425px) {
            padding: 0.5rem 0.75rem;
          }
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
            min-width: 0;
            @media (max-width: 425px) {
              font-size: 1rem;
            }
          `}
        >
          <img src={logo} alt="" width={32} height={32} />
          <span>{__TENANT__.productName}</span>
        </Link>
        <Navigation session={session} />
        {user ? (
          <OptionalChunk>
            <UserMenu user={user} />
          </OptionalChunk>
        ) : null}
      </div>
      {user ? (
        <OptionalChunk>
          <ContextBanner user={user} />
        </OptionalChunk>
      ) : null}
    </header>
  );
}
