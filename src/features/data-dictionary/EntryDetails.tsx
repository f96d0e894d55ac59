// The opened data dictionary entry (spec §3 "Glossary entry", §7 "result by id"): every field of
// the entry under the table. An entry opened from the page's rows shows at once; one opened from a
// link (the `selected` of the URL, maybe on no page shown) is asked for by id. Opening one by its
// name moves the focus to its heading; Close gives it back (the page decides where). Under the
// fields, a link to the entry to copy and share.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, definitionListStyle } from '../../components/ui.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { useGetGlossaryQuery } from './api.ts';
import { CopyLink } from './CopyLink.tsx';
import { type GlossaryEntry, productsText, useGlossaryLabels } from './labels.ts';

export const ANALYTICS_PAGE = 'data dictionary';

const panelStyle = (theme: Theme) => css`
  margin: ${theme.space.xl} 0 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  min-width: 0;
`;

const headStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
    min-width: 0;
    font-size: ${theme.fontSize.xl};
    overflow-wrap: anywhere;
  }
  h2:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function EntryDetails({
  id,
  entryOnPage,
  panelId,
  focusOnShow,
  onFocused,
  onClose,
  analyticsPage = ANALYTICS_PAGE,
}: {
  id: string;
  /** The entry when it is among the rows shown: no need to ask for it. */
  entryOnPage: GlossaryEntry | undefined;
  panelId: string;
  /** Move the focus to the entry's heading once it shows (it was opened by its name). */
  focusOnShow: boolean;
  onFocused: () => void;
  onClose: () => void;
  /** The page id its 'dataDefinitionRendered' event names (spec §2: data dictionary, data dictionary V2). */
  analyticsPage?: string;
}) {
  const { t } = useLingui();
  const labels = useGlossaryLabels();
  const fetched = useGetGlossaryQuery({ id }, { skip: Boolean(entryOnPage) });
  const entry = entryOnPage ?? (fetched.currentData?.id === id ? fetched.currentData : undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const shownId = entry?.id;
  // Once per entry shown: a new answer for the same entry is not a new definition rendered.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!entry || tracked.current === entry.id) return;
    tracked.current = entry.id;
    trackEvent('dataDefinitionRendered', analyticsPage, { id: entry.id, name: entry.business_name });
  }, [entry, analyticsPage]);

  useEffect(() => {
    if (!shownId || !focusOnShow) return;
    headingRef.current?.focus();
    onFocused();
  }, [shownId, focusOnShow, onFocused]);

  const closeButton = (
    <Button type="button" variant="secondary" onClick={onClose}>
      <Trans>Close</Trans>
    </Button>
  );

  let content: ReactNode;
  if (entry) {
    content = (
      <>
        <div css={headStyle}>
          <h2 id={`${panelId}-heading`} ref={headingRef} tabIndex={-1}>
            {entry.business_name}
          </h2>
          {closeButton}
        </div>
        <dl css={definitionListStyle}>
          <Field label={t`Technical Name`}>{entry.technical_name}</Field>
          <Field label={t`DSS Name`}>{entry.dss_business_name}</Field>
          <Field label={t`Description`}>{entry.business_definition}</Field>
          <Field label={t`Data type`}>{labels.dataType(entry)}</Field>
          <Field label={t`Field type`}>{labels.fieldType(entry)}</Field>
          <Field label={t`Available to`}>{labels.availability(entry)}</Field>
          <Field label={t`Products`}>{productsText(entry) || '—'}</Field>
          <Field label={t`Charter`}>{labels.charter()}</Field>
          <Field label={t`Basic`}>{labels.basic(entry)}</Field>
          <Field label={t`Tags`}>
            {entry.glossary_tags.length
              ? entry.glossary_tags
                  .map((tag) => `${labels.tagName(tag.tag_name)}: ${labels.tagValue(tag.tag_name, tag.tag_value)}`)
                  .join(', ')
              : '—'}
          </Field>
        </dl>
        <CopyLink id={entry.id} />
      </>
    );
  } else if (fetched.isError) {
    content = (
      <Alert tone="error">
        <p>
          <Trans>This entry could not be found. It may have been removed, or you may not have access to it.</Trans>
        </p>
        {closeButton}
      </Alert>
    );
  } else {
    content = (
      <p role="status">
        <Trans>Loading the entry…</Trans>
      </p>
    );
  }

  return (
    <section
      id={panelId}
      aria-label={entry ? undefined : t`Data dictionary entry`}
      aria-labelledby={entry ? `${panelId}-heading` : undefined}
      css={panelStyle}
    >
      {content}
    </section>
  );
}
