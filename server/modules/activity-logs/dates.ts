// Dates of the activity log (spec §5 date range): the filter names calendar days in the reader's
// time zone; at most 30 days at a time, by default the last 30.

import { zoneOffsetAt } from '../../../tenants/preferences.ts';

/** Spec §5: a range spans at most 30 days; by default the last 30 (today minus 29 days .. today). */
export const MAX_RANGE_DAYS = 30;
export const RANGE_TOO_LONG = "Date range can't be more than 30 days";
export const DAY_MS = 86_400_000;

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST change).
  const guess = wallClock - zoneOffsetAt(wallClock, timeZone);
  return new Date(wallClock - zoneOffsetAt(guess, timeZone));
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Date(now.getTime() + zoneOffsetAt(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The window of a filter: fromDate..toDate, both days included, in `timeZone`. Without dates, the
 * last 30 days; with one of them, the 30 days starting (or ending) there. An error message when
 * the range is reversed, out of the picker's bounds (1900–2100) or longer than 30 days.
 */
export function resolveWindow(
  input: { fromDate?: string; toDate?: string },
  timeZone: string,
  now = new Date(),
): { fromDate: string; toDate: string; from: Date; to: Date } | { error: string } {
  const toDate = input.toDate ?? (input.fromDate ? addDays(input.fromDate, MAX_RANGE_DAYS - 1) : todayIn(timeZone, now));
  const fromDate = input.fromDate ?? addDays(toDate, 1 - MAX_RANGE_DAYS);
  for (const day of [fromDate, toDate]) {
    const year = Number(day.slice(0, 4));
    if (year < 1900 || year > 2100) return { error: 'Dates must be between 1900 and 2100.' };
  }
  const span = daysBetween(fromDate, toDate);
  if (span < 0) return { error: 'The start date must be on or before the end date.' };
  if (span + 1 > MAX_RANGE_DAYS) return { error: RANGE_TOO_LONG };
  return { fromDate, toDate, from: startOfDayIn(fromDate, timeZone), to: startOfDayIn(addDays(toDate, 1), timeZone) };
}

/** Wall-clock 'YYYY-MM-DD HH:mm:ss' of an instant in a time zone, for the spreadsheet. */
export function wallClock(date: Date, timeZone: string): string {
  return new Date(date.getTime() + zoneOffsetAt(date.getTime(), timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}
