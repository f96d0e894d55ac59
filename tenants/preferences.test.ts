// tenantLocale / tenantZone / offeredZone: the user's value when the tenant has it, else the tenant's default.
import { describe, expect, test } from 'vitest';
import ca from './ca.ts';
import mx from './mx.ts';
import { offeredZone, tenantLocale, tenantZone } from './preferences.ts';
import us from './us.ts';

describe('tenantLocale()', () => {
  test('the first wanted locale the tenant supports, else its default', () => {
    expect(tenantLocale(mx, 'en-US')).toBe('en-US');
    expect(tenantLocale(mx, 'fr-CA')).toBe('es-MX');
    expect(tenantLocale(ca, 'es-MX', 'fr-CA')).toBe('fr-CA');
    expect(tenantLocale(us, null, undefined)).toBe('en-US');
    expect(tenantLocale(ca)).toBe('en-CA');
  });

  test('anything but a string (a repeated header) is passed over', () => {
    expect(tenantLocale(us, ['es-MX'])).toBe('en-US');
  });
});

describe('tenantZone()', () => {
  test('a known zone is kept, even one the tenant does not offer', () => {
    expect(tenantZone(mx, 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(tenantZone(us, 'America/Toronto')).toBe('America/Toronto');
  });

  test("no zone or an unknown one: the tenant's default zone", () => {
    expect(tenantZone(us, null)).toBe('America/Chicago');
    expect(tenantZone(mx, undefined)).toBe('America/Mexico_City');
    expect(tenantZone(ca, '')).toBe('America/Toronto');
    expect(tenantZone(mx, 'Mars/Olympus_Mons')).toBe('America/Mexico_City');
    expect(tenantZone(ca, 'Mars/Olympus_Mons', 'America/Vancouver')).toBe('America/Vancouver');
  });
});

describe('offeredZone()', () => {
  test('the first wanted zone the tenant offers, else its default', () => {
    expect(offeredZone(mx, 'Asia/Kolkata', 'America/Tijuana')).toBe('America/Tijuana');
    expect(offeredZone(mx, 'America/Chicago')).toBe('America/Mexico_City');
    expect(offeredZone(ca, null, undefined)).toBe('America/Toronto');
    expect(offeredZone(us, 'America/Denver')).toBe('America/Denver');
  });
});
