// A tenant's support category tree as the incident form shows it (spec §3 "Support categories have
// levels 1 to 4 with id and value", issue 12 §2): support types, issues, issue types and sub issue
// types, each named in the reader's language, in their order. The tree changes rarely (at start-up,
// server/seed/tenants.ts ensureSupportCategories), so it is read once per tenant and kept, in every language,
// until a change of the tenant's rows is announced (services/tenant-cache.ts, migration 011). The
// rows are read by repository.ts categoryRows.
import { legalLanguage, type LegalLanguage, type TenantConfig } from '../../../tenants/schema.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { CategoryNames } from '../../db/schema.ts';
import { tenantCache } from '../../services/tenant-cache.ts';
import { categoryRows } from './repository.ts';

/** Level 4, a sub issue type: the leaves. */
export interface SubIssueTypeNode {
  id: number;
  /** The name in the reader's language. */
  value: string;
  /** The form offers the data dictionary when this category is chosen (spec §2 nudge). */
  aboutData: boolean;
}
/** Each level above holds the next level's categories (empty: nothing to choose there). */
export interface IssueTypeNode extends SubIssueTypeNode {
  children: SubIssueTypeNode[];
}
export interface IssueNode extends SubIssueTypeNode {
  children: IssueTypeNode[];
}
export interface SupportTypeNode extends SubIssueTypeNode {
  children: IssueNode[];
}

/** What the incident form needs to know of a category to file an incident in it (issue 12 §2). */
export interface SupportCategory {
  id: number;
  parentId: number | null;
  level: number;
  names: CategoryNames;
  queueId: number | null;
  aboutData: boolean;
}

interface TenantCategories {
  byId: ReadonlyMap<number, SupportCategory>;
  /** The tree per language, built when first asked for. */
  trees: Map<LegalLanguage, SupportTypeNode[]>;
  /** Every row, parents before children, siblings in order. */
  rows: SupportCategory[];
}

const categories = tenantCache(async (scoped): Promise<TenantCategories> => {
  const rows = await categoryRows(scoped);
  const list = rows.map((r): SupportCategory => ({
    id: r.id,
    parentId: r.parent_id,
    level: r.level,
    names: r.names,
    queueId: r.queue_id,
    aboutData: r.about_data,
  }));
  return { byId: new Map(list.map((c) => [c.id, c])), trees: new Map(), rows: list };
});

/** The language of the category names for a request's locale: one of the tenant's, else its default's. */
export function categoryLanguage(tenant: TenantConfig, wantedLocale: unknown): LegalLanguage {
  return legalLanguage(tenantLocale(tenant, wantedLocale));
}

/** The tenant's tree in `language` (the same object on every call until the tree changes). */
export async function supportCategoryTree(scoped: TenantDb, tenant: TenantConfig, language: LegalLanguage): Promise<SupportTypeNode[]> {
  const loaded = await categories.get(scoped);
  let tree = loaded.trees.get(language);
  if (!tree) {
    tree = buildTree(
      loaded.rows,
      (names) => names[language] ?? names[legalLanguage(tenant.locales.default)] ?? Object.values(names)[0] ?? '',
    );
    loaded.trees.set(language, tree);
  }
  return tree;
}

/** One category of the tenant by id, or undefined (for checking and routing a new incident). */
export async function supportCategory(scoped: TenantDb, id: number): Promise<SupportCategory | undefined> {
  return (await categories.get(scoped)).byId.get(id);
}

function buildTree(rows: SupportCategory[], nameOf: (names: CategoryNames) => string): SupportTypeNode[] {
  type Node = SubIssueTypeNode & { children?: Node[] };
  const nodes = new Map<number, Node>();
  const roots: Node[] = [];
  // Parents come before their children (ordered by level), so each parent is already there.
  for (const row of rows) {
    const node: Node = { id: row.id, value: nameOf(row.names), aboutData: row.aboutData };
    if (row.level < 4) node.children = [];
    nodes.set(row.id, node);
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children?.push(node);
  }
  // Levels 1–3 have children and level 4 has none (the table's level check), as the types say.
  return roots as SupportTypeNode[];
}
