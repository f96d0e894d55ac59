// A legal document to read before accepting it (the registration page, the updated-terms page):
// its title, then its sections in a box that scrolls (and takes the focus, to scroll by keyboard),
// and the day its version took effect (never the version id: issue 28 §5). The text comes from the
// server (GET legal/terms, legal/data-sharing-addendum).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GetTermsOfUseApiResponse as LegalText } from '../api/endpoints/registration.ts';
import { formatDay } from '../lib/dates.ts';

export function LegalDocumentBox({ id, text }: { id: string; text: LegalText }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const effectiveDate = formatDay(text.effectiveDate, i18n.locale);
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2
        id={headingId}
        css={css`
          font-size: 1.125rem;
          margin: 1.5rem 0 0.5rem;
        `}
      >
        {text.title}
      </h2>
      {/* Focusable so it can be scrolled with the keyboard. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        data-testid={`${id}-text`}
        css={(theme) => css`
          max-height: 14rem;
          overflow-y: auto;
          padding: 0.25rem 1rem;
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.sm};
          background: ${theme.colors.background};
          font-size: 0.9375rem;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
        `}
      >
        {text.sections.map((section, index) => (
          <section key={index}>
            <h3
              css={css`
                font-size: 1rem;
                margin: 0.75rem 0 0.25rem;
              `}
            >
              {section.heading}
            </h3>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p
          css={(theme) => css`
            color: ${theme.colors.muted};
            font-size: 0.875rem;
          `}
        >
          <Trans>Effective date: {effectiveDate}</Trans>
        </p>
      </div>
    </section>
  );
}
