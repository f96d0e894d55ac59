// The app launch list (spec §2 "Product list"): the tiles grouped into the KYC section
// (kyc-product-container) and the KYS section (kys-product-container), a section only when it has
// tiles, and the notes above them (nothing to launch yet, what a charter plan adds). The apps page
// renders it for the signed-in user; the configuration owners' preview (issue 31 §1) renders the
// list the server computed for a kind of user with a change applied, tiles shown but not used.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { ProductCode } from '../../../tenants/product-names.ts';
import type { Access } from '../../lib/product-access.ts';
import { FAMILY_NAMES, PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { Link } from '../Link.tsx';
import { cardGridStyle } from '../ui.tsx';
import { type Product, ProductTile } from './ProductTile.tsx';

function Section({ id, title, children }: { id?: string; title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul css={cardGridStyle}>{children}</ul>
    </section>
  );
}

export interface LaunchListProps {
  /** The tiles shown, in order (tenants/launch-list.ts decides which). */
  products: readonly Product[];
  /** Product code → access; a product without an entry has none. */
  access: ReadonlyMap<string, Access>;
  /** The products a basic plan leaves out: a note says a charter plan adds them. */
  charterOnly: readonly string[];
  onLearnMore?: (code: ProductCode) => void;
  onPending?: (code: ProductCode) => void;
  onHover?: (code: ProductCode) => void;
  /** Shown, not used: no links or buttons, and no section ids (the page has its own). */
  preview?: boolean;
}

const nothing = () => undefined;

/** A link's words without the link. */
function Words({ children }: { to: string; children?: ReactNode }) {
  return <span>{children}</span>;
}

export function LaunchList({
  products,
  access,
  charterOnly,
  onLearnMore = nothing,
  onPending = nothing,
  onHover = nothing,
  preview = false,
}: LaunchListProps) {
  const { i18n } = useLingui();
  // Made only when there is a list to say: an Intl formatter costs a slow phone tens of
  // milliseconds the first time, on the page every user opens first (issue 27: blocking time).
  const charterProducts = charterOnly.length
    ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(charterOnly.map((code) => PRODUCT_TEXT[code as ProductCode].name))
    : '';
  const tiles = (family: 'KYC' | 'KYS') =>
    products
      .filter((p) => p.family === family)
      .map((p) => (
        <ProductTile
          key={p.code}
          product={p}
          text={PRODUCT_TEXT[p.code as ProductCode]}
          access={access.get(p.code) ?? null}
          onLearnMore={() => onLearnMore(p.code as ProductCode)}
          onHover={() => onHover(p.code as ProductCode)}
          onPending={() => onPending(p.code as ProductCode)}
          preview={preview}
        />
      ));
  // A user with no app to launch yet (a new basic vendor, say) is told so once, above the tiles.
  const nothingToLaunch = products.length > 0 && products.every((p) => p.comingSoon || access.get(p.code) !== 'ACCESS_COMPLETE');
  const kyc = tiles('KYC');
  const kys = tiles('KYS');
  // In a preview the notes' links are their words only.
  const NoteLink = preview ? Words : Link;
  return (
    <>
      {nothingToLaunch ? (
        <p role="note">
          <Trans>
            You don’t have access to any app yet. Ask your company’s administrator, or{' '}
            <NoteLink to={REQUEST_ACCESS_PATH}>request access</NoteLink>.
          </Trans>
        </p>
      ) : null}
      {charterOnly.length ? (
        <p role="note">
          <Trans>
            A charter plan adds {charterProducts}. <NoteLink to="/support/ticketCreation">Ask support about a charter plan</NoteLink>.
          </Trans>
        </p>
      ) : null}
      {kyc.length ? (
        <Section id={preview ? undefined : 'kyc-product-container'} title={i18n._(FAMILY_NAMES.KYC)}>
          {kyc}
        </Section>
      ) : null}
      {kys.length ? (
        <Section id={preview ? undefined : 'kys-product-container'} title={i18n._(FAMILY_NAMES.KYS)}>
          {kys}
        </Section>
      ) : null}
      {preview && !products.length ? (
        <p>
          <Trans>No app to show.</Trans>
        </p>
      ) : null}
    </>
  );
}
