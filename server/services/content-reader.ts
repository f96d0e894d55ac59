// Who reads the content store (issue 15 §1, §2): the audiences a caller may read, their language,
// and whether they may use the knowledge base at all (spec §8 "Knowledge base access denied for
// accounts lacking access"). Every read of the store filters by these in SQL (`visibleItems`).
//   signed out            ALL (public pages only: the routes for other kinds need a session)
//   internal users,
//   content owners        every audience
//   charter accounts      ALL, CHARTER     (SUPPLIER, THIRD_PARTY_AGENCY)
//   basic accounts        ALL, BASIC       (BASIC_VENDOR, BASIC_THIRD_PARTY_AGENCY)
//   unclassified company  ALL
// Knowledge-base access: internal super admins and content owners always; anyone else needs at
// least one product granted (ACCESS_COMPLETE). The rest are told how to get it (spec §8).
import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { tenantLocale } from '../../tenants/preferences.ts';
import type { Locale } from '../../tenants/schema.ts';
import type { TenantDb } from '../db/scope.ts';
import { AUDIENCES, type Audience, type ContentKind, type Database } from '../db/schema.ts';
import { isBasicCompanyType } from './legal-documents.ts';

export interface ContentReader {
  locale: Locale;
  signedIn: boolean;
  audiences: Audience[];
  internal: boolean;
  /** May write and publish content (MANAGE CONTENT). */
  owner: boolean;
  /** May use the knowledge base (spec §8). */
  kbAccess: boolean;
  /** When the reader last looked at the release notes (from the signed-in context), if ever. */
  releaseNotesSeenAt: Date | null;
}

export function contentReaderOf(request: FastifyRequest): ContentReader {
  const { auth, tenant } = request;
  const locale = tenantLocale(tenant, request.headers['x-user-locale'], auth?.user.language_code);
  if (!auth)
    return { locale, signedIn: false, audiences: ['ALL'], internal: false, owner: false, kbAccess: false, releaseNotesSeenAt: null };
  const owner = auth.permissions.some((p) => p.action === 'MANAGE' && p.resource === 'CONTENT');
  const internal = auth.user.user_type === 'INTERNAL';
  const type = auth.company?.company_type;
  const audiences: Audience[] =
    internal || owner
      ? [...AUDIENCES]
      : isBasicCompanyType(type)
        ? ['ALL', 'BASIC']
        : type === 'SUPPLIER' || type === 'THIRD_PARTY_AGENCY'
          ? ['ALL', 'CHARTER']
          : ['ALL'];
  const kbAccess = owner || auth.role.is_super_admin || auth.products.some((p) => p.access_status === 'ACCESS_COMPLETE');
  return { locale, signedIn: true, audiences, internal, owner, kbAccess, releaseNotesSeenAt: auth.releaseNotesSeenAt };
}

type ItemsDb = Database & { i: Database['content_items'] };
type Items = SelectQueryBuilder<ItemsDb, 'i', object>;

/**
 * The published items of one kind the reader may see, in a locale (theirs unless said), as `i`:
 * the item's audience and, for an article, its workspace's audience are among the reader's.
 */
export function visibleItems(scoped: TenantDb, reader: ContentReader, kind: ContentKind, locale: Locale = reader.locale): Items {
  return scoped
    .selectFromTenantAs('content_items', 'i')
    .where('i.kind', '=', kind)
    .where('i.locale', '=', locale)
    .where('i.published_version', 'is not', null)
    .where('i.audience', '=', sql<Audience>`any(${sql.val(reader.audiences)}::text[])`)
    .$if(kind === 'ARTICLE', (qb) => qb.where((eb) => workspaceVisible(eb, reader, scoped.scope.tenantId)));
}

/**
 * The article's workspace is one the reader may open: the keys of those read once (an InitPlan)
 * rather than a join per article. Joined, the planner costed a search per workspace with a guess
 * of its articles far too small (41 of 16,000), so it filtered every article of the workspace by
 * its whole text instead of asking the text index (npm run bench content).
 */
function workspaceVisible(eb: ExpressionBuilder<ItemsDb, 'i'>, reader: ContentReader, tenantId: string) {
  return eb(
    'i.workspace_key',
    '=',
    sql<string>`any(array(select w.key from content_workspaces w where w.tenant_id = ${tenantId}
      and w.audience = any(${sql.val(reader.audiences)}::text[])))`,
  );
}
