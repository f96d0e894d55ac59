// Admin (/admin; spec §2 "Admin landing", §6, §8): a card per admin area the user may open, each
// shown only with LIST on its resource and, for basic accounts, only in their allow-list (so no
// card leads to /noAccess); without any, 'You are not an administrator.' The areas,
// their titles and descriptions are the one list in lib/permissions.ts; the icons are this page's.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NotAdministratorAlert } from '../../components/admin/AdminPage.tsx';
import { cardGridStyle } from '../../components/ui.tsx';
import { LinkCard } from '../../components/LinkCard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type AdminResource, adminAreasOf } from '../../lib/permissions.ts';
import { useSession } from '../../lib/useSession.ts';

/** 24×24 line icons, decorative: the card's title names it. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const usersIcon = (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16.5 14.1c2.8.2 5 2.2 5 5.4" />
  </Icon>
);
const domainsIcon = (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);
const partnersIcon = (
  <Icon>
    <rect x="2.5" y="7" width="8" height="11" rx="1" />
    <rect x="13.5" y="4" width="8" height="14" rx="1" />
    <path d="M10.5 12.5h3M5 10.5h3M5 14h3M16 7.5h3M16 11h3M16 14.5h3" />
  </Icon>
);
const activityIcon = (
  <Icon>
    <path d="M7 3.5h10a1.5 1.5 0 0 1 1.5 1.5v15a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 20V5A1.5 1.5 0 0 1 7 3.5z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

const ICONS: Record<AdminResource, ReactNode> = {
  USER: usersIcon,
  EMAIL_DOMAIN: domainsIcon,
  COMPANY_PARTNER_ASSOCIATION: partnersIcon,
  ACTIVITY_LOG: activityIcon,
};

export default function AdminLandingPage() {
  const { i18n } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const shown = user ? adminAreasOf(user) : [];

  return (
    <section>
      <PageHeader title={<Trans>Admin</Trans>} />
      {user && shown.length === 0 ? (
        <NotAdministratorAlert />
      ) : (
        <ul css={cardGridStyle}>
          {shown.map((area) => (
            <li key={area.path}>
              <LinkCard to={area.path} title={i18n._(area.title)} icon={ICONS[area.resource]}>
                {i18n._(area.description)}
              </LinkCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
