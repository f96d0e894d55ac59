// The table types are generated from the database the migrations build (issue 29 §4): a migration
// that adds, drops or changes a column without `npm run codegen` fails here. Each pass of the suite
// checks its own database against the committed file, so it holds for both:
// - PGlite: the run's template (tests/helpers/pglite-template.ts, an in-memory PGlite this run
//   migrated, then seeded), which spares a second initdb; without one, a fresh in-memory PGlite
//   migrated as `npm run codegen` does.
// - PostgreSQL (DATABASE_URL): a fresh database the migrations build.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { SCHEMA_TYPES_FILE, schemaTypes, typesOf } from '../../scripts/schema-types.ts';
import { readTemplate } from '../../tests/helpers/pglite-template.ts';
import { migrate, openDatabase } from './database.ts';

const STALE = 'server/db/schema.gen.ts is stale: run npm run codegen';
const committed = () => readFileSync(SCHEMA_TYPES_FILE, 'utf8');

test.skipIf(process.env.DATABASE_URL)(
  'server/db/schema.gen.ts matches the migrated PGlite database (run npm run codegen when this fails)',
  async () => {
    const template = inject('pgliteTemplate');
    let fresh: string;
    if (template) {
      const db = openDatabase({ dataDir: 'memory://', loadDataDir: readTemplate(template) });
      try {
        await migrate(db); // nothing to do: the template has every migration
        fresh = await typesOf(db);
      } finally {
        await db.destroy();
      }
    } else fresh = await schemaTypes();
    expect(committed(), STALE).toBe(fresh);
  },
  180_000,
);

test.runIf(process.env.DATABASE_URL)(
  'server/db/schema.gen.ts matches the migrated PostgreSQL database (run npm run codegen when this fails)',
  async () => {
    const base = process.env.DATABASE_URL!;
    const name = `portal_schema_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      expect(committed(), STALE).toBe(await schemaTypes(url.toString()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
  180_000,
);
