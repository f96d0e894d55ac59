// The knowledge base and host B's content calls (issue 15 §1, §2): workspaces, top articles,
// hierarchy, article content and search (spec §7 paths), release notes with tags and the unseen
// badge, resources with their files, fragments and the public insights article. Audiences are
// enforced on every read (a charter account never reads a basic or internal item, and the other
// way round), the reader's language picks the text and the search dictionary, a refusal carries
// the errors list, and Markdown never lets script through.
import { beforeAll, describe, expect, test } from 'vitest';
import { demoContent, seedDemoContent } from '../../server/seed/content.ts';
import { createItem, publishVersion } from '../../server/modules/content-authoring/repository.ts';
import { TenantDb } from '../../server/db/scope.ts';
import { tenants, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();
const { as, call } = accountHelpers(ctx);

beforeAll(async () => {
  expect(await seedDemoContent(ctx.db, tenants)).toBeGreaterThan(300);
  // Seeding again writes nothing: each tenant already has content.
  expect(await seedDemoContent(ctx.db, tenants)).toBe(0);
});

const get = (url: string, cookie: string, tenantId = 'us', locale?: string) =>
  ctx.app.inject({
    url,
    headers: { host: tenantId === 'us' ? 'us.localhost' : `${tenantId}.localhost`, cookie, ...(locale ? { 'x-user-locale': locale } : {}) },
  });

/** Publishes an extra item straight through the store, as the authoring routes do. */
async function publishExtra(
  tenantId: string,
  placement: Parameters<typeof createItem>[1],
  text: { title: string; summary?: string; body: string; tags?: string[] },
) {
  const scoped = new TenantDb(ctx.db, { tenantId });
  const id = await createItem(
    scoped,
    placement,
    { title: text.title, summary: text.summary ?? text.title, body_md: text.body, tags: text.tags ?? [] },
    { id: null, name: 'Test' },
  );
  await publishVersion(scoped, id, 1, new Date());
  return id;
}

const shopperTop = demoContent().articles.find((a) => a.product === 'SHOPPER_BEHAVIOR' && a.top)!;

describe('workspaces and access (spec §8)', () => {
  test('each reader sees the workspaces of their audience, in their language, with their article counts', async () => {
    const keys = async (account: string, tenantId = 'us') => {
      const res = await get('/core-app-api/kb/workspaces', await as(account, tenantId), tenantId);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as Array<{ key: string; articleCount: number }>).map((w) => w.key);
    };
    expect(await keys('supplier-admin')).toEqual(['supplier']);
    expect(await keys('agency-admin')).toEqual(['supplier']);
    expect(await keys('basic-vendor-admin')).toEqual(['basic']);
    expect(await keys('associate')).toEqual(['supplier', 'basic', 'internal']);
    expect(await keys('super-admin')).toEqual(['supplier', 'basic', 'internal']);
    expect(await keys('content-owner')).toEqual(['supplier', 'basic', 'internal']);

    const mx = (await get('/core-app-api/kb/workspaces', await as('supplier-admin', 'mx'), 'mx')).json().content;
    expect(mx[0]).toMatchObject({ key: 'supplier', title: 'Base de conocimientos para proveedores' });
    // Mexico offers two products: fewer articles than the US, still more than 40 in all.
    const total = async (tenantId: string) =>
      (
        (await get('/core-app-api/kb/workspaces', await as('associate', tenantId), tenantId)).json().content as Array<{
          articleCount: number;
        }>
      ).reduce((n, w) => n + w.articleCount, 0);
    expect(await total('mx')).toBeGreaterThanOrEqual(40);
    expect(await total('ca')).toBeGreaterThanOrEqual(40);
    expect(await total('us')).toBeGreaterThan(await total('mx'));
    const english = (await get('/core-app-api/kb/workspaces', await as('supplier-admin', 'mx'), 'mx', 'en-US')).json().content;
    expect(english[0].title).toBe('Supplier knowledge base');
  });

  test('accounts without any product are refused with the errors list; internal and external alike', async () => {
    for (const account of ['basic-vendor-user', 'asset-protection']) {
      const res = await get('/core-app-api/kb/workspaces', await as(account));
      expect(res.statusCode, account).toBe(403);
      expect(res.json()).toMatchObject({
        errors: [{ code: 'KB_ACCESS_DENIED', message: expect.stringContaining('Knowledge base access denied') }],
      });
      expect(res.json()).not.toHaveProperty('content');
    }
    expect((await ctx.app.inject({ url: '/core-app-api/kb/workspaces', headers: { host: 'us.localhost' } })).statusCode).toBe(401);
  });

  test('support agents read the whole knowledge base of their tenant, every workspace, without a product (issue 30 §3)', async () => {
    for (const tenantId of ['us', 'mx', 'ca']) {
      const agent = await as('support-agent', tenantId);
      const res = await get('/core-app-api/kb/workspaces', agent, tenantId);
      expect(res.statusCode, `${tenantId}: ${res.body}`).toBe(200);
      const workspaces = res.json().content as Array<{ key: string; articleCount: number }>;
      expect(workspaces.map((w) => w.key)).toEqual(['supplier', 'basic', 'internal']);
      // The same articles as the tenant's associates.
      const associate = (await get('/core-app-api/kb/workspaces', await as('associate', tenantId), tenantId)).json().content;
      expect(workspaces.map((w) => w.articleCount)).toEqual(associate.map((w: { articleCount: number }) => w.articleCount));
      for (const workspace of ['supplier', 'basic', 'internal']) {
        const hierarchy = await get(`/core-app-api/kb/workspaces/${workspace}/hierarchy`, agent, tenantId);
        expect(hierarchy.statusCode, `${tenantId} ${workspace}`).toBe(200);
      }
    }
    const agent = await as('support-agent');
    const article = await get(`/core-app-api/kb/workspaces/supplier/articles/${shopperTop.key}/content`, agent);
    expect(article.statusCode).toBe(200);
    expect(article.json().content.title).toBe(shopperTop.text.en.title);
    // Searching finds articles of every workspace, as an agent answering any kind of account needs.
    const hits = (await get('/core-app-api/kb/search?q=report&page_size=100', agent)).json();
    expect(new Set(hits.content.map((h: { workspace: string }) => h.workspace))).toEqual(new Set(['supplier', 'basic', 'internal']));
    // Reading is all: the agent writes nothing there.
    const write = await call('POST', '/core-app-api/content/items', agent, {});
    expect(write.statusCode).toBe(403);
  });

  test('a workspace the reader may not open is not found, like one that does not exist', async () => {
    const basic = await as('basic-vendor-admin');
    for (const workspace of ['supplier', 'internal', 'nowhere']) {
      const res = await get(`/core-app-api/kb/workspaces/${workspace}/hierarchy`, basic);
      expect(res.statusCode, workspace).toBe(404);
      expect(res.json().errors).toEqual([{ code: 'WORKSPACE_NOT_FOUND', message: 'No knowledge-base workspace with this name.' }]);
    }
    const bad = await get('/core-app-api/kb/workspaces/..%2F..%2Fx/hierarchy', basic);
    expect(bad.statusCode).toBe(400);
  });
});

describe('hierarchy, top articles and articles', () => {
  test('the category tree counts the articles below each category; Mexico has no category of a product it does not offer', async () => {
    const res = await get('/core-app-api/kb/workspaces/supplier/hierarchy', await as('supplier-admin'));
    const { workspace, categories } = res.json().content;
    expect(workspace.key).toBe('supplier');
    const products = categories.find((c: { key: string }) => c.key === 'products');
    const children = categories.filter((c: { parent: string | null }) => c.parent === 'products');
    expect(children.map((c: { key: string }) => c.key)).toContain('channel-performance');
    expect(products.articleCount).toBe(children.reduce((n: number, c: { articleCount: number }) => n + c.articleCount, 0));
    // A parent comes before its children.
    expect(categories.findIndex((c: { key: string }) => c.key === 'products')).toBeLessThan(
      categories.findIndex((c: { key: string }) => c.key === 'shopper-behavior'),
    );
    const mx = (await get('/core-app-api/kb/workspaces/supplier/hierarchy', await as('supplier-admin', 'mx'), 'mx')).json().content;
    expect(mx.categories.map((c: { key: string }) => c.key)).not.toContain('channel-performance');
    expect(mx.categories.map((c: { key: string }) => c.key)).toContain('shopper-behavior');
  });

  test('?title keeps the articles whose title contains it, and the categories that still hold one', async () => {
    const title = shopperTop.text.en.title;
    const res = await get(
      `/core-app-api/kb/workspaces/supplier/hierarchy?title=${encodeURIComponent(title.slice(0, 12).toUpperCase())}`,
      await as('supplier-admin'),
    );
    const articles = res.json().content.categories.flatMap((c: { articles: Array<{ title: string }> }) => c.articles);
    expect(articles.length).toBeGreaterThan(0);
    for (const a of articles) expect(a.title.toLowerCase()).toContain(title.slice(0, 12).toLowerCase());
    // The workspace's own count is its whole (as the workspace list says), with a title or without.
    const cookie = await as('supplier-admin');
    const listed = (await get('/core-app-api/kb/workspaces', cookie)).json().content.find((w: { key: string }) => w.key === 'supplier');
    expect(res.json().content.workspace.articleCount).toBe(listed.articleCount);
    const whole = (await get('/core-app-api/kb/workspaces/supplier/hierarchy', cookie)).json().content;
    expect(whole.workspace.articleCount).toBe(listed.articleCount);
    const roots = whole.categories.filter((c: { parent: string | null }) => c.parent === null);
    expect(roots.reduce((n: number, c: { articleCount: number }) => n + c.articleCount, 0)).toBe(listed.articleCount);
  });

  test('top articles of a workspace, and an article with its breadcrumbs and related articles', async () => {
    const cookie = await as('supplier-admin');
    const top = (await get('/core-app-api/knowledgeBaseTopArticle?workspace=supplier', cookie)).json().content;
    expect(top.map((a: { key: string }) => a.key)).toContain(shopperTop.key);
    const res = await get(`/core-app-api/kb/workspaces/supplier/articles/${shopperTop.key}/content`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json().content;
    expect(article).toMatchObject({
      key: shopperTop.key,
      workspace: 'supplier',
      locale: 'en-US',
      title: shopperTop.text.en.title,
      productCode: 'SHOPPER_BEHAVIOR',
      breadcrumbs: [
        { key: 'products', title: 'Products' },
        { key: 'shopper-behavior', title: 'Shopper Behavior' },
      ],
    });
    expect(article.html).toMatch(/<h2>/);
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.map((r: { key: string }) => r.key)).not.toContain(shopperTop.key);
    // In Spanish for a reader whose language is es-MX.
    const es = (await get(`/core-app-api/kb/workspaces/supplier/articles/${shopperTop.key}/content`, cookie, 'us', 'es-MX')).json().content;
    expect(es).toMatchObject({ locale: 'es-MX', title: shopperTop.text.es.title });
    const missing = await get('/core-app-api/kb/workspaces/supplier/articles/no-such-article/content', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('ARTICLE_NOT_FOUND');
  });

  test('audiences hold on every read: an internal-only article of the suppliers’ workspace reaches associates only', async () => {
    await publishExtra(
      'us',
      {
        kind: 'ARTICLE',
        key: 'internal-margin-review',
        locale: 'en-US',
        audience: 'INTERNAL',
        workspace_key: 'supplier',
        category_key: 'getting-started',
        top_position: 1,
      },
      {
        title: 'Margin review checklist for buyers',
        body: '## Margin review\n\nOnly for associates: the quarterly margin review checklist.',
      },
    );
    const supplier = await as('supplier-admin');
    const associate = await as('associate');
    const url = '/core-app-api/kb/workspaces/supplier/articles/internal-margin-review/content';
    expect((await get(url, supplier)).statusCode).toBe(404);
    expect((await get(url, associate)).statusCode).toBe(200);
    const keysIn = async (cookie: string) =>
      (await get('/core-app-api/kb/workspaces/supplier/hierarchy', cookie))
        .json()
        .content.categories.flatMap((c: { articles: Array<{ key: string }> }) => c.articles.map((a) => a.key));
    expect(await keysIn(supplier)).not.toContain('internal-margin-review');
    expect(await keysIn(associate)).toContain('internal-margin-review');
    const topKeys = async (cookie: string) =>
      (await get('/core-app-api/knowledgeBaseTopArticle', cookie)).json().content.map((a: { key: string }) => a.key);
    expect(await topKeys(supplier)).not.toContain('internal-margin-review');
    expect(await topKeys(associate)).toContain('internal-margin-review');
    const search = async (cookie: string) => (await get('/core-app-api/kb/search?q=margin%20review', cookie)).json().totalElements;
    expect(await search(supplier)).toBe(0);
    expect(await search(associate)).toBe(1);
  });

  test('Markdown cannot carry script: tags show as text, javascript: links lose their address, outside images are dropped', async () => {
    await publishExtra(
      'us',
      { kind: 'ARTICLE', key: 'xss-attempt', locale: 'en-US', audience: 'ALL', workspace_key: 'supplier', category_key: 'getting-started' },
      {
        title: 'Formatting check',
        body: [
          '## Hello',
          '<script>alert(1)</script>',
          'Inline <img src=x onerror=alert(2)> and <iframe src="https://evil.example"></iframe> tags.',
          '[click](javascript:alert(3)) ![pic](https://evil.example/x.png) [safe](/support) [out](https://example.com/help)',
        ].join('\n\n'),
      },
    );
    const { html } = (await get('/core-app-api/kb/workspaces/supplier/articles/xss-attempt/content', await as('supplier-admin'))).json()
      .content;
    expect(html).not.toMatch(/<script|<iframe|<img src="x"|<img src="https|href="javascript/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<a href="/support">safe</a>');
    expect(html).toContain('<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">out</a>');
  });
});

describe('search (kb-search-rollout)', () => {
  test('French words find their stems in the Canadian French articles, matches marked', async () => {
    const cookie = await as('supplier-admin', 'ca');
    const res = await get('/core-app-api/kb/search?q=rapports', cookie, 'ca', 'fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBeGreaterThan(0);
    const hit = page.content[0];
    expect(hit.workspace).toBe('supplier');
    const marked = [...hit.title, ...hit.snippet]
      .filter((p: { match: boolean }) => p.match)
      .map((p: { text: string }) => p.text.toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word).toMatch(/^rapport/);
    // A word being typed, and a singular the stemmer keeps apart from its plural ("quai", "quais"), find by prefix.
    const typed = (await get('/core-app-api/kb/search?q=segm', cookie, 'ca', 'fr-CA')).json();
    expect(typed.content.map((h: { key: string }) => h.key)).toContain('shopper-behavior-customer-segments');
    // The same reader in English searches the English articles.
    const en = (await get('/core-app-api/kb/search?q=reports', cookie, 'ca', 'en-CA')).json();
    expect(en.totalElements).toBeGreaterThan(0);
    expect((await get('/core-app-api/kb/search?q=rapports', cookie, 'ca', 'en-CA')).json().totalElements).toBeLessThan(page.totalElements);
  });

  test('pages of a search follow one another in the order of the whole: the same total on each, none twice, past the end empty', async () => {
    const cookie = await as('supplier-admin');
    const all = (await get('/core-app-api/kb/search?q=report&page_size=100', cookie)).json();
    expect(all.totalElements).toBeGreaterThan(10);
    expect(all.content).toHaveLength(Math.min(100, all.totalElements));
    const pages = [0, 1].map(async (page) => (await get(`/core-app-api/kb/search?q=report&page=${page}&page_size=10`, cookie)).json());
    const read = await Promise.all(pages);
    for (const page of read) expect(page.totalElements).toBe(all.totalElements);
    const keys = read.flatMap((page) => page.content.map((h: { key: string }) => h.key));
    expect(keys).toEqual(all.content.slice(0, keys.length).map((h: { key: string }) => h.key));
    expect(new Set(keys).size).toBe(keys.length);
    const past = (await get('/core-app-api/kb/search?q=report&page=50&page_size=100', cookie)).json();
    expect(past).toMatchObject({ content: [], totalElements: all.totalElements });
  });

  test('a basic account finds only basic articles; a short query and a tenant without the flag are refused', async () => {
    const basic = await as('basic-vendor-admin');
    const hits = (await get('/core-app-api/kb/search?q=report&page_size=100', basic)).json();
    expect(hits.totalElements).toBeGreaterThan(0);
    expect(new Set(hits.content.map((h: { workspace: string }) => h.workspace))).toEqual(new Set(['basic']));
    const short = await get('/core-app-api/kb/search?q=ab', basic);
    expect(short.statusCode).toBe(400);
    const mx = await get('/core-app-api/kb/search?q=reporte', await as('supplier-admin', 'mx'), 'mx');
    expect(mx.statusCode).toBe(404);
    expect(mx.json().errors[0].code).toBe('KB_SEARCH_NOT_AVAILABLE');
  });
});

describe('the welcome texts follow the tenant’s search (issue 28 §5)', () => {
  test('Mexico has no knowledge-base search: its welcomes, in each of its languages, invite none', async () => {
    expect(tenants.find((t) => t.id === 'mx')!.featureFlags['kb-search-rollout']).toBe(false);
    const invitesSearch = /search|busque|buscar|búsqueda/i;
    for (const [key, account] of [
      ['kb-home-welcome', 'supplier-admin'],
      ['kb-basic-welcome', 'basic-vendor-admin'],
    ] as const) {
      for (const locale of ['es-MX', 'en-US']) {
        const res = await get(`/platform/core-services/content-management/fragments/${key}`, await as(account, 'mx'), 'mx', locale);
        expect(res.statusCode, res.body).toBe(200);
        const { html } = res.json().content as { html: string };
        expect(html.length).toBeGreaterThan(50);
        expect(html, `${key} in ${locale}`).not.toMatch(invitesSearch);
      }
    }
  });
});

describe('release notes (US only), resources, fragments, the insights article', () => {
  test('release notes newest first, by tag, with details; the unseen count clears when looked at and counts a new one', async () => {
    const cookie = await as('supplier-user');
    const list = (await get('/platform/core-services/wem-secured/content-fragments?folder=release-notes', cookie)).json();
    expect(list.totalElements).toBe(10);
    const dates = list.content.map((n: { publishedAt: string }) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.content.every((n: { unseen: boolean }) => n.unseen)).toBe(true);
    const tags = (await get('/platform/core-services/wem-secured/tags?parentAssetFolder=release-notes', cookie)).json().content;
    const fixes = tags.find((t: { tag: string }) => t.tag === 'fix');
    expect(fixes.count).toBeGreaterThan(0);
    const fixed = (await get('/platform/core-services/wem-secured/content-fragments?folder=release-notes&tag=fix', cookie)).json();
    expect(fixed.totalElements).toBe(fixes.count);
    const details = await get(`/platform/core-services/wem-secured/content-fragments/details?path=${list.content[0].path}`, cookie);
    expect(details.json().content).toMatchObject({ key: list.content[0].key, html: expect.stringContaining('<') });

    expect((await get('/core-app-api/release-notes/unseen', cookie)).json().count).toBe(10);
    const seen = await call('POST', '/core-app-api/release-notes/seen', cookie);
    expect(seen.json()).toMatchObject({ count: 0, lastSeenAt: expect.any(String) });
    await publishExtra(
      'us',
      { kind: 'RELEASE_NOTE', key: 'brand-new-note', locale: 'en-US', audience: 'ALL' },
      { title: 'A new note', body: 'New.', tags: ['fix'] },
    );
    expect((await get('/core-app-api/release-notes/unseen', cookie)).json().count).toBe(1);
    // Another user's badge is their own.
    expect((await get('/core-app-api/release-notes/unseen', await as('supplier-admin'))).json().count).toBe(11);

    const mx = await get(
      '/platform/core-services/wem-secured/content-fragments?folder=release-notes',
      await as('supplier-admin', 'mx'),
      'mx',
    );
    expect(mx.statusCode).toBe(404);
    expect(mx.json().errors[0].code).toBe('RELEASE_NOTES_NOT_AVAILABLE');
  });

  test('resources: links and PDF guides, each audience its own; a file is served only to those who may read its item', async () => {
    const list = async (account: string) =>
      (await get('/platform/core-services/wem-secured/content-fragments?folder=resources&page_size=100', await as(account))).json()
        .content as Array<{
        key: string;
        url: string | null;
        file: { id: string; name: string } | null;
      }>;
    const supplier = await list('supplier-admin');
    const basic = await list('basic-vendor-admin');
    const associate = await list('associate');
    expect(associate.length).toBeGreaterThan(supplier.length);
    expect(supplier.length).toBeGreaterThan(basic.length);
    expect(supplier.filter((r) => r.url).length).toBeGreaterThan(0);
    const guide = supplier.find((r) => r.file)!;
    const pdf = await get(`/core-app-api/content/files/${guide.file!.id}`, await as('supplier-admin'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Signed out, only a public page's files are served.
    expect(
      (await ctx.app.inject({ url: `/core-app-api/content/files/${guide.file!.id}`, headers: { host: 'us.localhost' } })).statusCode,
    ).toBe(404);
    // A charter-only guide is not served to a basic account.
    const charterOnly = supplier.find((r) => r.file && !basic.some((b) => b.key === r.key))!;
    expect((await get(`/core-app-api/content/files/${charterOnly.file!.id}`, await as('basic-vendor-admin'))).statusCode).toBe(404);
  });

  test('fragments by path, and the public insights article for a signed-out visitor in the tenant language', async () => {
    const fragment = await get(
      '/platform/core-services/content-management/fragments/kb-home-welcome',
      await as('supplier-admin', 'ca'),
      'ca',
      'fr-CA',
    );
    expect(fragment.statusCode, fragment.body).toBe(200);
    expect(fragment.json().content.locale).toBe('fr-CA');
    const insights = await ctx.app.inject({ url: '/platform/v1/content-management/articles/insights', headers: { host: 'mx.localhost' } });
    expect(insights.statusCode).toBe(200);
    expect(insights.json().content).toMatchObject({ key: 'insights', locale: 'es-MX', html: expect.stringContaining('<h2>') });
    const none = await ctx.app.inject({ url: '/platform/v1/content-management/articles/unknown-page', headers: { host: 'mx.localhost' } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errors: [{ code: 'CONTENT_NOT_FOUND' }] });
  });
});
