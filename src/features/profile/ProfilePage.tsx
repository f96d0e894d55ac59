// The user's profile `/profile` (issue 14 §1; spec §2 "profile (preferences, language, time zone)",
// §3 "User context", §6 plans, §7 "Profile"): who they are and for which company, their plan
// (Charter for suppliers and agencies, Basic for basic vendors and basic agencies) and access label
// (basic for basic vendors, else standard), their products with the access state of each, the legal
// documents they accepted, and their preferences (PreferencesForm).
import { css, type Theme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { productName } from '../../../tenants/product-names.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { definitionListStyle } from '../../components/ui.tsx';
import { COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { hasPermission, type UserContext } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';
import { formatDay, useUserDates } from '../../lib/dates.ts';
import { useListLegalAcceptancesQuery } from './api.ts';
import { PreferencesForm } from './PreferencesForm.tsx';

const sectionStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
`;

/** Spec §6: the plan of a company type (internal users have none). */
const PLANS: Record<string, MessageDescriptor> = {
  SUPPLIER: msg`Charter`,
  THIRD_PARTY_AGENCY: msg`Charter`,
  BASIC_VENDOR: msg`Basic`,
  BASIC_THIRD_PARTY_AGENCY: msg`Basic`,
};

const USER_TYPES: Record<string, MessageDescriptor> = {
  EXTERNAL: msg`External`,
  INTERNAL: msg`Internal`,
};

const ACCESS_STATES: Record<UserContext['products'][number]['access_status'], MessageDescriptor> = {
  ACCESS_COMPLETE: msg`Access granted`,
  ACCESS_PENDING: msg`Access pending`,
};

const DOCUMENTS: Record<string, { name: MessageDescriptor; path: string | null }> = {
  TERMS: { name: msg`Terms and conditions`, path: __TENANT__.routes.terms ? '/terms' : null },
  DATA_SHARING_ADDENDUM: { name: msg`Data Sharing Addendum`, path: '/dataSharingAddendum' },
};

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={sectionStyle}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function LegalDocuments({ user }: { user: UserContext }) {
  const { i18n } = useLingui();
  const acceptances = useListLegalAcceptancesQuery({ id: user.user_id });
  const { dateTime } = useUserDates();
  if (acceptances.isLoading)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (acceptances.isError)
    return (
      <p>
        <Trans>The documents you accepted could not be loaded. Refresh the page to try again.</Trans>
      </p>
    );
  const rows = acceptances.data?.acceptances ?? [];
  if (!rows.length)
    return (
      <p>
        <Trans>You have not accepted any document yet.</Trans>
      </p>
    );
  return (
    <ul>
      {rows.map((row) => {
        const document = DOCUMENTS[row.document]!;
        const name = i18n._(document.name);
        // The version by the day it took effect, never by its id (issue 28 §5).
        const effective = row.effective_date ? formatDay(row.effective_date, i18n.locale) : null;
        const when = dateTime(row.accepted_at);
        const title = document.path ? <Link to={document.path}>{name}</Link> : name;
        return (
          <li key={`${row.document}-${row.version}-${row.accepted_at}`}>
            {effective ? (
              <Trans>
                {title}, version of {effective}, accepted on {when}
              </Trans>
            ) : (
              <Trans>
                {title}, accepted on {when}
              </Trans>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function ProfilePage() {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  const companyType = user.tenant?.type ?? null;
  const plan = companyType && PLANS[companyType] ? i18n._(PLANS[companyType]) : '—';
  const access = companyType === 'BASIC_VENDOR' ? t`Basic` : t`Standard`;

  return (
    <section data-page="profile">
      <PageHeader title={t`Profile`} intro={<Trans>Your account, your products and the settings the portal uses for you.</Trans>} />
      <Section id="profile-account" title={<Trans>Your account</Trans>}>
        <dl css={definitionListStyle}>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {user.first_name} {user.last_name}
          </dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{user.email_address}</dd>
          <dt>
            <Trans>Company</Trans>
          </dt>
          <dd>{user.tenant ? `${user.tenant.name} (${label(COMPANY_TYPE_LABELS, user.tenant.type)})` : '—'}</dd>
          <dt>
            <Trans>User type</Trans>
          </dt>
          <dd>{USER_TYPES[user.user_type] ? i18n._(USER_TYPES[user.user_type]!) : user.user_type}</dd>
          <dt>
            <Trans>Subscription plan</Trans>
          </dt>
          <dd>{plan}</dd>
          <dt>
            <Trans>Access</Trans>
          </dt>
          <dd>{access}</dd>
        </dl>
      </Section>
      <Section id="profile-products" title={<Trans>Products</Trans>}>
        {user.products.length ? (
          <ul>
            {user.products.map((product) => (
              <li key={product.product_id}>
                {productName(product.product_id)}: {i18n._(ACCESS_STATES[product.access_status]!)}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>You have no products yet.</Trans>
          </p>
        )}
        {hasPermission(user, 'REQUEST', 'COMPANY_ACCESS') ? (
          <p>
            <Link to="/profile/requestAccess">
              <Trans>Request access to a supplier's or agency's data</Trans>
            </Link>
          </p>
        ) : null}
      </Section>
      <Section id="profile-legal" title={<Trans>Legal documents you accepted</Trans>}>
        <LegalDocuments user={user} />
      </Section>
      <Section id="profile-preferences" title={<Trans>Preferences</Trans>}>
        <PreferencesForm user={user} />
      </Section>
    </section>
  );
}
