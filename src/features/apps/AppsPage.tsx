// App launch (spec §2 "Product list", §4 "Product tile access", §6 "Products per domain").
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, cardGridStyle, DefaultError } from '../../components/ui.tsx';
import { trackEvent, trackPageView } from '../../lib/analytics.ts';
import { useFeatureFlag } from '../../lib/flags.ts';
import type { ProductCode } from '../../../tenants/schema.ts';
import { useListProductsQuery } from './api.ts';
import { useProductAccess } from '../../lib/product-access.ts';
import { FAMILY_NAMES, PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { planExcludes } from '../../lib/permissions.ts';
import { ProductTile } from './ProductTile.tsx';

const PAGE_ID = 'app launch';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul css={cardGridStyle}>{children}</ul>
    </section>
  );
}

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

  const offered = (catalogue.data?.products ?? []).filter((p) => {
    if (p.code === 'INSIGHTS_ACTIVATION' && !activationRollout) return false;
    // Spec §4: a tile that lists the tenant in hideWhenNoAccess is hidden without access.
    return !(p.hideWhenNoAccess && !access.has(p.code));
  });
  // A basic account is not offered the products its plan leaves out (it accepted terms that say
  // so); it is told what a charter plan adds instead. One it already has access to stays.
  const charterOnly = offered.filter((p) => user.data && planExcludes(user.data, p.code) && !access.has(p.code));
  const visible = offered.filter((p) => !charterOnly.includes(p));
  const charterProducts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    charterOnly.map((p) => PRODUCT_TEXT[p.code as ProductCode].name),
  );
  const tiles = (family: 'KYC' | 'KYS') =>
    visible
      .filter((p) => p.family === family)
      .map((p) => (
        <ProductTile
          key={p.code}
          product={p}
          text={PRODUCT_TEXT[p.code as ProductCode]}
          access={access.get(p.code) ?? null}
          onLearnMore={() => {
            trackEvent('click', PAGE_ID, { action: 'learn more', product: p.code });
            trackPageView(PRODUCT_TEXT[p.code as ProductCode].learnMore!.pageId, window.location.pathname);
            setLearnMore(p.code as ProductCode);
          }}
          onHover={() => {
            if (hovered.current.has(p.code)) return;
            hovered.current.add(p.code);
            trackEvent('hover', PAGE_ID, { product: p.code });
          }}
          onPending={() => {
            trackEvent('click', PAGE_ID, { action: 'access pending', product: p.code });
            setPending(p.code as ProductCode);
          }}
        />
      ));
  // A user with no app to launch yet (a new basic vendor, say) is told so once, above the tiles.
  const nothingToLaunch = visible.length > 0 && visible.every((p) => p.comingSoon || access.get(p.code) !== 'ACCESS_COMPLETE');
  const kyc = tiles('KYC');
  const kys = tiles('KYS');
  const shopperPending = access.get('SHOPPER_BEHAVIOR') === 'ACCESS_PENDING';
  const learnMoreText = learnMore ? PRODUCT_TEXT[learnMore] : null;
  const pendingName = pending ? PRODUCT_TEXT[pending].name : '';

  return (
    <>
      <PageHeader title={<Trans>Get started with {productName}</Trans>} />
      {shopperPending ? (
        <Alert tone="success">
          <Trans>We are working on your Shopper Behavior access. It can take up to 2 business days.</Trans>
        </Alert>
      ) : null}
      {nothingToLaunch ? (
        <p role="note">
          <Trans>
            You don’t have access to any app yet. Ask your company’s administrator, or <Link to={REQUEST_ACCESS_PATH}>request access</Link>.
          </Trans>
        </p>
      ) : null}
      {charterOnly.length ? (
        <p role="note">
          <Trans>
            A charter plan adds {charterProducts}. <Link to="/support/ticketCreation">Ask support about a charter plan</Link>.
          </Trans>
        </p>
      ) : null}
      {catalogue.isError || user.isError ? <DefaultError /> : null}
      {kyc.length ? (
        <Section id="kyc-product-container" title={i18n._(FAMILY_NAMES.KYC)}>
          {kyc}
        </Section>
      ) : null}
      {kys.length ? (
        <Section id="kys-product-container" title={i18n._(FAMILY_NAMES.KYS)}>
          {kys}
        </Section>
      ) : null}

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
                Want access? <Link to="/contactUs">Contact us</Link>
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
