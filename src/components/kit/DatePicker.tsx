// A date chooser: a trigger showing the chosen day (or "Choose a date") opens a calendar
// (react-day-picker, one day) in an Ariakit Popover, as the date range chooser does; choosing a day
// closes it and focus goes back to the trigger. The value is a calendar day 'YYYY-MM-DD' (a wall
// date, no time zone); days before `min` cannot be chosen.
import { PopoverDisclosure, PopoverProvider } from '@ariakit/react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { CalendarPopover } from './CalendarPopover.tsx';
import { FIRST_DAY, LAST_DAY, useIntlCalendarText } from './DateRangePicker.tsx';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from './field.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar day of a local date: 'YYYY-MM-DD'. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The local date of a calendar day 'YYYY-MM-DD' (null when it is not one). */
export function dateOf(day: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export function DatePicker({
  label,
  value,
  onChange,
  min,
  hint,
  error,
}: {
  label: string;
  /** 'YYYY-MM-DD', or '' for none yet. */
  value: string;
  onChange: (day: string) => void;
  /** The first day that can be chosen ('YYYY-MM-DD'). */
  min?: string;
  hint?: string;
  error?: string;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = dateOf(value);
  const first = (min && dateOf(min)) || FIRST_DAY;
  const [month, setMonth] = useState(chosen ?? first);
  const { formatters, labels } = useIntlCalendarText(i18n.locale);
  const shown = chosen ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }).format(chosen) : null;
  return (
    <div css={fieldStyle}>
      <span id={`${id}-label`} css={labelStyle}>
        {label}
      </span>
      <PopoverProvider
        open={open}
        setOpen={(show) => {
          if (show) setMonth(chosen ?? first);
          setOpen(show);
        }}
        placement="bottom-start"
      >
        <PopoverDisclosure
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          aria-invalid={error ? true : undefined}
          css={(theme) => css`
            align-self: flex-start;
            padding: ${theme.space.sm} ${theme.space.md};
            ${controlStyle(theme)}
          `}
        >
          {shown ?? <Trans>Choose a date</Trans>}
        </PopoverDisclosure>
        <CalendarPopover labelledBy={`${id}-label`}>
          <DayPicker
            mode="single"
            autoFocus
            selected={chosen ?? undefined}
            onSelect={(date) => {
              if (!date) return;
              onChange(dayOf(date));
              setOpen(false);
            }}
            month={month}
            onMonthChange={setMonth}
            captionLayout="dropdown"
            startMonth={first}
            endMonth={LAST_DAY}
            disabled={[{ before: first }, { after: LAST_DAY }]}
            lang={i18n.locale}
            formatters={formatters}
            labels={labels}
          />
        </CalendarPopover>
      </PopoverProvider>
      {hint ? (
        <span
          id={`${id}-hint`}
          css={(theme) => css`
            font-size: 0.875rem;
            color: ${theme.colors.muted};
          `}
        >
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
