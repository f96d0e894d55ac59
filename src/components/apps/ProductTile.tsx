// One product tile (spec §2 "Product list", §4 "Product tile access"). A tile without access says
// so and offers what to do: learn more about the product (where it has learn-more content) and
// request access (spec §2 "Other routes": ticket creation with request=access). The action row
// sits at the bottom of the tile, so the buttons of a row of tiles line up. Shared by the apps page
// and the configuration owners' preview (issue 31 §1), where a tile is shown, not used: its actions
// are the same words without a link or a button.
import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { ListProductsApiResponse } from '../../api/endpoints/products.ts';
import { Link } from '../Link.tsx';
import { buttonStyle, secondaryButtonStyle } from '../ui.tsx';
import { FAMILY_NAMES, type ProductText } from '../../lib/product-catalogue.ts';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import type { Access } from '../../lib/product-access.ts';

export type { Access };

function Badge({ children, tone }: { children: ReactNode; tone: 'info' | 'warn' }) {
  return (
    <span
      css={(theme) => css`
        display: inline-block;
        padding: 0.125rem 0.5rem;
        border-radius: 999px;
        font-size: 0.8125rem;
        font-weight: 700;
        background: ${tone === 'info' ? theme.colors.infoSurface : theme.colors.warningSurface};
        color: ${tone === 'info' ? theme.colors.onInfoSurface : theme.colors.onWarningSurface};
      `}
    >
      {children}
    </span>
  );
}

/** A product of the tenant's catalogue, as the products API lists it. */
export type Product = ListProductsApiResponse['products'][number];

const actionRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

const noteStyle = (theme: Theme) => css`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

export function ProductTile(props: {
  product: Product;
  text: ProductText;
  access: Access;
  onLearnMore: () => void;
  onPending: () => void;
  onHover: () => void;
  /** Shown, not used (a preview): the actions are words, not links or buttons. */
  preview?: boolean;
}) {
  const { product, text, access, onLearnMore, onPending, onHover, preview = false } = props;
  const { i18n } = useLingui();
  const titleId = useId();
  const active = access === 'ACCESS_COMPLETE' && !product.comingSoon;
  const noAccess = access === null && !product.comingSoon;
  const canLearnMore = noAccess && text.learnMore !== undefined && product.learnMore;
  const badges = [
    product.restrictedLaunch === 'ALPHA' ? (
      <Badge key="alpha" tone="info">
        {<Trans>Alpha</Trans>}
      </Badge>
    ) : null,
    product.restrictedLaunch === 'BETA' ? (
      <Badge key="beta" tone="info">
        {<Trans>Beta</Trans>}
      </Badge>
    ) : null,
    access === 'ACCESS_PENDING' ? (
      <Badge key="pending" tone="warn">
        {<Trans>Pending Access</Trans>}
      </Badge>
    ) : null,
  ].filter(Boolean);

  let action: ReactNode;
  const shown = (style: typeof buttonStyle, words: ReactNode) => <span css={style}>{words}</span>;
  if (preview && !product.comingSoon) {
    action = active
      ? shown(buttonStyle, <Trans>Launch App</Trans>)
      : access === 'ACCESS_PENDING'
        ? shown(buttonStyle, <Trans>Access pending</Trans>)
        : shown(buttonStyle, <Trans>Request access</Trans>);
  } else if (product.comingSoon) {
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
      <>
        {canLearnMore ? (
          <button type="button" css={buttonStyle} onClick={onLearnMore} aria-describedby={titleId}>
            <Trans>Learn More</Trans>
          </button>
        ) : null}
        <Link to={REQUEST_ACCESS_PATH} css={canLearnMore ? secondaryButtonStyle : buttonStyle} aria-describedby={titleId}>
          <Trans>Request access</Trans>
        </Link>
      </>
    );
  }

  return (
    <li
      css={css`
        list-style: none;
        display: flex;
      `}
    >
      <article
        onMouseEnter={onHover}
        aria-labelledby={titleId}
        data-code={product.code}
        data-access={access ?? 'NONE'}
        css={(theme) => css`
          flex: 1;
          display: flex;
          flex-direction: column;
          gap: 0.5rem;
          box-sizing: border-box;
          padding: 1.25rem;
          background: ${theme.colors.surface};
          border-radius: ${theme.radius.lg};
          border: 1px solid ${theme.colors.divider};
          h3 {
            margin: 0;
            color: ${theme.colors.text};
          }
        `}
      >
        {badges.length ? (
          <div
            css={css`
              display: flex;
              gap: 0.5rem;
              flex-wrap: wrap;
            `}
          >
            {badges}
          </div>
        ) : null}
        <h3 id={titleId}>{text.name}</h3>
        <p
          css={css`
            margin: 0;
          `}
        >
          {i18n._(text.description)}
        </p>
        <p css={noteStyle}>{i18n._(FAMILY_NAMES[product.family])}</p>
        {noAccess ? (
          <p css={noteStyle}>
            <Trans>You don’t have access to this app yet.</Trans>
          </p>
        ) : null}
        <div css={actionRowStyle}>{action}</div>
      </article>
    </li>
  );
}
