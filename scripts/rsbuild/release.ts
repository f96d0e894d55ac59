// Writes release.json beside each built bundle's index.html (issue 31 §2): which tenant,
// environment and commit it is, when it was built, what the tenant file put in it (routes,
// products, flag defaults, locales and catalogs) and every file with its sizes and hash. The
// server serves it at /release.json and logs it at start; `npm run release:diff` compares two.
// Runs after the compressed copies are written (precompress.ts): their sizes are read, not
// computed again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { TENANT_FILES } from '../../tenants/index.ts';
import { clientTenant } from '../../tenants/client.ts';
import { type Environment, GATED_ROUTES, type TenantConfig } from '../../tenants/schema.ts';
import { INITIAL_JS_TARGET_KB, initialScripts } from '../bench/bundle-size.ts';
import { chunkOf, RELEASE_FILE, type Release, type ReleaseFile } from '../release/manifest.ts';
import { compress, isPrecompressed } from './precompress.ts';
import { tenantBundles } from './tenant-environments.ts';

/** The commit being built: RELEASE_COMMIT when set (a build outside a checkout), else git's HEAD, else "unknown". */
export function releaseCommit(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_COMMIT?.trim()) return env.RELEASE_COMMIT.trim();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    const name = relative(root, path).split(sep).join('/');
    return name === RELEASE_FILE || /\.(?:br|gz)$/.test(name) ? [] : [name];
  });
}

/** One file's sizes and hash: the compressed copies' sizes where the build wrote them, else compressed here. */
async function describeFile(bundleDir: string, path: string, initial: Set<string>): Promise<ReleaseFile> {
  const full = join(bundleDir, path);
  const content = await readFile(full);
  const compressed = isPrecompressed(path, content.length)
    ? { br: (await stat(`${full}.br`)).size, gzip: (await stat(`${full}.gz`)).size }
    : await compress(content).then(({ br, gzip }) => ({ br: br.length, gzip: gzip.length }));
  return {
    path,
    chunk: chunkOf(path),
    raw: content.length,
    gzip: compressed.gzip,
    br: compressed.br,
    sha256: createHash('sha256').update(content).digest('hex'),
    initial: initial.has(path),
  };
}

/** What a built bundle holds, from its tenant file and its folder. */
export async function describeBundle(
  bundleDir: string,
  build: { name: string; tenant: TenantConfig; env: Environment; commit: string; builtAt: string },
): Promise<Release> {
  const { tenant, env } = build;
  // What __TENANT__ carries (tenant-environments.ts): the routes, flags and catalogs as built.
  const client = clientTenant(tenant, env);
  const html = await readFile(join(bundleDir, 'index.html'), 'utf8');
  const initialPaths = initialScripts(html).map((src) => src.replace(/^\//, ''));
  const initialSet = new Set(initialPaths);
  const files = await Promise.all(listFiles(bundleDir).map((path) => describeFile(bundleDir, path, initialSet)));
  files.sort((a, b) => a.path.localeCompare(b.path));
  // In the page's order.
  const initial = initialPaths.map((path) => {
    const file = files.find((f) => f.path === path);
    if (!file) throw new Error(`${build.name}: index.html loads ${path}, which the bundle does not hold`);
    return file;
  });
  const catalogs: Record<string, string> = {};
  for (const locale of ['en-US', ...tenant.locales.supported]) {
    const file = files.find((f) => f.chunk.endsWith(`/catalog-${locale}.js`));
    if (file) catalogs[locale] = file.path;
  }
  const offered = tenant.products.filter((p) => p.environments.includes(env));
  return {
    schema: 1,
    bundle: build.name,
    tenant: { id: tenant.id, code: tenant.code },
    environment: env,
    commit: build.commit,
    builtAt: build.builtAt,
    routes: {
      included: GATED_ROUTES.filter((r) => client.routes[r]),
      leftOut: GATED_ROUTES.filter((r) => !client.routes[r]),
    },
    products: {
      offered: Object.fromEntries(
        offered.map((p) => [p.code, { comingSoon: p.comingSoon ?? false, hideWhenNoAccess: p.hideWhenNoAccess ?? false }]),
      ),
      leftOut: tenant.products.filter((p) => !offered.includes(p)).map((p) => p.code),
    },
    featureFlags: client.featureFlags,
    locales: { default: client.locales.default, supported: client.locales.supported },
    catalogs,
    initialJs: {
      files: initial.map((f) => f.path),
      raw: initial.reduce((n, f) => n + f.raw, 0),
      gzip: initial.reduce((n, f) => n + f.gzip, 0),
      br: initial.reduce((n, f) => n + f.br, 0),
      budgetKb: INITIAL_JS_TARGET_KB,
    },
    files,
  };
}

export function pluginRelease(tenantFiles: Record<string, unknown> = TENANT_FILES): RsbuildPlugin {
  return {
    name: 'portal:release',
    setup(api) {
      api.onAfterBuild({
        // After the other plugins' onAfterBuild: the compressed copies (precompress.ts) are written.
        order: 'post',
        handler: async ({ environments }) => {
          const bundles = new Map(tenantBundles(tenantFiles).map((b) => [b.name, b]));
          const commit = releaseCommit(api.context.rootPath);
          const builtAt = new Date().toISOString();
          await Promise.all(
            Object.values(environments).map(async ({ name, distPath }) => {
              const bundle = bundles.get(name);
              if (!bundle) return;
              const release = await describeBundle(distPath, { ...bundle, commit, builtAt });
              await writeFile(join(distPath, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
            }),
          );
        },
      });
    },
  };
}
