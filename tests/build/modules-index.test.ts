// Every server area is found by one rule (issue 29 §1): a folder of server/modules with a
// routes.ts is in the generated index app.ts registers, so a new area is a folder (and
// `npm run codegen`); an index that misses one, or names one that is gone, fails here.
import { expect, test } from 'vitest';
import { indexIsCurrent } from '../../scripts/modules-index.ts';
import { buildTestApp } from '../helpers/app.ts';

test('server/modules/index.gen.ts names every area folder with a routes.ts (run npm run codegen when this fails)', () => {
  expect(indexIsCurrent()).toBe(true);
});

test("each area's routes are registered once, its other route files by the area itself", async () => {
  const ctx = await buildTestApp();
  try {
    const urls = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`);
    // One of each file of the support area and of users' three.
    for (const url of [
      'GET /core-app-api/support/categories',
      'POST /core-app-api/incidents',
      'GET /core-app-api/support/console/incidents',
    ])
      expect(urls.filter((u) => u === url)).toHaveLength(1);
    expect(new Set(urls).size).toBe(urls.length);
  } finally {
    await ctx.close();
  }
});
