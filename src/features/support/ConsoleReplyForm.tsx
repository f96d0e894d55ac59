// The agent's entry in an incident's thread (issue 12 §4): a reply to the requester (e-mailed to the
// primary contact) or an internal note that only agents read. A closed incident takes no reply
// (the server answers 409), only notes: the reply choice is then disabled and the note chosen.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { INCIDENT_COMMENT_MAX } from '../../../tenants/incident-status.ts';
import { errorStatus } from '../../api/baseApi.ts';
import { RadioGroup } from '../../components/kit/RadioGroup.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useAddSupportEntryMutation } from './api.ts';

type Kind = 'reply' | 'note';
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const formStyle = css`
  max-width: 40rem;
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const hintStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.infoSurface};
  color: ${theme.colors.onInfoSurface};
`;

export function ConsoleReplyForm({ incidentId, closed }: { incidentId: string; closed: boolean }) {
  const { t } = useLingui();
  const [addEntry, { isLoading: sending }] = useAddSupportEntryMutation();
  const [chosen, setChosen] = useState<Kind>('reply');
  const kind: Kind = closed ? 'note' : chosen;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Counts refused submits, so that focus moves to the message after each. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [refusals]);

  function refuse(message: string) {
    setError(message);
    setRefusals((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    const message = text.trim();
    if (!message) {
      refuse(t`Write the reply or note before sending it.`);
      return;
    }
    setError(undefined);
    const internal = kind === 'note';
    const result = await addEntry({ incidentId, body: { text: message, internal } });
    if ('data' in result) {
      setText('');
      setOutcome({ tone: 'success', text: internal ? t`Note added.` : t`Reply sent.` });
      return;
    }
    const status = errorStatus(result.error);
    if (status === 400) refuse(t`Write the reply or note before sending it.`);
    else if (status === 409) setOutcome({ tone: 'error', text: t`This incident was closed meanwhile: only internal notes can be added.` });
    else setOutcome({ tone: 'error', text: t`There was an error processing your request. Try again.` });
  }

  return (
    <form ref={formRef} css={formStyle} onSubmit={submit} noValidate>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {closed ? (
        <p css={hintStyle}>
          <Trans>This incident is closed: only internal notes can be added.</Trans>
        </p>
      ) : null}
      <RadioGroup
        legend={t`Send as`}
        name="kind"
        value={kind}
        onChange={(value) => setChosen(value === 'note' ? 'note' : 'reply')}
        options={[
          { value: 'reply', label: t`Reply to the requester (e-mailed to the primary contact)`, disabled: closed },
          { value: 'note', label: t`Internal note (only support agents see it)` },
        ]}
      />
      <TextInput
        label={t`Message`}
        name="text"
        multiline
        rows={4}
        maxLength={INCIDENT_COMMENT_MAX}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
        {sending ? <Trans>Sending…</Trans> : kind === 'note' ? <Trans>Add internal note</Trans> : <Trans>Send reply</Trans>}
      </Button>
    </form>
  );
}
