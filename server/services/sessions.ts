// Server-side sessions: a random id in an httpOnly cookie, its hash in the sessions table, so any
// server instance can serve any request and a session can be ended at once.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { changeFeedOf } from '../db/change-feed.ts';
import type { AccessStatus, Company, LegalDocument, Persona, User } from '../db/schema.ts';
import type { TenantDb } from '../db/scope.ts';
import { SharedCache } from './shared-cache.ts';
import { hashToken, newToken } from './tokens.ts';

/** Why a session cookie no longer signs anyone in (SessionStore.whyEnded). */
export type SessionEnd = 'unknown' | 'blocked' | 'ended' | 'expired' | 'idle';

export interface AuthContext {
  sessionHash: string;
  user: User;
  company: Company | null;
  /**
   * The company a super admin has chosen to act for (issue: acting on behalf), or one whose
   * admins granted this user access and that the user switched to (issue 14 §2).
   */
  actingCompanyId: string | null;
  actingCompany: Company | null;
  /** The persona chosen with switch-context (users with SWITCH on PERSONA). */
  persona: Persona | null;
  role: { name: string; is_super_admin: boolean; read_only: boolean };
  permissions: Array<{ action: string; resource: string }>;
  /** The user's product grants, by product code; in a company switched to by grant, that company's grants. */
  products: Array<{ product_code: string; access_status: AccessStatus }>;
  /** The name of the agency (third-party company) the user belongs to, if any. */
  partnerCompanyName: string | null;
  /** The legal document versions the user accepted, newest first (the user context's legal_updates). */
  acceptances: Acceptance[];
  /** When the user last looked at the release notes (the header's unseen badge), if ever. */
  releaseNotesSeenAt: Date | null;
  /** The revision of each site banner the user dismissed, by banner id. */
  bannerDismissals: Record<string, number>;
}

export interface Acceptance {
  document: LegalDocument;
  version: string;
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Signed-in contexts and roles are kept in memory and forgotten the moment a change of their rows
 * is announced (services/shared-cache.ts): a revoked session, a blocked user, a changed grant or
 * company is seen by the next request on every instance. These limits are backstops.
 */
const CONTEXT_TTL_MS = 30_000;
const CONTEXTS_KEPT = 20_000;
const ROLES_TTL_MS = 60_000;

type Role = AuthContext['role'] & { permissions: AuthContext['permissions'] };

/** Every column of a company, read twice in the session's statement (own and acting company). */
const COMPANY_COLUMNS = ['id', 'tenant_id', 'name', 'company_type', 'status', 'admin_email', 'business_code', 'created_at'] as const;
// A column added to companies must be added above (the build fails until it is).
const everyCompanyColumn: Exclude<keyof Company, (typeof COMPANY_COLUMNS)[number]> extends never ? true : never = true;
void everyCompanyColumn;

type Prefixed<P extends string> = { [K in keyof Company as `${P}${K}`]: Company[K] | null };
type SessionRow = User & {
  s_acting_company_id: string | null;
  s_persona: Persona | null;
  s_last_seen_at: Date;
  s_expires_at: Date;
  s_products: AuthContext['products'];
  s_grants: AuthContext['products'];
  s_partner_name: string | null;
  s_acceptances: Acceptance[];
  s_release_notes_seen_at: Date | null;
  s_banner_dismissals: Record<string, number>;
} & Prefixed<'c_'> &
  Prefixed<'ac_'>;

const companyColumns = (alias: string) => sql.raw(COMPANY_COLUMNS.map((c) => `${alias}.${c} as ${alias}_${c}`).join(', '));

function companyOf(row: SessionRow, prefix: 'c_' | 'ac_'): Company | null {
  if (row[`${prefix}id`] === null) return null;
  return Object.fromEntries(COMPANY_COLUMNS.map((c) => [c, row[`${prefix}${c}`]])) as unknown as Company;
}

/** Whether these permissions include switching the acting COMPANY or PERSONA. */
function maySwitch(permissions: AuthContext['permissions'], resource: 'COMPANY' | 'PERSONA'): boolean {
  for (const p of permissions) if (p.action === 'SWITCH' && p.resource === resource) return true;
  return false;
}

/** What one session's statement found: kept in memory while none of it changes. */
interface SessionState {
  sessionHash: string;
  tenantId: string;
  user: User;
  company: Company | null;
  actingCompany: Company | null;
  persona: Persona | null;
  products: AuthContext['products'];
  /** The products the acting company's admins granted the user (empty: no grant there). */
  grants: AuthContext['products'];
  partnerName: string | null;
  acceptances: Acceptance[];
  releaseNotesSeenAt: Date | null;
  bannerDismissals: Record<string, number>;
  lastSeenAt: number;
  expiresAt: number;
}

export class SessionService {
  private readonly contexts: SharedCache<SessionState>;
  private readonly roles: SharedCache<Map<string, Role>>;
  /** Cookies resolved from the in-memory copy, and those read from the database (the metrics). */
  cacheHits = 0;
  cacheMisses = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>,
  ) {
    const changes = changeFeedOf(db);
    this.contexts = new SharedCache(changes, { ttlMs: CONTEXT_TTL_MS, max: CONTEXTS_KEPT });
    this.roles = new SharedCache(changes, { ttlMs: ROLES_TTL_MS, max: 1 });
  }

  /** Starts a new session (a new id at every sign-in) and returns the raw id for the cookie. */
  async create(user: Pick<User, 'id' | 'tenant_id'>, now = new Date()): Promise<string> {
    const token = newToken(16);
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashToken(token),
        user_id: user.id,
        tenant_id: user.tenant_id,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + this.config.sessionMaxHours * 3_600_000),
        acting_company_id: null,
        persona: null,
      })
      .execute();
    return token;
  }

  /**
   * The signed-in context for a cookie value on this tenant, or null when absent, ended or idle.
   * From memory while nothing it rests on has changed; else one statement (session, active user,
   * company, acting company, product grants, agency name, and what the start-up calls of a page
   * read of the user: accepted legal documents, release notes seen, banners dismissed). A blocked
   * user or a revoked session is refused at the very next request, on every instance.
   */
  async resolve(token: string, tenantId: string, now = new Date()): Promise<AuthContext | null> {
    const idleSince = now.getTime() - this.config.sessionIdleMinutes * 60_000;
    // The copies are found by the cookie's value, which saves hashing it on every request (a
    // tenth of a warm request's time); the database knows only its hash.
    let state: SessionState | null | undefined = this.contexts.get(token, now.getTime());
    // A copy that looks idle may have been used on another instance since: ask the database.
    if (!state || state.tenantId !== tenantId || state.expiresAt <= now.getTime() || state.lastSeenAt <= idleSince) {
      this.cacheMisses += 1;
      state = await this.load(token, tenantId, now);
      if (!state) return null;
    } else {
      this.cacheHits += 1;
    }
    const { sessionHash } = state;
    if (now.getTime() - state.lastSeenAt > TOUCH_AFTER_MS) {
      state.lastSeenAt = now.getTime(); // first, so that concurrent requests of the session do not touch it too
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', sessionHash).execute();
    }
    const { permissions, ...role } = await this.role(state.user.role);
    // The acting context counts only while the role still may switch (a role can lose the
    // permission) or, for anyone else, while the company's grant to the user lasts.
    const switchesAny = maySwitch(permissions, 'COMPANY');
    const byGrant = !switchesAny && state.grants.length > 0;
    const actingCompany = switchesAny || byGrant ? state.actingCompany : null;
    return {
      sessionHash,
      user: state.user,
      company: state.company,
      actingCompanyId: actingCompany?.id ?? null,
      actingCompany,
      persona: maySwitch(permissions, 'PERSONA') ? state.persona : null,
      role,
      permissions,
      products: byGrant ? state.grants : state.products,
      partnerCompanyName: state.partnerName,
      acceptances: state.acceptances,
      releaseNotesSeenAt: state.releaseNotesSeenAt,
      bannerDismissals: state.bannerDismissals,
    };
  }

  private async load(token: string, tenantId: string, now: Date): Promise<SessionState | null> {
    const version = this.contexts.version;
    const sessionHash = hashToken(token);
    const idleSince = new Date(now.getTime() - this.config.sessionIdleMinutes * 60_000);
    const { rows } = await sql<SessionRow>`
      select u.*, s.acting_company_id as s_acting_company_id, s.persona as s_persona, s.last_seen_at as s_last_seen_at,
             s.expires_at as s_expires_at, ${companyColumns('c')}, ${companyColumns('ac')},
             (select coalesce(json_agg(json_build_object('product_code', up.product_code, 'access_status', up.access_status)
                                       order by up.product_code), '[]')
                from user_products up where up.user_id = u.id) as s_products,
             (select coalesce(json_agg(json_build_object('product_code', g.product_code, 'access_status', 'ACCESS_COMPLETE')
                                       order by g.product_code), '[]')
                from company_access_grants g where g.user_id = u.id and g.company_id = s.acting_company_id) as s_grants,
             (select p.name from companies p where p.id = u.third_party_company_id and p.tenant_id = s.tenant_id) as s_partner_name,
             (select coalesce(json_agg(json_build_object('document', d.document, 'version', d.version)
                                       order by d.accepted_at desc, d.document), '[]')
                from document_acceptances d where d.user_id = u.id) as s_acceptances,
             (select v.seen_at from release_note_views v where v.user_id = u.id and v.tenant_id = s.tenant_id) as s_release_notes_seen_at,
             (select coalesce(json_object_agg(b.banner_id, b.revision), '{}')
                from site_banner_dismissals b where b.user_id = u.id and b.tenant_id = s.tenant_id) as s_banner_dismissals
      from sessions s
      join users u on u.id = s.user_id and u.status = 'ACTIVE'
      left join companies c on c.id = u.company_id
      left join companies ac on ac.id = s.acting_company_id and ac.tenant_id = s.tenant_id
      where s.id_hash = ${sessionHash} and s.tenant_id = ${tenantId} and s.revoked_at is null
        and s.expires_at > ${now} and s.last_seen_at > ${idleSince}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const {
      s_acting_company_id: _acting,
      s_persona: persona,
      s_last_seen_at: lastSeen,
      s_expires_at: expires,
      s_products: products,
      s_grants: grants,
      s_partner_name: partnerName,
      s_acceptances: acceptances,
      s_release_notes_seen_at: releaseNotesSeenAt,
      s_banner_dismissals: bannerDismissals,
      ...rest
    } = row;
    const user = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('c_') && !k.startsWith('ac_'))) as User;
    const state: SessionState = {
      sessionHash,
      tenantId,
      user,
      company: companyOf(row, 'c_'),
      actingCompany: companyOf(row, 'ac_'),
      persona,
      products,
      grants,
      partnerName,
      acceptances,
      releaseNotesSeenAt,
      bannerDismissals,
      lastSeenAt: new Date(lastSeen).getTime(),
      expiresAt: new Date(expires).getTime(),
    };
    const companies = [user.company_id, state.actingCompany?.id, user.third_party_company_id].filter(Boolean);
    this.contexts.set(token, state, [`session:${sessionHash}`, `user:${user.id}`, ...companies.map((id) => `company:${id}`)], version);
    return state;
  }

  /** A role with its permissions (sorted by resource, then action), from the in-memory copy. */
  private async role(name: string): Promise<Role> {
    const role = (this.roles.get('roles') ?? (await this.loadRoles())).get(name);
    if (!role) throw new Error(`Unknown role ${name}`);
    return role;
  }

  private async loadRoles(): Promise<Map<string, Role>> {
    const version = this.roles.version;
    const [roles, permissions] = await Promise.all([
      this.db.selectFrom('roles').select(['name', 'is_super_admin', 'read_only']).execute(),
      this.db.selectFrom('role_permissions').select(['role', 'action', 'resource']).orderBy('resource').orderBy('action').execute(),
    ]);
    const byName = new Map<string, Role>(
      roles.map((r) => [
        r.name,
        { ...r, permissions: permissions.filter((p) => p.role === r.name).map(({ action, resource }) => ({ action, resource })) },
      ]),
    );
    this.roles.set('roles', byName, ['roles'], version);
    return byName;
  }

  /** Loads the roles' copy (readiness: the caches every signed-in request reads are warm). */
  async warm(): Promise<void> {
    if (!this.roles.get('roles')) await this.loadRoles();
  }

  /** Forgets the in-memory copies (the app is closing). */
  close(): void {
    this.contexts.close();
    this.roles.close();
  }

  /** Sets the acting company and/or persona of a session. Runs inside the caller's transaction. */
  async setContext(
    scoped: TenantDb,
    sessionHash: string,
    context: { acting_company_id?: string | null; persona?: Persona | null },
  ): Promise<void> {
    await scoped.updateTenant('sessions').set(context).where('id_hash', '=', sessionHash).execute();
  }

  /**
   * Why a cookie no longer resolves on this tenant, so that the open page can be told (spec §8's
   * 401 messages; blocking ends the user's sessions): no such session here, its user blocked, ended
   * (signed out, password reset), past its lifetime, or idle.
   */
  async whyEnded(token: string, tenantId: string, now = new Date()): Promise<SessionEnd> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.status', 's.revoked_at', 's.expires_at', 's.last_seen_at'])
      .where('s.id_hash', '=', hashToken(token))
      .where('s.tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.status === 'BLOCKED') return 'blocked';
    if (row.revoked_at) return 'ended';
    if (row.expires_at.getTime() <= now.getTime()) return 'expired';
    return row.last_seen_at.getTime() <= now.getTime() - this.config.sessionIdleMinutes * 60_000 ? 'idle' : 'unknown';
  }

  async revoke(sessionHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id_hash', '=', sessionHash).execute();
  }

  /** Ends every session of a user (password reset, block). Runs inside the caller's transaction. */
  async revokeAllFor(scoped: TenantDb, userId: string): Promise<void> {
    await scoped
      .updateTenant('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
