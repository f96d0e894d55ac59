// The incident form's support categories (issue 12 §2; spec §3 "Support categories have levels 1
// to 4 with id and value", §9 active support type ids and special ids): a public, per-tenant tree
// in the reader's language, kept in memory until the tenant's rows change.
import { describe, expect, test } from 'vitest';
import { TenantDb } from '../../server/db/scope.ts';
import { ensureSupportCategories } from '../../server/seed/tenants.ts';
import { supportCategory, supportCategoryTree } from '../../server/modules/support/categories.ts';
import { SPECIAL_SUPPORT_IDS } from '../../tenants/shared.ts';
import { hostOf, tenants, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

interface Node {
  id: number;
  value: string;
  aboutData: boolean;
  children?: Node[];
}

async function categories(tenantId: string, locale?: string): Promise<{ language: string; categories: Node[] }> {
  const headers: Record<string, string> = { host: hostOf(tenantId) };
  if (locale) headers['x-user-locale'] = locale;
  const res = await ctx.app.inject({ url: '/core-app-api/support/categories', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every node with its level (1–4) and its parent's id. */
function flatten(nodes: Node[], level = 1, parentId: number | null = null): Array<Node & { level: number; parentId: number | null }> {
  return nodes.flatMap((node) => [{ ...node, level, parentId }, ...flatten(node.children ?? [], level + 1, node.id)]);
}

const tenantOf = (id: string) => tenants.find((t) => t.id === id)!;
const { requestAccess, basicVendor, dataQuestions, reportBuilderAttributeMapping } = SPECIAL_SUPPORT_IDS;

describe('GET /core-app-api/support/categories', () => {
  test('public: answers without a session', async () => {
    const res = await ctx.app.inject({ url: '/core-app-api/support/categories', headers: { host: 'us.localhost' } });
    expect(res.statusCode).toBe(200);
  });

  test.each(['us', 'mx', 'ca'])('%s: level 1 is exactly the active support types of the tenant file, in order', async (tenantId) => {
    const { categories: tree } = await categories(tenantId);
    expect(tree.map((c) => c.id)).toEqual(tenantOf(tenantId).support.activeTypeIds);
  });

  test('US has its 11 support types; Mexico and Canada only 1463–1465', async () => {
    expect((await categories('us')).categories).toHaveLength(11);
    for (const tenantId of ['mx', 'ca']) expect((await categories(tenantId)).categories.map((c) => c.id)).toEqual([1463, 1464, 1465]);
  });

  test('four levels at most; ids unique in a tenant; levels 1–3 carry children, level 4 none; every node named', async () => {
    for (const tenantId of ['us', 'mx', 'ca']) {
      const nodes = flatten((await categories(tenantId)).categories);
      expect(new Set(nodes.map((n) => n.id)).size, tenantId).toBe(nodes.length);
      expect(Math.max(...nodes.map((n) => n.level)), tenantId).toBe(4);
      for (const node of nodes) {
        expect(node.value.trim(), `${tenantId} ${node.id}`).not.toBe('');
        if (node.level < 4) expect(node.children, `${tenantId} ${node.id}`).toBeInstanceOf(Array);
        else expect(node.children, `${tenantId} ${node.id}`).toBeUndefined();
      }
      // Not every branch goes four levels deep: some issues have no issue types below them.
      expect(
        nodes.some((n) => n.level === 2 && n.children!.length === 0) || nodes.some((n) => n.level === 3 && n.children!.length === 0),
      ).toBe(true);
    }
  });

  test('the special issues sit under their support types on every tenant; data questions and attribute mapping are about data', async () => {
    for (const tenantId of ['us', 'mx', 'ca']) {
      const nodes = flatten((await categories(tenantId)).categories);
      const byId = new Map(nodes.map((n) => [n.id, n]));
      expect(byId.get(requestAccess.issue), tenantId).toMatchObject({ level: 2, parentId: requestAccess.supportType });
      expect(byId.get(basicVendor.issue), tenantId).toMatchObject({ level: 2, parentId: basicVendor.supportType });
      expect(byId.get(dataQuestions)?.aboutData, tenantId).toBe(true);
      expect(byId.get(reportBuilderAttributeMapping)?.aboutData, tenantId).toBe(true);
      expect(
        nodes.filter((n) => n.aboutData).map((n) => n.id),
        tenantId,
      ).toEqual([dataQuestions, reportBuilderAttributeMapping]);
    }
  });

  test('names in the language of x-user-locale: English, Mexican Spanish, Canadian French', async () => {
    const us = await categories('us', 'en-US');
    expect(us.language).toBe('en');
    expect(us.categories[0]).toMatchObject({ id: 1463, value: 'Access and accounts' });
    const usSpanish = await categories('us', 'es-MX');
    expect(usSpanish.language).toBe('es');
    expect(usSpanish.categories[0]).toMatchObject({ id: 1463, value: 'Acceso y cuentas' });
    expect(usSpanish.categories[0]!.children![0]).toMatchObject({ id: requestAccess.issue, value: 'Solicitar acceso' });
    const ca = await categories('ca', 'fr-CA');
    expect(ca.language).toBe('fr');
    expect(ca.categories.map((c) => c.value)).toEqual(['Accès et comptes', 'Données et rapports', 'Soutien aux fournisseurs de base']);
    expect((await categories('ca', 'en-CA')).categories[1]!.value).toBe('Data and reports');
  });

  test("no header, or a locale the tenant does not offer: the tenant's default language", async () => {
    expect((await categories('mx')).language).toBe('es');
    expect((await categories('mx')).categories[1]!.value).toBe('Datos y reportes');
    expect((await categories('mx', 'fr-CA')).language).toBe('es');
    expect((await categories('us', 'fr-CA')).language).toBe('en');
    expect((await categories('ca', 'xx-YY')).language).toBe('en');
    expect((await categories('us', 'es-MX, en-US')).language).toBe('en');
  });

  test("a tenant's rows are its own: another tenant's categories never show", async () => {
    await ctx.db
      .insertInto('support_categories')
      .values({ tenant_id: 'mx', id: 9901, parent_id: 1463, level: 2, names: JSON.stringify({ es: 'Sólo México', en: 'Mexico only' }) })
      .execute();
    try {
      const mx = flatten((await categories('mx', 'en-US')).categories);
      expect(mx.find((n) => n.id === 9901)).toMatchObject({ value: 'Mexico only', parentId: 1463 });
      for (const tenantId of ['us', 'ca']) {
        expect(
          flatten((await categories(tenantId)).categories).some((n) => n.id === 9901),
          tenantId,
        ).toBe(false);
      }
      // Product support types of the US tenant are not on the others.
      const ca = flatten((await categories('ca')).categories);
      expect(ca.some((n) => n.id === 1466 || n.id === 5010)).toBe(false);
    } finally {
      await ctx.db.deleteFrom('support_categories').where('tenant_id', '=', 'mx').where('id', '=', 9901).execute();
    }
    expect(flatten((await categories('mx')).categories).some((n) => n.id === 9901)).toBe(false);
  });

  test('the tree is read once per tenant and kept; a change of the rows is seen at once', async () => {
    const scoped = new TenantDb(ctx.app.db, { tenantId: 'ca' });
    const ca = tenantOf('ca');
    await ctx.app.changes?.sync();
    const first = await supportCategoryTree(scoped, ca, 'fr');
    expect(await supportCategoryTree(scoped, ca, 'fr')).toBe(first);
    await ctx.db
      .updateTable('support_categories')
      .set({ names: JSON.stringify({ en: 'Access & accounts', fr: 'Accès & comptes' }) })
      .where('tenant_id', '=', 'ca')
      .where('id', '=', 1463)
      .execute();
    try {
      expect((await categories('ca', 'fr-CA')).categories[0]!.value).toBe('Accès & comptes');
      expect((await categories('us')).categories[0]!.value).toBe('Access and accounts');
    } finally {
      // Start-up puts the tree back as the seed module says.
      await ensureSupportCategories(ctx.db, tenants);
    }
    expect((await categories('ca', 'fr-CA')).categories[0]!.value).toBe('Accès et comptes');
  });

  test('queues follow spec §9: access and data to data ventures, basic vendors to their queue, shopper products to shopper behaviour', async () => {
    const scoped = new TenantDb(ctx.app.db, { tenantId: 'us' });
    const { queues } = SPECIAL_SUPPORT_IDS;
    expect((await supportCategory(scoped, requestAccess.issue))?.queueId).toBe(queues.dataVentures);
    expect((await supportCategory(scoped, basicVendor.issue))?.queueId).toBe(queues.basicVendor);
    expect((await supportCategory(scoped, 5303))?.queueId).toBe(queues.basicVendor);
    expect((await supportCategory(scoped, 1466))?.queueId).toBe(queues.shopperBehavior);
    expect((await supportCategory(scoped, dataQuestions))?.queueId).toBe(queues.dataVentures);
    expect(await supportCategory(new TenantDb(ctx.app.db, { tenantId: 'mx' }), 1466)).toBeUndefined();
  });

  test('ensuring the categories again writes nothing when they are unchanged', async () => {
    expect(await ensureSupportCategories(ctx.db, tenants)).toBe(0);
  });
});
