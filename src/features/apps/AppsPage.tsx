// App launch (spec §2 "Product list", §4 "Product tile access", §6 "Products per domain").
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { launchList } from '../../../tenants/launch-list.ts';
import { LaunchList } from '../../components/apps/LaunchList.tsx';
import { Link } from '../../components/Link.tsx';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError } from '../../components/ui.tsx';
import { trackEvent, trackPageView } from '../../lib/analytics.ts';
import { useFeatureFlag } from '../../lib/flags.ts';
import type { ProductCode } from '../../../tenants/schema.ts';
import type { StartUpData } from '../../api/start-up-data.ts';
import { productsApi, useListProductsQuery } from './api.ts';
import { useProductAccess } from '../../lib/product-access.ts';
import { PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { contactPathFor } from '../../lib/links.ts';
import { basicRestricted } from '../../lib/permissions.ts';

const PAGE_ID = 'app launch';

/** The tiles: fetched by start-up with the page's code, so the page renders once, with them. */
export const startUpData: StartUpData = (dispatch) =>
  dispatch(productsApi.endpoints.listProducts.initiate(undefined, { subscribe: false }));

export default function AppsPage() {
  const { i18n } = useLingui();
  const { user, access } = useProductAccess();
  const catalogue = useListProductsQuery();
  const activationRollout = useFeatureFlag('insights-activation-rollout');
  const [learnMore, setLearnMore] = useState<ProductCode | null>(null);
  const [pending, setPending] = useState<ProductCode | null>(null);
  // One hover event per tile and visit: the analytics want interest, not mouse movement.
  const hovered = useRef(new Set<string>());
  const productName = __TENANT__.productName;

  // Which tiles show, and what a basic plan leaves out: one rule with the configuration owners' preview.
  const { visible, charterOnly } = launchList(catalogue.data?.products ?? [], {
    hasAccess: (code) => access.has(code),
    basicPlan: user.data ? basicRestricted(user.data) : false,
    activationRollout,
  });
  const shopperPending = access.get('SHOPPER_BEHAVIOR') === 'ACCESS_PENDING';
  const learnMoreText = learnMore ? PRODUCT_TEXT[learnMore] : null;
  const pendingName = pending ? PRODUCT_TEXT[pending].name : '';
  // A basic account's Contact us is the incident form: the contact page is outside its plan (spec §2).
  const contactPath = contactPathFor(user.data ? { status: 'signed-in', user: user.data } : { status: 'signed-out' });

  return (
    <>
      <PageHeader title={<Trans>Get started with {productName}</Trans>} />
      {shopperPending ? (
        <Alert tone="success">
          <Trans>We are working on your Shopper Behavior access. It can take up to 2 business days.</Trans>
        </Alert>
      ) : null}
      {catalogue.isError || user.isError ? <DefaultError /> : null}
      <LaunchList
        products={visible}
        access={access}
        charterOnly={charterOnly.map((p) => p.code)}
        onLearnMore={(code) => {
          trackEvent('click', PAGE_ID, { action: 'learn more', product: code });
          trackPageView(PRODUCT_TEXT[code].learnMore!.pageId, window.location.pathname);
          setLearnMore(code);
        }}
        onHover={(code) => {
          if (hovered.current.has(code)) return;
          hovered.current.add(code);
          trackEvent('hover', PAGE_ID, { product: code });
        }}
        onPending={(code) => {
          trackEvent('click', PAGE_ID, { action: 'access pending', product: code });
          setPending(code);
        }}
      />

      <Dialog open={learnMoreText !== null} title={learnMoreText?.name} onClose={() => setLearnMore(null)}>
        {learnMoreText?.learnMore ? (
          <>
            <p>{i18n._(learnMoreText.description)}</p>
            <h3>
              <Trans>Key notes</Trans>
            </h3>
            <ul>
              {learnMoreText.learnMore.keyNotes.map((note) => (
                <li key={note.id}>{i18n._(note)}</li>
              ))}
            </ul>
            <p>
              <Trans>
                Want access? <Link to={contactPath}>Contact us</Link>
              </Trans>
            </p>
          </>
        ) : null}
        <DialogActions>
          <Button type="button" onClick={() => setLearnMore(null)}>
            <Trans>Close</Trans>
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={pending !== null} title={pendingName} onClose={() => setPending(null)}>
        <p>
          <Trans>We are working on your access</Trans>
        </p>
        <p>
          {pending === 'SHOPPER_BEHAVIOR' ? (
            <Trans>Access to {pendingName} can take up to 2 business days.</Trans>
          ) : (
            <Trans>Access to {pendingName} can take up to 2 days.</Trans>
          )}
        </p>
        <DialogActions>
          <Button type="button" onClick={() => setPending(null)}>
            <Trans>Close</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
