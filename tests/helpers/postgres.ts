// Fresh PostgreSQL databases for tests (DATABASE_URL): one per test file, dropped afterwards, so
// runs never collide. They are made from the run's seeded template when there is one (the global
// setup of Vitest's node project: pglite-template.ts), which PostgreSQL copies in a fraction of a
// second, instead of migrating and seeding each one (seconds per file on a 2-core machine).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database beside `baseUrl`'s, empty or a copy of `template` (a database no one is connected to). */
export async function freshPostgres(baseUrl: string, prefix: string, template?: string | null): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
