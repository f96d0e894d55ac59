// Each built bundle says what it holds in release.json beside its index.html (issue 31 §2,
// scripts/rsbuild/release.ts): read here from the bundles npm test builds into dist/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { initialJs, INITIAL_JS_TARGET_KB } from '../../scripts/bench/bundle-size.ts';
import { readRelease } from '../../scripts/release/manifest.ts';
import { loadTenants } from '../../tenants/index.ts';
import { defaultFlags, ENVIRONMENTS } from '../../tenants/schema.ts';

const tenants = loadTenants();
const bundles = tenants.flatMap((tenant) => ENVIRONMENTS.map((env) => ({ bundle: `${tenant.id}-${env}`, tenant, env })));

/** Every file of a bundle folder but release.json and the compressed copies, from the folder's root. */
function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => statSync(join(dir, name)).isFile() && name !== 'release.json' && !/\.(br|gz)$/.test(name))
    .sort();
}

describe.each(bundles)('$bundle/release.json', ({ bundle, tenant, env }) => {
  const dir = join('dist', bundle);
  const release = () => readRelease(join(dir, 'release.json'));

  test('names the tenant, environment, commit and build time', () => {
    const r = release();
    expect(r).toMatchObject({ schema: 1, bundle, tenant: { id: tenant.id, code: tenant.code }, environment: env });
    expect(r.commit).toMatch(process.env.RELEASE_COMMIT ? new RegExp(`^${process.env.RELEASE_COMMIT}$`) : /^([0-9a-f]{40}|unknown)$/);
    // Written when the build ended: after the page it describes, before now.
    const builtAt = Date.parse(r.builtAt);
    expect(builtAt).toBeGreaterThanOrEqual(Math.floor(statSync(join(dir, 'index.html')).mtimeMs) - 1000);
    expect(builtAt).toBeLessThanOrEqual(Date.now());
  });

  test('holds the routes, products, flags and locales of the tenant file for this environment', () => {
    const r = release();
    const gated = Object.entries(tenant.routes);
    expect(r.routes).toEqual({
      included: gated.filter(([, on]) => on).map(([route]) => route),
      leftOut: gated.filter(([, on]) => !on).map(([route]) => route),
    });
    const offered = tenant.products.filter((p) => p.environments.includes(env));
    expect(r.products).toEqual({
      offered: Object.fromEntries(
        offered.map((p) => [p.code, { comingSoon: p.comingSoon ?? false, hideWhenNoAccess: p.hideWhenNoAccess ?? false }]),
      ),
      leftOut: tenant.products.filter((p) => !offered.includes(p)).map((p) => p.code),
    });
    expect(r.featureFlags).toEqual(defaultFlags(tenant, env));
    expect(r.locales).toEqual({ default: tenant.locales.default, supported: tenant.locales.supported });
    // The tenant's catalogs and en-US (the fallback), each a file of the bundle.
    expect(Object.keys(r.catalogs).sort()).toEqual([...new Set(['en-US', ...tenant.locales.supported])].sort());
    for (const [locale, file] of Object.entries(r.catalogs)) {
      expect(file).toMatch(new RegExp(`^static/js/async/catalog-${locale}\\.[0-9a-f]{8}\\.js$`));
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
  });

  test('lists every file with its sizes (raw, gzip, Brotli) and content hash', () => {
    const r = release();
    expect(r.files.map((f) => f.path)).toEqual(filesOf(dir));
    for (const file of r.files) {
      const path = join(dir, file.path);
      const content = readFileSync(path);
      // The size of the build's .gz/.br copy (what the server sends) where there is one, else of the file compressed alike.
      const gzip = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(content, { level: 9 }).length;
      const br = existsSync(`${path}.br`)
        ? statSync(`${path}.br`).size
        : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      expect(file, file.path).toMatchObject({
        chunk: file.path.replace(/\.[0-9a-f]{8}(?=\.)/, ''),
        raw: content.length,
        gzip,
        br,
        sha256: createHash('sha256').update(content).digest('hex'),
      });
    }
  });

  test('sums the initial JavaScript as the bundle-size bench does, against the 120 KB budget', () => {
    const r = release();
    const measured = initialJs(dir);
    expect(r.initialJs.files).toEqual(measured.files.map((f) => f.replace(/^\//, '')));
    expect(r.initialJs).toMatchObject({ raw: measured.raw, gzip: measured.gzip, budgetKb: INITIAL_JS_TARGET_KB });
    const initial = r.files.filter((f) => f.initial);
    expect(initial.map((f) => f.path)).toEqual([...r.initialJs.files].sort());
    expect(r.initialJs.br).toBe(initial.reduce((n, f) => n + f.br, 0));
  });

  test('holds nothing of the build machine: no absolute path', () => {
    const text = readFileSync(join(dir, 'release.json'), 'utf8');
    expect(text).not.toContain(process.cwd());
    expect(text).not.toContain(relative('/', process.cwd()));
  });
});
