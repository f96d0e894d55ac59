// The import boundaries of eslint.config.js bite: small snippets, linted as if they stood at a path of
// each forbidden kind, get the rule's message; the same imports where they are allowed get none.
// (The imported files are real ones: a boundary is checked on the resolved path.)
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const FEATURE = /boundaries\/no-restricted-paths: .*A feature does not import another feature/;
const APP = /boundaries\/no-restricted-paths: .*A feature imports nothing from src\/app but its typed Redux hooks/;
const SERVER_TO_SRC = /boundaries\/no-restricted-paths: .*server\/ does not import src\//;
const SRC_TO_SERVER = /boundaries\/no-restricted-paths: .*src\/ does not import server\//;
const NO_SQL = /Route files hold no SQL: put the query in the module's repository\.ts/;

/** Lints `code` at `filePath` and expects exactly the boundary message `refusal`, or no message at all. */
async function expectLint(filePath: string, code: string, refusal: RegExp | null) {
  expect(await lint(filePath, code)).toEqual(refusal ? [expect.stringMatching(refusal)] : []);
}

describe('features', () => {
  test.each([
    [
      'a feature importing another feature is refused',
      'src/features/home/Probe.tsx',
      "export { PRODUCT_TEXT } from '../apps/catalogue.ts';\n",
      FEATURE,
    ],
    [
      'a lazy import of another feature is refused too',
      'src/features/home/Probe.tsx',
      "export const page = () => import('../apps/AppsPage.tsx');\n",
      FEATURE,
    ],
    [
      'a feature importing from src/app (other than hooks.ts) is refused',
      'src/features/admin/users/Probe.tsx',
      "export { createStore } from '../../../app/store.ts';\n",
      APP,
    ],
    [
      'its own folder, the typed Redux hooks, src/lib, src/components and src/api are allowed',
      'src/features/home/Probe.tsx',
      [
        "export { default as LandingPage } from './LandingPage.tsx';",
        "export { useAppDispatch } from '../../app/hooks.ts';",
        "export { useSession } from '../../lib/useSession.ts';",
        "export { Dialog } from '../../components/Dialog.tsx';",
        "export { resolveUrl } from '../../api/baseApi.ts';",
        '',
      ].join('\n'),
      null,
    ],
    [
      "a feature's test may build the app's store",
      'src/features/admin/users/Probe.test.tsx',
      "export { createStore } from '../../../app/store.ts';\n",
      null,
    ],
    [
      "a feature's test may render a page as the app does (the store, the router, the route)",
      'src/features/admin/users/Probe.test.tsx',
      "export { renderPage } from '../../../app/test-page.tsx';\n",
      null,
    ],
    [
      "a feature's own code may not (test-page.tsx is for tests)",
      'src/features/admin/users/Probe.tsx',
      "export { renderPage } from '../../../app/test-page.tsx';\n",
      APP,
    ],
  ])('%s', async (_, filePath, code, refusal) => {
    await expectLint(filePath, code, refusal);
  });
});

describe('server/ and src/', () => {
  test.each([
    [
      'server/ importing src/ is refused',
      'server/plugins/probe.ts',
      "export { isSuperAdmin } from '../../src/lib/session.ts';\n",
      SERVER_TO_SRC,
    ],
    ['src/ importing server/ is refused', 'src/lib/probe.ts', "export type { Config } from '../../server/config.ts';\n", SRC_TO_SERVER],
  ])('%s', async (_, filePath, code, refusal) => {
    await expectLint(filePath, code, refusal);
  });

  test('both may import tenants/', async () => {
    const code = "export { tenantZone } from '../../tenants/preferences.ts';\n";
    expect(await lint('src/lib/probe.ts', code)).toEqual([]);
    expect(await lint('server/plugins/probe.ts', code)).toEqual([]);
  });
});

describe('routes hold no SQL', () => {
  const routeFiles = [
    'server/modules/users/routes.ts',
    'server/modules/users/list-routes.ts',
    'server/modules/invitations/registration-routes.ts',
  ];

  test.each(routeFiles)('%s may not import kysely', async (file) => {
    await expectLint(file, "export type { Kysely } from 'kysely';\n", NO_SQL);
  });

  test.each(routeFiles)('%s may not import server/db/database.ts', async (file) => {
    await expectLint(file, "export * from '../../db/database.ts';\n", NO_SQL);
  });

  test.each([
    ['app.db', 'export const rows = (app: any) => app.db.selectFrom("users").selectAll().execute();'],
    ['request.server.db', 'export const rows = (request: any) => request.server.db.selectFrom("users").selectAll().execute();'],
    ['a db taken apart', 'export const rows = (app: any) => { const { db } = app; return db; };'],
    ['a query on request.companyDb', 'export const rows = (request: any) => request.companyDb.selectFrom("users").selectAll().execute();'],
  ])('a route may not touch %s', async (_, code) => {
    const messages = (await lint('server/modules/users/list-routes.ts', `${code}\n`)).filter((m) => !m.includes('no-explicit-any'));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => NO_SQL.test(m))).toBe(true);
  });

  test('a route may hand the scoped handle to its repository', async () => {
    const code = [
      "import { usersRepository } from './repository.ts';",
      'export const rows = (request: { companyDb: Parameters<typeof usersRepository>[0] }) => usersRepository(request.companyDb);',
      '',
    ].join('\n');
    await expectLint('server/modules/users/list-routes.ts', code, null);
  });

  test('a repository may use kysely and the database', async () => {
    const code = "export type { Kysely } from 'kysely';\nexport * from '../../db/database.ts';\n";
    await expectLint('server/modules/users/repository.ts', code, null);
  });
});
