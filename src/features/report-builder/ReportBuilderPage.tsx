// Report Builder inside the portal (spec §2 /reportbuilder, page id 'report builder'; issue 16 §3):
// what the product is, and the user's access to it with what to do next — launch it (its address,
// in a new tab where the product says so), wait for access under way (spec §4: up to 2 days), or
// get access: an internal associate requests it (spec §2 "request-access link", §8), an external
// user asks their company administrator, and a company administrator the retailer (spec §8).
// Basic accounts may open the page (spec §2 basic allow-list). The product's own data elements
// are in the data dictionary under its product tag (spec §9 chnl_perf_report_builder).
import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from '../../components/Link.tsx';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { buttonStyle, DefaultError, Loading, secondaryButtonStyle } from '../../components/ui.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { useProductAccess } from '../../lib/product-access.ts';
import { FAMILY_NAMES, PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { hasPermission } from '../../lib/session.ts';
import { useListProductsQuery } from './api.ts';

const CODE = 'REPORT_BUILDER';
const PAGE_ID = 'report builder';
/** Spec §9: Report Builder's product tag in the data dictionary. */
export const DATA_DICTIONARY_PATH = '/dataDictionary?product=chnl_perf_report_builder';

const layoutStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    > aside {
      grid-column: 2;
      grid-row: 1;
    }
  }
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: 1.25rem;
  }
  ul {
    margin: 0 0 ${theme.space.xl};
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
`;

const cardStyle = (theme: Theme) => css`
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.lg};
  > :last-child {
    margin-bottom: 0;
  }
`;

const statusStyle = (tone: 'info' | 'warn') => (theme: Theme) => css`
  display: inline-block;
  margin-bottom: ${theme.space.md};
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  background: ${tone === 'info' ? theme.colors.infoSurface : theme.colors.warningSurface};
  color: ${tone === 'info' ? theme.colors.onInfoSurface : theme.colors.onWarningSurface};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** The access card's content: where the user stands with Report Builder and what they can do. */
function AccessState() {
  const { user, access, loading } = useProductAccess();
  const catalogue = useListProductsQuery();
  if (loading || catalogue.isLoading) return <Loading />;
  if (user.isError || catalogue.isError || !user.data) return <DefaultError />;
  const product = catalogue.data?.products.find((p) => p.code === CODE);
  const state = access.get(CODE) ?? null;

  if (!product) {
    return (
      <>
        <p>
          <Trans>Report Builder is not offered in your country at the moment.</Trans>
        </p>
        <Link to="/apps">
          <Trans>See the apps you can use</Trans>
        </Link>
      </>
    );
  }
  if (product.comingSoon) {
    return (
      <>
        <span css={statusStyle('info')}>
          <Trans>Coming soon</Trans>
        </span>
        <p>
          <Trans>Report Builder is coming soon to your country. Until then, the apps you can use are on your apps page.</Trans>
        </p>
        <Link to="/apps">
          <Trans>Go to your apps</Trans>
        </Link>
      </>
    );
  }
  if (state === 'ACCESS_COMPLETE') {
    // A configuration owner may point the product at this very page (a path on this site): no launch to itself.
    const elsewhere = !product.redirectUrl.toLowerCase().startsWith('/reportbuilder');
    return (
      <>
        <p>
          <Trans>You have access to Report Builder.</Trans>
        </p>
        {elsewhere ? (
          <a
            href={product.redirectUrl}
            css={buttonStyle}
            {...(product.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={() => trackEvent('click', PAGE_ID, { action: 'launch', product: CODE })}
          >
            <Trans>Launch Report Builder</Trans>
            {product.isNewTab ? (
              <span css={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            ) : null}
          </a>
        ) : null}
      </>
    );
  }
  if (state === 'ACCESS_PENDING') {
    return (
      <>
        <span css={statusStyle('warn')}>
          <Trans>Access pending</Trans>
        </span>
        <p>
          <Trans>We are working on your access. Access to Report Builder can take up to 2 days.</Trans>
        </p>
      </>
    );
  }

  // No access (spec §8): an associate requests it; an external user asks their company's administrator,
  // who asks the retailer for a product the company does not have.
  const internal = user.data.user_type === 'INTERNAL';
  const companyAdmin = hasPermission(user.data, 'LIST', 'USER');
  return (
    <>
      <p>
        <Trans>You don’t have access to Report Builder yet.</Trans>
      </p>
      {internal ? (
        <>
          <p>
            <Trans>Ask for access with a request-access incident; support sets it up with the right team.</Trans>
          </p>
          <div css={actionsStyle}>
            <Link to={REQUEST_ACCESS_PATH} css={buttonStyle}>
              <Trans>Request access</Trans>
            </Link>
            <Link to="/apps" css={secondaryButtonStyle}>
              <Trans>Explore the products</Trans>
            </Link>
          </div>
        </>
      ) : companyAdmin ? (
        <p>
          <Trans>
            Your company does not have Report Builder yet. Contact your retail administrator to add it; you can then give your users access
            in User management.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Contact your company administrator to get access to Report Builder.</Trans>
        </p>
      )}
    </>
  );
}

function Feature({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <strong>{title}</strong> {children}
    </li>
  );
}

export default function ReportBuilderPage() {
  const { i18n } = useLingui();
  const accessHeading = useId();
  const text = PRODUCT_TEXT[CODE];
  const family = i18n._(FAMILY_NAMES.KYS);
  return (
    <section data-page={PAGE_ID}>
      <PageHeader title={text.name} intro={i18n._(text.description)} />
      <div css={layoutStyle}>
        <aside aria-labelledby={accessHeading} css={cardStyle}>
          <h2 id={accessHeading}>
            <Trans>Your access</Trans>
          </h2>
          <AccessState />
        </aside>
        <div>
          <h2>
            <Trans>What you can do with Report Builder</Trans>
          </h2>
          <ul>
            <Feature title={<Trans>Pick your measures.</Trans>}>
              <Trans>Sales, units, inventory and store counts, by item, category, store and week.</Trans>
            </Feature>
            <Feature title={<Trans>Save and rerun.</Trans>}>
              <Trans>Keep the reports you build and run them again on the latest data.</Trans>
            </Feature>
            <Feature title={<Trans>Schedule and share.</Trans>}>
              <Trans>Have a report run every week and sent to your team.</Trans>
            </Feature>
            <Feature title={<Trans>Take the data with you.</Trans>}>
              <Trans>Download the results to Excel.</Trans>
            </Feature>
          </ul>
          <h2>
            <Trans>Good to know</Trans>
          </h2>
          <p>
            <Trans>Report Builder is one of the “{family}” apps: it looks at how your products do in the stores.</Trans>
          </p>
          <p>
            <Trans>
              What does a field mean? Report Builder’s data elements are in the <Link to={DATA_DICTIONARY_PATH}>Data Dictionary</Link>.
            </Trans>
          </p>
          <p>
            <Trans>
              Questions about how your items map to Report Builder’s attributes?{' '}
              <Link to="/support/ticketCreation">Create a support incident</Link>.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
