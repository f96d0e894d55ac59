// The header's buttons (the navigation's menu, the user menu): outlined in the header's text colour.
import { css, type Theme } from '@emotion/react';

export const headerButtonStyle = (theme: Theme) => css`
  align-items: center;
  gap: 0.375rem;
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.md};
  padding: 0.375rem 0.75rem;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.markOnPrimary};
  }
`;
