// The knowledge-base content of the demo tenants (issue 15 §1): workspaces and categories, the
// articles of the tenant's products, US release notes, resources (links, and guides as PDF files)
// and fragments, in every language of the tenant's locales, published through the same store
// functions the authoring routes use. Written into a tenant that has no content yet, in local
// (demo) mode only: in other environments the content owners write it.
import type { TenantConfig } from '../../../tenants/schema.ts';
import { legalLanguage, type Locale } from '../../../tenants/schema.ts';
import type { Db } from '../../db/database.ts';
import { createItem, publishVersion, type Author, type ItemPlacement } from '../content-store.ts';
import { documentPdf } from '../legal-pdf.ts';
import { SEED_ARTICLES } from './articles/index.ts';
import { SEED_CATEGORIES, SEED_WORKSPACES } from './categories.ts';
import { INSIGHTS_ARTICLE, KB_FRAGMENTS } from './pages.ts';
import { RELEASE_NOTES } from './release-notes/index.ts';
import { RESOURCES } from './resources/index.ts';
import type { SeedLanguage, SeedText } from './types.ts';

export { SEED_ARTICLES };

/** The tenant's texts with the placeholders filled in (types.ts). */
function filler(tenant: TenantConfig, locale: Locale) {
  const language = legalLanguage(locale);
  const country = tenant.legal.jurisdiction[language]?.country ?? tenant.countryName;
  const fill = (text: string) =>
    text.replaceAll('{portal}', tenant.branding.productName).replaceAll('{country}', country).replaceAll('{support}', '/support');
  return (text: SeedText): SeedText => ({ title: fill(text.title), summary: fill(text.summary), body: fill(text.body) });
}

/** A Markdown guide as printable sections: `## ` starts a section, list items keep a bullet, links keep their words. */
function printable(markdown: string): Array<{ heading: string; paragraphs: string[] }> {
  const sections: Array<{ heading: string; paragraphs: string[] }> = [{ heading: '', paragraphs: [] }];
  const plain = (line: string) =>
    line
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/^\s*[-*+]\s+/, '• ')
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .replace(/\s*\|\s*/g, ' — ');
  for (const line of markdown.split('\n')) {
    if (/^#{1,6}\s/.test(line)) sections.push({ heading: plain(line.replace(/^#+\s*/, '')), paragraphs: [] });
    else if (line.trim() && !/^\|?\s*:?-{3,}/.test(line)) sections.at(-1)!.paragraphs.push(plain(line.trim()));
  }
  return sections.filter((s) => s.heading || s.paragraphs.length);
}

const fileName = (key: string) => `${key}.pdf`;

/** Seeds the content of every tenant that has none yet; returns how many items it wrote. */
export async function seedDemoContent(db: Db, tenants: TenantConfig[]): Promise<number> {
  let written = 0;
  for (const tenant of tenants) {
    const existing = await db.selectFrom('content_items').select('id').where('tenant_id', '=', tenant.id).limit(1).executeTakeFirst();
    if (existing) continue;
    written += await db.transaction().execute((trx) => seedTenant(trx, tenant));
  }
  return written;
}

async function seedTenant(db: Db, tenant: TenantConfig): Promise<number> {
  const offered = new Set<string>(tenant.products.map((p) => p.code));
  const offers = (product?: string) => !product || offered.has(product);
  const locales = tenant.locales.supported;
  const titles = <T>(pick: (language: SeedLanguage) => T) =>
    JSON.stringify(Object.fromEntries(locales.map((l) => [l, pick(legalLanguage(l))])));
  const author: Author = { id: null, name: `${tenant.branding.productName} content team` };
  const now = new Date();
  let written = 0;

  await db
    .insertInto('content_workspaces')
    .values(
      SEED_WORKSPACES.map((w, position) => ({
        tenant_id: tenant.id,
        key: w.key,
        audience: w.audience,
        position,
        titles: titles((l) => ({ title: w.title[l], description: w.description[l] })),
      })),
    )
    .execute();
  // Parents come first in SEED_CATEGORIES, so one statement in that order satisfies the foreign key.
  await db
    .insertInto('content_categories')
    .values(
      SEED_CATEGORIES.filter((c) => offers(c.product)).map((c, position) => ({
        tenant_id: tenant.id,
        workspace_key: c.workspace,
        key: c.key,
        parent_key: c.parent ?? null,
        product_code: c.product ?? null,
        position,
        titles: titles((l) => c.title[l]),
      })),
    )
    .execute();

  const publish = async (placement: ItemPlacement, text: SeedText, tags: string[] = [], publishedAt?: Date) => {
    const id = await createItem(db, tenant.id, placement, { title: text.title, summary: text.summary, body_md: text.body, tags }, author);
    await publishVersion(db, id, 1, now, publishedAt);
    written++;
    return id;
  };

  for (const locale of locales) {
    const language = legalLanguage(locale);
    const fill = filler(tenant, locale);
    const tops = new Map<string, number>();
    for (const article of SEED_ARTICLES.filter((a) => offers(a.product))) {
      const top = article.top ? (tops.get(article.workspace) ?? 0) + 1 : null;
      if (top) tops.set(article.workspace, top);
      await publish(
        {
          kind: 'ARTICLE',
          key: article.key,
          locale,
          audience: article.audience,
          workspace_key: article.workspace,
          category_key: article.category,
          product_code: article.product ?? null,
          top_position: top,
        },
        fill(article.text[language]),
      );
    }
    if (tenant.routes.releaseNotes && language !== 'fr') {
      for (const note of RELEASE_NOTES.filter((n) => offers(n.product))) {
        await publish(
          { kind: 'RELEASE_NOTE', key: note.key, locale, audience: 'ALL', product_code: note.product ?? null },
          fill(note.text[language]),
          note.tags,
          new Date(`${note.date}T14:00:00Z`),
        );
      }
    }
    for (const resource of RESOURCES.filter((r) => offers(r.product))) {
      const text = fill(resource.text[language]);
      const id = await publish(
        {
          kind: 'RESOURCE',
          key: resource.key,
          locale,
          audience: resource.audience,
          product_code: resource.product ?? null,
          resource_type: resource.type,
          resource_url: resource.url ?? null,
        },
        text,
      );
      if (!resource.url) {
        const pdf = await documentPdf(
          { locale, title: text.title, subtitle: text.summary, subject: text.title, sections: printable(text.body) },
          { productName: tenant.branding.productName },
        );
        await db
          .insertInto('content_files')
          .values({
            tenant_id: tenant.id,
            item_id: id,
            file_name: fileName(resource.key),
            content_type: 'application/pdf',
            size: pdf.length,
            data: pdf,
            created_by: null,
          })
          .execute();
      }
    }
    for (const fragment of KB_FRAGMENTS) {
      await publish({ kind: 'FRAGMENT', key: fragment.key, locale, audience: 'ALL' }, fill(fragment.text[language]));
    }
    await publish({ kind: 'PAGE', key: 'insights', locale, audience: 'ALL' }, fill(INSIGHTS_ARTICLE[language]));
  }
  return written;
}
