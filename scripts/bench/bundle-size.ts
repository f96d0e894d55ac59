// Initial JS per bundle: the scripts index.html makes the browser load before the first render,
// raw and gzip (level 9), against the 120 KB gzip target, and the bytes a browser that accepts
// Brotli receives (the .br copies the build writes, served by plugins/spa.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_TARGET_KB = 120;

/** The initial JavaScript of a bundle: every script its index.html names (URLs from the bundle's root, `/static/js/…`). */
export function initialScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
}

export function initialJs(bundleDir: string): { files: string[]; raw: number; gzip: number; wire: number } {
  const files = initialScripts(readFileSync(join(bundleDir, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  let wire = 0;
  for (const file of files) {
    const path = join(bundleDir, file.replace(/^\//, ''));
    const content = readFileSync(path);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    wire += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : content.length;
  }
  return { files, raw, gzip, wire };
}

export function bundleSizes(distDir = 'dist') {
  if (!existsSync(distDir)) throw new Error(`${distDir}/ is missing: run npm run build first`);
  return readdirSync(distDir)
    .filter((name) => existsSync(join(distDir, name, 'index.html')))
    .sort()
    .map((name) => ({ name, ...initialJs(join(distDir, name)) }));
}

export function printBundleSizes(distDir = 'dist') {
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log(`Initial JS per bundle (target ≤ ${INITIAL_JS_TARGET_KB} KB gzip)`);
  console.log('bundle         raw KB  gzip KB  wire KB (br)  files');
  for (const b of bundleSizes(distDir)) {
    const flag = b.gzip / 1024 > INITIAL_JS_TARGET_KB ? '  OVER TARGET' : '';
    console.log(`${b.name.padEnd(12)} ${kb(b.raw)}  ${kb(b.gzip)}  ${kb(b.wire).padStart(12)}  ${b.files.length}${flag}`);
  }
}
