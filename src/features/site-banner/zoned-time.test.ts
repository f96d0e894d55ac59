import { describe, expect, test } from 'vitest';
import { fromFieldValue, toFieldValue } from './zoned-time.ts';

describe('date-and-time fields in the user’s time zone', () => {
  test('an instant shows as the wall-clock time of the zone, not the browser’s', () => {
    expect(toFieldValue('2026-11-26T15:30:00Z', 'America/Chicago')).toBe('2026-11-26T09:30');
    expect(toFieldValue('2026-07-01T03:05:00Z', 'America/Mexico_City')).toBe('2026-06-30T21:05');
    expect(toFieldValue('2026-07-01T03:05:00Z', 'America/Toronto')).toBe('2026-06-30T23:05');
  });

  test('a wall-clock time reads back as its instant, across daylight-saving changes', () => {
    expect(fromFieldValue('2026-11-26T09:30', 'America/Chicago')).toBe('2026-11-26T15:30:00.000Z');
    expect(fromFieldValue('2026-07-01T09:30', 'America/Chicago')).toBe('2026-07-01T14:30:00.000Z');
    // The day after the change to standard time in Toronto (2026-11-01): UTC−5.
    expect(fromFieldValue('2026-11-02T08:00', 'America/Toronto')).toBe('2026-11-02T13:00:00.000Z');
    for (const instant of ['2026-03-08T12:00:00.000Z', '2026-11-01T12:00:00.000Z', '2027-01-15T23:59:00.000Z']) {
      expect(fromFieldValue(toFieldValue(instant, 'America/New_York'), 'America/New_York')).toBe(instant);
    }
  });

  test('what is not a date and time reads as nothing', () => {
    expect(fromFieldValue('', 'America/Chicago')).toBeNull();
    expect(fromFieldValue('2026-11-26', 'America/Chicago')).toBeNull();
    expect(fromFieldValue('tomorrow', 'America/Chicago')).toBeNull();
  });
});
