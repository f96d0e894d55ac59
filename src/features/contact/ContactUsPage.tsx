// Contact us (spec §2 "contact us (with bot prevention)"): a message to the tenant's support team.
// Bot prevention is the server's: a 412 opens the press & hold challenge (src/api/baseApi.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { RadioGroup } from '../../components/kit/RadioGroup.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
import { Button, SendResult, type SendState } from '../../components/ui.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { looksLikeEmail } from '../../lib/validation.ts';
import { useSendContactMessageMutation } from './api.ts';

type Topic = 'ACCESS' | 'DATA' | 'TECHNICAL' | 'OTHER';
type Field = 'name' | 'email' | 'company' | 'topic' | 'message';

/** The route's analytics page id (spec §2 'contact us'). */
const ANALYTICS_PAGE = 'contact us';
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 2000;

export default function ContactUsPage() {
  const { t } = useLingui();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [state, setState] = useState<SendState>('idle');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [topic, setTopic] = useState<Topic>();
  /** Changed after a message is sent, so the form starts again empty. */
  const [formKey, setFormKey] = useState(0);

  const topics: { value: Topic; label: string }[] = [
    { value: 'ACCESS', label: t`Access` },
    { value: 'DATA', label: t`Data` },
    { value: 'TECHNICAL', label: t`Technical` },
    { value: 'OTHER', label: t`Other` },
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: Field) => String(data.get(field) ?? '').trim();
    const body = { name: value('name'), email: value('email'), company: value('company'), message: value('message') };
    const errors: Partial<Record<Field, string>> = {
      name: body.name ? undefined : t`Enter your name.`,
      email: !body.email ? t`Enter your email.` : !looksLikeEmail(body.email) ? t`Enter a valid email address.` : undefined,
      topic: topic ? undefined : t`Choose a topic.`,
      message: !body.message
        ? t`Enter your message.`
        : body.message.length < MESSAGE_MIN
          ? t`Write at least ${MESSAGE_MIN} characters.`
          : undefined,
    };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean) || !topic) {
      setState('idle');
      return;
    }
    const result = await send({ body: { ...body, company: body.company || undefined, topic } });
    if ('data' in result) {
      // Spec §7 'success' and 'error': the message went, or the form says it did not.
      trackEvent('success', ANALYTICS_PAGE, { action: 'contact us' });
      setState('sent');
      setFormKey((key) => key + 1);
      setTopic(undefined);
    } else {
      trackEvent('error', ANALYTICS_PAGE, { action: 'contact us', status: 'status' in result.error ? result.error.status : null });
      setState('failed');
    }
  }

  return (
    <ContentPage
      data-page="contact-us"
      title={<Trans>Contact Us</Trans>}
      intro={<Trans>Questions about access, your data or the portal? Send us a message and our support team will reply by email.</Trans>}
    >
      <SendResult state={state} sent={<Trans>Thank you. Our support team will get back to you.</Trans>} />
      <form key={formKey} onSubmit={submit} noValidate>
        <TextInput label={t`Name`} name="name" autoComplete="name" maxLength={100} required error={fieldErrors.name} />
        <TextInput label={t`Email`} name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <TextInput label={t`Company (optional)`} name="company" autoComplete="organization" error={fieldErrors.company} />
        <RadioGroup
          legend={t`Topic`}
          name="topic"
          options={topics}
          value={topic ?? ''}
          onChange={(value) => setTopic(value as Topic)}
          required
          error={fieldErrors.topic}
        />
        <TextInput label={t`Message`} name="message" multiline rows={3} maxLength={MESSAGE_MAX} required error={fieldErrors.message} />
        <Button type="submit" disabled={isLoading}>
          <Trans>Send message</Trans>
        </Button>
      </form>
    </ContentPage>
  );
}
