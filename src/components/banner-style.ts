// The banners under the header (the user-access audit's, the site banner): a strip in a tone's
// surface colour with a bar of its text colour below, and their buttons on the page's surface.
import { css, type Theme } from '@emotion/react';
import { focusRing } from './kit/field.tsx';

export type BannerTone = 'info' | 'warning' | 'danger' | 'success';

const toneColors = (theme: Theme, tone: BannerTone) =>
  ({
    info: { background: theme.colors.infoSurface, color: theme.colors.onInfoSurface },
    warning: { background: theme.colors.warningSurface, color: theme.colors.onWarningSurface },
    danger: { background: theme.colors.dangerSurface, color: theme.colors.onDangerSurface },
    success: { background: theme.colors.successSurface, color: theme.colors.onSuccessSurface },
  })[tone];

export const bannerRegionStyle = (tone: BannerTone) => (theme: Theme) => {
  const { background, color } = toneColors(theme, tone);
  return css`
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    padding: 0.5rem 1.5rem;
    background: ${background};
    color: ${color};
    border-bottom: 4px solid ${color};
    p {
      margin: 0;
    }
  `;
};

export const bannerButtonStyle = (theme: Theme) => css`
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: 0.25rem 0.75rem;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(theme)}
  }
`;
