// The server as one ES module (dist/server/main.mjs), bundled by esbuild from server/main.ts with its
// packages: `npm start`, the end-to-end servers and the benches run it with plain Node. Loading some
// 300 TypeScript files through tsx's loader, then a thousand package files, was most of a start
// (issue 27 §1: 4.9–5.5 s on an idle machine; under load 19–22 s with tsx, 9 s bundled without
// the packages, 4 s with them) and held a loader thread's memory. The bundle is made again
// whenever a source file is newer than it, so it never lags behind the source.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'dist/server/main.mjs';

/** What the bundle is made from: when one of these is newer than the bundle, it is made again. */
const SOURCES = ['server', 'tenants', 'locales', 'package.json', 'package-lock.json', 'scripts/server-build.ts'];

/**
 * Packages left as imports: they read files beside their own code (PGlite's WebAssembly, pdfkit's
 * fonts, the API docs' pages, package.json), load native code (argon2, pg-native) or start worker
 * threads from a file (pino). ExcelJS is loaded on first use (services/xlsx.ts) and stays apart.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'exceljs',
  'pdfkit',
  'pg-native',
  'pino',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

let building: Promise<string> | undefined;

/**
 * Makes the bundle when the source changed since (once per process) and returns its path. Several
 * processes may ask at once (the end-to-end setup, API tests that start the real server): each
 * writes its files under names of its own and renames them into place, so no process ever starts
 * a half-written bundle.
 */
export function buildServer(): Promise<string> {
  if (existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs > Math.max(...SOURCES.map(newestChange))) {
    return Promise.resolve(SERVER_BUNDLE);
  }
  building ??= build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    // Packages written as CommonJS call require(): give the module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
    plugins: [
      {
        // A module of ours that finds files beside itself (tenants/index.ts: the logos) keeps its
        // own location in the bundle.
        name: 'own-location',
        setup(bundle) {
          bundle.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
            const text = await readFile(path, 'utf8');
            if (path.includes('/node_modules/') || !text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
            return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
          });
        },
      },
    ],
  }).then(async ({ outputFiles }) => {
    await mkdir(dirname(SERVER_BUNDLE), { recursive: true });
    // The map first: the bundle names it, and a bundle in place means its map is too.
    const isMap = (file: { path: string }) => file.path.endsWith('.map');
    for (const file of [...outputFiles.filter(isMap), ...outputFiles.filter((file) => !isMap(file))]) {
      const part = `${file.path}.${process.pid}.part`;
      await writeFile(part, file.contents);
      await rename(part, file.path);
    }
    return SERVER_BUNDLE;
  });
  return building;
}
