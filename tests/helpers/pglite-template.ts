// The database every API test file starts from on PGlite: migrated and seeded once per run (the
// global setup of Vitest's node project), then loaded by each file from its dump. A fresh PGlite
// database spends seconds on its first start (initdb), and the migrations and the demo seed about as
// much again: paid by each of some fifty files, that was most of the unit run's time on a 2-core
// machine. Loading the dump takes under a second, and each file still has a database of its own.
// On PostgreSQL (DATABASE_URL) the same: one database migrated and seeded per run, which each file
// copies (CREATE DATABASE … TEMPLATE, postgres.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { type Db, migrate, openDatabase } from '../../server/db/database.ts';
import { pglitePool } from '../../server/db/pglite-pool.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { ensureLegalDocuments } from '../../server/seed/legal-documents.ts';
import { loadTenants } from '../../tenants/index.ts';
import { freshPostgres } from './postgres.ts';

export const DEMO_PASSWORD = 'Test-Demo-Password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the dump of the seeded PGlite database; null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** On PostgreSQL, the seeded database each test file's database is copied from; null on PGlite. */
    postgresTemplate: string | null;
  }
}

/** Brings an empty database to what every API test starts from: the schema, the tenants, the demo data. */
export async function prepareTestDatabase(db: Db): Promise<void> {
  const tenants = loadTenants();
  await migrate(db);
  await ensureTenants(db, tenants);
  await ensureLegalDocuments(db, tenants);
  await seedDemoData(db, tenants, DEMO_PASSWORD);
}

/** The template as a Blob for `openDatabase({ loadDataDir })`. */
export const readTemplate = (file: string) => new Blob([readFileSync(file)]);

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    const template = await freshPostgres(process.env.DATABASE_URL, 'portal_template');
    const db = openDatabase({ url: template.url, dataDir: 'memory://' });
    try {
      await prepareTestDatabase(db);
    } finally {
      await db.destroy(); // no one may be connected to a template while it is copied
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  project.provide('postgresTemplate', null);
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  await prepareTestDatabase(db);
  await sql`checkpoint`.execute(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy(); // closes the PGlite database too (pglitePool)
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
