// The portal's navigation (issue 11 §1, issue 28 §1): the sections of navigation.ts as links, the
// current one marked with aria-current.
// - Signed in ('side'): a column beside the page, the sections everyone has first and the
//   retailer's own tools (customer accounts, global users, audits, console, content, usage, banner)
//   under a heading of their own: it holds the richest role's 13 sections in any language, where a
//   header row held 11 only by growing wider than the window. Up to 768 px wide it is a panel its
//   menu button (rendered into the header bar) opens, which keeps focus inside while open: Tab
//   cycles through its links and the button, Escape (or a link) closes it and focus goes back to
//   the button. Its state lives here, out of the first load.
// - Signed out ('bar'): the one or two public sections, in the header bar.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AppWindow,
  BookOpen,
  BookText,
  Building2,
  ClipboardCheck,
  FilePenLine,
  Headset,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  Menu as MenuIcon,
  Newspaper,
  ChartNoAxesColumn,
  Scale,
  Settings,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Link } from '../components/Link.tsx';
import type { SessionState } from '../lib/session.ts';
import { FRAME, NARROW } from './base-style.ts';
import { type Section, sectionsFor } from './navigation.ts';

/** Each section's icon, by its path (the route table stays free of icon code: it is in the first load). */
const ICONS: Record<string, LucideIcon> = {
  '/apps': AppWindow,
  '/support': LifeBuoy,
  '/knowledgeBase/home': BookOpen,
  '/knowledgeBase/basic': BookOpen,
  '/dataDictionary': BookText,
  '/releaseNotes': Newspaper,
  '/admin': Settings,
  '/companyList': Building2,
  '/globalUserManagement': Users,
  '/userAudits': ClipboardCheck,
  '/support/console': Headset,
  '/content': FilePenLine,
  '/usageReport': ChartNoAxesColumn,
  '/siteBanner': Megaphone,
  '/configuration': SlidersHorizontal,
  '/legalDocuments': Scale,
};

const sideLinkStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  line-height: 1.3;
  svg {
    flex: none;
    color: ${theme.colors.muted};
  }
  &:hover {
    background: ${theme.colors.background};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${theme.colors.primarySurface};
    color: ${theme.colors.primary};
    box-shadow: inset 3px 0 0 ${theme.colors.primary};
    svg {
      color: inherit;
    }
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const barLinkStyle = (theme: Theme) => css`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  color: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.markOnPrimary};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.markOnPrimary};
    outline-offset: -3px;
  }
`;

const listStyle = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const groupHeadingStyle = (theme: Theme) => css`
  margin: ${theme.space.xl} ${theme.space.md} ${theme.space.sm};
  font-size: ${theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

/** A section's badge (the release notes' unseen count), loaded with its own chunk. */
function Badge(Component: LazyExoticComponent<ComponentType> | undefined) {
  return Component ? (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ) : null;
}

function SectionLinks({ sections, placement, onFollow }: { sections: Section[]; placement: 'side' | 'bar'; onFollow?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul css={placement === 'side' ? listStyle : [listStyle, { flexDirection: 'row' }]}>
      {sections.map((section) => {
        const Icon = ICONS[section.path];
        return (
          <li key={section.path}>
            <Link
              to={section.path}
              aria-current={section.current ? 'page' : undefined}
              css={placement === 'side' ? sideLinkStyle : barLinkStyle}
              onClick={onFollow}
            >
              {placement === 'side' && Icon ? <Icon size={18} aria-hidden="true" /> : null}
              <span>{i18n._(section.route.nav!.label)}</span>
              {Badge(section.route.nav!.badge)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function Navigation({
  session,
  placement,
  menuSlot = null,
}: {
  session: SessionState;
  placement: 'side' | 'bar';
  /** Where the side navigation's menu button goes (the header bar); shown on narrow screens only. */
  menuSlot?: HTMLElement | null;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const sections = sectionsFor(session, pathname);
  const [open, setOpen] = useState(false);
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closing by Escape gives focus back to the button, once the closed panel has rendered (so
  // nothing the render does can leave it elsewhere).
  const returnFocus = useRef(false);
  const close = useCallback((toButton: boolean) => {
    returnFocus.current = toButton;
    if (toButton) buttonRef.current?.focus();
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);
  // A new page closes the panel; so does the window growing past the breakpoint. Pages render as
  // transitions, so the panel may have been opened again while the new one was on its way: focus
  // in it then goes back to the button, not to the page's top.
  useEffect(() => {
    const panel = navRef.current;
    close(Boolean(panel?.hasAttribute('data-open') && panel.contains(document.activeElement)));
  }, [pathname, close]);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    const onChange = () => !query?.matches && setOpen(false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  // Opening the panel puts focus on its first link; while open, focus stays in the panel and its
  // button, and Escape closes it.
  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [buttonRef.current, ...Array.from(navRef.current?.querySelectorAll('a') ?? [])].filter(Boolean) as HTMLElement[];
      const index = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : (index + 1) % stops.length;
      event.preventDefault();
      stops[next]!.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  if (sections.length === 0) return null;
  if (placement === 'bar') {
    return (
      <nav aria-label={t`Main`} css={{ flex: 'none' }}>
        <SectionLinks sections={sections} placement="bar" />
      </nav>
    );
  }
  const everyone = sections.filter((s) => s.group === 'main');
  const tools = sections.filter((s) => s.group === 'tools');
  const follow = () => close(false);
  return (
    <>
      {menuSlot
        ? createPortal(
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen((o) => !o)}
              className={FRAME.menu}
            >
              <MenuIcon size={18} aria-hidden="true" />
              <Trans>Menu</Trans>
            </button>,
            menuSlot,
          )
        : null}
      <nav
        ref={navRef}
        id={id}
        aria-label={t`Main`}
        className={FRAME.panel}
        data-open={open ? '' : undefined}
        css={(theme: Theme) => ({ padding: `${theme.space.lg} ${theme.space.sm}` })}
      >
        <SectionLinks sections={everyone} placement="side" onFollow={follow} />
        {tools.length ? (
          <>
            <h2 css={groupHeadingStyle}>
              <Trans>Internal tools</Trans>
            </h2>
            <SectionLinks sections={tools} placement="side" onFollow={follow} />
          </>
        ) : null}
      </nav>
    </>
  );
}
