// Inspects the built bundles (npm test builds all 18 first): one folder per tenant × environment,
// the tenant's product name as the page title, and no code of the routes a tenant blocks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { initialJs, INITIAL_JS_TARGET_KB } from '../../scripts/bench/bundle-size.ts';
import { baseStyle } from '../../src/app/base-style.ts';
import { loadTenants } from '../../tenants/index.ts';
import { ENVIRONMENTS } from '../../tenants/schema.ts';

const tenants = loadTenants();
const bundleCode = (bundle: string) => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join('dist', bundle));
  return files.join('\n');
};

// Markers that only the page components of the gated routes render.
const PAGE_MARKERS = {
  privacyPolicy: '"data-page":"privacy-policy"',
  terms: '"data-page":"terms"',
  releaseNotes: '"data-page":"release-notes"',
} as const;

test('npm run build writes all 18 bundles to dist/<tenant>-<env>/', () => {
  const expected = tenants.flatMap((t) => ENVIRONMENTS.map((env) => `${t.id}-${env}`)).sort();
  const built = readdirSync('dist').filter((name) => existsSync(join('dist', name, 'index.html')));
  expect(built.sort()).toEqual(expected);
});

describe.each(tenants)('$code bundles', (tenant) => {
  test.each(ENVIRONMENTS.map((env) => `${tenant.id}-${env}`))('%s carries its tenant in the page', (bundle) => {
    const html = readFileSync(join('dist', bundle, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${tenant.branding.productName}</title>`);
    const code = bundleCode(bundle);
    expect(code).toContain(JSON.stringify(tenant.branding.productName));
    for (const other of tenants.filter((t) => t.id !== tenant.id)) {
      expect(code).not.toContain(JSON.stringify(other.branding.productName));
    }
  });

  // Each bundle carries the catalogs of its tenant's locales (and en-US, the fallback), no others:
  // "Sign in" as the French and the Spanish catalogs say it.
  test.each([
    ['fr-CA', 'Se connecter'],
    ['es-MX', 'Iniciar sesión'],
  ] as const)('the %s catalog is in the bundles only where the tenant supports the locale', (locale, marker) => {
    const supported = tenant.locales.supported.includes(locale);
    for (const env of ENVIRONMENTS) {
      expect(bundleCode(`${tenant.id}-${env}`).includes(marker), `${tenant.id}-${env} ${locale}`).toBe(supported);
    }
  });

  test.each(Object.entries(PAGE_MARKERS))('route %s: page code present only where the tenant allows it', (route, marker) => {
    const allowed = tenant.routes[route as keyof typeof PAGE_MARKERS];
    for (const env of ENVIRONMENTS) {
      expect(bundleCode(`${tenant.id}-${env}`).includes(marker), `${tenant.id}-${env} ${route}`).toBe(allowed);
    }
  });
});

test('the MX bundles hold no privacy-policy or release-notes code and the US bundles do', () => {
  const mx = bundleCode('mx-prod');
  const us = bundleCode('us-prod');
  expect(mx).not.toContain(PAGE_MARKERS.privacyPolicy);
  expect(mx).not.toContain(PAGE_MARKERS.releaseNotes);
  expect(us).toContain(PAGE_MARKERS.privacyPolicy);
  expect(us).toContain(PAGE_MARKERS.releaseNotes);
});

test('every bundle loads its initial JavaScript from files that exist', () => {
  // The tenant bundles: dist/server holds the server's bundle (npm start, the e2e suite).
  for (const bundle of readdirSync('dist').filter((name) => existsSync(join('dist', name, 'index.html')))) {
    const { files, gzip } = initialJs(join('dist', bundle));
    expect(files.length).toBeGreaterThan(0);
    // The target itself is reported by `npm run bench size`; this only guards against a runaway.
    expect(gzip / 1024).toBeLessThan(INITIAL_JS_TARGET_KB * 2);
  }
});

test('the first load carries no style library: Emotion comes with the first page or section (app/themed.tsx)', () => {
  for (const bundle of ['us-prod', 'mx-local', 'ca-prod']) {
    const dir = join('dist', bundle);
    const initial = initialJs(dir).files.map((file) => readFileSync(join(dir, file.replace(/^\//, '')), 'utf8'));
    // Emotion's style sheets carry this attribute; the page chunks have it, the first load must not.
    expect(initial.some((code) => code.includes('data-emotion'))).toBe(false);
    const later = readdirSync(join(dir, 'static/js/async')).filter((file) => file.endsWith('.js'));
    expect(later.some((file) => readFileSync(join(dir, 'static/js/async', file), 'utf8').includes('data-emotion'))).toBe(true);
  }
});

test("the first load carries no namespace helper for CommonJS modules (0.3 KB): no script reads React's namespace as a value (scripts/rsbuild/lean-vendors.ts)", () => {
  for (const bundle of ['us-prod', 'mx-local', 'ca-prod']) {
    const dir = join('dist', bundle);
    const initial = initialJs(dir).files.map((file) => readFileSync(join(dir, file.replace(/^\//, '')), 'utf8'));
    // The helper's body (create_fake_namespace_object): `<require>.t=function(value,mode){if(1&mode&&…`.
    expect(initial.filter((code) => /\.t=function\(\w+,\w+\)\{if\(1&/.test(code))).toEqual([]);
  }
});

test("no script of a bundle carries the tenant files' schema library (TypeBox): the client gets its tenant from the build", () => {
  for (const bundle of ['us-prod', 'mx-local', 'ca-prod']) {
    const dir = join('dist', bundle, 'static/js');
    const scripts = [
      ...readdirSync(dir).map((file) => join(dir, file)),
      ...readdirSync(join(dir, 'async')).map((file) => join(dir, 'async', file)),
    ];
    // TypeBox marks every schema it makes with this key.
    const carrying = scripts.filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('~kind'));
    expect(carrying).toEqual([]);
  }
});

/**
 * The catalogs a bundle's page preloads for a reader whose stored locale is `stored` (null: none):
 * the page's own preload links and those its scripts that run before the app (async) add, run
 * with that local storage.
 */
function catalogPreloads(bundle: string, stored: string | null): string[] {
  const html = readFileSync(join('dist', bundle, 'index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link ([^>]*rel="preload"[^>]*as="script"[^>]*)>/g)].map((m) => /href="([^"]+)"/.exec(m[1]!)![1]!);
  for (const [, src] of html.matchAll(/<script async[^>]*\ssrc="([^"]+)"/g)) {
    const head = { appendChild: (link: { rel: string; as: string; href: string }) => link.rel === 'preload' && hrefs.push(link.href) };
    runInNewContext(readFileSync(join('dist', bundle, src!), 'utf8'), {
      localStorage: { getItem: (key: string) => (key === 'portal.locale' ? stored : null) },
      document: { head, createElement: () => ({}) },
    });
  }
  return hrefs.filter((href) => /\/catalog-/.test(href));
}

// Issue 27: the Canada bundle preloaded the en-CA catalog for fr-CA readers too (a browser warning
// on every page in French). Each reader gets the catalog start-up picks (lib/locale.ts pickLocale):
// the stored locale when the tenant offers it, else the tenant's default.
test.each(tenants.flatMap((t) => ENVIRONMENTS.map((env) => [`${t.id}-${env}`, t] as const)))(
  "%s preloads the reader's catalog and no other",
  (bundle, tenant) => {
    for (const stored of [null, ...tenant.locales.supported, 'xx-XX']) {
      const expected = tenant.locales.supported.find((l) => l === stored) ?? tenant.locales.default;
      const preloads = catalogPreloads(bundle, stored);
      expect(preloads, `${bundle}, stored ${stored}`).toEqual([
        expect.stringMatching(new RegExp(`/catalog-${expected}\\.[0-9a-f]+\\.js$`)),
      ]);
      expect(existsSync(join('dist', bundle, preloads[0]!)), `${bundle}: ${preloads[0]}`).toBe(true);
    }
  },
);

// scripts/rsbuild/start-up-hints.ts: what start-up asks for is on its way while the scripts download.
test("each bundle's page preloads the start-up calls, and has the base style and the tenant logo as icon", () => {
  for (const tenant of tenants) {
    for (const env of ENVIRONMENTS) {
      const bundle = `${tenant.id}-${env}`;
      const html = readFileSync(join('dist', bundle, 'index.html'), 'utf8');
      const preloads = [...html.matchAll(/<link ([^>]*rel="preload"[^>]*)>/g)].map((m) => m[1]!);
      const fetches = preloads.filter((p) => p.includes('as="fetch"')).map((p) => /href="([^"]+)"/.exec(p)![1]);
      const { coreApiBase, platformBase } = tenant.environments[env];
      expect(fetches, bundle).toEqual([
        `${coreApiBase}/api/ccm`,
        `${platformBase}/v1/identity/sites/${tenant.code}`,
        `${coreApiBase}/auth-status`,
      ]);
      expect(html, bundle).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml;base64,/);
      expect(html, bundle).toContain(`<style>${baseStyle(tenant.branding.colors)}</style>`);
    }
  }
});

// Issue 28 §4: each bundle draws its own tenant — its colours in the base style (above), and its
// own hero pattern (branding.hero) and logo, none of another tenant's.
test("each bundle ships its own tenant's hero pattern and logo, and no other tenant's", () => {
  for (const tenant of tenants) {
    for (const env of ENVIRONMENTS) {
      const bundle = `${tenant.id}-${env}`;
      const svgs = readdirSync(join('dist', bundle, 'static', 'svg')).filter((name) => name.endsWith('.svg'));
      const heroes = svgs.filter((name) => /-hero\.[0-9a-f]+\.svg$/.test(name));
      expect(heroes, bundle).toEqual([expect.stringMatching(new RegExp(`^${tenant.id}-hero\\.`))]);
      const hero = readFileSync(join('dist', bundle, 'static', 'svg', heroes[0]!), 'utf8');
      expect(hero, bundle).toBe(readFileSync(join('tenants', tenant.branding.hero), 'utf8'));
    }
  }
});

// scripts/rsbuild/lean-vendors.ts: react-router's production build, without the router parts the app does not use.
test('the bundles carry no development-only or unused react-router code', () => {
  const code = bundleCode('us-prod');
  expect(code).not.toContain('Hey developer');
  expect(code).not.toContain('NavLink');
  expect(code).not.toContain('application/x-www-form-urlencoded');
});

test("each environment's bundle loads its own analytics script, the local ones none", () => {
  expect(bundleCode('us-prod')).toContain('https://tags.supplier-insights.example/prod/analytics.js');
  expect(bundleCode('mx-qa')).toContain('https://tags.supplier-insights.example/qa/analytics.js');
  expect(bundleCode('us-prod')).not.toContain('/qa/analytics.js');
  expect(bundleCode('ca-local')).not.toContain('tags.supplier-insights.example');
});
