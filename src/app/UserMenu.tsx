// The signed-in user's menu in the header: profile, language, persona, company, sign out (the sections,
// Admin among them, are in the navigation).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../components/Link.tsx';
import { clearMenuKeys } from '../api/unauthorized.ts';
import { visuallyHidden } from '../components/kit/field.tsx';
import { RadioGroup } from '../components/kit/RadioGroup.tsx';
import { PopoverRoot, usePopover } from '../components/kit/usePopover.tsx';
import { changeLocale } from '../lib/locale.ts';
import type { Locale } from '../../tenants/schema.ts';
import { hasPermission, isSuperAdmin, type Persona, personaOptions, type UserContext } from '../lib/session.ts';
import { useSwitchContextMutation } from '../api/endpoints/acting-context.ts';
import { useListLoginCompaniesQuery } from '../api/endpoints/identity.ts';
import { headerButtonStyle } from './header-style.ts';

/**
 * The tenant's languages, each named in itself. Radio buttons like the other choices of the menu,
 * rather than a select in a popup of its own (the kit's select, which the footer offers visitors).
 */
function LanguageChoice() {
  const { t, i18n } = useLingui();
  return (
    <RadioGroup
      legend={t`Language`}
      value={i18n.locale}
      options={__TENANT__.locales.picker.map((choice) => ({
        value: choice.locale,
        label: <span lang={choice.locale}>{choice.label}</span>,
      }))}
      onChange={(locale) => void changeLocale(locale as Locale)}
    />
  );
}

/** Spec §4: who may switch persona sees the supplier and merchant views to choose from. */
function PersonaSwitch({ user }: { user: UserContext }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [switchPersona] = useSwitchContextMutation();
  // The choice shows at once; the user context confirms it after the call.
  const [choice, setChoice] = useState<Persona | null>(null);
  const current = choice ?? user.acting.persona ?? personaOptions(user) ?? 'SUPPLIER';
  return (
    <RadioGroup
      legend={t`View as`}
      value={current}
      options={[
        { value: 'SUPPLIER', label: t`Supplier` },
        { value: 'MERCHANT', label: t`Merchant` },
      ]}
      onChange={async (persona) => {
        setChoice(persona as Persona);
        await switchPersona({ body: { persona: persona as Persona } });
        clearMenuKeys();
        if (isSuperAdmin(user)) navigate('/companyList');
      }}
    />
  );
}

/**
 * Issue 14 §2: who has been granted access to other companies (GET users/companies?loginId) switches
 * between them and their own view (POST users/switch-context). Super admins choose on the company list.
 */
function CompanySwitch({ user }: { user: UserContext }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companies = useListLoginCompaniesQuery({ loginId: user.login_id });
  const [switchContext] = useSwitchContextMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const granted = (companies.data?.companies ?? []).filter((c) => c.relation === 'GRANTED');
  if (!granted.length) return null;
  return (
    <RadioGroup
      legend={t`Company`}
      value={choice ?? user.acting.company?.id ?? ''}
      options={[{ value: '', label: t`Your own view` }, ...granted.map((c) => ({ value: c.companyId, label: c.companyName }))]}
      onChange={async (companyId) => {
        setChoice(companyId);
        const result = await switchContext({ body: { companyId: companyId || null } });
        if ('error' in result) {
          setChoice(null);
          return;
        }
        clearMenuKeys();
        navigate('/apps');
      }}
    />
  );
}

const initials = (user: UserContext) => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

export default function UserMenu({ user }: { user: UserContext }) {
  // Closes like the kit's popups: Escape (focus back on the button), a click outside, focus leaving it.
  const popover = usePopover();
  const { id, open, setOpen, triggerRef } = popover;
  // Choosing a company or a persona moves to another page: the menu closes, as after following a link.
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <PopoverRoot
      state={popover}
      css={css`
        margin-left: auto;
        min-width: 0;
        /* On a phone the initials never shrink: the product name beside the logo gives way (a long
           one, as Mexico's, clipped them). */
        @media (max-width: 425px) {
          flex: none;
        }
        & > button {
          max-width: 100%;
          overflow: hidden;
          text-overflow: ellipsis;
          white-space: nowrap;
        }
      `}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        css={(theme) => css`
          ${headerButtonStyle(theme)};
          display: inline-flex;
          /* On a phone the initials stand for the name, which stays the button's accessible name. */
          @media (max-width: 425px) {
            .user-name {
              ${visuallyHidden};
            }
          }
          @media (min-width: 426px) {
            .user-initials {
              display: none;
            }
          }
        `}
      >
        <span className="user-initials" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="user-name">
          {user.first_name} {user.last_name}
        </span>
      </button>
      {open ? (
        <div
          id={id}
          css={(theme) => css`
            position: absolute;
            right: 0;
            top: calc(100% + 0.5rem);
            min-width: 14rem;
            padding: ${theme.space.lg};
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            border-radius: ${theme.radius.md};
            box-shadow: ${theme.shadow.lg};
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
          <LanguageChoice />
          {hasPermission(user, 'SWITCH', 'PERSONA') ? <PersonaSwitch user={user} /> : null}
          {isSuperAdmin(user) ? null : <CompanySwitch user={user} />}
          <Link to="/logout">
            <Trans>Sign out</Trans>
          </Link>
        </div>
      ) : null}
    </PopoverRoot>
  );
}
