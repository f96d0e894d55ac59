// Attachments under their type's name (issue 30 §1): a file was stored under the name it was sent
// with, whatever its sniffed type, so a PNG sent as poly.html was served as poly.html. Uploads now
// take their type's extension (modules/support/attachment-type.ts `typedFileName`); this renames
// the files stored before, incidents' attachments and content files alike.
import { type Kysely, sql } from 'kysely';
import { typedFileName } from '../../modules/support/attachment-type.ts';

const BATCH = 500;

async function rename(db: Kysely<unknown>, table: 'incident_attachments' | 'content_files'): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ id: string; file_name: string; content_type: string }>`
      select id, file_name, content_type from ${sql.table(table)} where id > ${after}::uuid order by id limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    after = rows.at(-1)!.id;
    const changed = rows
      .map((r) => ({ id: r.id, name: typedFileName(r.file_name, r.content_type), old: r.file_name }))
      .filter((r) => r.name !== r.old);
    if (!changed.length) continue;
    await sql`update ${sql.table(table)} set file_name = v.name
      from (values ${sql.join(changed.map((r) => sql`(${r.id}::uuid, ${r.name})`))}) as v(id, name)
      where ${sql.table(table)}.id = v.id`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'incident_attachments');
  await rename(db, 'content_files');
}

/** The names sent cannot be told from the names given: going back leaves the new names. */
export async function down(): Promise<void> {}
