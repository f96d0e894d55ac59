// The signed-in user's menu in the header: profile, language, persona, sign out (the sections,
// Admin among them, are in the navigation).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../components/Link.tsx';
import { clearMenuKeys } from '../api/unauthorized.ts';
import { RadioGroup } from '../components/kit/RadioGroup.tsx';
import { PopoverRoot, usePopover } from '../components/kit/usePopover.tsx';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import { hasPermission, isSuperAdmin, type Persona, personaOptions, type UserContext } from '../lib/session.ts';
import { useSwitchPersonaMutation } from '../api/endpoints/acting-context.ts';
import { headerButtonStyle } from './header-style.ts';

/** Spec §4: who may switch persona sees the supplier and merchant views to choose from. */
function PersonaSwitch({ user }: { user: UserContext }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [switchPersona] = useSwitchPersonaMutation();
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

export default function UserMenu({ user }: { user: UserContext }) {
  // Closes like the kit's popups: Escape (focus back on the button), a click outside, focus leaving it.
  const popover = usePopover();
  const { id, open, setOpen, triggerRef } = popover;
  return (
    <PopoverRoot
      state={popover}
      css={css`
        margin-left: auto;
        min-width: 0;
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
        css={headerButtonStyle}
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
          {hasPermission(user, 'SWITCH', 'PERSONA') ? <PersonaSwitch user={user} /> : null}
          <Link to="/logout">
            <Trans>Sign out</Trans>
          </Link>
        </div>
      ) : null}
    </PopoverRoot>
  );
}
