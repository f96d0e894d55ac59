// How long a request has waited (issue 14 §2): its age as people say it ("3 days", "5 hours"), and
// whether it has waited longer than the tenant's promise in business days (spec §9 "Access pending
// up to 2 days"). Business time counts Monday to Friday in UTC, without public holidays: the
// promise is the support team's, kept across the tenant's time zones.

const DAY_MS = 86_400_000;

/** The time between two instants that falls on Monday to Friday (UTC), in milliseconds. */
export function businessMsBetween(from: Date, to: Date): number {
  let total = 0;
  let at = from.getTime();
  const end = to.getTime();
  while (at < end) {
    const nextMidnight = (Math.floor(at / DAY_MS) + 1) * DAY_MS;
    const until = Math.min(nextMidnight, end);
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) total += until - at;
    at = until;
  }
  return total;
}

/** Whether a request made at `created` has waited more than `limitDays` business days by `now`. */
export const isOverdue = (created: Date, now: Date, limitDays: number): boolean => businessMsBetween(created, now) > limitDays * DAY_MS;

/** The age in the largest whole unit (minutes, hours or days), in the reader's language. */
export function formatAge(created: Date, now: Date, locale: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000));
  const [value, unit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 1440 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
