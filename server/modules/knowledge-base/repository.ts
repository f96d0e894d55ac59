// The knowledge base's reads (issue 15 §2) for one reader: workspaces, top articles, a workspace's
// category tree, an article, and the full-text search (PostgreSQL text search with the dictionary
// of the reader's language; matches highlighted by ts_headline). Every read goes through
// modules/content/repository.ts `visibleItems`, which applies the reader's audiences in SQL.
import { sql } from 'kysely';
import type { Locale } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { ContentReader } from '../../services/content-reader.ts';
import { containing, pageOf } from '../../services/paging.ts';
import { visibleItems } from '../content/repository.ts';
import { tsConfigOf } from '../content/store.ts';

/** The articles a category lists at most in the hierarchy (its count is always whole; `?title` narrows). */
export const ARTICLES_PER_CATEGORY = 100;

/** What ts_headline puts around a match: private-use characters, which no content holds. */
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE = `StartSel=${START}, StopSel=${STOP}`;
const SNIPPET = `${HEADLINE}, MaxFragments=2, MaxWords=28, MinWords=12, FragmentDelimiter=" … "`;

/** A headline as stretches of text, the matched ones marked: the client renders them, nothing is parsed as HTML. */
export function highlighted(headline: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const [i, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}

/**
 * The search's query: the words as web-search syntax ("a phrase", -excluded, or), or every word of
 * three letters or more as the start of a word. The prefixes find what the stemmer leaves apart
 * (French "quai" and "quais") and words being typed ("segm" for segments).
 */
function searchQuery(config: string, words: string) {
  const prefixes = (words.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3).slice(0, 8);
  const web = sql`websearch_to_tsquery(${config}::regconfig, ${words})`;
  if (!prefixes.length) return web;
  return sql`(${web} || to_tsquery(${config}::regconfig, ${prefixes.map((w) => `${w}:*`).join(' & ')}))`;
}

/** A locale's text of a jsonb keyed by locale, else the tenant default's, else any. */
function localized<T>(byLocale: Record<string, T>, locale: Locale, fallback: Locale): T {
  return byLocale[locale] ?? byLocale[fallback] ?? Object.values(byLocale)[0]!;
}

export function knowledgeBaseRepository(scoped: TenantDb, reader: ContentReader, defaultLocale: Locale) {
  const articles = (locale: Locale = reader.locale) => visibleItems(scoped, reader, 'ARTICLE', locale);
  const visibleWorkspaces = () =>
    scoped.selectFromTenantAs('content_workspaces', 'w').where('w.audience', '=', sql<'ALL'>`any(${sql.val(reader.audiences)}::text[])`);

  async function categoriesOf(workspace: string) {
    const rows = await scoped
      .selectFromTenant('content_categories')
      .select(['key', 'parent_key', 'titles'])
      .where('workspace_key', '=', workspace)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ key: r.key, parent: r.parent_key, title: localized(r.titles, reader.locale, defaultLocale) }));
  }

  return {
    /**
     * The workspaces the reader may open, with how many articles each shows them (unless `counted`
     * is false: a caller that counts them another way, or shows no count, is spared a count).
     */
    async workspaces(key?: string, counted = true) {
      const rows = await visibleWorkspaces()
        .select(['w.key', 'w.titles'])
        .$if(counted, (qb) =>
          qb.select((eb) =>
            eb
              .selectFrom(
                articles()
                  .where('i.workspace_key', '=', sql.ref<string>('w.key'))
                  .select((e) => e.fn.countAll<string>().as('n'))
                  .as('c'),
              )
              .select('c.n')
              .as('articleCount'),
          ),
        )
        .$if(key !== undefined, (qb) => qb.where('w.key', '=', key!))
        .orderBy('w.position')
        .execute();
      return rows.map((r) => {
        const { title, description } = localized(r.titles, reader.locale, defaultLocale);
        return { key: r.key, title, description, articleCount: Number(('articleCount' in r ? r.articleCount : 0) ?? 0) };
      });
    },

    /** The articles marked top, of one workspace or of all the reader's. */
    async topArticles(workspace: string | undefined) {
      const rows = await articles()
        .innerJoin('content_categories as c', (j) =>
          j.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.workspace_key', '=', 'i.workspace_key').onRef('c.key', '=', 'i.category_key'),
        )
        .innerJoin('content_workspaces as w', (j) => j.onRef('w.tenant_id', '=', 'i.tenant_id').onRef('w.key', '=', 'i.workspace_key'))
        .select(['i.key', 'i.workspace_key', 'i.category_key', 'c.titles', 'i.title', 'i.summary', 'i.updated_at'])
        .where('i.top_position', 'is not', null)
        .$if(workspace !== undefined, (qb) => qb.where('i.workspace_key', '=', workspace!))
        .orderBy('w.position')
        .orderBy('i.top_position')
        .orderBy('i.key')
        .limit(12)
        .execute();
      return rows.map((r) => ({
        key: r.key,
        workspace: r.workspace_key!,
        category: r.category_key!,
        categoryTitle: localized(r.titles, reader.locale, defaultLocale),
        title: r.title,
        summary: r.summary,
        updatedAt: r.updated_at!.toISOString(),
      }));
    },

    /**
     * The workspace's categories in tree order with the reader's articles in each (only those whose
     * title contains `title`, if given); categories left without any article below them are left
     * out. Also how many articles the workspace shows the reader (whatever the title).
     */
    async hierarchy(workspace: string, title: string | undefined) {
      // `workspace` is one of the reader's (the route found it with workspaces()).
      // Each category's count, and its first ARTICLES_PER_CATEGORY (top ones first, then by title),
      // from the index content_items_category alone, which holds every column they are found and
      // ordered by (migrations 023, 035); only the page's articles are then read in the table.
      const pattern = title === undefined ? undefined : containing(title);
      const opened = () => visibleItems(scoped, reader, 'ARTICLE', reader.locale, workspace);
      const inWorkspace = () => opened().$if(pattern !== undefined, (qb) => qb.where('i.title', 'ilike', pattern!));
      const perCategory = (items: ReturnType<typeof opened>) =>
        items
          .select(['i.category_key', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('i.category_key')
          .execute();
      const [categories, all, matching, rows] = await Promise.all([
        categoriesOf(workspace),
        // The workspace's count (its articles whatever the title), and those the filter keeps: the
        // titles' trigram index finds these (content_items_title_trgm), where testing every title
        // of the workspace with ilike took 20 ms for 17,000 articles.
        perCategory(opened()),
        pattern === undefined ? undefined : perCategory(inWorkspace()),
        scoped
          .selectFromTenantAs('content_categories', 'c')
          .where('c.workspace_key', '=', workspace)
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom(
                  inWorkspace()
                    .where('i.category_key', '=', sql.ref<string>('c.key'))
                    .select(['i.id', 'i.key', 'i.category_key', 'i.title', 'i.top_position'])
                    .orderBy('i.top_position')
                    .orderBy('i.title')
                    .orderBy('i.key')
                    .limit(ARTICLES_PER_CATEGORY)
                    .as('page'),
                )
                .selectAll('page')
                .as('a'),
            (join) => join.onTrue(),
          )
          .innerJoin('content_items as x', 'x.id', 'a.id')
          .select(['a.key', 'a.category_key', 'a.title', 'a.top_position', 'x.summary', 'x.updated_at'])
          .orderBy('a.category_key')
          .orderBy('a.top_position')
          .orderBy('a.title')
          .orderBy('a.key')
          .execute(),
      ]);
      const counts = new Map((matching ?? all).map((r) => [r.category_key, Number(r.n)]));
      const articleCount = all.reduce((sum, r) => sum + Number(r.n), 0);
      const nodes = categories.map((c) => ({
        ...c,
        articleCount: 0,
        own: counts.get(c.key) ?? 0,
        articles: rows
          .filter((r) => r.category_key === c.key)
          .map((r) => ({ key: r.key, title: r.title, summary: r.summary, updatedAt: r.updated_at!.toISOString() })),
      }));
      const byKey = new Map(nodes.map((n) => [n.key, n]));
      for (const node of nodes) {
        for (let at: typeof node | undefined = node; at; at = at.parent ? byKey.get(at.parent) : undefined) {
          at.articleCount += node.own;
        }
      }
      return { categories: nodes.filter((n) => n.articleCount > 0).map(({ own: _own, ...n }) => n), articleCount };
    },

    /**
     * One article in the reader's language (else the tenant's default language), with the path of
     * categories to it and up to five others of its category.
     */
    async article(workspace: string, key: string) {
      const read = (locale: Locale) =>
        articles(locale)
          .select([
            'i.key',
            'i.locale',
            'i.category_key',
            'i.product_code',
            'i.title',
            'i.summary',
            'i.body_html',
            'i.published_at',
            'i.updated_at',
          ])
          .where('i.workspace_key', '=', workspace)
          .where('i.key', '=', key)
          .executeTakeFirst();
      const row = (await read(reader.locale)) ?? (reader.locale === defaultLocale ? undefined : await read(defaultLocale));
      if (!row) return undefined;
      const categories = await categoriesOf(workspace);
      const byKey = new Map(categories.map((c) => [c.key, c]));
      const breadcrumbs: Array<{ key: string; title: string }> = [];
      for (let at = byKey.get(row.category_key!); at; at = at.parent ? byKey.get(at.parent) : undefined) {
        breadcrumbs.unshift({ key: at.key, title: at.title });
      }
      const related = await articles(row.locale as Locale)
        .select(['i.key', 'i.title', 'i.summary', 'i.updated_at'])
        .where('i.workspace_key', '=', workspace)
        .where('i.category_key', '=', row.category_key)
        .where('i.key', '<>', key)
        .orderBy('i.top_position', (ob) => ob.asc().nullsLast())
        .orderBy('i.title')
        .limit(5)
        .execute();
      const category = byKey.get(row.category_key!);
      return {
        key: row.key,
        locale: row.locale,
        title: row.title,
        summary: row.summary,
        html: row.body_html,
        productCode: row.product_code,
        publishedAt: row.published_at!.toISOString(),
        updatedAt: row.updated_at!.toISOString(),
        breadcrumbs,
        related: related.map((r) => ({
          key: r.key,
          workspace,
          category: row.category_key!,
          categoryTitle: category?.title ?? '',
          title: r.title,
          summary: r.summary,
          updatedAt: r.updated_at!.toISOString(),
        })),
      };
    },

    /**
     * One page of the articles matching the words, best first, with the matches marked. One
     * statement ranks the matches and counts them (narrow rows: the id, the rank and the order's
     * keys), found through the text index of the reader's dictionary (content_items_search_<config>,
     * migration 023); a second marks the page's few. Counted and ranked apart, a common word
     * ("report": 6,000 of 25,000 articles) was read twice, each article's whole text each time.
     */
    async search(words: string, workspace: string | undefined, page: number, pageSize: number) {
      const config = tsConfigOf(reader.locale);
      const query = searchQuery(config, words);
      // The reader's articles are all of their dictionary (the locale's): said as a constant, so
      // that the partial index of that dictionary's articles answers.
      const matching = articles()
        .where(sql<boolean>`i.ts_config = ${sql.lit(config)}::regconfig`)
        .where(sql<boolean>`i.search @@ ${query}`)
        .$if(workspace !== undefined, (qb) => qb.where('i.workspace_key', '=', workspace!));
      // Ranked by where the words stand in the title and summary, then the newest first; sorted by
      // the total first (the same on every row), so the planner cannot walk an order to the page
      // and test every article's text on the way.
      const ranked = await matching
        .select(['i.id', sql<number>`ts_rank(i.heading_search, ${query})`.as('rank'), sql<string>`count(*) over ()`.as('total')])
        .orderBy('total')
        .orderBy('rank', 'desc')
        .orderBy('i.updated_at', 'desc')
        .orderBy('i.key')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute();
      const total = ranked.length
        ? Number(ranked[0]!.total)
        : page === 0
          ? 0
          : Number((await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const order = new Map(ranked.map((r, position) => [r.id, position]));
      const rows = ranked.length
        ? (
            await scoped
              .selectFromTenantAs('content_items', 'p')
              .innerJoin('content_workspaces as w', (j) =>
                j.onRef('w.tenant_id', '=', 'p.tenant_id').onRef('w.key', '=', 'p.workspace_key'),
              )
              .where(
                'p.id',
                'in',
                ranked.map((r) => r.id),
              )
              .select(['p.id', 'p.key', 'p.workspace_key', 'p.category_key', 'p.updated_at', 'w.titles'])
              .select(sql<string>`ts_headline(${config}::regconfig, p.title, ${query}, ${HEADLINE})`.as('title'))
              .select(sql<string>`ts_headline(${config}::regconfig, p.body_text, ${query}, ${SNIPPET})`.as('snippet'))
              .execute()
          ).sort((a, b) => order.get(a.id)! - order.get(b.id)!)
        : [];
      const content = rows.map((r) => ({
        key: r.key,
        workspace: r.workspace_key!,
        workspaceTitle: localized(r.titles, reader.locale, defaultLocale).title,
        category: r.category_key!,
        title: highlighted(r.title),
        snippet: highlighted(r.snippet),
        updatedAt: r.updated_at!.toISOString(),
      }));
      return pageOf(content, page, pageSize, total);
    },
  };
}
