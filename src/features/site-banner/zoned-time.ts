// A date-and-time field (<input type="datetime-local">) holds a wall-clock time without a zone; the
// banner's times are instants. The form reads and writes them in the user's time zone (their
// preferences, as every date of the portal is shown), not the browser's.
import { fromZonedWall, zoneOffsetAt } from '../../../tenants/preferences.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The field's value ('YYYY-MM-DDTHH:mm') for an instant, in `timeZone`. */
export function toFieldValue(instant: string | Date, timeZone: string): string {
  const at = new Date(instant).getTime();
  const wall = new Date(at + zoneOffsetAt(at, timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The instant (ISO) of a field's value in `timeZone`, or null when the value is not a date and time. */
export function fromFieldValue(value: string, timeZone: string): string | null {
  return fromZonedWall(value, timeZone)?.toISOString() ?? null;
}
