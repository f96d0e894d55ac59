// A user's locale and time zone as the tenant allows them: the first wanted value the tenant has,
// else the tenant's default (tenant file: locales.default, timeZones.default). The one rule for the
// server (e-mails, legal texts, exports, user context, activity log) and the portal (registration,
// activity log, add user); it imports nothing at run time, so bundles carry only these few lines.
type LocaleTenant<L extends string> = { locales: { default: L; supported: readonly L[] } };
type ZoneTenant = { timeZones: { default: string; offered: readonly string[] } };

/** The first of `wanted` (in order; anything but a string is passed over) that the tenant supports, else its default locale. */
export function tenantLocale<L extends string>(tenant: LocaleTenant<L>, ...wanted: unknown[]): L {
  for (const value of wanted) {
    const locale = tenant.locales.supported.find((l) => l === value);
    if (locale) return locale;
  }
  return tenant.locales.default;
}

/**
 * The first of `wanted` that is a time zone the runtime knows, else the tenant's default zone
 * (spec §9: an unknown time zone falls back to the default one).
 */
export function tenantZone(tenant: ZoneTenant, ...wanted: unknown[]): string {
  return wanted.find((z): z is string => typeof z === 'string' && isTimeZone(z)) ?? tenant.timeZones.default;
}

/** The first of `wanted` that the tenant offers (timeZones.offered), else the tenant's default zone. */
export function offeredZone(tenant: ZoneTenant, ...wanted: unknown[]): string {
  return wanted.find((z): z is string => typeof z === 'string' && tenant.timeZones.offered.includes(z)) ?? tenant.timeZones.default;
}

/** Zone names found valid so far: building a formatter to test a name costs far more than a lookup. */
const knownZones = new Set<string>();

/** True when the runtime's time-zone database knows the name (in any letter case). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  // Only valid names are kept (a few hundred at most), so odd input cannot grow the set.
  knownZones.add(zone);
  return true;
}

/**
 * The offset of `timeZone` from UTC at an instant, in ms (throws RangeError for an unknown zone):
 * the one conversion between wall-clock times in a zone and instants, for the server's date filters
 * and the client's date-and-time fields.
 */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` shows as `value` ('YYYY-MM-DDTHH:mm', seconds optional),
 * or null when it is not a date and time (a scheduled configuration change: Monday 09:00 in Mexico City).
 */
export function fromZonedWall(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change).
  const guess = wall - zoneOffsetAt(wall, timeZone);
  return new Date(wall - zoneOffsetAt(guess, timeZone));
}
