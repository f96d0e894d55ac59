// The tenant rows and each tenant's support category tree, written at every start (not demo data).
//
// The support category tree every tenant starts from (issue 12 §2; spec §3 "Support categories
// have levels 1 to 4 with id and value", §9 support ids and queues). Level 1 holds the support
// types of spec §9 and a tenant gets only its active ones (tenant.support.activeTypeIds) with all
// that lies below them. Issues, issue types and sub issue types use ids from 5000 up, clear of the
// support system's own numbers (1463–3257, the special issues 1805, 1810, 1858, 2047), and each id
// appears once in the whole tree, so it is unique in every tenant.
//
// Names are given in English and Spanish (Mexico) everywhere and in French (Canada) wherever a
// Canadian tenant can see them (the branches of 1463–1465); ensureSupportCategories refuses a tree
// that lacks a name in a language of a tenant that sees the node. A node without its own queue goes
// to its parent's. The tree is data, support-categories.json: changing a name or a queue there
// changes it at the next start (ensureSupportCategories).
import { sql } from 'kysely';
import { legalLanguage, type TenantConfig } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import type { CategoryNames } from '../db/schema.ts';
import { seedJson } from './load.ts';

export interface SeedCategory {
  id: number;
  names: CategoryNames;
  /** Spec §9 queue; children inherit it. */
  queueId?: number;
  /** The form offers the data dictionary for it (spec §2 nudge): data questions, report builder attribute mapping. */
  aboutData?: boolean;
  children?: SeedCategory[];
}

/** The tree of every support type (support-categories.json). */
export const supportCategoryTree = (): SeedCategory[] => seedJson<SeedCategory[]>('support-categories.json');

export async function ensureTenants(db: Db, tenants: TenantConfig[]): Promise<void> {
  for (const t of tenants) {
    await db
      .insertInto('tenants')
      .values({ id: t.id, code: t.code, name: t.countryName })
      .onConflict((oc) => oc.column('id').doUpdateSet({ code: t.code, name: t.countryName }))
      .execute();
  }
  await ensureSupportCategories(db, tenants);
}

/**
 * Each tenant's support category tree as support-categories.json gives it: new nodes
 * are added and changed ones updated; a row that is already right is not written (no change is
 * announced). Nodes removed from the tree stay, since incidents may name them. Returns how many
 * rows it wrote.
 */
export async function ensureSupportCategories(db: Db, tenants: TenantConfig[]): Promise<number> {
  let written = 0;
  for (const tenant of tenants) {
    const languages = [...new Set(tenant.locales.supported.map(legalLanguage))];
    const rows = categoryRowsFor(tenant.id, tenant.support.activeTypeIds, languages);
    // One statement: the parent of a row is checked at its end, so the order of the rows does not matter.
    const result = await db
      .insertInto('support_categories')
      .values(
        rows.map((row) => ({
          tenant_id: tenant.id,
          id: row.id,
          parent_id: row.parentId,
          level: row.level,
          names: JSON.stringify(row.names),
          queue_id: row.queueId,
          about_data: row.aboutData,
          sort: row.sort,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'id'])
          .doUpdateSet((eb) => ({
            parent_id: eb.ref('excluded.parent_id'),
            level: eb.ref('excluded.level'),
            names: eb.ref('excluded.names'),
            queue_id: eb.ref('excluded.queue_id'),
            about_data: eb.ref('excluded.about_data'),
            sort: eb.ref('excluded.sort'),
          }))
          .where(
            sql<boolean>`(support_categories.parent_id, support_categories.level, support_categories.names, support_categories.queue_id, support_categories.about_data, support_categories.sort)
              is distinct from (excluded.parent_id, excluded.level, excluded.names, excluded.queue_id, excluded.about_data, excluded.sort)`,
          ),
      )
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** A row of support_categories for one tenant, before the tenant column. */
export interface SeedCategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  names: CategoryNames;
  queueId: number | null;
  aboutData: boolean;
  sort: number;
}

/**
 * The rows of a tenant: its active support types and everything below them, parents before
 * children, each with only the names of the tenant's languages. Throws on a tree that breaks the
 * rules above (a missing active type, a repeated id, a missing name, a fifth level).
 */
export function categoryRowsFor(
  tenantId: string,
  activeTypeIds: readonly number[],
  languages: ReadonlyArray<keyof CategoryNames>,
  tree: SeedCategory[] = supportCategoryTree(),
): SeedCategoryRow[] {
  const rows: SeedCategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (node: SeedCategory, parent: SeedCategoryRow | null, sort: number) => {
    const level = (parent?.level ?? 0) + 1;
    if (level > 4) throw new Error(`support category ${node.id}: deeper than level 4`);
    if (seen.has(node.id)) throw new Error(`support category ${node.id}: id used twice`);
    seen.add(node.id);
    const names: CategoryNames = {};
    for (const language of languages) {
      const name = node.names[language];
      if (!name) throw new Error(`support category ${node.id}: no "${language}" name, a language of tenant ${tenantId}`);
      names[language] = name;
    }
    const row = {
      id: node.id,
      parentId: parent?.id ?? null,
      level,
      names,
      queueId: node.queueId ?? parent?.queueId ?? null,
      aboutData: node.aboutData ?? false,
      sort,
    };
    rows.push(row);
    node.children?.forEach((child, i) => visit(child, row, i));
  };
  activeTypeIds.forEach((typeId, i) => {
    const supportType = tree.find((node) => node.id === typeId);
    if (!supportType) throw new Error(`tenant ${tenantId}: active support type ${typeId} is not in the support category tree`);
    visit(supportType, null, i);
  });
  return rows;
}
