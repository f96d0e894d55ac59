// The success alert's image of the incident form (TicketCreationPage.tsx).
import { css } from '@emotion/react';

/** The success alert's image (spec §2: title, content, button, image): a ticket with a check mark. Decorative. */
export function SubmittedImage() {
  return (
    <svg
      viewBox="0 0 96 64"
      width="96"
      height="64"
      aria-hidden="true"
      focusable="false"
      css={(theme) => css`
        display: block;
        margin-bottom: ${theme.space.sm};
        color: ${theme.colors.onSuccessSurface};
      `}
    >
      <path
        d="M8 12h80v12a8 8 0 0 0 0 16v12H8V40a8 8 0 0 0 0-16z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M64 14v36" stroke="currentColor" strokeWidth="2" strokeDasharray="4 4" />
      <path d="M24 33l8 8 16-18" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
