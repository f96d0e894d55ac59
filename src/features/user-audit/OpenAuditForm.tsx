// Opening a user-access audit (issue 14 §3), on the super admins' page (UserAuditsPage): the due
// date, checked here as the server does (tomorrow to a year ahead, UTC), and the server's refusals.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { errorStatus } from '../../api/baseApi.ts';
import { OperationFailed } from '../../components/admin/DialogButtons.tsx';
import { controlStyle, describedBy, fieldStyle, labelStyle } from '../../components/kit/field.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { type ListUserAuditPeriodsApiResponse, useOpenUserAuditPeriodMutation } from './api.ts';

type Period = ListUserAuditPeriodsApiResponse['periods'][number];

/** The longest an audit may run (the server's limit): a year. */
const MAX_DAYS = 366;
/** The calendar day `offset` days from today, as the server counts days (UTC), YYYY-MM-DD. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The kit's outlined control, as a native date field (TextInput has no date type). */
const dateInputStyle = (theme: Theme) => css`
  ${controlStyle(theme)};
  max-width: 14rem;
  padding: ${theme.space.sm} ${theme.space.md};
  cursor: text;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export function OpenAuditForm({ onOpened }: { onOpened: (period: Period) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [dueDate, setDueDate] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [openPeriod, { isLoading, error, reset }] = useOpenUserAuditPeriodMutation();
  const [min, max] = [utcDay(1), utcDay(MAX_DAYS)];
  const status = errorStatus(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    if (!dueDate) return setFieldError(t`Choose the due date.`);
    if (dueDate < min || dueDate > max) return setFieldError(t`Choose a due date between tomorrow and a year from now.`);
    setFieldError(undefined);
    const result = await openPeriod({ body: { dueDate } });
    if (!result.data) return;
    setDueDate('');
    onOpened(result.data);
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Open an audit</Trans>
      </h2>
      <form noValidate onSubmit={submit}>
        <div css={fieldStyle}>
          <label htmlFor={id} css={labelStyle}>
            <Trans>Due date</Trans>
          </label>
          <span id={`${id}-hint`}>
            <Trans>The last day the companies' administrators can confirm their user list.</Trans>
          </span>
          <input
            id={id}
            type="date"
            min={min}
            max={max}
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(`${id}-hint`, fieldError && `${id}-error`)}
            css={dateInputStyle}
          />
          {fieldError ? (
            <span id={`${id}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm })}>
              {fieldError}
            </span>
          ) : null}
        </div>
        {status === 409 || status === 400 ? (
          <Alert tone="error">
            {status === 409
              ? t`An audit is still pending, or there is no basic company to audit.`
              : t`Choose a due date between tomorrow and a year from now.`}
          </Alert>
        ) : error ? (
          <OperationFailed />
        ) : null}
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          <Trans>Open the audit</Trans>
        </Button>
      </form>
    </section>
  );
}
