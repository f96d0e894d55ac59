// Changing one product or feature flag (issue 31 §1): new values or back to the tenant file's, now
// or at a date and time in the owner's time zone, with a reason (required), and before saving a
// preview of the app launch page as a chosen company type and persona would see it with the change
// (computed by the server, rendered by the apps page's own component).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { ApiError } from '../../api/baseApi.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { LaunchList } from '../../components/apps/LaunchList.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { DatePicker, dayOf } from '../../components/kit/DatePicker.tsx';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from '../../components/kit/field.tsx';
import { RadioGroup } from '../../components/kit/RadioGroup.tsx';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Button } from '../../components/ui.tsx';
import { COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import type { Access } from '../../lib/product-access.ts';
import type { ProductCode } from '../../../tenants/product-names.ts';
import {
  type GetConfigurationApiResponse,
  type PreviewAppLaunchApiArg,
  type PreviewAppLaunchApiResponse,
  useChangeConfigurationMutation,
  usePreviewAppLaunchMutation,
  useScheduleConfigurationChangeMutation,
} from './api.ts';
import { FLAG_LABELS, PERSONA_LABELS } from './labels.ts';

type ProductRow = GetConfigurationApiResponse['products'][number];
type FlagRow = GetConfigurationApiResponse['flags'][number];
type Settings = ProductRow['live'];
type Change = PreviewAppLaunchApiArg['body']['change'] & object;

export type Target = { kind: 'PRODUCT'; row: ProductRow } | { kind: 'FLAG'; row: FlagRow };

const MAX_REASON = 500;
const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const;
const PERSONAS = ['WITH_ACCESS', 'ACCESS_PENDING', 'NO_ACCESS'] as const;
const SETTING_KEYS = ['available', 'comingSoon', 'restrictedLaunch', 'hideWhenNoAccess', 'isNewTab'] as const;

/** The change the form describes, or null when it changes nothing. */
function changeOf(target: Target, mode: 'set' | 'revert', settings: Settings, enabled: boolean): Change | null {
  const key = target.kind === 'PRODUCT' ? target.row.code : target.row.flag;
  if (mode === 'revert') return { kind: target.kind, key, revert: true };
  if (target.kind === 'FLAG') return enabled === target.row.live ? null : { kind: 'FLAG', key, enabled };
  const live = target.row.live;
  const changed = Object.fromEntries(SETTING_KEYS.filter((k) => settings[k] !== live[k]).map((k) => [k, settings[k]]));
  return Object.keys(changed).length ? { kind: 'PRODUCT', key, settings: changed } : null;
}

const timeStyle = (theme: Parameters<typeof controlStyle>[0]) => css`
  ${controlStyle(theme)};
  max-width: 9rem;
  padding: ${theme.space.sm} ${theme.space.md};
`;

export function ChangeDialog({
  target,
  initialMode,
  timeZone,
  onClose,
}: {
  target: Target;
  initialMode: 'set' | 'revert';
  /** The owner's time zone: a scheduled time is read in it. */
  timeZone: string;
  onClose: (saved?: 'now' | 'later') => void;
}) {
  const { t } = useLingui();
  const label = useLabel();
  const id = useId();
  const [mode, setMode] = useState(initialMode);
  const [settings, setSettings] = useState<Settings>(target.kind === 'PRODUCT' ? target.row.live : ({} as Settings));
  const [enabled, setEnabled] = useState(target.kind === 'FLAG' ? !target.row.live : false);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [companyType, setCompanyType] = useState<(typeof COMPANY_TYPES)[number]>('SUPPLIER');
  const [persona, setPersona] = useState<(typeof PERSONAS)[number]>('WITH_ACCESS');
  const [preview, previewing] = usePreviewAppLaunchMutation();
  const [shown, setShown] = useState<PreviewAppLaunchApiResponse | null>(null);
  const [change, changing] = useChangeConfigurationMutation();
  const [schedule, scheduling] = useScheduleConfigurationChangeMutation();

  const flagName = target.kind === 'FLAG' ? t(FLAG_LABELS[target.row.flag]!.name) : '';
  const title = target.kind === 'PRODUCT' ? PRODUCT_TEXT[target.row.code].name : flagName;
  const yesNo = (value: boolean) => (value ? t`yes` : t`no`);
  const badge = (value: Settings['restrictedLaunch']) => (value === 'ALPHA' ? t`Alpha` : value === 'BETA' ? t`Beta` : t`None`);
  const pending = changeOf(target, mode, settings, enabled);
  const today = dayOf(new Date());

  async function showPreview() {
    const result = await preview({ body: { companyType, persona, ...(pending ? { change: pending } : {}) } });
    if (result.data) setShown(result.data);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!pending) problems.change = t`Nothing changes yet: choose new values, or go back to the tenant file's values.`;
    if (!reason.trim()) problems.reason = t`Say why the configuration changes: the reason is recorded with the change.`;
    if (when === 'later' && !day) problems.day = t`Choose the day of the change.`;
    if (when === 'later' && !/^\d\d:\d\d$/.test(time)) problems.time = t`Enter the time of the change.`;
    setErrors(problems);
    if (Object.keys(problems).length || !pending) return;
    const body = { change: pending, reason: reason.trim() };
    const result = when === 'now' ? await change({ body }) : await schedule({ body: { ...body, at: `${day}T${time}`, timeZone } });
    if (!result.error) return onClose(when);
    const error = result.error as ApiError;
    if (error.status === 400 && /future/.test(error.message ?? '')) setErrors({ time: t`The time must be in the future.` });
  }

  const failed = (changing.isError || scheduling.isError) && !Object.keys(errors).length;
  const access = new Map<string, Access>((shown?.after.access ?? []).map((a) => [a.product_id, a.access_status]));
  const before = new Set(shown?.before.products.map((p) => p.code));
  const after = new Set(shown?.after.products.map((p) => p.code));
  const gone = [...before].filter((code) => !after.has(code)).map((code) => PRODUCT_TEXT[code as ProductCode].name);
  const added = [...after].filter((code) => !before.has(code)).map((code) => PRODUCT_TEXT[code as ProductCode].name);
  const goneList = gone.join(', ');
  const addedList = added.join(', ');

  return (
    <Dialog open title={<Trans>Change {title}</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate>
        <RadioGroup
          legend={<Trans>What changes</Trans>}
          value={mode}
          onChange={(value) => setMode(value as 'set' | 'revert')}
          options={[
            { value: 'set', label: <Trans>New values</Trans> },
            { value: 'revert', label: <Trans>Back to the tenant file's values</Trans>, disabled: !target.row.changed },
          ]}
          error={errors.change}
        />
        {mode === 'set' && target.kind === 'PRODUCT' ? (
          <fieldset
            css={css`
              border: none;
              margin: 0 0 1rem;
              padding: 0;
            `}
          >
            <legend css={labelStyle}>
              <Trans>Settings</Trans>
            </legend>
            {(['available', 'comingSoon', 'hideWhenNoAccess', 'isNewTab'] as const).map((key) => {
              const file = yesNo(target.row.file[key]);
              const words = {
                available: <Trans>Available (tenant file: {file})</Trans>,
                comingSoon: <Trans>Says “coming soon” (tenant file: {file})</Trans>,
                hideWhenNoAccess: <Trans>Hidden from users without access (tenant file: {file})</Trans>,
                isNewTab: <Trans>Opens in a new tab (tenant file: {file})</Trans>,
              }[key];
              return (
                <Checkbox
                  key={key}
                  label={words}
                  checked={settings[key]}
                  onChange={(checked) => setSettings({ ...settings, [key]: checked })}
                />
              );
            })}
            <SelectField
              label={t`Alpha or beta badge`}
              hint={t`Tenant file: ${badge(target.row.file.restrictedLaunch)}`}
              value={settings.restrictedLaunch ?? 'NONE'}
              onChange={(value) => setSettings({ ...settings, restrictedLaunch: value === 'NONE' ? null : value })}
              options={[
                { value: 'NONE', label: t`None` },
                { value: 'ALPHA', label: t`Alpha` },
                { value: 'BETA', label: t`Beta` },
              ]}
            />
          </fieldset>
        ) : null}
        {mode === 'set' && target.kind === 'FLAG' ? (
          <RadioGroup
            legend={
              <Trans>
                {flagName} (tenant file: {target.row.file ? t`on` : t`off`})
              </Trans>
            }
            value={enabled ? 'on' : 'off'}
            onChange={(value) => setEnabled(value === 'on')}
            options={[
              { value: 'on', label: <Trans>On</Trans> },
              { value: 'off', label: <Trans>Off</Trans> },
            ]}
          />
        ) : null}

        <RadioGroup
          legend={<Trans>When</Trans>}
          value={when}
          onChange={(value) => setWhen(value as 'now' | 'later')}
          options={[
            { value: 'now', label: <Trans>Now, for every user</Trans> },
            { value: 'later', label: <Trans>At a date and time</Trans> },
          ]}
        />
        {when === 'later' ? (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0 1.5rem;
            `}
          >
            <DatePicker label={t`Day`} value={day} onChange={setDay} min={today} error={errors.day} />
            <div css={fieldStyle}>
              <label htmlFor={`${id}-time`} css={labelStyle}>
                <Trans>Time</Trans>
              </label>
              <input
                id={`${id}-time`}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={describedBy(`${id}-zone`, errors.time && `${id}-time-error`)}
                css={timeStyle}
              />
              <span id={`${id}-zone`} css={(theme) => ({ fontSize: theme.fontSize.sm })}>
                <Trans>In your time zone ({timeZone}).</Trans>
              </span>
              <FieldError id={`${id}-time-error`}>{errors.time}</FieldError>
            </div>
          </div>
        ) : null}

        <TextInput
          label={t`Reason`}
          hint={t`Required. Recorded in the activity log with the change.`}
          multiline
          maxLength={MAX_REASON}
          value={reason}
          onChange={setReason}
          error={errors.reason}
          required
        />

        <section
          aria-labelledby={`${id}-preview`}
          css={(theme) => css`
            border-top: 1px solid ${theme.colors.divider};
            margin-top: ${theme.space.md};
            padding-top: ${theme.space.md};
          `}
        >
          <h2
            id={`${id}-preview`}
            css={css`
              font-size: 1.125rem;
              margin: 0 0 0.5rem;
            `}
          >
            <Trans>Preview the app launch page</Trans>
          </h2>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0 1rem;
              align-items: flex-end;
              /* A long persona's name wraps within a narrow dialog rather than past its edge. */
              & > * {
                min-width: 0;
                max-width: 100%;
              }
            `}
          >
            <SelectField
              label={t`Company type`}
              value={companyType}
              onChange={setCompanyType}
              options={COMPANY_TYPES.map((type) => ({ value: type, label: label(COMPANY_TYPE_LABELS, type) }))}
            />
            <SelectField
              label={t`Persona`}
              value={persona}
              onChange={setPersona}
              options={PERSONAS.map((p) => ({ value: p, label: t(PERSONA_LABELS[p]!) }))}
            />
            <div css={fieldStyle}>
              <Button type="button" variant="secondary" onClick={showPreview} disabled={previewing.isLoading}>
                <Trans>Show the preview</Trans>
              </Button>
            </div>
          </div>
          {shown ? (
            <div aria-live="polite">
              <p>
                {gone.length ? <Trans>No longer shown: {goneList}.</Trans> : null}{' '}
                {added.length ? <Trans>Newly shown: {addedList}.</Trans> : null}{' '}
                {!gone.length && !added.length ? <Trans>The same apps as now.</Trans> : null}
              </p>
              <div
                css={(theme) => css`
                  background: ${theme.colors.background};
                  border-radius: ${theme.radius.lg};
                  padding: ${theme.space.md};
                  h2 {
                    font-size: 1rem;
                  }
                `}
              >
                <LaunchList preview products={shown.after.products} access={access} charterOnly={shown.after.charterOnly} />
              </div>
            </div>
          ) : null}
        </section>

        <DialogButtons
          confirm={when === 'now' ? <Trans>Save the change</Trans> : <Trans>Schedule the change</Trans>}
          busy={changing.isLoading || scheduling.isLoading}
          failed={failed}
          onCancel={() => onClose()}
        />
      </form>
    </Dialog>
  );
}
