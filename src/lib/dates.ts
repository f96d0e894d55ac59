// Dates as the signed-in user reads them (issue 14 §1): in the page's language and the time zone
// of their preferences (the browser's when signed out), so changing the zone changes every table.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSession } from './useSession.ts';

/** `date`: 'Mon D, YYYY' (spec §9); `dateTime`: the short date and time. Both take an ISO instant. */
export function useUserDates() {
  const { i18n } = useLingui();
  const session = useSession();
  const timeZone = session.status === 'signed-in' ? session.user.user_preferences.locale.timezone : undefined;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
    const date = new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
    };
  }, [i18n.locale, timeZone]);
}

/**
 * A calendar day (YYYY-MM-DD: a day, not an instant, such as a legal version's effective date) as
 * 'Mon D, YYYY' (spec §9) in `locale`: the same day in every time zone.
 */
export function formatDay(isoDay: string, locale: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Today in a time zone, as a date picker's date (local midnight of that calendar day). */
export function todayIn(timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** A date picker's date (local midnight) as the API's calendar day, YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
