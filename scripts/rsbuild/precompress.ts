// Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of each built bundle, at
// the highest levels (done once at build time, not on every request); the server sends them to
// browsers that accept them (@fastify/static `preCompressed`, server/plugins/spa.ts).
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const TEXT = /\.(?:js|css|html|svg|json|txt)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** Whether the build writes compressed copies of a file of this name and size. */
export function isPrecompressed(name: string, size: number): boolean {
  return TEXT.test(name) && size >= MIN_BYTES;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (isPrecompressed(entry.name, statSync(path).size)) yield path;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A file's Brotli and gzip forms, at the highest levels. The size hint makes the same bytes; it
 * spares Brotli sizing its window for large input (half the time on the small files release.ts
 * measures).
 */
export async function compress(content: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Compresses every text asset below `dir` (zlib's thread pool runs them side by side). */
export async function precompress(dir: string): Promise<void> {
  await Promise.all(
    [...files(dir)].map(async (path) => {
      const { br, gzip } = await compress(await readFile(path));
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzip)]);
    }),
  );
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'portal:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        await Promise.all(Object.values(environments).map((environment) => precompress(environment.distPath)));
      });
    },
  };
}
