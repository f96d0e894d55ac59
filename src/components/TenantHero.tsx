// The tenant's welcome band (issue 28 §4): its primary colour with its own pattern (branding.hero
// in the tenant file: stars and stripes, papel picado, maple leaves), on the landing and sign-in
// pages. The pattern is decoration only (a CSS background); the text sits on the primary colour,
// held to 4.5:1 against onPrimary by the tenant check. Buttons on it take the inverted styles below.
import { css, type Theme } from '@emotion/react';
import hero from '@tenant-hero';
import type { ReactNode } from 'react';

const bandStyle = (theme: Theme) => css`
  padding: 2.5rem 2rem;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.primary} url(${hero}) right center / auto 100% no-repeat;
  color: ${theme.colors.onPrimary};
  h1,
  h2 {
    margin-top: 0;
    color: inherit;
  }
  p {
    max-width: 34rem;
  }
  /* The breakpoint of the frame (app/base-style.ts NARROW). */
  @media (max-width: 768px) {
    padding: 1.5rem 1.25rem 7rem;
    background-position: right bottom;
    background-size: auto 7rem;
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
export function TenantHero({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return labelledBy ? (
    <section aria-labelledby={labelledBy} css={bandStyle} data-tenant-hero={__TENANT__.code}>
      {children}
    </section>
  ) : (
    <div css={bandStyle} data-tenant-hero={__TENANT__.code}>
      {children}
    </div>
  );
}
