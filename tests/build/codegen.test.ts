import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { GENERATED_FILE, generate } from '../../scripts/codegen.ts';

test('src/api/portal.gen.ts matches the server OpenAPI (run npm run codegen when this fails)', async () => {
  const probe = resolve('src/api/.portal.gen.test.ts');
  try {
    const fresh = await generate(probe);
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(fresh);
  } finally {
    rmSync(probe, { force: true });
  }
}, 60_000);
