// The tenant's welcome band (issue 28 §4): its primary colour with its own pattern (branding.hero
// in the tenant file: stars and stripes, papel picado, maple leaves), on the landing and sign-in
// pages. The pattern is decoration only (a CSS background); the text sits on the primary colour,
// held to 4.5:1 against onPrimary by the tenant check. Buttons on it take the inverted styles below.
import { css, type Theme } from '@emotion/react';
import hero from '@tenant-hero';
import type { ReactNode } from 'react';

/**
 * `beside`: the pattern at the right of a wide band, the text in the left part; `below`: the
 * pattern along the bottom of a tall panel. On narrow screens (the frame's breakpoint, 768 px) it
 * is always below the text.
 */
const bandStyle = (theme: Theme, pattern: 'beside' | 'below') => css`
  box-sizing: border-box;
  padding: 2.5rem 2rem;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.primary} url(${hero}) no-repeat;
  background-position: ${pattern === 'beside' ? 'right center' : 'right bottom'};
  background-size: ${pattern === 'beside' ? 'auto 100%' : '100% auto'};
  color: ${theme.colors.onPrimary};
  > * {
    max-width: ${pattern === 'beside' ? '58%' : 'none'};
  }
  h1,
  h2 {
    margin-top: 0;
    color: inherit;
  }
  @media (max-width: 768px) {
    padding: 1.5rem 1.25rem 7rem;
    background-position: right bottom;
    background-size: auto 7rem;
    > * {
      max-width: none;
    }
  }
`;

/** The main action on the band: the band's text colour as background. */
export const onBandButtonStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  padding: 0.625rem 1.25rem;
  border: 2px solid ${theme.colors.onPrimary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.onPrimary};
  color: ${theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.markOnPrimary};
    outline-offset: 2px;
  }
`;

/** A second action on the band: outlined in the band's text colour. */
export const onBandSecondaryStyle = (theme: Theme) => css`
  ${onBandButtonStyle(theme)};
  background: transparent;
  color: ${theme.colors.onPrimary};
`;

/** With `labelledBy` a region of the page named by its heading; without, a band beside the page's own content. */
export function TenantHero({
  labelledBy,
  pattern = 'beside',
  children,
}: {
  labelledBy?: string;
  pattern?: 'beside' | 'below';
  children: ReactNode;
}) {
  const style = (theme: Theme) => bandStyle(theme, pattern);
  return labelledBy ? (
    <section aria-labelledby={labelledBy} css={style} data-tenant-hero={__TENANT__.code}>
      {children}
    </section>
  ) : (
    <div css={style} data-tenant-hero={__TENANT__.code}>
      {children}
    </div>
  );
}
