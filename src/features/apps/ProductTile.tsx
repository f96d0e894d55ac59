// One product tile (spec §2 "Product list", §4 "Product tile access").
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { type ListProductsApiResponse } from './api.ts';
import { buttonStyle } from '../../components/ui.tsx';
import { FAMILY_NAMES, type ProductText } from './catalogue.ts';

export type Access = 'ACCESS_COMPLETE' | 'ACCESS_PENDING' | null;

function Badge({ children, tone }: { children: ReactNode; tone: 'info' | 'warn' }) {
  return (
    <span
      css={css`
        display: inline-block;
        padding: 0.125rem 0.5rem;
        border-radius: 999px;
        font-size: 0.8125rem;
        font-weight: 700;
        background: ${tone === 'info' ? '#e3ecfd' : '#fff3cd'};
        color: ${tone === 'info' ? '#0a3a8c' : '#6b4e00'};
      `}
    >
      {children}
    </span>
  );
}

/** A product of the tenant's catalogue, as the products API lists it. */
export type Product = ListProductsApiResponse['products'][number];

export function ProductTile(props: {
  product: Product;
  text: ProductText;
  access: Access;
  onLearnMore: () => void;
  onPending: () => void;
  onHover: () => void;
}) {
  const { product, text, access, onLearnMore, onPending, onHover } = props;
  const { i18n } = useLingui();
  const titleId = useId();
  const active = access === 'ACCESS_COMPLETE' && !product.comingSoon;
  const canLearnMore = access === null && text.learnMore !== undefined && product.learnMore && !product.comingSoon;

  let action: ReactNode;
  if (product.comingSoon) {
    action = <Badge tone="info">{<Trans>coming soon</Trans>}</Badge>;
  } else if (active) {
    action = (
      <a
        href={product.redirectUrl}
        css={buttonStyle}
        {...(product.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-describedby={titleId}
      >
        <Trans>Launch App</Trans>
      </a>
    );
  } else if (access === 'ACCESS_PENDING') {
    action = (
      <button type="button" css={buttonStyle} onClick={onPending} aria-describedby={titleId}>
        <Trans>Access pending</Trans>
      </button>
    );
  } else {
    action = (
      <button type="button" css={buttonStyle} disabled aria-describedby={titleId}>
        <Trans>Launch App</Trans>
      </button>
    );
  }

  return (
    <li
      css={css`
        list-style: none;
      `}
    >
      <article
        onMouseEnter={onHover}
        aria-labelledby={titleId}
        data-code={product.code}
        data-access={access ?? 'NONE'}
        css={(theme) => css`
          position: relative;
          display: flex;
          flex-direction: column;
          gap: 0.5rem;
          height: 100%;
          box-sizing: border-box;
          padding: 1.25rem;
          background: #fff;
          border-radius: 8px;
          border: 1px solid #d8d8d8;
          opacity: ${active || product.comingSoon ? 1 : 0.85};
          .actions {
            opacity: 0;
            transition: opacity 120ms;
          }
          &:hover .actions,
          &:focus-within .actions {
            opacity: 1;
          }
          h3 {
            margin: 0;
            color: ${theme.colors.text};
          }
        `}
      >
        <div
          css={css`
            display: flex;
            gap: 0.5rem;
            flex-wrap: wrap;
            min-height: 1.5rem;
          `}
        >
          {product.restrictedLaunch === 'ALPHA' ? <Badge tone="info">{<Trans>Alpha</Trans>}</Badge> : null}
          {product.restrictedLaunch === 'BETA' ? <Badge tone="info">{<Trans>Beta</Trans>}</Badge> : null}
          {access === 'ACCESS_PENDING' ? <Badge tone="warn">{<Trans>Pending Access</Trans>}</Badge> : null}
        </div>
        <h3 id={titleId}>{text.name}</h3>
        <p
          css={css`
            margin: 0;
            flex: 1;
          `}
        >
          {i18n._(text.description)}
        </p>
        <p
          css={css`
            margin: 0;
            font-size: 0.875rem;
            color: #555;
          `}
        >
          {i18n._(FAMILY_NAMES[product.family])}
        </p>
        <div>{action}</div>
        {canLearnMore ? (
          <div className="actions">
            <button
              type="button"
              onClick={onLearnMore}
              aria-describedby={titleId}
              css={(theme) => css`
                background: none;
                border: none;
                padding: 0;
                color: ${theme.colors.primary};
                font: inherit;
                text-decoration: underline;
                cursor: pointer;
              `}
            >
              <Trans>Learn More</Trans>
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
