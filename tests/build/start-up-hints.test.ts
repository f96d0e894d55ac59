// scripts/rsbuild/start-up-hints.ts: the script that preloads the reader's catalog picks it as
// start-up does (src/lib/locale.ts pickLocale), whatever local storage holds.
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { catalogHintScript } from '../../scripts/rsbuild/start-up-hints.ts';

const CATALOGS = { 'en-CA': '/static/js/async/catalog-en-CA.1.js', 'fr-CA': '/static/js/async/catalog-fr-CA.2.js' };

function preloadsFor(getItem: (key: string) => string | null): { rel: string; as: string; href: string }[] {
  const added: { rel: string; as: string; href: string }[] = [];
  runInNewContext(catalogHintScript(CATALOGS, 'en-CA'), {
    localStorage: { getItem },
    document: { head: { appendChild: (link: (typeof added)[number]) => added.push(link) }, createElement: () => ({}) },
  });
  return added;
}

test.each([
  ['fr-CA', CATALOGS['fr-CA']],
  ['en-CA', CATALOGS['en-CA']],
  [null, CATALOGS['en-CA']],
  ['es-MX', CATALOGS['en-CA']],
  ['__proto__', CATALOGS['en-CA']],
])('stored locale %s: one script preload, %s', (stored, href) => {
  expect(preloadsFor((key) => (key === 'portal.locale' ? stored : null))).toEqual([{ rel: 'preload', as: 'script', href }]);
});

test('storage that throws (blocked cookies): the default catalog', () => {
  const preloads = preloadsFor(() => {
    throw new Error('SecurityError');
  });
  expect(preloads.map((p) => p.href)).toEqual([CATALOGS['en-CA']]);
});
