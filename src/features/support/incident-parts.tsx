// What the requester's pages and the agent console show alike (issue 12 §3 and §4): an incident's
// status as a badge, its dates in the reader's language and time zone, its facts (categories,
// contact, description, attachments to download) and its thread.
import { css, type Theme } from '@emotion/react';
import { CircleCheck, CircleCheckBig, CircleDot, LoaderCircle, type LucideIcon, MessageCircleQuestion } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '../../../tenants/incident-status.ts';
import { Alert } from '../../components/ui.tsx';
import { linkButtonStyle } from '../../components/kit/field.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { attachmentPath, downloadFile, type GetMyIncidentApiResponse } from './api.ts';

export type Incident = GetMyIncidentApiResponse;
export type Comment = Incident['comments'][number];

const badgeStyle = (status: IncidentStatus) => (theme: Theme) => {
  const tone =
    status === 'resolved' || status === 'closed'
      ? { background: theme.colors.successSurface, color: theme.colors.onSuccessSurface }
      : status === 'waiting_on_customer'
        ? { background: theme.colors.warningSurface, color: theme.colors.onWarningSurface }
        : { background: theme.colors.infoSurface, color: theme.colors.onInfoSurface };
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: 2px ${theme.space.sm};
    border-radius: ${theme.radius.lg};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    white-space: nowrap;
    background: ${tone.background};
    color: ${tone.color};
  `;
};

/** The status's name in the reader's language. */
export function useStatusLabel() {
  const { i18n } = useLingui();
  return (status: IncidentStatus) => i18n._(INCIDENT_STATUS_LABELS[status]);
}

/** Each status's icon beside its name (issue 28 §2): the colour is not the only sign of it. */
const STATUS_ICONS: Record<IncidentStatus, LucideIcon> = {
  new: CircleDot,
  in_progress: LoaderCircle,
  waiting_on_customer: MessageCircleQuestion,
  resolved: CircleCheck,
  closed: CircleCheckBig,
};

export function StatusBadge({ status }: { status: IncidentStatus }) {
  const label = useStatusLabel();
  const Icon = STATUS_ICONS[status];
  return (
    <span css={badgeStyle(status)}>
      <Icon size={14} aria-hidden="true" />
      {label(status)}
    </span>
  );
}

const factsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(9rem, max-content) 1fr;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 425px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${theme.space.sm};
    }
  }
`;

const sectionStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSize.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

const descriptionStyle = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0;
`;

const sizeOf = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

/** The incident as filed: status, dates, categories, contact, description and attachments. */
export function IncidentFacts({ incident }: { incident: Incident }) {
  const { t, i18n } = useLingui();
  const dates = useUserDates();
  const [failed, setFailed] = useState<string | null>(null);
  const download = (id: string, fileName: string) => {
    setFailed(null);
    downloadFile(attachmentPath(incident.incidentId, id), { fallbackName: fileName }).catch(() => setFailed(fileName));
  };
  const contact = [`${incident.firstName} ${incident.lastName}`, incident.primaryContactEmail, incident.callBackNumber]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <section css={sectionStyle} aria-labelledby="incident-facts">
        <h2 id="incident-facts">
          <Trans>Details</Trans>
        </h2>
        <dl css={factsStyle}>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <StatusBadge status={incident.statusInfo} />
          </dd>
          <dt>
            <Trans>Submitted on</Trans>
          </dt>
          <dd>{dates.dateTime(incident.createdOn)}</dd>
          <dt>
            <Trans>Last updated</Trans>
          </dt>
          <dd>{dates.dateTime(incident.lastUpdatedOn)}</dd>
          <dt>
            <Trans>Category</Trans>
          </dt>
          <dd>{incident.categories.map((c) => c.value).join(' › ')}</dd>
          <dt>
            <Trans>Primary contact</Trans>
          </dt>
          <dd>
            {contact}
            {incident.onBehalf ? ` (${t`submitted on behalf of someone else`})` : ''}
          </dd>
          <dt>
            <Trans>Company</Trans>
          </dt>
          <dd>{incident.companyName}</dd>
        </dl>
      </section>
      <section css={sectionStyle} aria-labelledby="incident-description">
        <h2 id="incident-description">
          <Trans>Situation description</Trans>
        </h2>
        <p css={descriptionStyle}>{incident.situationDescription}</p>
      </section>
      {incident.attachments.length > 0 && (
        <section css={sectionStyle} aria-labelledby="incident-attachments">
          <h2 id="incident-attachments">
            <Trans>Attachments</Trans>
          </h2>
          <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {incident.attachments.map((a) => (
              <li key={a.id}>
                <button type="button" css={linkButtonStyle} onClick={() => download(a.id, a.fileName)}>
                  {a.fileName}
                </button>{' '}
                ({sizeOf(a.size, i18n.locale)})
              </li>
            ))}
          </ul>
          {failed && (
            <Alert tone="error">
              <Trans>{failed} could not be downloaded. Try again.</Trans>
            </Alert>
          )}
        </section>
      )}
    </>
  );
}

const threadStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const entryStyle = (comment: Comment) => (theme: Theme) => css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid
    ${comment.internal ? theme.colors.onWarningSurface : comment.fromSupport ? theme.colors.primary : theme.colors.border};
  background: ${comment.internal ? theme.colors.warningSurface : theme.colors.surface};
  p {
    margin: ${theme.space.xs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    font-size: ${theme.fontSize.sm};
    color: ${theme.colors.muted};
  }
  strong {
    color: ${theme.colors.text};
  }
`;

/** The thread, oldest first: who wrote each entry (the support team or the requester's side) and when. */
export function Thread({ comments }: { comments: Comment[] }) {
  const { t } = useLingui();
  const dates = useUserDates();
  if (!comments.length) {
    return (
      <p>
        <Trans>No comments yet.</Trans>
      </p>
    );
  }
  return (
    <ol css={threadStyle}>
      {comments.map((c) => {
        const who = c.fromSupport ? (c.authorName ? t`${c.authorName} (Support)` : t`Support`) : (c.authorName ?? t`Former user`);
        return (
          <li key={c.id} css={entryStyle(c)} data-comment={c.internal ? 'internal' : c.fromSupport ? 'support' : 'requester'}>
            <header>
              <strong>{who}</strong>
              {c.internal && (
                <span>
                  <Trans>Internal note — not visible to the requester</Trans>
                </span>
              )}
              <time dateTime={c.createdOn}>{dates.dateTime(c.createdOn)}</time>
            </header>
            <p>{c.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
