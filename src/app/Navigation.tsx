// The header's primary navigation (issue 11 §1): the sections of navigation.ts as links, the
// current one marked with aria-current. Up to 768 px wide it folds into a menu button whose panel
// keeps focus inside while open: Tab cycles through its links, Escape (or a link) closes it and
// focus goes back to the button.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, type KeyboardEvent, type LazyExoticComponent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../components/Link.tsx';
import type { SessionState } from '../lib/session.ts';
import { NARROW } from './base-style.ts';
import { headerButtonStyle } from './header-style.ts';
import { sectionsFor } from './navigation.ts';

const linkStyle = (theme: Theme) => css`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
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

const menuButtonStyle = (theme: Theme) => css`
  ${headerButtonStyle(theme)};
  display: none;
  @media ${NARROW} {
    display: inline-flex;
  }
`;

const listStyle = (theme: Theme, open: boolean) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${NARROW} {
    display: ${open ? 'flex' : 'none'};
    flex-direction: column;
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    padding: 0.75rem 1rem 1rem;
    background: ${theme.colors.primary};
    box-shadow: ${theme.shadow.lg};
    z-index: 20;
  }
`;

/** A section's badge (the release notes' unseen count), loaded with its own chunk. */
function Badge(Component: LazyExoticComponent<ComponentType> | undefined) {
  return Component ? (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ) : null;
}

export default function Navigation({ session }: { session: SessionState }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const sections = sectionsFor(session, pathname);
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new page closes the menu; so does the window growing past the breakpoint.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    const onChange = () => !query.matches && setOpen(false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    if (open) listRef.current?.querySelector('a')?.focus();
  }, [open]);

  if (sections.length === 0) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // The open panel keeps focus: its links and the button that closes it, in a circle.
    const stops = [buttonRef.current, ...Array.from(listRef.current?.querySelectorAll('a') ?? [])].filter(Boolean) as HTMLElement[];
    const index = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : (index + 1) % stops.length;
    event.preventDefault();
    stops[next]!.focus();
  };

  return (
    <nav
      aria-label={t`Main`}
      onKeyDown={onKeyDown}
      css={css`
        display: flex;
        flex: none;
        align-items: center;
      `}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        css={menuButtonStyle}
      >
        <span aria-hidden="true">☰</span>
        <Trans>Menu</Trans>
      </button>
      <ul id={id} ref={listRef} css={(theme) => listStyle(theme, open)}>
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={section.path} aria-current={section.current ? 'page' : undefined} css={linkStyle} onClick={() => setOpen(false)}>
              {i18n._(section.route.nav!.label)}
              {Badge(section.route.nav!.badge)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
