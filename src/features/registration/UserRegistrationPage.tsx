// /userRegistration (issue 4): an invited user completes registration after setting a password —
// confirm the name, optional job title and phone (full variant), language and time zone, and
// accept the tenant's terms and data sharing addendum (their texts come from the server, by
// company type; the 3p addendum for third-party agencies). Basic accounts (basic vendor, basic
// agency) get the basic variant. Until done, the other private routes lead back here (guards.ts).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { offeredZone, tenantLocale } from '../../../tenants/preferences.ts';
import type { Locale } from '../../../tenants/schema.ts';
import { useFormState } from '../../lib/useFormState.ts';
import { useSession } from '../../lib/useSession.ts';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { RadioGroup } from '../../components/kit/RadioGroup.tsx';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { changeLocale } from '../../lib/locale.ts';
import type { UserContext } from '../../lib/session.ts';
import { Card } from '../../components/Card.tsx';
import { LegalDocumentBox } from '../../components/LegalDocumentBox.tsx';
import {
  useCompleteBasicRegistrationMutation,
  useCompleteRegistrationMutation,
  useGetDataSharingAddendumQuery,
  useGetTermsOfUseQuery,
} from './api.ts';

const BASIC_TYPES = new Set(['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY']);
const AGENCY_TYPES = new Set(['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY']);

function zoneLabel(zone: string, locale: string): string {
  const city = zone.split('/').pop()!.replaceAll('_', ' ');
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ? `${city} — ${name}` : city;
  } catch {
    return city;
  }
}

function RegistrationForm({ user }: { user: UserContext }) {
  const { t, i18n } = useLingui();
  const company = user.tenant!;
  const basic = BASIC_TYPES.has(company.type);
  const locale = i18n.locale as Locale;
  const terms = useGetTermsOfUseQuery({ companyType: company.type, locale });
  const addendum = useGetDataSharingAddendumQuery({ variant: AGENCY_TYPES.has(company.type) ? '3p' : 'standard', locale });
  const [completeFull, full] = useCompleteRegistrationMutation();
  const [completeBasic, basicState] = useCompleteBasicRegistrationMutation();
  // The tenant's zones (tenant file: timeZones); the user's or the browser's when offered, else the tenant's default.
  const zones = __TENANT__.timeZones.offered;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const currentZone = offeredZone(__TENANT__, user.user_preferences.locale.timezone, browserZone);
  const { values, errors, setErrors, set, textField } = useFormState({
    firstName: user.first_name,
    lastName: user.last_name,
    jobTitle: '',
    phoneNumber: '',
    languageCode: tenantLocale(__TENANT__, locale, user.user_preferences.language_code),
    timezone: currentZone,
    termsAccepted: false,
    dataSharingAddendumAccepted: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = full.isLoading || basicState.isLoading;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!terms.data || !addendum.data) return;
    const tooLong = (value: string) => value.trim().length > 100;
    const problems = {
      firstName: !values.firstName.trim()
        ? t`Enter your first name.`
        : tooLong(values.firstName)
          ? t`Use at most 100 characters.`
          : undefined,
      lastName: !values.lastName.trim() ? t`Enter your last name.` : tooLong(values.lastName) ? t`Use at most 100 characters.` : undefined,
      jobTitle: tooLong(values.jobTitle) ? t`Use at most 100 characters.` : undefined,
      phoneNumber: !/^[0-9+()\-. ]*$/.test(values.phoneNumber)
        ? t`Use only digits, spaces and + ( ) - .`
        : values.phoneNumber.trim().length > 30
          ? t`Use at most 30 characters.`
          : undefined,
      termsAccepted: values.termsAccepted ? undefined : t`Accept the terms of use to continue.`,
      dataSharingAddendumAccepted: values.dataSharingAddendumAccepted ? undefined : t`Accept the data sharing addendum to continue.`,
    };
    setErrors(problems);
    setFailure(null);
    if (Object.values(problems).some(Boolean)) return;
    const common = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      languageCode: values.languageCode,
      timezone: values.timezone,
      termsAccepted: true,
      termsVersion: terms.data.version,
      dataSharingAddendumAccepted: true,
      dataSharingAddendumVersion: addendum.data.version,
    };
    const result = basic
      ? await completeBasic({ companyId: company.id, body: common })
      : await completeFull({
          companyId: company.id,
          body: {
            ...common,
            ...(values.jobTitle.trim() ? { jobTitle: values.jobTitle.trim() } : {}),
            ...(values.phoneNumber.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
          },
        });
    if ('data' in result && result.data) {
      await changeLocale(values.languageCode);
      window.location.assign(result.data.redirectTo);
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : null;
    const serverMessage = result.error && 'message' in result.error ? String(result.error.message) : '';
    setFailure(
      status === 409
        ? t`Your registration is already complete.`
        : status === 400 && serverMessage.includes('not the current terms')
          ? t`The terms or the data sharing addendum have changed. Reload the page, read them and accept again.`
          : t`Something went wrong. Please try again!`,
    );
  }

  const documentsFailed = terms.isError || addendum.isError;
  const productName = __TENANT__.productName;
  const companyName = company.name;
  const termsTitle = terms.data?.title ?? '';
  const addendumTitle = addendum.data?.title ?? '';
  // The documents to accept, once both are loaded: each is shown, then a checkbox per document accepts it.
  const documents =
    terms.data && addendum.data
      ? ([
          {
            id: 'terms',
            text: terms.data,
            field: 'termsAccepted',
            label: (
              <Trans>
                I have read and accept: <a href="#terms">{termsTitle}</a>
              </Trans>
            ),
          },
          {
            id: 'data-sharing-addendum',
            text: addendum.data,
            field: 'dataSharingAddendumAccepted',
            label: (
              <Trans>
                I have read and accept: <a href="#data-sharing-addendum">{addendumTitle}</a>
              </Trans>
            ),
          },
        ] as const)
      : null;
  return (
    <Card width="wide" title={basic ? <Trans>Complete your basic account registration</Trans> : <Trans>Complete your registration</Trans>}>
      <p>
        <Trans>
          Your account at <strong>{companyName}</strong> is almost ready. Confirm your details and accept the terms below to start using{' '}
          {productName}.
        </Trans>
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <div
          css={css`
            display: grid;
            grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
            column-gap: 1rem;
          `}
        >
          <TextInput label={t`First name`} autoComplete="given-name" required {...textField('firstName')} />
          <TextInput label={t`Last name`} autoComplete="family-name" required {...textField('lastName')} />
          {basic ? null : (
            <>
              <TextInput label={t`Job title (optional)`} autoComplete="organization-title" {...textField('jobTitle')} />
              <TextInput label={t`Phone number (optional)`} type="tel" autoComplete="tel" {...textField('phoneNumber')} />
            </>
          )}
        </div>
        <RadioGroup
          legend={t`Language`}
          name="languageCode"
          value={values.languageCode}
          onChange={(value) => set('languageCode')(value as Locale)}
          options={__TENANT__.locales.picker.map((p) => ({ value: p.locale, label: <span lang={p.locale}>{p.label}</span> }))}
        />
        <SelectField
          label={t`Time zone`}
          value={values.timezone}
          onChange={set('timezone')}
          options={zones.map((zone) => ({ value: zone, label: zoneLabel(zone, locale) }))}
          css={{ maxWidth: '28rem' }}
        />

        {documentsFailed ? (
          <Alert tone="error">
            <Trans>The terms could not be loaded. Reload the page to try again.</Trans>
          </Alert>
        ) : !documents ? (
          <p role="status">
            <Trans>Loading the terms…</Trans>
          </p>
        ) : (
          <>
            {documents.map((doc) => (
              <LegalDocumentBox key={doc.id} id={doc.id} text={doc.text} />
            ))}
            <div
              css={css`
                margin-top: 1.5rem;
              `}
            >
              {documents.map((doc) => (
                <Checkbox
                  key={doc.id}
                  name={doc.field}
                  checked={values[doc.field]}
                  onChange={set(doc.field)}
                  required
                  error={errors[doc.field]}
                  label={doc.label}
                />
              ))}
            </div>
          </>
        )}
        <Button type="submit" disabled={busy || !terms.data || !addendum.data}>
          <Trans>Complete registration</Trans>
        </Button>
      </form>
    </Card>
  );
}

export default function UserRegistrationPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  if (user.registration_complete || !user.tenant) {
    return (
      <Card title={<Trans>User Registration</Trans>}>
        <p>
          <Trans>Your registration is complete.</Trans>
        </p>
        <Link to="/apps">
          <Trans>Go to your apps</Trans>
        </Link>
      </Card>
    );
  }
  return <RegistrationForm user={user} />;
}
