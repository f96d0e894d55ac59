// The banner under the header for super admins, spectators and third-party sponsored users
// (spec §2 "Header", §4 "Company-switch users").
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { clearMenuKeys } from '../../api/unauthorized.ts';
import { isSpectator, isSuperAdmin, isThirdPartySponsored, type UserContext } from '../../lib/session.ts';
import { useUserContextAfterChange } from '../../lib/useSession.ts';
import { useResetActingContextMutation, useSwitchContextMutation } from './api.ts';

const bannerButtonStyle = (theme: Theme) => css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: 0.25rem 0.75rem;
  font: inherit;
  cursor: pointer;
`;

function Banner({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Working context`}
      css={(theme) => css`
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: 1rem;
        padding: 0.5rem 1.5rem;
        background: ${theme.colors.infoSurface};
        border-bottom: 4px solid ${theme.colors.accent};
        color: ${theme.colors.text};
        font-weight: 600;
      `}
    >
      {children}
    </div>
  );
}

/** Back from a company whose admins granted the user access (issue 14 §2) to their own view. */
function BackToOwnView() {
  const navigate = useNavigate();
  const [switchContext, { isLoading }] = useSwitchContextMutation();
  return (
    <button
      type="button"
      disabled={isLoading}
      onClick={async () => {
        if ('error' in (await switchContext({ body: { companyId: null } }))) return;
        clearMenuKeys();
        navigate('/apps');
      }}
      css={bannerButtonStyle}
    >
      <Trans>Back to your own view</Trans>
    </button>
  );
}

function ReturnToCompanyList() {
  const navigate = useNavigate();
  const [reset, { isLoading }] = useResetActingContextMutation();
  const userContextAfterChange = useUserContextAfterChange();
  return (
    <button
      type="button"
      disabled={isLoading}
      onClick={async () => {
        if ('error' in (await reset())) return;
        clearMenuKeys();
        // The routing rules read the user context: move on once it no longer shows the company.
        await userContextAfterChange((now) => now.acting.company === null);
        navigate('/companyList');
      }}
      css={bannerButtonStyle}
    >
      <Trans>Return to company list</Trans>
    </button>
  );
}

export default function ContextBanner({ user }: { user: UserContext }) {
  const countryName = __TENANT__.countryName;
  if (isSuperAdmin(user)) {
    const company = user.acting.company?.name;
    const spectator = isSpectator(user);
    if (!company) {
      return (
        <Banner>
          {spectator ? (
            <Trans>Select company to view for {countryName}</Trans>
          ) : (
            <Trans>Select company to represent for {countryName}</Trans>
          )}
        </Banner>
      );
    }
    return (
      <Banner>
        <span>
          {spectator ? <Trans>You are viewing {company} (view only)</Trans> : <Trans>You are acting on behalf of {company}</Trans>}
        </span>
        <ReturnToCompanyList />
      </Banner>
    );
  }
  const granted = user.acting.company?.name;
  if (granted) {
    return (
      <Banner>
        <span>
          <Trans>You are viewing {granted} with the access its administrators granted you</Trans>
        </span>
        <BackToOwnView />
      </Banner>
    );
  }
  if (user.acting.persona === 'MERCHANT') {
    return (
      <Banner>
        <Trans>Merchant view</Trans>
      </Banner>
    );
  }
  if (isThirdPartySponsored(user) && user.third_party_company) {
    const partner = user.third_party_company.name;
    return (
      <Banner>
        <Trans>You are working for {partner} as a third-party partner</Trans>
      </Banner>
    );
  }
  return null;
}
