// scope/no-raw-db (scripts/eslint/scope.js, issue 29 §3) bites: small snippets linted as if they stood
// in a repository get the rule's message for `.db` on a scoped handle, by the handle's name or by its
// declared type; the named builders, and `.db` on the app or a service's own database, get none; and
// server/db/scope.ts, which defines the builders, may use its own field.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const RAW_DB = /^scope\/no-raw-db: A scoped handle's unscoped database is private/;

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId !== '@typescript-eslint/no-explicit-any').map((m) => `${m.ruleId}: ${m.message}`);
}

const REPOSITORY = 'server/modules/users/repository.ts';

describe('refused', () => {
  test.each([
    ['scoped.db', 'export const f = (scoped: any) => scoped.db.selectFrom("users").selectAll().execute();'],
    ['trx.db in a transaction', 'export const f = (s: any) => s.transaction(async (trx: any) => trx.db.selectFrom("roles").execute());'],
    ['this.tdb.db', 'export class R { constructor(private tdb: any) {} f() { return this.tdb.db.selectFrom("roles"); } }'],
    ['request.tenantDb.db', 'export const f = (request: any) => request.tenantDb.db.selectFrom("users");'],
    ['request.companyDb.db', 'export const f = (request: any) => request.companyDb.db.selectFrom("users");'],
    ["a handle's ['db']", "export const f = (scoped: any) => scoped['db'];"],
    [
      'a parameter of any name declared as a CompanyDb',
      "import type { CompanyDb } from '../../db/scope.ts';\nexport const f = (h: CompanyDb) => (h as any).db;",
    ],
    [
      'a variable made with new TenantDb',
      "import { TenantDb } from '../../db/scope.ts';\nexport const f = (app: any) => { const h = new TenantDb(app.db, { tenantId: 't' }); return (h as any).db; };",
    ],
    ['db taken apart from a scoped handle', 'export const f = (scoped: any) => { const { db } = scoped; return db; };'],
  ])('%s', async (_, code) => {
    expect(await lint(REPOSITORY, `${code}\n`)).toEqual([expect.stringMatching(RAW_DB)]);
  });
});

describe('allowed', () => {
  test.each([
    [
      'the named builders',
      [
        'export const f = async (scoped: any) => {',
        '  await scoped.shared().selectFrom("roles").execute();',
        '  await scoped.childRows().selectFrom("user_products").execute();',
        '  await scoped.executeTenantSql(sql`select 1`);',
        '  await scoped.catalog().selectFrom("pg_class").execute();',
        '  return scoped.transaction(async (trx: any) => trx.selectFromTenant("users").execute());',
        '};',
      ].join('\n'),
    ],
    ["the app's database (jobs, plugins)", 'export const f = (app: any) => app.db.selectFrom("tenants").execute();'],
    [
      "a service's own database",
      'export class S { constructor(private readonly db: any) {} f() { return this.db.selectFrom("sessions"); } }',
    ],
    ['a job context', 'export const f = (context: any) => context.db;'],
  ])('%s', async (_, code) => {
    expect(await lint(REPOSITORY, `${code}\n`)).toEqual([]);
  });

  test('server/db/scope.ts, which defines the builders', async () => {
    expect(await lint('server/db/scope.ts', 'export const f = (scoped: any) => scoped.db;\n')).toEqual([]);
  });
});
