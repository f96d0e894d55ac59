// Article images by the path they resolve to (issue 30 §1): the renderer used to keep an image
// whose address only started with the store's files path, so `/core-app-api/content/files/../../…`
// reached readers and made their browsers call other addresses of the site. The renderer now
// resolves the path first (modules/content-authoring/markdown.ts `contentFileSrc`); this renders again the
// published versions that hold an image, so what readers are served follows the same rule.
import { type Kysely, sql } from 'kysely';
import { renderMarkdown } from '../../modules/content-authoring/markdown.ts';

const BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ id: string; body_html: string; body_md: string }>`
      select i.id, i.body_html, v.body_md from content_items i
      join content_versions v on v.item_id = i.id and v.version = i.published_version
      where i.id > ${after}::uuid and i.body_html like '%<img%'
      order by i.id limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    after = rows.at(-1)!.id;
    for (const row of rows) {
      const { html, text } = renderMarkdown(row.body_md);
      if (html !== row.body_html)
        await sql`update content_items set body_html = ${html}, body_text = ${text} where id = ${row.id}::uuid`.execute(db);
    }
  }
}

/** The dropped images were never the store's files: going back leaves the articles as they are. */
export async function down(): Promise<void> {}
