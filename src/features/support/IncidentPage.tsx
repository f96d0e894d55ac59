// One incident `/support/trackTicket/:ticketId` (spec §2 "Support incident detail (with comments)",
// §3 "Support incident", §7 GET osc/user/incidents/{incidentId}, POST osc/user/incident/{incidentId}/addThread;
// issue 12 §3): what was filed, the conversation with the support team and a comment to add to it.
// A reference number the user may not see is a 404, whoever's it is: the page says it could not find
// it. A closed incident takes no comment (the server answers 409): the user files a new one.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRouteParams } from '../../components/route-context.ts';
import { INCIDENT_COMMENT_MAX } from '../../../tenants/incident-status.ts';
import { errorStatus } from '../../api/baseApi.ts';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError, EmptyState, SendResult, type SendState, secondaryButtonStyle } from '../../components/ui.tsx';
import { useAddIncidentCommentMutation, useGetMyIncidentQuery } from './api.ts';
import { IncidentFacts, Thread } from './incident-parts.tsx';

const LIST_PATH = '/support/trackTicket';
const CREATE_PATH = '/support/ticketCreation';

const sectionStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSize.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

const formStyle = (theme: Theme) => css`
  max-width: 40rem;
  margin-top: ${theme.space.lg};
`;

const closedStyle = (theme: Theme) => css`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.infoSurface};
  color: ${theme.colors.onInfoSurface};
  a {
    color: inherit;
  }
`;

function BackLink() {
  return (
    <Link to={LIST_PATH} css={secondaryButtonStyle}>
      <Trans>Back to my incidents</Trans>
    </Link>
  );
}

/** Where the last comment stands: as SendResult's states, or refused because the incident is closed. */
type Outcome = SendState | 'closed';

function CommentForm({ incidentId }: { incidentId: string }) {
  const { t } = useLingui();
  const [addComment, { isLoading: sending }] = useAddIncidentCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  /** Counts refused submits, so that focus moves to the field after each. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const comment = text.trim();
    if (!comment) {
      setError(t`Write a comment before sending it.`);
      setOutcome('idle');
      setRefusals((n) => n + 1);
      return;
    }
    setError(undefined);
    const result = await addComment({ incidentId, body: { text: comment } });
    if ('data' in result) {
      setText('');
      setOutcome('sent');
      return;
    }
    // 409: closed since the page was loaded. The text stays in the field, to copy into a new incident.
    setOutcome(errorStatus(result.error) === 409 ? 'closed' : 'failed');
  }

  return (
    <>
      {outcome === 'closed' ? (
        <Alert tone="error">
          <Trans>This incident is closed. File a new incident if you still need help.</Trans>
        </Alert>
      ) : (
        <SendResult state={outcome} sent={<Trans>Your comment was added.</Trans>} />
      )}
      <form ref={formRef} css={formStyle} onSubmit={submit} noValidate>
        <TextInput
          label={t`Add a comment`}
          name="text"
          multiline
          rows={3}
          maxLength={INCIDENT_COMMENT_MAX}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          <Trans>Send comment</Trans>
        </Button>
      </form>
    </>
  );
}

export default function IncidentPage() {
  const { t } = useLingui();
  const { ticketId = '' } = useRouteParams();
  const incident = useGetMyIncidentQuery({ incidentId: ticketId }, { skip: !ticketId });
  const data = incident.currentData;
  const title = (incidentId: string) => t`Incident ${incidentId}`;

  if (!data) {
    const status = errorStatus(incident.error);
    const notFound = !ticketId || status === 404 || status === 400;
    return (
      <>
        <PageHeader title={title(ticketId)} actions={notFound ? null : <BackLink />} />
        {incident.isError || !ticketId ? (
          notFound ? (
            <EmptyState action={<BackLink />}>
              <Trans>We could not find this incident. It may belong to another account.</Trans>
            </EmptyState>
          ) : (
            <DefaultError />
          )
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </>
    );
  }

  const closed = data.statusInfo === 'closed';
  return (
    <>
      <PageHeader title={title(data.incidentId)} intro={data.subject} actions={<BackLink />} />
      <IncidentFacts incident={data} />
      <section css={sectionStyle} aria-labelledby="incident-conversation">
        <h2 id="incident-conversation">
          <Trans>Conversation</Trans>
        </h2>
        <Thread comments={data.comments} />
        {closed ? (
          <p css={closedStyle}>
            <Trans>
              This incident is closed. If you still need help, <Link to={CREATE_PATH}>create a new incident</Link>.
            </Trans>
          </p>
        ) : (
          <CommentForm key={data.incidentId} incidentId={data.incidentId} />
        )}
      </section>
    </>
  );
}
