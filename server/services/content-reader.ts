// Who reads the content store (issue 15 §1, §2): the audiences a caller may read, their language,
// and whether they may use the knowledge base at all (spec §8 "Knowledge base access denied for
// accounts lacking access"). Every read of the store filters by these in SQL (`visibleItems`,
// modules/content/repository.ts). Two areas read the store, content and knowledge-base: both take
// their reader from here.
//   signed out            ALL (public pages only: the routes for other kinds need a session)
//   internal users,
//   content owners        every audience
//   charter accounts      ALL, CHARTER     (SUPPLIER, THIRD_PARTY_AGENCY)
//   basic accounts        ALL, BASIC       (BASIC_VENDOR, BASIC_THIRD_PARTY_AGENCY)
//   unclassified company  ALL
// Knowledge-base access: internal super admins, content owners and the roles that read it by
// permission (READ KNOWLEDGE_BASE: support agents, who answer incidents with articles; issue 30
// §3) always; anyone else needs at least one product granted (ACCESS_COMPLETE). The rest are told
// how to get it (spec §8).
import type { FastifyRequest } from 'fastify';
import { tenantLocale } from '../../tenants/preferences.ts';
import type { Locale } from '../../tenants/schema.ts';
import { AUDIENCES, type Audience } from '../db/schema.ts';
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
  const reads = auth.permissions.some((p) => p.action === 'READ' && p.resource === 'KNOWLEDGE_BASE');
  const kbAccess = owner || reads || auth.role.is_super_admin || auth.products.some((p) => p.access_status === 'ACCESS_COMPLETE');
  return { locale, signedIn: true, audiences, internal, owner, kbAccess, releaseNotesSeenAt: auth.releaseNotesSeenAt };
}
