// `npm run release:diff` between two real builds of mx-prod (issue 31 §2), the second with one
// feature flag changed in the tenant file: the diff names exactly that change. The builds run in a
// copy of the project (its tenant file edited there, never here), each into a folder of its own.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { diffReleases } from '../../scripts/release/diff.ts';
import { readRelease } from '../../scripts/release/manifest.ts';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'release-diff-'));
const project = join(work, 'project');
const [oldBuild, newBuild] = [join(work, 'old'), join(work, 'new')];

/** Builds the copy's mx-prod with the commit given and moves it to `to`. */
function buildMxProd(commit: string, to: string) {
  const result = spawnSync(join(root, 'node_modules/.bin/rsbuild'), ['build', '--environment', 'mx-prod'], {
    cwd: project,
    // Vitest's NODE_ENV=test would make a build that is not production's: Rsbuild sets production itself.
    env: { ...process.env, NODE_ENV: undefined, RELEASE_COMMIT: commit, FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`rsbuild build failed:\n${result.stdout}\n${result.stderr}`);
  renameSync(join(project, 'dist', 'mx-prod'), to);
}

function releaseDiff(...args: string[]) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/release-diff.ts', ...args], { cwd: root, encoding: 'utf8' });
}

beforeAll(() => {
  // What the bundles are built from (the compiled catalogs included), and the installed packages.
  for (const path of ['src', 'tenants', 'locales', 'scripts', 'rsbuild.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, path), join(project, path), { recursive: true });
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(project, 'node_modules'));
  buildMxProd('1111111111111111111111111111111111111111', oldBuild);
  const tenantFile = join(project, 'tenants', 'mx.ts');
  const source = readFileSync(tenantFile, 'utf8');
  expect(source).toContain("'kb-search-rollout': false,");
  writeFileSync(tenantFile, source.replace("'kb-search-rollout': false,", "'kb-search-rollout': true,"));
  buildMxProd('2222222222222222222222222222222222222222', newBuild);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the diff of the two builds names the flag changed in the tenant file and nothing else of the configuration', () => {
  const diff = diffReleases(readRelease(join(oldBuild, 'release.json')), readRelease(join(newBuild, 'release.json')));
  expect(diff.changes).toEqual([{ section: 'featureFlags', item: 'kb-search-rollout', old: 'off', new: 'on' }]);
  // The flag's default is in the code of the pages that read it: those chunks change, none comes or goes.
  expect(diff.files.changed.length).toBeGreaterThan(0);
  expect(diff.files.changed.filter((f) => f.change !== 'changed')).toEqual([]);
  expect(diff.files.unchanged).toBeGreaterThan(diff.files.changed.length);
});

test('npm run release:diff prints it as text: the flag, the unchanged areas, the changed chunks and the initial-JS budget', () => {
  const result = releaseDiff(oldBuild, join(newBuild, 'release.json'));
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const lines = result.stdout.split('\n');
  expect(lines[0]).toBe('mx-prod: commit 111111111111 → 222222222222');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Routes: no change',
      'Products: no change',
      'Feature flags:',
      '  kb-search-rollout  off → on',
      'Locales: no change',
      expect.stringMatching(/^Files: \d+ changed, 0 added, 0 removed, \d+ unchanged$/),
      expect.stringMatching(/^ {2}static\/js\/\S+\.js( \(initial\))? +gzip [\d.]+ KB → [\d.]+ KB \([+−±][\d.]+ K?B\); br /),
      expect.stringMatching(/^Initial JS: [\d.]+ KB → [\d.]+ KB \(.+\) gzip, within the 120 KB budget \([\d.]+ KB left\)$/),
    ]),
  );
  // The flags section holds that one line.
  const flags = lines.indexOf('Feature flags:');
  expect(lines[flags + 2]).toBe('Locales: no change');
});

test('npm run release:diff -- --markdown writes it for a change request', () => {
  const result = releaseDiff(oldBuild, newBuild, '--markdown');
  expect(result.status).toBe(0);
  const md = result.stdout;
  expect(md).toContain('### Release mx-prod');
  expect(md).toContain('| commit | `1111111111111111111111111111111111111111` | `2222222222222222222222222222222222222222` |');
  // The configuration table holds one row.
  expect(md).toContain('| what | item | old | new |\n| --- | --- | --- | --- |\n| Feature flags | kb-search-rollout | off | on |\n\n');
  expect(md.split('\n').filter((l) => /^\| (Routes|Products|Feature flags|Locales) \|/.test(l))).toHaveLength(1);
  // The changed chunks, with their sizes raw, gzip and Brotli.
  expect(md).toMatch(/\n\| `static\/js\/\S+\.js` \| (yes)? \| .+ → .+ \| .+ → .+ \| .+ → .+ \|\n/);
  expect(md).toMatch(/\*\*Initial JS\*\*: .+ gzip, within the 120 KB budget/);
});

test('a missing or invalid input is a clear error, not a stack trace', () => {
  const missing = releaseDiff(join(work, 'nope'), newBuild);
  expect(missing.status).toBe(1);
  expect(missing.stderr.trim()).toBe(`release:diff: ${join(work, 'nope')}: no such file or folder`);
  const invalid = join(work, 'invalid.json');
  writeFileSync(invalid, JSON.stringify({ bundle: 'mx-prod' }));
  const wrong = releaseDiff(invalid, newBuild);
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toMatch(/^release:diff: .*invalid\.json is not a release\.json of the portal: /);
  expect(releaseDiff(newBuild).status).toBe(2);
});
