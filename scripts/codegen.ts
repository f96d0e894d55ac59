// Generates the RTK Query endpoints from the server's OpenAPI: one file per OpenAPI tag in
// src/api/gen/<tag>.gen.ts, so a page loads only the endpoints it uses (the first load stays
// small however many endpoints the server grows). `npm run codegen` writes them; `--check` only
// reports whether they are stale (the test suite does the same).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { openApiDocument } from './openapi.ts';

export const GENERATED_DIR = resolve('src/api/gen');
/** A sibling of GENERATED_DIR, so the generated imports of ../baseApi resolve the same way. */
const CHECK_DIR = resolve('src/api/.gen-check');

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const camel = (tag: string) => slug(tag).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const generatedFor = (path: string) => !path.startsWith('/dev/') && path !== '/healthz';
/** POSTs that only read (the spec makes them POST for their filter body): generated as queries, so they cache and refetch. */
const READING_POSTS = [
  'listActivityLog',
  'listActivityLogEvents',
  'listActivityLogApplications',
  'listPartnerAccessApps',
  'searchGlossaries',
  'listGlobalUsers',
];

/** Writes one file per tag into `dir`; returns file name → content. */
export async function generate(dir: string): Promise<Map<string, string>> {
  const doc = (await openApiDocument()) as OpenApi;
  const schemaFile = join(mkdirTemp(), 'openapi.json');
  writeFileSync(schemaFile, JSON.stringify(doc, null, 2));
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!generatedFor(path)) continue;
    for (const operation of Object.values(operations)) {
      const [tag] = operation.tags ?? [];
      if (!tag) throw new Error(`${path} has no OpenAPI tag: every route schema needs one`);
      tags.add(tag);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const tag of [...tags].sort()) {
    await generateEndpoints({
      schemaFile,
      apiFile: './src/api/baseApi.ts',
      apiImport: 'baseApi',
      outputFile: join(dir, `${slug(tag)}.gen.ts`),
      hooks: true,
      tag: false,
      exportName: `${camel(tag)}Endpoints`,
      filterEndpoints: (_name, { path, operation }) => generatedFor(path) && operation.tags?.[0] === tag,
      endpointOverrides: [{ pattern: (name, { verb }) => verb === 'post' && READING_POSTS.includes(name), type: 'query' }],
    });
  }
  return new Map(
    readdirSync(dir)
      .sort()
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
}

function mkdirTemp(): string {
  const dir = join(tmpdir(), `portal-openapi-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Names of the generated files that differ from what the server's OpenAPI gives now. */
export async function staleFiles(): Promise<string[]> {
  try {
    const fresh = await generate(CHECK_DIR);
    const committed = new Map(readdirSync(GENERATED_DIR).map((file) => [file, readFileSync(join(GENERATED_DIR, file), 'utf8')]));
    const names = new Set([...fresh.keys(), ...committed.keys()]);
    return [...names].filter((name) => fresh.get(name) !== committed.get(name)).sort();
  } finally {
    rmSync(CHECK_DIR, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`Stale generated endpoints (${stale.join(', ')}): run npm run codegen`);
      process.exit(1);
    }
  } else {
    const files = await generate(GENERATED_DIR);
    console.log(`wrote ${[...files.keys()].map((f) => `src/api/gen/${f}`).join(', ')}`);
  }
}
