// Content authoring (issue 15 §3): a content owner writes in the portal — drafts are versions,
// publishing shows the item to readers at once, unpublishing hides it, an earlier version can be
// restored — with every change in the activity log. Input that does not fit is refused with a
// message, nothing half-written; other roles and other tenants get nothing.
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { up as renderContentAgain } from '../../server/db/migrations/030_content_image_paths.ts';
import { seedDemoContent } from '../../server/seed/content.ts';
import { tenants, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();
const { as, call } = accountHelpers(ctx);

beforeAll(async () => {
  await seedDemoContent(ctx.db, tenants);
});

const read = (url: string, cookie: string, tenantId: string, locale: string) =>
  ctx.app.inject({ url, headers: { host: `${tenantId}.localhost`, cookie, 'x-user-locale': locale } });

const ARTICLE = {
  kind: 'ARTICLE',
  key: 'etiquettes-de-prix-en-magasin',
  locale: 'fr-CA',
  title: 'Lire les étiquettes de prix en magasin',
  summary: 'Comment les étiquettes électroniques affichent vos promotions.',
  body: '## Étiquettes électroniques\n\nLes **étiquettes électroniques** affichent le prix promotionnel dès le début de la semaine.',
  tags: [],
  audience: 'ALL',
  workspace: 'supplier',
  category: 'getting-started',
};

const articleUrl = (key: string) => `/core-app-api/kb/workspaces/supplier/articles/${key}/content`;
const logOf = (id: string) =>
  ctx.db
    .selectFrom('activity_log')
    .select(['event', 'event_description', 'tenant_id', 'company_id'])
    .where('entity_id', '=', id)
    .orderBy('created_at')
    .execute();

describe('write, publish, read', () => {
  test('a fr-CA article: a draft nobody reads, published, found by a Canadian supplier through the search', async () => {
    const owner = await as('content-owner', 'ca');
    const reader = await as('supplier-admin', 'ca');
    const created = await call('POST', '/core-app-api/content/items', owner, ARTICLE, 'ca');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await read(articleUrl(ARTICLE.key), reader, 'ca', 'fr-CA')).statusCode).toBe(404);
    const keysFound = async (locale: string) =>
      (await read('/core-app-api/kb/search?q=étiquettes%20électroniques&page_size=100', reader, 'ca', locale))
        .json()
        .content.map((h: { key: string }) => h.key);
    expect(await keysFound('fr-CA')).not.toContain(ARTICLE.key);

    const published = await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 1 }, 'ca');
    expect(published.statusCode, published.body).toBe(200);
    const article = (await read(articleUrl(ARTICLE.key), reader, 'ca', 'fr-CA')).json().content;
    expect(article).toMatchObject({
      title: ARTICLE.title,
      locale: 'fr-CA',
      html: expect.stringContaining('<strong>étiquettes électroniques</strong>'),
    });
    // The French stemmer finds the plural article words from the singular the reader typed.
    const hits = (await read('/core-app-api/kb/search?q=étiquette%20électronique', reader, 'ca', 'fr-CA')).json();
    expect(hits.content[0].key).toBe(ARTICLE.key);
    // An English reader of the same country does not get a French-only article in their search.
    expect(await keysFound('en-CA')).not.toContain(ARTICLE.key);

    const log = await logOf(id);
    expect(log.map((e) => e.event)).toEqual(['CONTENT_CREATED', 'CONTENT_PUBLISHED']);
    expect(log[1]).toMatchObject({
      tenant_id: 'ca',
      company_id: null,
      event_description: expect.stringContaining('Published version 1 of “Lire les étiquettes'),
    });
  });

  test('versions: a stale save is refused, a new draft waits for publishing, an earlier version comes back, unpublishing hides it', async () => {
    const owner = await as('content-owner', 'ca');
    const reader = await as('supplier-admin', 'ca');
    const { id } = (await call('POST', '/core-app-api/content/items', owner, { ...ARTICLE, key: 'versions-test' }, 'ca')).json();
    await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 1 }, 'ca');
    const { kind: _kind, key: _key, locale: _locale, ...fields } = ARTICLE;
    const v2 = await call(
      'PUT',
      `/core-app-api/content/items/${id}`,
      owner,
      { ...fields, baseVersion: 1, title: 'Deuxième version' },
      'ca',
    );
    expect(v2.json()).toEqual({ version: 2 });
    const stale = await call('PUT', `/core-app-api/content/items/${id}`, owner, { ...fields, baseVersion: 1, title: 'Écrasée' }, 'ca');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Version 2 was saved by someone else');

    // Readers still read version 1; the list says the item changed since it was published.
    expect((await read(articleUrl('versions-test'), reader, 'ca', 'fr-CA')).json().content.title).toBe(ARTICLE.title);
    const detail = (await call('GET', `/core-app-api/content/items/${id}`, owner, undefined, 'ca')).json();
    expect(detail).toMatchObject({ status: 'CHANGED', draftVersion: 2, publishedVersion: 1, title: 'Deuxième version' });
    expect(detail.versions.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([
      [2, false],
      [1, true],
    ]);
    // Publishing anything but the latest version is refused.
    expect((await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 1 }, 'ca')).statusCode).toBe(409);
    await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 2 }, 'ca');
    expect((await read(articleUrl('versions-test'), reader, 'ca', 'fr-CA')).json().content.title).toBe('Deuxième version');

    const restored = await call('POST', `/core-app-api/content/items/${id}/versions/1/restore`, owner, undefined, 'ca');
    expect(restored.json()).toEqual({ version: 3 });
    expect((await call('GET', `/core-app-api/content/items/${id}`, owner, undefined, 'ca')).json()).toMatchObject({
      title: ARTICLE.title,
      status: 'CHANGED',
    });
    expect((await call('POST', `/core-app-api/content/items/${id}/versions/9/restore`, owner, undefined, 'ca')).statusCode).toBe(404);

    expect((await call('POST', `/core-app-api/content/items/${id}/unpublish`, owner, undefined, 'ca')).statusCode).toBe(200);
    expect((await read(articleUrl('versions-test'), reader, 'ca', 'fr-CA')).statusCode).toBe(404);
    expect((await call('POST', `/core-app-api/content/items/${id}/unpublish`, owner, undefined, 'ca')).statusCode).toBe(409);

    const history = (await call('GET', `/core-app-api/content/items/${id}`, owner, undefined, 'ca')).json().history;
    expect(history.map((h: { event: string }) => h.event)).toEqual([
      'CONTENT_UNPUBLISHED',
      'CONTENT_RESTORED',
      'CONTENT_PUBLISHED',
      'CONTENT_SAVED',
      'CONTENT_PUBLISHED',
      'CONTENT_CREATED',
    ]);
  });

  test('images are stored with the item, served to readers once it is published; other files are refused', async () => {
    const owner = await as('content-owner');
    const { id } = (await call('POST', '/core-app-api/content/items', owner, { ...ARTICLE, key: 'with-image', locale: 'en-US' })).json();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3e3f3f70000000049454e44ae426082',
      'hex',
    );
    const upload = (name: string, content: Buffer) => {
      const boundary = 'x-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/core-app-api/content/items/${id}/files`,
        headers: {
          host: 'us.localhost',
          origin: 'http://us.localhost',
          cookie: owner,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const res = await upload('chart.png', png);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'chart.png',
      contentType: 'image/png',
      markdown: `![chart.png](/core-app-api/content/files/${file.id})`,
    });
    expect((await upload('tool.png', Buffer.from('MZ\x90\x00 program'))).statusCode).toBe(415);
    // Stored and served under its type's extension (issue 30 §1): a PNG sent as a page is a .png.
    const renamed = (await upload('page.html', png)).json();
    expect(renamed).toMatchObject({ name: 'page.png', contentType: 'image/png', markdown: `![page.png](${renamed.url})` });

    const reader = await as('supplier-admin');
    const image = () => ctx.app.inject({ url: file.url, headers: { host: 'us.localhost', cookie: reader } });
    expect((await image()).statusCode).toBe(404);
    const { kind: _k, key: _key, locale: _l, ...fields } = ARTICLE;
    await call('PUT', `/core-app-api/content/items/${id}`, owner, { ...fields, baseVersion: 1, body: `Chart:\n\n${file.markdown}` });
    await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 2 });
    const served = await image();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const asPage = await ctx.app.inject({ url: renamed.url, headers: { host: 'us.localhost', cookie: reader } });
    expect(asPage.headers['content-disposition']).toBe("inline; filename*=UTF-8''page.png");
    expect((await read(articleUrl('with-image'), reader, 'us', 'en-US')).json().content.html).toContain(
      `<img src="${file.url}" alt="chart.png" />`,
    );
  });

  test('the preview renders and sanitises as readers will see it', async () => {
    const res = await call('POST', '/core-app-api/content/preview', await as('content-owner'), {
      body: '**Bold** <script>x()</script> [bad](javascript:x())',
    });
    expect(res.json().html).toBe(
      '<p><strong>Bold</strong> &lt;script&gt;x()&lt;/script&gt; <a target="_blank" rel="noopener noreferrer">bad</a></p>',
    );
  });

  test('an image that only starts with the files path is dropped wherever it resolves (issue 30 §1)', async () => {
    const id = '0b8f6a52-8c1e-4d3f-9a55-1f2e3d4c5b6a';
    const files = '/core-app-api/content/files/';
    const escaping = [
      `${files}../../../core-app-api/companies/x/users/batch-tasks/y/RESEND_INVITE`,
      `${files}%2e%2e/%2e%2e/core-app-api/users/reset-context`,
      `${files}%2E%2E/x`,
      `${files}..%2f..%2fplatform%2flogout`,
      `${files}\\..\\..\\platform\\logout`,
      `//evil.test${files}${id}`,
      `${files}${id}?next=/platform/logout`,
    ];
    const owner = await as('content-owner');
    for (const src of escaping) {
      const res = await call('POST', '/core-app-api/content/preview', owner, { body: `Chart: ![chart](${src})` });
      expect(res.json().html, src).toBe('<p>Chart: </p>');
    }
    // The file's own path, also when written with dot segments, is kept as the one path it resolves to.
    const res = await call('POST', '/core-app-api/content/preview', owner, { body: `![chart](${files}x/../${id})` });
    expect(res.json().html).toBe(`<p><img src="${files}${id}" alt="chart" /></p>`);
  });

  test('a published article carries no image that resolves outside the files; migration 027 renders stored ones again', async () => {
    const owner = await as('content-owner');
    const reader = await as('supplier-admin');
    const bad = '/core-app-api/content/files/../../../platform/logout';
    const body = `Before ![x](${bad}) after`;
    const { id } = (
      await call('POST', '/core-app-api/content/items', owner, { ...ARTICLE, key: 'escaping-image', locale: 'en-US', body })
    ).json();
    expect((await call('POST', `/core-app-api/content/items/${id}/publish`, owner, { version: 1 })).statusCode).toBe(200);
    const html = async () => (await read(articleUrl('escaping-image'), reader, 'us', 'en-US')).json().content.html;
    expect(await html()).toBe('<p>Before  after</p>');

    // As the renderer used to store it: the migration renders the published version again.
    await ctx.db
      .updateTable('content_items')
      .set({ body_html: `<p>Before <img src="${bad}" alt="x" /> after</p>` })
      .where('id', '=', id)
      .execute();
    await renderContentAgain(ctx.db as unknown as Kysely<unknown>);
    expect(await html()).toBe('<p>Before  after</p>');
  });
});

describe('refusals', () => {
  test('input that does not fit the kind or the country is refused with its reason, and nothing is written', async () => {
    const owner = await as('content-owner', 'ca');
    const before = await ctx.db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = async (payload: Record<string, unknown>, status: number, message: RegExp) => {
      const res = await call('POST', '/core-app-api/content/items', owner, { ...ARTICLE, key: 'refused', ...payload }, 'ca');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused({ category: null }, 400, /needs a workspace and a category/);
    await refused({ category: 'no-such-category' }, 400, /has no category no-such-category/);
    await refused({ kind: 'RESOURCE' }, 400, /Only articles have a workspace/);
    await refused({ locale: 'es-MX' }, 400, /es-MX is not a language of this country/);
    await refused({ kind: 'RELEASE_NOTE', workspace: null, category: null }, 400, /no release notes in this country/);
    await refused({ key: 'Not A Key' }, 400, /key/);
    await refused({ title: '' }, 400, /title/);
    await refused({ key: 'welcome-to-the-portal' }, 409, /already an item welcome-to-the-portal/);
    const after = await ctx.db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  test('only content owners, only their own tenant’s items', async () => {
    for (const account of ['supplier-admin', 'super-admin', 'associate', 'spectator']) {
      expect((await call('GET', '/core-app-api/content/items', await as(account))).statusCode, account).toBe(403);
    }
    const caItem = (
      await call('GET', '/core-app-api/content/items?locale=fr-CA&pageSize=10', await as('content-owner', 'ca'), undefined, 'ca')
    ).json().content[0];
    const usOwner = await as('content-owner');
    expect((await call('GET', `/core-app-api/content/items/${caItem.id}`, usOwner)).statusCode).toBe(404);
    expect((await call('POST', `/core-app-api/content/items/${caItem.id}/unpublish`, usOwner)).statusCode).toBe(404);
    // The list shows the tenant's own items, filtered.
    const list = (await call('GET', '/core-app-api/content/items?kind=RELEASE_NOTE&locale=es-MX', usOwner)).json();
    expect(list.totalElements).toBe(10);
    expect(
      list.content.every(
        (r: { kind: string; locale: string; status: string }) =>
          r.kind === 'RELEASE_NOTE' && r.locale === 'es-MX' && r.status === 'PUBLISHED',
      ),
    ).toBe(true);
  });
});
