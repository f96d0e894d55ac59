// Incident subjects cut between words (issue 28 §5; spec §9 "incident subject" 50): subjects used
// to be the description's first 50 characters, often ending mid-word ("…a la aplicación Cha")
// with nothing to say the text goes on. Filing now cuts between words with '…'
// (modules/support/service.ts incidentSubject); this rewrites the subjects filed before, from their
// descriptions, the same way. Only descriptions longer than a subject were cut; the rest stay.
import { type Kysely, sql } from 'kysely';
import { truncateAtWord } from '../../../tenants/truncate.ts';

const SUBJECT_LENGTH = 50;
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ id: string; subject: string; situation_description: string }>`
      select id, subject, situation_description from incidents
      where id > ${after}::uuid and char_length(situation_description) > ${SUBJECT_LENGTH}
      order by id limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    after = rows.at(-1)!.id;
    const changed = rows
      .map((r) => ({
        id: r.id,
        old: r.subject,
        subject: truncateAtWord(r.situation_description.replace(/\s+/g, ' ').trim(), SUBJECT_LENGTH),
      }))
      .filter((r) => r.subject !== r.old);
    if (!changed.length) continue;
    await sql`update incidents set subject = v.subject
      from (values ${sql.join(changed.map((r) => sql`(${r.id}::uuid, ${r.subject})`))}) as v(id, subject)
      where incidents.id = v.id`.execute(db);
  }
}

/** The old subjects cannot be told apart from the new ones: going back leaves the words as they are. */
export async function down(): Promise<void> {}
