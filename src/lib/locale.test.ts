import { expect, test } from 'vitest';
import { pickLocale } from './locale.ts';

test('the stored choice wins when the tenant offers it', () => {
  expect(pickLocale('es-MX', 'en-US', ['en-US', 'es-MX'])).toBe('es-MX');
});

test('an invalid stored locale falls back to the site locale', () => {
  expect(pickLocale('de-DE', 'es-MX', ['es-MX', 'en-US'])).toBe('es-MX');
  expect(pickLocale('fr-CA', 'en-US', ['en-US', 'es-MX'])).toBe('en-US');
});

test('when the site lookup failed the page is en-US', () => {
  expect(pickLocale(null, null, ['es-MX', 'en-US'])).toBe('en-US');
  expect(pickLocale('garbage', null, ['en-CA', 'fr-CA'])).toBe('en-US');
});
