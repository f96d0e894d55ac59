/** @jsxImportSource react */
// Spec §2 "Header": logo and title linking to /apps, the navigation (issue 11 §1, issue 28 §1), the
// user menu, and the banners under it. The bar is one row at every width: someone signed in finds
// the sections in the side navigation (on narrow screens behind its menu button, put here); a visitor
// who is signed out has one or two public sections, shown in the bar.
import logo from '@tenant-logo';
import { Link } from '../components/Link.tsx';
import { OptionalChunk } from './ChunkBoundary.tsx';
import { lazyNow } from './lazy-now.ts';
import { FRAME } from './base-style.ts';
import { type SessionState, showsAuditBanner } from '../lib/session.ts';

// Shown only once someone is signed in, which takes a round trip anyway: loading them then keeps
// them out of the first load. Start-up preloads them as soon as the status says someone is signed
// in (preloadSignedInHeader), so that they are usually part of the first render.
const userMenuCode = lazyNow(() => import('./UserMenu.tsx'));
const contextBannerCode = lazyNow(() => import('../features/company-list/ContextBanner.tsx'));
// The tenant-wide site banner (issue 16 §2), for everyone signed in.
const siteBannerCode = lazyNow(() => import('../features/site-banner/SiteBanner.tsx'));
const UserMenu = userMenuCode.component();
const ContextBanner = contextBannerCode.component();
const SiteBanner = siteBannerCode.component();
// The user-access audit banner (issue 14 §3): its chunk loads only for those it may concern.
const AuditBanner = lazyNow(() => import('../features/user-audit/AuditBanner.tsx')).component();

export function preloadSignedInHeader() {
  // A failure shows as the part missing (OptionalChunk), as when it loads with the header.
  for (const code of [userMenuCode, contextBannerCode, siteBannerCode]) code.preload().catch(() => {});
}
// The sections: out of the first load, but preloaded at start-up (startup.ts), so that they are
// usually part of the first render; the side column keeps its width while they load.
export const navigationCode = lazyNow(() => import('./Navigation.tsx'));
export const Navigation = navigationCode.component();

/**
 * `menuSlot`: someone signed in has the side navigation, whose menu button (narrow screens) goes
 * here; without it the bar holds the navigation itself.
 */
export function Header({ session, menuSlot }: { session: SessionState; menuSlot?: (slot: HTMLElement | null) => void }) {
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <header className={FRAME.bar}>
      <Link to="/apps" className={FRAME.brand}>
        <img src={logo} alt="" width={32} height={32} />
        <span>{__TENANT__.productName}</span>
      </Link>
      {menuSlot ? (
        <span ref={menuSlot} style={{ display: 'contents' }} />
      ) : (
        <OptionalChunk>
          <Navigation session={session} placement="bar" />
        </OptionalChunk>
      )}
      {user ? (
        <OptionalChunk>
          <UserMenu user={user} />
        </OptionalChunk>
      ) : null}
    </header>
  );
}

/** Under the header, above the page: the working context, the audit reminder and the site banner. */
export function Banners({ session }: { session: SessionState }) {
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  return (
    <>
      <OptionalChunk>
        <ContextBanner user={user} />
      </OptionalChunk>
      {showsAuditBanner(user) ? (
        <OptionalChunk>
          <AuditBanner user={user} />
        </OptionalChunk>
      ) : null}
      <OptionalChunk>
        <SiteBanner />
      </OptionalChunk>
    </>
  );
}
