// Scheduling or changing a site banner (issue 16 §2), in a dialog of the super admins' page: the
// severity, the start and end in the user's time zone, and one text per language of the country.
// Each problem shows at its field, checked here as the server checks it (banner-rules.ts); a
// refusal of the server that names a field shows there too.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useMemo } from 'react';
import { type ApiError } from '../../api/baseApi.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from '../../components/kit/field.tsx';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { useLabel } from '../../lib/labels.ts';
import { useFormState } from '../../lib/useFormState.ts';
import { useCreateSiteBannerMutation, useUpdateSiteBannerMutation } from './api.ts';
import { type Banner, checkBanner, initialValues, MAX_MESSAGE_LENGTH, messageField, type Problem, refusedField } from './banner-rules.ts';
import { SEVERITIES, SEVERITY_LABELS } from './severity.ts';

const LOCALES = __TENANT__.locales;

/** The kit's outlined control, as a native date-and-time field (TextInput has no such type). */
const dateTimeStyle = (theme: Theme) => css`
  ${controlStyle(theme)};
  max-width: 16rem;
  padding: ${theme.space.sm} ${theme.space.md};
  cursor: text;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

function DateTimeField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <span id={`${id}-hint`} css={(theme) => ({ fontSize: theme.fontSize.sm })}>
        {hint}
      </span>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        css={dateTimeStyle}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function BannerDialog({
  banner,
  timeZone,
  onClose,
}: {
  banner: Banner | null;
  timeZone: string;
  onClose: (saved?: Banner) => void;
}) {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const form = useFormState(useMemo(() => initialValues(banner, LOCALES.supported, timeZone), [banner, timeZone]));
  const [create, creation] = useCreateSiteBannerMutation();
  const [update, updating] = useUpdateSiteBannerMutation();
  const busy = creation.isLoading || updating.isLoading;
  const languages = useMemo(() => new Intl.DisplayNames([i18n.locale], { type: 'language' }), [i18n.locale]);
  const language = (locale: string) => languages.of(locale) ?? locale;
  const defaultLanguage = language(LOCALES.default);

  const words = (field: string, problem: Problem): string => {
    // The language a message field is in ('' for the date fields: Intl.DisplayNames refuses it).
    const name = field.startsWith('messages.') ? language(field.slice('messages.'.length)) : '';
    return {
      START_MISSING: t`Enter the date and time the banner starts.`,
      END_MISSING: t`Enter the date and time the banner ends.`,
      OUT_OF_RANGE: t`Enter a date between the years 2000 and 2100.`,
      END_BEFORE_START: t`The end must be after the start.`,
      END_PASSED: t`The end must be in the future.`,
      MESSAGE_MISSING: t`Write the message in ${defaultLanguage}: readers whose language has no message read this one.`,
      TOO_LONG: t`The message in ${name} is longer than ${MAX_MESSAGE_LENGTH} characters.`,
    }[problem];
  };
  const fields = ['startsAt', 'endsAt', ...LOCALES.supported.map(messageField)];
  /** What a refusal of the server at `field` says (its own words are English). */
  const refusal = (field: string) => {
    if (field === 'startsAt') return words(field, 'OUT_OF_RANGE');
    if (field === 'endsAt') return t`The end must be after the start and in the future.`;
    // The language a message field is in ('' for the date fields: Intl.DisplayNames refuses it).
    const name = field.startsWith('messages.') ? language(field.slice('messages.'.length)) : '';
    return t`Check the message in ${name}.`;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    creation.reset();
    updating.reset();
    const checked = checkBanner(form.values, LOCALES, timeZone);
    if ('problems' in checked) {
      form.setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, words(field, problem)])));
      return;
    }
    form.setErrors({});
    const result = banner ? await update({ id: banner.id, body: checked.body }) : await create({ body: checked.body });
    if (result.data) return onClose(result.data);
    const error = result.error as ApiError | undefined;
    const field = error?.status === 400 ? refusedField(error.message, fields) : null;
    if (field) form.setErrors({ [field]: refusal(field) });
  }

  const failed = (creation.isError || updating.isError) && !Object.keys(form.errors).length;
  const zone = timeZone;
  return (
    <Dialog open title={banner ? <Trans>Edit the banner</Trans> : <Trans>New banner</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t`Severity`}
          value={form.values.severity ?? 'info'}
          onChange={form.set('severity')}
          options={SEVERITIES.map((code) => ({ value: code, label: label(SEVERITY_LABELS, code) }))}
        />
        <DateTimeField
          label={t`Starts`}
          hint={t`In your time zone (${zone}).`}
          value={form.values.startsAt ?? ''}
          onChange={form.set('startsAt')}
          error={form.errors.startsAt}
        />
        <DateTimeField
          label={t`Ends`}
          hint={t`In your time zone (${zone}). The banner disappears then.`}
          value={form.values.endsAt ?? ''}
          onChange={form.set('endsAt')}
          error={form.errors.endsAt}
        />
        {LOCALES.supported.map((locale) => {
          const name = language(locale);
          return (
            <TextInput
              key={locale}
              label={t`Message in ${name}`}
              hint={
                locale === LOCALES.default ? t`Required.` : t`Optional: readers in ${name} see the ${defaultLanguage} message without it.`
              }
              multiline
              maxLength={MAX_MESSAGE_LENGTH}
              {...form.textField(messageField(locale))}
            />
          );
        })}
        <DialogButtons confirm={<Trans>Save the banner</Trans>} busy={busy} failed={failed} onCancel={() => onClose()} />
      </form>
    </Dialog>
  );
}
