import { describe, expect, test } from 'vitest';
import { businessMsBetween, formatAge, isOverdue } from './request-age.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('business time', () => {
  test('weekdays count whole, weekends not at all', () => {
    // Friday 2026-11-20 18:00 UTC → Monday 2026-11-23 06:00 UTC: 6 h on Friday, 6 h on Monday.
    expect(businessMsBetween(at('2026-11-20T18:00:00Z'), at('2026-11-23T06:00:00Z'))).toBe(12 * HOUR);
    expect(businessMsBetween(at('2026-11-21T00:00:00Z'), at('2026-11-23T00:00:00Z'))).toBe(0);
    expect(businessMsBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(5 * 24 * HOUR);
    expect(businessMsBetween(at('2026-11-24T00:00:00Z'), at('2026-11-23T00:00:00Z'))).toBe(0);
  });

  test('a request is overdue once it has waited more than the limit in business days', () => {
    // Made Thursday noon: two business days end Monday noon, not Saturday noon.
    const thursday = at('2026-11-19T12:00:00Z');
    expect(isOverdue(thursday, at('2026-11-21T13:00:00Z'), 2)).toBe(false);
    expect(isOverdue(thursday, at('2026-11-23T12:00:00Z'), 2)).toBe(false);
    expect(isOverdue(thursday, at('2026-11-23T12:01:00Z'), 2)).toBe(true);
    expect(isOverdue(thursday, at('2026-11-23T12:01:00Z'), 3)).toBe(false);
  });
});

test('the age reads in the largest whole unit, in the reader’s language', () => {
  const made = at('2026-11-20T10:00:00Z');
  expect(formatAge(made, at('2026-11-20T10:05:00Z'), 'en-US')).toBe('5 minutes');
  expect(formatAge(made, at('2026-11-20T13:10:00Z'), 'en-US')).toBe('3 hours');
  expect(formatAge(made, at('2026-11-23T09:00:00Z'), 'es-MX')).toBe('2 días');
  expect(formatAge(made, at('2026-11-25T10:00:00Z'), 'fr-CA').replace(/\s/g, ' ')).toBe('5 jours');
  expect(formatAge(made, at('2026-11-20T09:00:00Z'), 'en-US')).toBe('0 minutes');
});
