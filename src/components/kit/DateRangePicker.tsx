// A date range chooser: a trigger showing 'MMM DD – MMM DD' opens a calendar (react-day-picker)
// with Reset (back to the last 30 days) and Done. A range may span at most 30 days; dates run from
// 1900 to 2100. Month and weekday names come from Intl in the active Lingui locale. The calendar is
// an Ariakit Popover (issue 28 §2): a non-modal dialog placed against the trigger (flipped above it
// without room below), closed by Escape, a click outside or focus moving elsewhere; focus goes back
// to the trigger.
import { PopoverDisclosure, PopoverProvider } from '@ariakit/react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
// The calendar's stylesheet as text, added to the page with the calendar (GlobalStyle): a CSS file of an async chunk
// would put the CSS chunk loader (0.6 KB gzip) into the first-load JavaScript.
import { CalendarPopover } from './CalendarPopover.tsx';
import { buttonStyle } from '../ui.tsx';
import { controlStyle, fieldStyle, labelStyle, linkButtonStyle } from './field.tsx';

export interface DateRangeValue {
  from: Date;
  to: Date;
}

export const MAX_RANGE_DAYS = 30;
export const FIRST_DAY = new Date(1900, 0, 1);
export const LAST_DAY = new Date(2100, 11, 31);

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Days in a range, both ends included (calendar days, so daylight-saving changes do not count). */
export function rangeLength({ from, to }: DateRangeValue): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

/** The default range: the last 30 days, today included (today minus 29 days .. today). */
export function lastDays(days = MAX_RANGE_DAYS, today = new Date()): DateRangeValue {
  const to = startOfDay(today);
  return { from: addDays(to, 1 - days), to };
}

/** 'MMM DD' ('Nov 21') with the month abbreviation of the locale. */
export function formatMonthDay(date: Date, locale: string): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'short' }).format(date);
  return `${month} ${String(date.getDate()).padStart(2, '0')}`;
}

/** The calendar's month and weekday names (Intl) and its controls' names (Lingui), in `locale`. */
export function useIntlCalendarText(locale: string) {
  const { t } = useLingui();
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      const formatter = new Intl.DateTimeFormat(locale, options);
      return (date: Date) => formatter.format(date);
    };
    const caption = format({ month: 'long', year: 'numeric' });
    return {
      formatters: {
        formatCaption: caption,
        formatMonthDropdown: format({ month: 'long' }),
        formatWeekdayName: format({ weekday: 'short' }),
      },
      labels: {
        labelGrid: caption,
        labelDayButton: format({ dateStyle: 'full' }),
        labelWeekday: format({ weekday: 'long' }),
        labelNext: () => t`Go to the next month`,
        labelPrevious: () => t`Go to the previous month`,
        labelMonthDropdown: () => t`Choose the month`,
        labelYearDropdown: () => t`Choose the year`,
        labelNav: () => t`Month navigation`,
      },
    };
  }, [locale, t]);
}

export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
}: {
  label: string;
  /** Controlled range; leave out to let the component keep it (starting at the last 30 days). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  onChange?: (range: DateRangeValue) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [ownValue, setOwnValue] = useState(() => defaultValue ?? lastDays());
  const committed = value ?? ownValue;
  const [draft, setDraft] = useState<DateRange>(committed);
  const [month, setMonth] = useState(committed.to);
  const { formatters, labels } = useIntlCalendarText(i18n.locale);

  const complete = draft.from ? { from: draft.from, to: draft.to ?? draft.from } : null;
  const tooLong = complete !== null && rangeLength(complete) > MAX_RANGE_DAYS;

  function openCalendar() {
    setDraft(committed);
    setMonth(committed.to);
    setOpen(true);
  }

  function reset() {
    const range = lastDays();
    setDraft(range);
    setMonth(range.to);
  }

  function done() {
    if (!complete || tooLong) return;
    setOwnValue(complete);
    onChange?.(complete);
    setOpen(false);
  }

  const start = formatMonthDay(committed.from, i18n.locale);
  const end = formatMonthDay(committed.to, i18n.locale);
  return (
    <div css={fieldStyle}>
      <span id={`${id}-label`} css={labelStyle}>
        {label}
      </span>
      <PopoverProvider open={open} setOpen={(show) => (show ? openCalendar() : setOpen(false))} placement="bottom-start">
        <PopoverDisclosure
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          css={(theme) => css`
            align-self: flex-start;
            padding: ${theme.space.sm} ${theme.space.md};
            ${controlStyle(theme)}
          `}
        >
          <Trans>
            {start} – {end}
          </Trans>
        </PopoverDisclosure>
        <CalendarPopover labelledBy={`${id}-label`}>
          <DayPicker
            mode="range"
            required
            resetOnSelect
            autoFocus
            selected={draft}
            onSelect={setDraft}
            month={month}
            onMonthChange={setMonth}
            captionLayout="dropdown"
            startMonth={FIRST_DAY}
            endMonth={LAST_DAY}
            disabled={[{ before: FIRST_DAY }, { after: LAST_DAY }]}
            lang={i18n.locale}
            formatters={formatters}
            labels={labels}
          />
          {tooLong ? (
            <p
              role="alert"
              css={(theme) => css`
                margin: 0.5rem 0;
                color: ${theme.colors.danger};
              `}
            >
              <Trans>Date range can't be more than 30 days</Trans>
            </p>
          ) : null}
          <div
            css={(theme) => css`
              display: flex;
              justify-content: flex-end;
              align-items: center;
              gap: ${theme.space.lg};
              margin-top: 0.5rem;
            `}
          >
            <button type="button" onClick={reset} css={linkButtonStyle}>
              <Trans>Reset</Trans>
            </button>
            <button
              type="button"
              onClick={done}
              disabled={!complete || tooLong}
              css={[
                buttonStyle,
                css`
                  &:disabled {
                    cursor: not-allowed;
                  }
                `,
              ]}
            >
              <Trans>Done</Trans>
            </button>
          </div>
        </CalendarPopover>
      </PopoverProvider>
    </div>
  );
}
