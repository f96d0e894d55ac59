// scripts/rsbuild/lingui.ts: with the build's transform, @lingui/core makes a number format for a
// plural only when the chosen form shows the count ("#"); the words are the same either way.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeEach, expect, test } from 'vitest';
import { formatCountOnlyWhenShown } from '../../scripts/rsbuild/lingui.ts';

const core = createRequire(import.meta.url)
  .resolve('@lingui/core')
  .replace(/index\.c?js$/, 'index.mjs');
// Beside the original, so that its own imports resolve as they do in the build.
const transformed = join(dirname(core), 'index.transformed-by-test.mjs');
writeFileSync(transformed, formatCountOnlyWhenShown(readFileSync(core, 'utf8')));
afterAll(() => rmSync(transformed, { force: true }));

type Lingui = typeof import('@lingui/core');
const load = async (file: string): Promise<Lingui> =>
  (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?${Math.random()}`)) as Lingui;

const NumberFormat = Intl.NumberFormat;
let made = 0;
beforeEach(() => {
  made = 0;
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => ((made += 1), new target(...args)),
  });
});
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

const MESSAGES = {
  digits: '{0, plural, one {{count} nouvelle note de version} other {{count} nouvelles notes de version}}',
  hash: '{0, plural, one {# nouvelle note de version} other {# nouvelles notes de version}}',
};

async function translate(file: string, id: keyof typeof MESSAGES, value: number) {
  const { setupI18n } = await load(file);
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  const i18n = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': { [id]: compileMessage(MESSAGES[id]) } } });
  return i18n._(id, { 0: value, count: String(value) });
}

test('a form without "#" makes no number format; the same words', async () => {
  expect(await translate(transformed, 'digits', 3)).toBe('3 nouvelles notes de version');
  expect(await translate(transformed, 'digits', 1)).toBe('1 nouvelle note de version');
  expect(made).toBe(0);
  // Without the transform the same message makes one.
  expect(await translate(core, 'digits', 3)).toBe('3 nouvelles notes de version');
  expect(made).toBe(1);
});

test('a form with "#" still writes the count in the locale’s format', async () => {
  expect(await translate(transformed, 'hash', 12345)).toBe(`${new NumberFormat('fr-CA').format(12345)} nouvelles notes de version`);
  expect(made).toBe(1);
});
