// The time zones the profile offers (issue 14 §1; spec §3 "Time zone option": an IANA id and a UTC
// offset label, about 130 options from UTC-12:00 to UTC+14:00, the simple list Eastern … Hawaii in
// one place on top). Built from the platform's Intl data, not a hand-typed table: of the runtime's
// zones (some 420), one per UTC offset and zone name ("Central European Time"), labelled with the
// offset, the name in the reader's language and a city, ordered by offset. Offsets are taken in
// January, so that every zone is placed by its standard time whatever the day.

/** Spec §3: "-05:00 Eastern, -06:00 Central, -07:00 Mountain, -08:00 Pacific, -09:00 Alaska, -10:00 Hawaii". */
export const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

export interface ZoneOption {
  id: string;
  label: string;
}

const JANUARY = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 15, 12));

function nameOf(zone: string, locale: string, style: 'longOffset' | 'longGeneric'): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(JANUARY).find((p) => p.type === 'timeZoneName')
      ?.value ?? ''
  );
}

/** Minutes east of UTC in January ("GMT-05:00" → -300; "GMT" → 0). */
function offsetMinutes(zone: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(nameOf(zone, 'en-US', 'longOffset'));
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const offsetLabel = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

function option(zone: string, locale: string): ZoneOption & { offset: number } {
  const offset = offsetMinutes(zone);
  return { id: zone, offset, label: `(${offsetLabel(offset)}) ${nameOf(zone, locale, 'longGeneric')} – ${cityOf(zone)}` };
}

/**
 * The common zones, then every other zone by offset. The zones of `keep` (the user's saved zone, the
 * tenant's own zones) are listed even when another zone stands for their offset and name.
 */
export function zoneOptions(locale: string, keep: readonly string[] = []): { common: ZoneOption[]; all: ZoneOption[] } {
  const known = new Set(Intl.supportedValuesOf('timeZone'));
  const groups = new Map<string, string>();
  for (const zone of known) {
    const key = `${offsetMinutes(zone)}|${nameOf(zone, 'en-US', 'longGeneric')}`;
    const chosen = groups.get(key);
    // A common zone stands for its group; otherwise the first by name.
    if (!chosen || (COMMON_ZONES.includes(zone) && !COMMON_ZONES.includes(chosen))) groups.set(key, zone);
  }
  const listed = new Set([...groups.values(), ...keep.filter((zone) => known.has(zone))]);
  const collator = new Intl.Collator(locale);
  const all = [...listed]
    .filter((zone) => !COMMON_ZONES.includes(zone))
    .map((zone) => option(zone, locale))
    .sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
  return {
    common: COMMON_ZONES.map((zone) => option(zone, locale)).map(({ id, label }) => ({ id, label })),
    all: all.map(({ id, label }) => ({ id, label })),
  };
}
