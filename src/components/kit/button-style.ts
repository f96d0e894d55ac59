// Links and buttons that look like the kit's buttons, as Emotion styles (`css={buttonStyle}`): the
// rules of the kit's Button (control-rules.ts), so the two never drift apart.
import { css } from '@emotion/react';
import { BUTTON_RULES } from '../control-rules.ts';

export const buttonStyle = css`
  ${BUTTON_RULES.base};
  &:disabled {
    ${BUTTON_RULES.disabled};
  }
  &:focus-visible {
    ${BUTTON_RULES.focus};
  }
`;

/** A button of lesser weight (Cancel, downloads): outlined instead of filled. */
export const secondaryButtonStyle = css`
  ${buttonStyle};
  ${BUTTON_RULES.secondary};
`;
