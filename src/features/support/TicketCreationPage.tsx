// Create an incident `/support/ticketCreation` (spec §2 "Support incident creation", §3 "Incident
// form", §5 "Incident form", §8 support-form errors; issue 12 §2). Public; a signed-in user's contact
// fields come from the session and are editable only "on behalf of someone else".
//
// - The rules are tenants/incident-form.ts, the server's own: the page checks the draft with
//   validateIncident before sending and shows the server's 400 per-field messages in the same places.
// - The four category levels are dependent selects over GET support/categories; a level with no
//   options is hidden (and so not required). `?request=access` is the request-access variant: its
//   support type and issue are fixed (applyVariant), only the levels below them are offered.
// - Other failures show the spec's error alert ('Error', 'Try again!' sends the same filing again);
//   a 412 opens the human check in the base query, which repeats the call once solved.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import {
  applyVariant,
  categoryChildren,
  INCIDENT_ACCOUNT_TYPES,
  INCIDENT_ATTACHMENT_MAX_BYTES,
  INCIDENT_LIMITS,
  type IncidentDraft,
  incidentErrorMessage,
  type IncidentField,
  type IncidentVariant,
  validateIncident,
} from '../../../tenants/incident-form.ts';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { AttachmentField } from './AttachmentField.tsx';
import { CategorySelect } from './CategorySelect.tsx';
import {
  type Category,
  categoryLevels,
  type ContactField,
  EMPTY_DRAFT,
  type ErrorField,
  LEVELS,
  type Level,
  refusalErrors,
} from './incident-draft.ts';
import { IncidentSubmitted } from './IncidentSubmitted.tsx';
import { RadioGroup } from '../../components/kit/RadioGroup.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, buttonStyle, DefaultError } from '../../components/ui.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { useSession } from '../../lib/useSession.ts';
import { type IncidentFiling, useFileIncidentMutation, useListSupportCategoriesQuery } from './api.ts';

/** The route's analytics page id (spec §2 'create incident'). */
const ANALYTICS_PAGE = 'create incident';

const formStyle = (theme: Theme) => css`
  max-width: 40rem;
  margin-top: ${theme.space.lg};
`;

const noteStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.infoSurface};
  color: ${theme.colors.onInfoSurface};
  p {
    margin: 0 0 ${theme.space.sm};
  }
  a {
    color: inherit;
  }
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export default function TicketCreationPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const variant: IncidentVariant = params.get('request') === 'access' ? 'requestAccess' : 'incident';
  const fixed = __TENANT__.incidentSpecialIds.requestAccess;

  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const basicVendor = user?.tenant?.type === 'BASIC_VENDOR';
  const fromSession: Record<ContactField, string> = {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    primaryContactEmail: user?.email_address ?? '',
    companyName: user?.tenant?.name ?? '',
  };

  const categories = useListSupportCategoriesQuery();
  const [fileIncident, { isLoading: sending }] = useFileIncidentMutation();

  const [values, setValues] = useState<IncidentDraft>(EMPTY_DRAFT);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [outcome, setOutcome] = useState<{ referenceNumber: string } | { failed: IncidentFiling } | null>(null);
  const [nudgeDismissedFor, setNudgeDismissedFor] = useState<number | null>(null);
  /** Counts refused submits, so that focus moves to the first field in error after each. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** A contact field shows the session's value, locked, unless the user files on behalf of someone else. */
  const locked = (field: ContactField) => Boolean(user && !values.onBehalf && fromSession[field]);
  const contact = (field: ContactField) => (locked(field) ? fromSession[field] : values[field]);

  // Basic vendors may choose only the supplier account type, which is then chosen for them.
  const accountType = basicVendor ? INCIDENT_ACCOUNT_TYPES.supplier : values.accountType;
  const accountTypes = [
    { value: String(INCIDENT_ACCOUNT_TYPES.supplier), label: t`Supplier` },
    ...(basicVendor
      ? []
      : [
          {
            value: String(INCIDENT_ACCOUNT_TYPES.associate),
            label: t({ message: 'Associate', context: 'account type: a retail employee' }),
          },
        ]),
  ];

  // Down the tree: each level offers the children of the category chosen above it.
  const chosen: Record<Level, number | null> = {
    supportType: variant === 'requestAccess' ? fixed.supportType : values.supportType,
    issue: variant === 'requestAccess' ? fixed.issue : values.issue,
    issueType: values.issueType,
    subIssueType: values.subIssueType,
  };
  const tree: readonly Category[] = categories.data?.categories ?? [];
  const { levels, path } = categoryLevels(tree, chosen, variant);
  // An error of a level the page does not show (the variant's fixed ones, a tree that changed) is said above the form.
  const unshownErrors = LEVELS.filter((level) => errors[level] && !levels.some((l) => l.level === level && l.shown)).map(
    (level) => errors[level],
  );
  const aboutData = [...path].reverse().find((node) => node.aboutData);
  const nudge = aboutData && nudgeDismissedFor !== aboutData.id;

  const levelLabels: Record<Level, string> = {
    supportType: t`Support type`,
    issue: t`Issue`,
    issueType: t`Issue type`,
    subIssueType: t`Sub issue type`,
  };

  function set<K extends keyof IncidentDraft>(key: K, value: IncidentDraft[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as ErrorField]: _, ...rest }) => rest);
  }

  function choose(level: Level, id: number | null) {
    // A new choice empties the levels below it: their options were the old choice's children.
    const below = LEVELS.slice(LEVELS.indexOf(level) + 1);
    setValues((v) => ({ ...v, [level]: id, ...Object.fromEntries(below.map((l) => [l, null])) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => field !== level && !below.includes(field as Level))));
  }

  function setOnBehalf(onBehalf: boolean) {
    // Ticking starts from the session's values, so that only what differs needs typing.
    setValues((v) => ({ ...v, onBehalf, ...(onBehalf ? fromSession : {}) }));
  }

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length) {
      const tooLarge = rejected.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
      setErrors((e) => ({ ...e, attachment: tooLarge ? t`The file is larger than 10 MB.` : t`Attach one file only.` }));
      return;
    }
    setErrors(({ attachment: _, ...rest }) => rest);
    setFile(accepted[0] ?? null);
  };
  const {
    getRootProps,
    getInputProps,
    isDragActive,
    open: browse,
  } = useDropzone({
    onDrop,
    maxFiles: 1,
    multiple: false,
    maxSize: INCIDENT_ATTACHMENT_MAX_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled: sending,
  });

  async function send(filing: IncidentFiling) {
    setOutcome(null);
    const result = await fileIncident(filing);
    if ('data' in result && result.data) {
      // Spec §7 'success' and 'error': the form's success alert, or its error alert.
      trackEvent('success', ANALYTICS_PAGE, { action: 'create incident' });
      setOutcome({ referenceNumber: result.data.referenceNumber });
      return;
    }
    const fieldErrors = refusalErrors('error' in result ? result.error : undefined);
    if (Object.keys(fieldErrors).length) {
      setErrors(fieldErrors);
      setRefusals((n) => n + 1);
    } else {
      const status = 'error' in result && result.error && 'status' in result.error ? result.error.status : null;
      trackEvent('error', ANALYTICS_PAGE, { action: 'create incident', status });
      setOutcome({ failed: filing });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const draft = applyVariant(
      {
        ...values,
        ...chosen,
        accountType,
        firstName: contact('firstName'),
        lastName: contact('lastName'),
        primaryContactEmail: contact('primaryContactEmail'),
        companyName: contact('companyName'),
      },
      variant,
      __TENANT__.incidentSpecialIds,
    );
    const found = validateIncident(draft, { children: categoryChildren(tree), basicVendor });
    const messages = Object.fromEntries(
      (Object.entries(found) as [IncidentField, NonNullable<(typeof found)[IncidentField]>][]).map(([field, code]) => [
        field,
        i18n._(incidentErrorMessage(field, code)),
      ]),
    );
    setErrors((e) => ({ ...messages, ...(e.attachment ? { attachment: e.attachment } : {}) }));
    if (Object.keys(messages).length) {
      setRefusals((n) => n + 1);
      return;
    }
    void send({ oscType: variant, detail: draft, file });
  }

  const title = variant === 'requestAccess' ? <Trans>Request access</Trans> : <Trans>Create an incident</Trans>;
  const phone = __TENANT__.supportPhone;

  if (outcome && 'referenceNumber' in outcome) {
    return (
      <section data-page="create-incident">
        <PageHeader title={title} />
        <IncidentSubmitted referenceNumber={outcome.referenceNumber} />
      </section>
    );
  }

  return (
    <section data-page="create-incident">
      <PageHeader title={title} intro={<Trans>Each ticket should cover one question or concern.</Trans>} />
      {/* Spec §4: the form's helper points to the data exchange site admin and a phone for immediate help, in both variants. */}
      <div css={noteStyle}>
        <p>
          {variant === 'requestAccess' ? (
            <Trans>
              To get access to a product, your company&apos;s data exchange site admin can grant it. Ask them first, or send this request to
              our support team.
            </Trans>
          ) : (
            <Trans>
              Access to a product or to your company&apos;s users is in the hands of your company&apos;s data exchange site admin: ask them
              first about those.
            </Trans>
          )}
        </p>
        <p>
          <Trans>
            For immediate help, call <a href={`tel:${phone}`}>{phone}</a>.
          </Trans>
        </p>
      </div>
      {outcome && 'failed' in outcome ? (
        <Alert tone="error">
          <h2
            css={(theme) => css`
              margin: 0 0 ${theme.space.sm};
              font-size: ${theme.fontSize.lg};
            `}
          >
            <Trans>Error</Trans>
          </h2>
          <p>
            <Trans>Something went wrong on submission of the form...</Trans>
          </p>
          <Button type="button" disabled={sending} onClick={() => void send(outcome.failed)}>
            <Trans>Try again!</Trans>
          </Button>
        </Alert>
      ) : null}
      {categories.isError ? <DefaultError /> : null}
      {unshownErrors.length ? (
        <Alert tone="error">
          {unshownErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate css={formStyle}>
        <RadioGroup
          legend={t`Account type`}
          name="accountType"
          options={accountTypes}
          value={accountType === null ? '' : String(accountType)}
          onChange={(value) => set('accountType', Number(value))}
          required
          error={errors.accountType}
        />
        {categories.isLoading ? (
          <p role="status">
            <Trans>Loading the support categories…</Trans>
          </p>
        ) : (
          levels
            .filter((l) => l.shown)
            .map(({ level, options }) => (
              <CategorySelect
                key={level}
                label={levelLabels[level]}
                options={options}
                value={chosen[level]}
                onChange={(id) => choose(level, id)}
                error={errors[level]}
              />
            ))
        )}
        {nudge ? (
          <div role="region" aria-label={t`Data dictionary`} css={noteStyle}>
            <p>
              <Trans>Is your question about a data field? Search the data dictionary</Trans>
            </p>
            <div css={rowStyle}>
              <Link to="/dataDictionary" css={buttonStyle}>
                <Trans>Yes</Trans>
              </Link>
              <Button type="button" variant="secondary" onClick={() => setNudgeDismissedFor(aboutData.id)}>
                <Trans>No</Trans>
              </Button>
            </div>
          </div>
        ) : null}
        <TextInput
          label={t`First name`}
          name="firstName"
          autoComplete="given-name"
          value={contact('firstName')}
          onChange={(v) => set('firstName', v)}
          disabled={locked('firstName')}
          required
          error={errors.firstName}
        />
        <TextInput
          label={t`Last name`}
          name="lastName"
          autoComplete="family-name"
          value={contact('lastName')}
          onChange={(v) => set('lastName', v)}
          disabled={locked('lastName')}
          required
          error={errors.lastName}
        />
        <TextInput
          label={t`Primary contact email`}
          name="primaryContactEmail"
          type="email"
          autoComplete="email"
          value={contact('primaryContactEmail')}
          onChange={(v) => set('primaryContactEmail', v)}
          disabled={locked('primaryContactEmail')}
          required
          error={errors.primaryContactEmail}
        />
        <TextInput
          label={t`Company name`}
          name="companyName"
          autoComplete="organization"
          value={contact('companyName')}
          onChange={(v) => set('companyName', v)}
          disabled={locked('companyName')}
          required
          error={errors.companyName}
        />
        <TextInput
          label={t`Call-back number (optional)`}
          name="callBackNumber"
          type="tel"
          autoComplete="tel"
          value={values.callBackNumber}
          onChange={(v) => set('callBackNumber', v)}
          error={errors.callBackNumber}
        />
        <TextInput
          label={t`Situation description`}
          name="situationDescription"
          multiline
          rows={3}
          maxLength={INCIDENT_LIMITS.situationDescription}
          value={values.situationDescription}
          onChange={(v) => set('situationDescription', v)}
          required
          error={errors.situationDescription}
        />
        <AttachmentField
          file={file}
          error={errors.attachment}
          dragging={isDragActive}
          rootProps={getRootProps()}
          input={<input {...getInputProps()} aria-label={t`Attachment (optional)`} />}
          onBrowse={browse}
          onClear={() => {
            setFile(null);
            setErrors(({ attachment: _, ...rest }) => rest);
          }}
        />
        <Checkbox label={t`Submit on behalf of someone else`} name="onBehalf" checked={values.onBehalf} onChange={setOnBehalf} />
        <Button type="submit" disabled={sending || categories.isLoading}>
          {sending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
        </Button>
      </form>
    </section>
  );
}
