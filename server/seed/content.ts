// The knowledge-base content of the demo tenants (issue 15 §1): workspaces and categories, the
// articles of the tenant's products, US release notes, resources (links, and guides as PDF files)
// and fragments, in every language of the tenant's locales, published through the same store
// functions the authoring routes use. Written into a tenant that has no content yet, in local
// (demo) mode only: in other environments the content owners write it.
//
// The texts are data (issue 29 §2), in content/: one Markdown file per item and language
// (`<kind>/<key>.<language>.md`, front matter `title` and `summary`, the body after it), and beside
// them the items' order and placement (articles.json, release-notes.json, resources.json,
// fragments.json) and the workspaces and categories (workspaces.json, categories.json). Within a
// workspace, the articles marked top are numbered in the order of articles.json.
//
// Placeholders in any text are replaced when the tenant is seeded:
//   {portal}   the tenant's product name (branding.productName, e.g. "Supplier Insights")
//   {country}  the tenant's country name in the text's language ("the United States", "México", "le Canada")
//   {support}  the support route's path, "/support"
// Bodies are Markdown (CommonMark with GitHub tables), rendered and sanitised by the content
// service; links inside the portal are written as absolute paths ("/support/ticketCreation").
import type { ProductCode, TenantConfig } from '../../tenants/schema.ts';
import { legalLanguage, type Locale } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import { TenantDb } from '../db/scope.ts';
import { createItem, publishVersion, type Author, type ItemPlacement } from '../modules/content-authoring/repository.ts';
import { documentPdf } from '../services/legal-pdf.ts';
import { seedJson, seedMarkdown } from './load.ts';

export type SeedLanguage = 'en' | 'es' | 'fr';

/** Who may read an item (enforced in SQL on every read). */
export type Audience = 'ALL' | 'CHARTER' | 'BASIC' | 'INTERNAL';

/** The knowledge-base workspaces: the suppliers' (charter), the basic accounts', the associates'. */
export type WorkspaceKey = 'supplier' | 'basic' | 'internal';

export interface SeedText {
  title: string;
  /** One or two sentences shown in lists and search results. */
  summary: string;
  /** Markdown, 120–300 words: headings (##), paragraphs, lists, sometimes a table. */
  body: string;
}

export interface SeedCategory {
  /** Stable key, unique in its workspace: `getting-started`, `shopper-behavior`. */
  key: string;
  workspace: WorkspaceKey;
  /** The parent category's key, for a sub-category. */
  parent?: string;
  /** Only for tenants offering this product. */
  product?: ProductCode;
  title: Record<SeedLanguage, string>;
}

export interface SeedArticle {
  /** Stable key, unique across all articles: the article's path (`shopper-behavior-getting-started`). */
  key: string;
  workspace: WorkspaceKey;
  /** A category key of the same workspace. */
  category: string;
  audience: Audience;
  /** Only for tenants offering this product. */
  product?: ProductCode;
  /** Among the workspace's top articles (about six per workspace). */
  top?: true;
  text: Record<SeedLanguage, SeedText>;
}

export interface SeedReleaseNote {
  key: string;
  /** Publication day, YYYY-MM-DD, within the last year. */
  date: string;
  /** Tags under the release-notes folder: `new-feature`, `improvement`, `fix`, `data-update`. */
  tags: string[];
  product?: ProductCode;
  text: Record<'en' | 'es', SeedText>;
}

export interface SeedResource {
  key: string;
  audience: Audience;
  product?: ProductCode;
  /** A link to another site, or (when absent) a file the seed generates from the body. */
  url?: string;
  /** `guide`, `template`, `video`, `training`, `policy`. */
  type: string;
  text: Record<SeedLanguage, SeedText>;
}

export interface SeedWorkspace {
  key: WorkspaceKey;
  /** Who may open the workspace: the suppliers' is for charter accounts, the basic one for basic accounts. */
  audience: Audience;
  title: Record<SeedLanguage, string>;
  description: Record<SeedLanguage, string>;
}

/** An item of a JSON index: its placement, without its texts (they are the Markdown files). */
type Placed<T> = Omit<T, 'text'>;

/** The texts of an item in these languages: content/<kind>/<key>.<language>.md. */
function texts<Language extends SeedLanguage>(kind: string, key: string, languages: readonly Language[]): Record<Language, SeedText> {
  return Object.fromEntries(
    languages.map((language) => {
      const { meta, body } = seedMarkdown(`content/${kind}/${key}.${language}.md`);
      return [language, { title: meta.title ?? '', summary: meta.summary ?? '', body }];
    }),
  ) as Record<Language, SeedText>;
}

const ALL_LANGUAGES = ['en', 'es', 'fr'] as const;

export interface DemoContent {
  workspaces: SeedWorkspace[];
  categories: SeedCategory[];
  articles: SeedArticle[];
  releaseNotes: SeedReleaseNote[];
  resources: SeedResource[];
  fragments: Array<{ key: string; text: Record<SeedLanguage, SeedText> }>;
  insights: Record<SeedLanguage, SeedText>;
}

let loaded: DemoContent | undefined;

/** The demo content as read from content/ (once per process). */
export function demoContent(): DemoContent {
  loaded ??= {
    workspaces: seedJson<SeedWorkspace[]>('content/workspaces.json'),
    categories: seedJson<SeedCategory[]>('content/categories.json'),
    articles: seedJson<Placed<SeedArticle>[]>('content/articles.json').map((a) => ({
      ...a,
      text: texts('articles', a.key, ALL_LANGUAGES),
    })),
    releaseNotes: seedJson<Placed<SeedReleaseNote>[]>('content/release-notes.json').map((n) => ({
      ...n,
      text: texts('release-notes', n.key, ['en', 'es'] as const),
    })),
    resources: seedJson<Placed<SeedResource>[]>('content/resources.json').map((r) => ({
      ...r,
      text: texts('resources', r.key, ALL_LANGUAGES),
    })),
    fragments: seedJson<string[]>('content/fragments.json').map((key) => ({ key, text: texts('pages', key, ALL_LANGUAGES) })),
    insights: texts('pages', 'insights', ALL_LANGUAGES),
  };
  return loaded;
}

/** The tenant's texts with the placeholders filled in (see the top of this file). */
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
  const { workspaces, categories, articles, releaseNotes, resources, fragments, insights } = demoContent();
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
      workspaces.map((w, position) => ({
        tenant_id: tenant.id,
        key: w.key,
        audience: w.audience,
        position,
        titles: titles((l) => ({ title: w.title[l], description: w.description[l] })),
      })),
    )
    .execute();
  // Parents come first in categories.json, so one statement in that order satisfies the foreign key.
  await db
    .insertInto('content_categories')
    .values(
      categories
        .filter((c) => offers(c.product))
        .map((c, position) => ({
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

  // The items are written in the tenant's scope, as the content authoring routes write them.
  const scoped = new TenantDb(db, { tenantId: tenant.id });
  const publish = async (placement: ItemPlacement, text: SeedText, tags: string[] = [], publishedAt?: Date) => {
    const id = await createItem(scoped, placement, { title: text.title, summary: text.summary, body_md: text.body, tags }, author);
    await publishVersion(scoped, id, 1, now, publishedAt);
    written++;
    return id;
  };

  for (const locale of locales) {
    const language = legalLanguage(locale);
    const fill = filler(tenant, locale);
    const tops = new Map<string, number>();
    for (const article of articles.filter((a) => offers(a.product))) {
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
      for (const note of releaseNotes.filter((n) => offers(n.product))) {
        await publish(
          { kind: 'RELEASE_NOTE', key: note.key, locale, audience: 'ALL', product_code: note.product ?? null },
          fill(note.text[language]),
          note.tags,
          new Date(`${note.date}T14:00:00Z`),
        );
      }
    }
    for (const resource of resources.filter((r) => offers(r.product))) {
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
    for (const fragment of fragments) {
      await publish({ kind: 'FRAGMENT', key: fragment.key, locale, audience: 'ALL' }, fill(fragment.text[language]));
    }
    await publish({ kind: 'PAGE', key: 'insights', locale, audience: 'ALL' }, fill(insights[language]));
  }
  return written;
}
