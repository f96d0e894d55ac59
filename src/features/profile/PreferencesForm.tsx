// The user's preferences (issue 14 §1; spec §3 user_preferences, §7 GET users/{id}/preferences,
// POST users/{loginId}/preferences, §6 UPDATE on USER_SETTINGS): the language among the tenant's
// choices and the time zone among the platform's zones (time-zones.ts), the spec's six on top.
// Saving switches the page's language at once and refreshes the session, whose zone every date of
// the portal is shown in; the server keeps both, so they follow the user to other devices.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import type { Locale } from '../../../tenants/schema.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { changeLocale } from '../../lib/locale.ts';
import { hasPermission, type UserContext } from '../../lib/session.ts';
import { useSavePreferencesMutation } from './api.ts';
import { zoneOptions } from './time-zones.ts';

const fieldsetStyle = css`
  /* A fieldset is as wide as its widest content by default: the time zone's long name would widen the page on a phone. */
  min-width: 0;
  max-width: 36rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

export function PreferencesForm({ user }: { user: UserContext }) {
  const { t, i18n } = useLingui();
  const saved = user.user_preferences;
  const [language, setLanguage] = useState<string>(saved.language_code);
  const [zone, setZone] = useState<string>(saved.locale.timezone);
  const [outcome, setOutcome] = useState<'saved' | { failed: string } | null>(null);
  const [save, { isLoading }] = useSavePreferencesMutation();
  const allowed = hasPermission(user, 'UPDATE', 'USER_SETTINGS');
  const zones = useMemo(
    () => zoneOptions(i18n.locale, [saved.locale.timezone, ...__TENANT__.timeZones.offered]),
    [i18n.locale, saved.locale.timezone],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const result = await save({ loginId: user.login_id, body: { language_code: language, timezone: zone } });
    if ('data' in result && result.data) {
      setOutcome('saved');
      if (result.data.language_code !== i18n.locale) await changeLocale(result.data.language_code as Locale);
      return;
    }
    const error = 'error' in result ? (result.error as { message?: string } | undefined) : undefined;
    setOutcome({ failed: error?.message ?? t`Your preferences could not be saved. Please try again.` });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!allowed ? (
        <p>
          <Trans>Your role cannot change these settings.</Trans>
        </p>
      ) : null}
      <fieldset disabled={!allowed || isLoading} css={fieldsetStyle}>
        <SelectField
          label={t`Language`}
          value={language}
          onChange={setLanguage}
          disabled={!allowed || isLoading}
          options={__TENANT__.locales.picker.map((choice) => ({ value: choice.locale, label: choice.label, lang: choice.locale }))}
        />
        <SelectField
          label={t`Time zone`}
          value={zone}
          onChange={setZone}
          disabled={!allowed || isLoading}
          options={[
            { group: t`Common time zones`, options: zones.common.map((option) => ({ value: option.id, label: option.label })) },
            { group: t`All time zones`, options: zones.all.map((option) => ({ value: option.id, label: option.label })) },
          ]}
        />
        <Button type="submit">{isLoading ? <Trans>Saving…</Trans> : <Trans>Save preferences</Trans>}</Button>
      </fieldset>
      <div role="status">
        {outcome === 'saved' ? (
          <Alert tone="success">
            <p>
              <Trans>Your preferences are saved.</Trans>
            </p>
          </Alert>
        ) : null}
      </div>
      {outcome && outcome !== 'saved' ? (
        <Alert tone="error">
          <p>{outcome.failed}</p>
        </Alert>
      ) : null}
    </form>
  );
}
