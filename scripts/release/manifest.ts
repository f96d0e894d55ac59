// What a bundle holds, as its build records it in release.json beside index.html
// (scripts/rsbuild/release.ts writes it, the server serves it at /release.json, `npm run
// release:diff` compares two): public, so nothing in it is secret — no absolute path, no key, no
// environment variable but the commit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

export const RELEASE_FILE = 'release.json';

const Sizes = { raw: Type.Integer({ minimum: 0 }), gzip: Type.Integer({ minimum: 0 }), br: Type.Integer({ minimum: 0 }) };

export const ReleaseFileSchema = Type.Object({
  /** From the bundle's root: `static/js/index.1a2b3c4d.js`. */
  path: Type.String({ minLength: 1 }),
  /** The path without its content hash (`static/js/index.js`): the same chunk in two builds. */
  chunk: Type.String({ minLength: 1 }),
  ...Sizes,
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** Loaded before the first render (a script index.html names): counts against the initial-JS budget. */
  initial: Type.Boolean(),
});

export const ReleaseSchema = Type.Object({
  schema: Type.Literal(1),
  /** `<tenant>-<environment>`, the bundle's folder in dist/. */
  bundle: Type.String({ minLength: 1 }),
  tenant: Type.Object({ id: Type.String(), code: Type.String() }),
  environment: Type.String(),
  /** `git rev-parse HEAD` of the build (RELEASE_COMMIT overrides it), or "unknown" outside git. */
  commit: Type.String({ minLength: 1 }),
  /** When the build finished (ISO 8601, UTC). */
  builtAt: Type.String({ format: 'date-time' }),
  /** The tenant-gated routes (tenants/schema.ts GATED_ROUTES): in the bundle or left out by the tenant file. */
  routes: Type.Object({ included: Type.Array(Type.String()), leftOut: Type.Array(Type.String()) }),
  /** The tenant file's products: those offered in this environment with their tile defaults, and the others. */
  products: Type.Object({
    offered: Type.Record(Type.String(), Type.Object({ comingSoon: Type.Boolean(), hideWhenNoAccess: Type.Boolean() })),
    leftOut: Type.Array(Type.String()),
  }),
  /** The feature flags' defaults the bundle carries for its environment (the server's answer overrides them). */
  featureFlags: Type.Record(Type.String(), Type.Boolean()),
  locales: Type.Object({ default: Type.String(), supported: Type.Array(Type.String()) }),
  /** The message catalogs the bundle carries (its tenant's locales and en-US, the fallback) and their files. */
  catalogs: Type.Record(Type.String(), Type.String()),
  /** The scripts index.html loads before the first render, summed, and the gzip budget they are held to. */
  initialJs: Type.Object({ files: Type.Array(Type.String()), ...Sizes, budgetKb: Type.Number() }),
  /** Every file of the bundle but release.json and the compressed copies (.br, .gz), by path. */
  files: Type.Array(ReleaseFileSchema),
});

export type Release = Static<typeof ReleaseSchema>;
export type ReleaseFile = Static<typeof ReleaseFileSchema>;

/** `static/js/async/catalog-es-MX.1a2b3c4d.js` → `static/js/async/catalog-es-MX.js` (Rsbuild's `contenthash:8`). */
export function chunkOf(path: string): string {
  return path.replace(/\.[0-9a-f]{8}(?=\.[^/]+$)/, '');
}

export class ReleaseInputError extends Error {
  override name = 'ReleaseInputError';
}

/** Reads and checks one release.json; a clear ReleaseInputError when it is not one. */
export function readRelease(file: string): Release {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseInputError(`${file} is not JSON (${(error as Error).message})`);
  }
  if (!Value.Check(ReleaseSchema, value)) {
    const [first] = Value.Errors(ReleaseSchema, value);
    const where = first?.instancePath ? ` at ${first.instancePath}` : '';
    throw new ReleaseInputError(`${file} is not a release.json of the portal: ${first?.message ?? 'unexpected content'}${where}`);
  }
  return value;
}

/**
 * The releases a command-line argument names, by bundle: a release.json (saved from a running
 * server's /release.json, say), a bundle's folder (dist/mx-prod) or a folder of bundles (dist/).
 */
export function loadReleases(input: string): Map<string, Release> {
  if (!existsSync(input)) throw new ReleaseInputError(`${input}: no such file or folder`);
  const one = (file: string) => {
    const release = readRelease(file);
    return new Map([[release.bundle, release]]);
  };
  if (!statSync(input).isDirectory()) return one(input);
  if (existsSync(join(input, RELEASE_FILE))) return one(join(input, RELEASE_FILE));
  if (existsSync(join(input, 'index.html'))) {
    throw new ReleaseInputError(`${input} is a bundle built without ${RELEASE_FILE}: build it again (npm run build)`);
  }
  const releases = new Map<string, Release>();
  for (const entry of readdirSync(input, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const file = join(input, entry.name, RELEASE_FILE);
    if (!existsSync(file)) continue;
    const release = readRelease(file);
    releases.set(release.bundle, release);
  }
  if (!releases.size) throw new ReleaseInputError(`${input} holds no ${RELEASE_FILE} and no bundle folder with one`);
  return releases;
}
