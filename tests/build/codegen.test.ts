import { expect, test } from 'vitest';
import { staleFiles } from '../../scripts/codegen.ts';

test('src/api/gen/*.gen.ts match the server OpenAPI (run npm run codegen when this fails)', async () => {
  expect(await staleFiles()).toEqual([]);
}, 60_000);
