// The API client's one shape: cache tags are declared once (baseApi's tagTypes), and each generated
// file is enhanced in one module, src/api/endpoints/<file>.ts, the only place the app takes its
// hooks from, so which page loaded first never changes how a call is cached.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(join('api', 'gen')))
  .map((file) => ({ file: relative(root, join(root, 'src', file)), text: readFileSync(join(root, 'src', file), 'utf8') }));

test('only src/api/endpoints/<file>.ts imports (other than types) from src/api/gen/<file>.gen.ts', () => {
  const wrong = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/^import (?!type )[^;]*? from '[^']*\/gen\/([\w-]+)\.gen\.ts';/gm)]
      .map((m) => m[1])
      .filter((gen) => file !== join('src', 'api', 'endpoints', `${gen}.ts`))
      .map((gen) => `${file} imports gen/${gen}.gen.ts`),
  );
  expect(wrong).toEqual([]);
});

test('enhanceEndpoints only in src/api/endpoints, at most once per file; tag types only in baseApi', () => {
  const enhancing = sources.filter(({ text }) => text.includes('.enhanceEndpoints('));
  expect(enhancing.map(({ file }) => file).filter((file) => !file.startsWith(join('src', 'api', 'endpoints')))).toEqual([]);
  expect(enhancing.filter(({ text }) => text.split('.enhanceEndpoints(').length > 2).map(({ file }) => file)).toEqual([]);
  expect(sources.filter(({ text }) => /\b(addTagTypes|tagTypes)\b/.test(text)).map(({ file }) => basename(file))).toEqual(['baseApi.ts']);
});
