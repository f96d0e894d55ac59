// The frame of the legal pages (issue 11 §2: /terms, /privacyPolicy, /dataSharingAddendum): the
// server's text of the document with its title and effective date (the version by that day, never
// its id: issue 28 §5), a table of contents linking to its sections, loading and error states
// (spec §8 default panel), and print styles that leave only the document (no header, footer,
// navigation or buttons; black text, plain links).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { GlobalStyle } from '../../components/GlobalStyle.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DefaultError } from '../../components/ui.tsx';
import { formatDay } from '../../lib/dates.ts';
import type { GetTermsOfUseApiResponse as LegalText } from './api.ts';

/** What the page needs of its RTK Query result. */
export interface LegalQueryResult {
  data?: LegalText;
  isError: boolean;
}

const printStyles = `
  @media print {
    header,
    footer,
    nav,
    button,
    a[href='#main'] {
      display: none !important;
    }
    body,
    main {
      color: #000 !important;
      background: #fff !important;
    }
    main {
      max-width: none !important;
      padding: 0 !important;
    }
    a {
      color: inherit !important;
      text-decoration: none !important;
    }
    h1,
    h2 {
      break-after: avoid;
    }
  }
`;

/** The id of a section's heading, the target of its table-of-contents link. */
const sectionId = (index: number) => `section-${index + 1}`;

export function LegalDocumentView({
  'data-page': name,
  fallbackTitle,
  result,
}: {
  'data-page': string;
  /** The heading until the document (and its own title) has loaded. */
  fallbackTitle: ReactNode;
  result: LegalQueryResult;
}) {
  const { t, i18n } = useLingui();
  const text = result.data;
  return (
    <article
      data-page={name}
      css={css`
        line-height: 1.6;
      `}
    >
      <GlobalStyle styles={printStyles} />
      <PageHeader title={text ? text.title : fallbackTitle} />
      {result.isError ? (
        <DefaultError />
      ) : !text ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <LegalText text={text} contentsLabel={t`Contents`} effectiveDate={formatDay(text.effectiveDate, i18n.locale)} />
      )}
    </article>
  );
}

function LegalText({ text, contentsLabel, effectiveDate }: { text: LegalText; contentsLabel: string; effectiveDate: string }) {
  return (
    <>
      <div
        css={(theme) => css`
          color: ${theme.colors.muted};
          & > p {
            margin: 0.25rem 0;
          }
          @media print {
            color: #000;
          }
        `}
      >
        <p>
          <Trans>Effective date: {effectiveDate}</Trans>
        </p>
      </div>
      <nav aria-label={contentsLabel}>
        <h2
          css={css`
            font-size: 1.125rem;
          `}
        >
          {contentsLabel}
        </h2>
        <ol>
          {text.sections.map((section, index) => (
            <li key={index}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={index} aria-labelledby={sectionId(index)}>
          <h2
            id={sectionId(index)}
            tabIndex={-1}
            css={css`
              font-size: 1.25rem;
              scroll-margin-top: 1rem;
            `}
          >
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
