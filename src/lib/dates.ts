// Dates as the signed-in user reads them (issue 14 §1): in the page's language and the time zone
// of their preferences (the browser's when signed out), so changing the zone changes every table.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { tenantZone } from '../../tenants/preferences.ts';
import { useSession } from './useSession.ts';

/**
 * `date`: 'Mon D, YYYY' (spec §9); `dateTime`: the same date and the time ('Nov 26, 2026, 3:21 PM',
 * '26 nov 2026, 3:21 p.m.'). Both take an ISO instant. The one format of each kind of value on every
 * page (issue 28 §2: three formats were seen on neighbouring pages).
 */
export function useUserDates() {
  const { i18n } = useLingui();
  const session = useSession();
  // The zone of their preferences when it is a real one (tenantZone), the browser's when signed out.
  const timeZone = session.status === 'signed-in' ? tenantZone(__TENANT__, session.user.user_preferences.locale.timezone) : undefined;
  return useMemo(() => {
    const day = { month: 'short', day: 'numeric', year: 'numeric', timeZone } as const;
    const dateTime = new Intl.DateTimeFormat(i18n.locale, { ...day, hour: 'numeric', minute: '2-digit' });
    const date = new Intl.DateTimeFormat(i18n.locale, day);
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

/** A calendar day YYYY-MM-DD (an address's, say) as a date picker's date (local midnight); null when it is no such day. */
export function dayOf(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]) ? date : null;
}

/** A date picker's date (local midnight) as the API's calendar day, YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
