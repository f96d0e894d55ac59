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

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses every text asset below `dir` (zlib's thread pool runs them side by side). */
export async function precompress(dir: string): Promise<void> {
  await Promise.all(
    [...files(dir)].map(async (path) => {
      const content = await readFile(path);
      await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${path}.gz`, await gzipped(content, { level: 9 }));
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
