// The signed-in user's menu in the header: profile, language, sign out.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import type { UserContext } from '../lib/session.ts';

export default function UserMenu({ user }: { user: UserContext }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);
  return (
    <div
      ref={root}
      css={css`
        position: relative;
        margin-left: auto;
      `}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        css={(theme) => css`
          background: transparent;
          color: inherit;
          border: 1px solid currentColor;
          border-radius: ${theme.radius};
          padding: 0.375rem 0.75rem;
          font: inherit;
          cursor: pointer;
          &:focus-visible {
            outline: 3px solid ${theme.colors.accent};
          }
        `}
      >
        {user.first_name} {user.last_name}
      </button>
      {open ? (
        <div
          id={id}
          css={(theme) => css`
            position: absolute;
            right: 0;
            top: calc(100% + 0.5rem);
            min-width: 14rem;
            padding: 1rem;
            background: #fff;
            color: ${theme.colors.text};
            border-radius: ${theme.radius};
            box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
            z-index: 10;
            a {
              display: block;
              margin-bottom: 0.75rem;
            }
          `}
        >
          <Link to="/profile" onClick={() => setOpen(false)}>
            <Trans>Profile</Trans>
          </Link>
          <LanguagePicker />
          <Link to="/logout">
            <Trans>Sign out</Trans>
          </Link>
        </div>
      ) : null}
    </div>
  );
}
