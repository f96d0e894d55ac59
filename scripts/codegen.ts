// Generates the RTK Query endpoints (src/api/portal.gen.ts) from the server's OpenAPI.
// `npm run codegen` writes the file; `--check` only reports whether it is stale (used by tests).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { openApiDocument } from './openapi.ts';

export const GENERATED_FILE = resolve('src/api/portal.gen.ts');

export async function generate(outputFile: string): Promise<string> {
  const schemaFile = join(mkdtempSync(join(tmpdir(), 'portal-openapi-')), 'openapi.json');
  writeFileSync(schemaFile, JSON.stringify(await openApiDocument(), null, 2));
  await generateEndpoints({
    schemaFile,
    apiFile: './src/api/baseApi.ts',
    apiImport: 'baseApi',
    outputFile,
    hooks: true,
    tag: false,
    exportName: 'portalApi',
    filterEndpoints: (_name, { path }) => !path.startsWith('/dev/') && path !== '/healthz',
  });
  return readFileSync(outputFile, 'utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    // Generated beside the real file, so its import of baseApi resolves the same way.
    const probe = resolve('src/api/.portal.gen.check.ts');
    const fresh = await generate(probe).finally(() => rmSync(probe, { force: true }));
    if (fresh !== readFileSync(GENERATED_FILE, 'utf8')) {
      console.error('src/api/portal.gen.ts is stale: run npm run codegen');
      process.exit(1);
    }
  } else {
    await generate(GENERATED_FILE);
    console.log('wrote src/api/portal.gen.ts');
  }
}
