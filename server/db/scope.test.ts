// The named ways past the tenant condition (db/scope.ts) keep to what their names say: raw SQL of a
// scope must name its tenant (and its planner settings end with its statement), a sample or the
// catalog reads no other tenant's rows, there is no escape to the raw database, a mail written in a scope must
// be of its tenant, and the scoped builders put the scope into each statement. The statements are
// compiled for PostgreSQL and recorded by a driver that runs nothing.
import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, test } from 'vitest';
import { createMailer } from '../plugins/mailer.ts';
import type { Database } from './schema.ts';
import { CompanyDb, TenantDb } from './scope.ts';

/** A database that records the statements it is given and answers each with no rows. */
function recordingDb() {
  const ran: CompiledQuery[] = [];
  class Recording extends DummyDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      return {
        executeQuery: async (query) => {
          ran.push(query);
          return { rows: [] };
        },
        streamQuery: async function* () {},
      };
    }
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new Recording(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, ran };
}

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const COMPANY = '00000000-0000-4000-8000-0000000000c1';

describe('executeTenantSql', () => {
  test('runs raw SQL that names the scope’s tenant', async () => {
    const { db, ran } = recordingDb();
    await new TenantDb(db, { tenantId: A }).executeTenantSql(sql`select id from users where tenant_id = ${A}`);
    expect(ran.map((q) => q.parameters)).toEqual([[A]]);
  });

  test('refuses raw SQL that does not, or names another tenant, before it runs', async () => {
    const { db, ran } = recordingDb();
    const scoped = new TenantDb(db, { tenantId: A });
    await expect(scoped.executeTenantSql(sql`select id from users`)).rejects.toThrow(/does not name the tenant/);
    await expect(scoped.executeTenantSql(sql`select id from users where tenant_id = ${B}`)).rejects.toThrow(/does not name the tenant/);
    expect(ran).toEqual([]);
  });
});

describe('executeTenantSql with planner settings', () => {
  test('sets them for its statement alone, in a transaction of its own', async () => {
    const { db, ran } = recordingDb();
    await new TenantDb(db, { tenantId: A }).executeTenantSql(sql`select id from users where tenant_id = ${A}`, {
      planner: { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' },
    });
    expect(ran.map((q) => q.sql)).toEqual([
      'select set_config($1, $2, true), set_config($3, $4, true)',
      'select id from users where tenant_id = $1',
    ]);
    expect(ran[0]!.parameters).toEqual(['enable_seqscan', 'off', 'max_parallel_workers_per_gather', '0']);
  });

  test('refuses a statement that does not name the tenant, and settings inside a transaction', async () => {
    const { db, ran } = recordingDb();
    const scoped = new TenantDb(db, { tenantId: A });
    await expect(scoped.executeTenantSql(sql`select id from users`, { planner: { enable_seqscan: 'off' } })).rejects.toThrow(
      /does not name the tenant/,
    );
    expect(ran).toEqual([]);
    const query = sql`select id from users where tenant_id = ${A}`;
    await expect(
      db.transaction().execute((trx) => new TenantDb(trx, { tenantId: A }).executeTenantSql(query, { planner: { enable_seqscan: 'off' } })),
    ).rejects.toThrow(/would outlive it/);
  });
});

test('sampleOfTenantAs reads the scope’s tenant among a sample of the table', async () => {
  const { db, ran } = recordingDb();
  await new TenantDb(db, { tenantId: A }).sampleOfTenantAs('users', 'u', 12.5).select('u.id').execute();
  expect(ran[0]!.sql).toBe(
    'select "u"."id" from (select * from "users" tablesample system (12.5) repeatable (0)) as "u" where "u"."tenant_id" = $1',
  );
  expect(ran[0]!.parameters).toEqual([A]);
});

test('catalog() offers the size of a table as last analysed', async () => {
  const { db, ran } = recordingDb();
  await new TenantDb(db, { tenantId: A })
    .catalog()
    .selectFrom('pg_class')
    .select('reltuples')
    .where('oid', '=', sql<number>`'users'::regclass`)
    .execute();
  expect(ran[0]!.sql).toBe(`select "reltuples" from "pg_class" where "oid" = 'users'::regclass`);
});

test('the raw database is not a property of a scoped handle, nor the answer of any of its methods', () => {
  const { db } = recordingDb();
  const handle: object = new CompanyDb(db, { tenantId: A, companyId: COMPANY });
  expect('db' in handle).toBe(false);
  expect(Object.values(handle)).not.toContain(db);
  expect('unscoped' in handle).toBe(false);
});

test('companyScope and CompanyDb put the tenant and the company into their statements', async () => {
  const { db, ran } = recordingDb();
  const company = new TenantDb(db, { tenantId: A }).companyScope(COMPANY);
  await company.selectFromAs('users', 'u').select('u.id').execute();
  await company.insertInto('user_tasks', { user_id: COMPANY, type: 'CREATE_USER', stage: 'INVITATION_SENT', created_by: null }).execute();
  expect(ran[0]!.sql).toMatch(/"u"\."tenant_id" = \$1 and "u"\."company_id" = \$2/);
  expect(ran[0]!.parameters).toEqual([A, COMPANY]);
  expect(ran[1]!.parameters).toEqual(expect.arrayContaining([A, COMPANY]));
});

describe('mailer.send in a scope', () => {
  const config = { mailFrom: 'portal@example.com', mailOutboxPollMs: 1_000 };
  const mail = (tenantId: string) => ({ tenantId, to: 'a@example.com', subject: 's', text: 't', html: 'h' });

  test('writes the outbox row with the scope’s tenant', async () => {
    const { db, ran } = recordingDb();
    await createMailer(config, db).send(mail(A), new TenantDb(db, { tenantId: A }));
    expect(ran).toHaveLength(1);
    expect(ran[0]!.sql).toMatch(/^insert into "mail_outbox"/);
    expect(ran[0]!.parameters).toContain(A);
  });

  test('refuses a mail of another tenant', async () => {
    const { db, ran } = recordingDb();
    await expect(createMailer(config, db).send(mail(B), new TenantDb(db, { tenantId: A }))).rejects.toThrow(/written in the scope of/);
    expect(ran).toEqual([]);
  });
});
