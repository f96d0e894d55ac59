// The footer on every page (issue 11 §1): the tenant's legal links (those its bundle has and the
// visitor may open: no privacy policy on MX, terms on US only, the data sharing addendum once
// signed in), contact us, the support phone (spec §9), and the language picker for signed-out
// visitors (signed-in users have it in their menu).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../components/Link.tsx';
import { contactPathFor } from '../lib/links.ts';
import { changeLocale } from '../lib/locale.ts';
import type { SessionState } from '../lib/session.ts';
import { decide } from './guards.ts';
import { routes } from './routes.ts';

/**
 * The tenant's languages (tenant file `locales.picker`, two each), each named in itself, as toggle
 * buttons: one press, nothing to open. A select here loaded the select library (about 45 KB gzip)
 * and rendered it on every visitor's page (issue 27: blocking time on the landing page).
 */
function LanguageChoice() {
  const { i18n, t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      css={(theme) => css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.5rem;
        button {
          padding: 0.25rem 0.5rem;
          border: 1px solid transparent;
          border-radius: ${theme.radius.md};
          background: transparent;
          color: ${theme.colors.primary};
          font: inherit;
          text-decoration: underline;
          cursor: pointer;
        }
        button[aria-pressed='true'] {
          border-color: ${theme.colors.border};
          color: ${theme.colors.text};
          font-weight: 600;
          text-decoration: none;
          cursor: default;
        }
        button:focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
      `}
    >
      <span aria-hidden="true">
        <Trans>Language:</Trans>
      </span>
      {__TENANT__.locales.picker.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.locale}
          aria-pressed={choice.locale === i18n.locale}
          onClick={() => {
            if (choice.locale !== i18n.locale) void changeLocale(choice.locale);
          }}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

const LEGAL_PATHS = ['/privacyPolicy', '/terms', '/dataSharingAddendum'];

export default function Footer({ session }: { session: SessionState }) {
  const { i18n, t } = useLingui();
  const legal = routes.filter(
    (route) => LEGAL_PATHS.includes(route.path) && decide(route, { pathname: route.path, search: '' }, session).kind === 'render',
  );
  return (
    <footer
      css={(theme) => css`
        margin-top: 3rem;
        padding: 1.5rem 0;
        border-top: 1px solid ${theme.colors.divider};
        background: ${theme.colors.background};
        color: ${theme.colors.text};
        font-size: 0.9375rem;
      `}
    >
      <div
        css={css`
          max-width: 64rem;
          margin: 0 auto;
          padding: 0 1.5rem;
          box-sizing: border-box;
          display: flex;
          flex-wrap: wrap;
          gap: 1rem 2rem;
          align-items: center;
          justify-content: space-between;
        `}
      >
        <nav aria-label={t`Legal and contact`}>
          <ul
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.5rem 1.25rem;
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {legal.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{i18n._(route.title)}</Link>
              </li>
            ))}
            <li>
              <Link to={contactPathFor(session)}>
                <Trans>Contact us</Trans>
              </Link>
            </li>
            <li>
              <Trans>
                Support: <a href={`tel:${__TENANT__.supportPhone}`}>{__TENANT__.supportPhone}</a>
              </Trans>
            </li>
          </ul>
        </nav>
        {session.status === 'signed-out' ? <LanguageChoice /> : null}
      </div>
    </footer>
  );
}
