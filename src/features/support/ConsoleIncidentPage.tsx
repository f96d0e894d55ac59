// One incident in the agent console `/support/console/:ticketId` (issue 12 §4; `ticketId` is the
// reference number): what was filed, the whole thread with its internal notes, and the agent's work
// on it: change the status (any but 'new'; a closed incident stays closed), take it or give it back,
// reply to the requester or add an internal note (ConsoleReplyForm.tsx). The server's refusals
// are said in the agent's language: 409 (closed meanwhile; 'new' is never offered), 404.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useRouteParams } from '../../components/route-context.ts';
import { INCIDENT_STATUSES, type IncidentStatus } from '../../../tenants/incident-status.ts';
import { errorStatus } from '../../api/baseApi.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError, EmptyState, secondaryButtonStyle } from '../../components/ui.tsx';
import { useGetConsoleIncidentQuery, useUpdateConsoleIncidentMutation } from './api.ts';
import { ConsoleReplyForm } from './ConsoleReplyForm.tsx';
import { readsKnowledgeBase } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { type Incident, IncidentFacts, StatusBadge, Thread, useStatusLabel } from './incident-parts.tsx';

const CONSOLE_PATH = '/support/console';

const sectionStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSize.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

const panelStyle = (theme: Theme) => css`
  ${sectionStyle(theme)};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const factsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.xl};
  margin: 0 0 ${theme.space.lg};
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${theme.space.md};
  > form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0 ${theme.space.md};
  }
  > form > div {
    flex: 0 1 16rem;
  }
  button {
    margin-bottom: ${theme.space.lg};
  }
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

function BackLink() {
  return (
    <Link to={CONSOLE_PATH} css={secondaryButtonStyle}>
      <Trans>Back to the console</Trans>
    </Link>
  );
}

/** "Work on this incident": its status and assignee, and the agent's changes of them. */
function WorkPanel({ incident }: { incident: Incident }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const [update, { isLoading: updating }] = useUpdateConsoleIncidentMutation();
  const [chosen, setChosen] = useState<IncidentStatus | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { assignedToMe } = incident;
  const assigneeName = incident.assignee?.name;
  const current = incident.statusInfo;
  const closed = current === 'closed';
  const selected = chosen ?? current;
  // An incident is new only until someone acts on it: 'new' is offered only while it is the status.
  const options = INCIDENT_STATUSES.filter((status) => status !== 'new' || status === current).map((status) => ({
    value: status,
    label: statusLabel(status),
  }));

  async function change(body: { status?: IncidentStatus; assignee?: 'me' | null }, done: string) {
    if (updating) return;
    setNotice(null);
    const result = await update({ incidentId: incident.incidentId, body });
    if ('data' in result) {
      setChosen(null);
      setNotice({ tone: 'success', text: done });
      return;
    }
    const status = errorStatus(result.error);
    const text =
      status === 409
        ? t`This incident was closed meanwhile: it cannot change any more.`
        : status === 404
          ? t`We could not find this incident.`
          : t`There was an error processing your request. Try again.`;
    setNotice({ tone: 'error', text });
  }

  function submitStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (closed || selected === current) return;
    void change({ status: selected }, t`Status updated.`);
  }

  return (
    <section css={panelStyle} aria-labelledby="incident-work">
      <h2 id="incident-work">
        <Trans>Work on this incident</Trans>
      </h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <dl css={factsStyle}>
        <div>
          <dt>
            <Trans>Current status</Trans>
          </dt>
          <dd>
            <StatusBadge status={current} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Assigned to</Trans>
          </dt>
          <dd>
            {assigneeName === undefined ? <Trans>Unassigned</Trans> : assignedToMe ? <Trans>You ({assigneeName})</Trans> : assigneeName}
          </dd>
        </div>
      </dl>
      <div css={actionsStyle}>
        <form onSubmit={submitStatus}>
          <SelectField
            label={t`New status`}
            value={selected}
            options={options}
            onChange={setChosen}
            disabled={closed}
            hint={closed ? t`A closed incident stays closed.` : undefined}
          />
          {/* Not disabled while busy or unchanged (only when closed): the button keeps the focus. */}
          <Button type="submit" disabled={closed} aria-disabled={updating || selected === current || undefined}>
            <Trans>Update status</Trans>
          </Button>
        </form>
        {assignedToMe === true ? (
          <Button
            type="button"
            variant="secondary"
            aria-disabled={updating || undefined}
            onClick={() => void change({ assignee: null }, t`Unassigned.`)}
          >
            <Trans>Unassign</Trans>
          </Button>
        ) : assignedToMe === false ? (
          <Button
            type="button"
            variant="secondary"
            disabled={updating}
            onClick={() => void change({ assignee: 'me' }, t`Assigned to you.`)}
          >
            <Trans>Assign to me</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export default function ConsoleIncidentPage() {
  const { t } = useLingui();
  const { ticketId = '' } = useRouteParams();
  const incident = useGetConsoleIncidentQuery({ incidentId: ticketId }, { skip: !ticketId, refetchOnMountOrArgChange: true });
  const data = incident.currentData;
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;

  if (!data) {
    const status = errorStatus(incident.error);
    const notFound = !ticketId || status === 404 || status === 400;
    return (
      <section data-page="console-incident">
        <PageHeader title={t`Incident ${ticketId}`} actions={notFound ? null : <BackLink />} />
        {incident.isError || !ticketId ? (
          notFound ? (
            <EmptyState action={<BackLink />}>
              <Trans>We could not find this incident.</Trans>
            </EmptyState>
          ) : (
            <DefaultError />
          )
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </section>
    );
  }

  const closed = data.statusInfo === 'closed';
  return (
    <section data-page="console-incident">
      <PageHeader title={t`Incident ${data.incidentId}`} intro={data.subject} actions={<BackLink />} />
      <WorkPanel key={data.incidentId} incident={data} />
      <IncidentFacts incident={data} />
      <section css={sectionStyle} aria-labelledby="incident-conversation">
        <h2 id="incident-conversation">
          <Trans>Conversation</Trans>
        </h2>
        <Thread comments={data.comments} />
      </section>
      <section css={sectionStyle} aria-labelledby="incident-reply">
        <h2 id="incident-reply">
          <Trans>Reply or add a note</Trans>
        </h2>
        {user && readsKnowledgeBase(user) ? (
          <p>
            <Trans>
              Is there an article that answers it? <Link to="/knowledgeBase/home">Find it in the knowledge base</Link> and put its link in
              your reply.
            </Trans>
          </p>
        ) : null}
        <ConsoleReplyForm key={data.incidentId} incidentId={data.incidentId} closed={closed} />
      </section>
    </section>
  );
}
