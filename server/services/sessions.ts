// Server-side sessions: a random id in an httpOnly cookie, its hash in the sessions table, so any
// server instance can serve any request and a session can be ended at once.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import type { Company, Persona, User } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export interface AuthContext {
  sessionHash: string;
  user: User;
  company: Company | null;
  /** The company a super admin has chosen to act for (issue: acting on behalf). */
  actingCompanyId: string | null;
  actingCompany: Company | null;
  /** The persona chosen with switch-context (users with SWITCH on PERSONA). */
  persona: Persona | null;
  role: { name: string; is_super_admin: boolean; read_only: boolean };
  permissions: Array<{ action: string; resource: string }>;
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Roles and their permissions are reference data (migrations and seed write them; no route
 * changes them), so each instance keeps them in memory and reads them again at most this often.
 */
const ROLES_TTL_MS = 60_000;

type Role = AuthContext['role'] & { permissions: AuthContext['permissions'] };

/** Every column of a company, read twice in the session's statement (own and acting company). */
const COMPANY_COLUMNS = ['id', 'tenant_id', 'name', 'company_type', 'status', 'admin_email', 'business_code', 'created_at'] as const;
// A column added to companies must be added above (the build fails until it is).
const everyCompanyColumn: Exclude<keyof Company, (typeof COMPANY_COLUMNS)[number]> extends never ? true : never = true;
void everyCompanyColumn;

type Prefixed<P extends string> = { [K in keyof Company as `${P}${K}`]: Company[K] | null };
type SessionRow = User & { s_acting_company_id: string | null; s_persona: Persona | null; s_last_seen_at: Date } & Prefixed<'c_'> &
  Prefixed<'ac_'>;

const companyColumns = (alias: string) => sql.raw(COMPANY_COLUMNS.map((c) => `${alias}.${c} as ${alias}_${c}`).join(', '));

function companyOf(row: SessionRow, prefix: 'c_' | 'ac_'): Company | null {
  if (row[`${prefix}id`] === null) return null;
  return Object.fromEntries(COMPANY_COLUMNS.map((c) => [c, row[`${prefix}${c}`]])) as unknown as Company;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>,
  ) {}

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
   * The signed-in context for a cookie value on this tenant, or null when absent, ended or idle:
   * one statement (session, active user, company, acting company) and the in-memory roles. A
   * blocked user or a revoked session is refused at the very next request.
   */
  async resolve(token: string, tenantId: string, now = new Date()): Promise<AuthContext | null> {
    const sessionHash = hashToken(token);
    const idleSince = new Date(now.getTime() - this.config.sessionIdleMinutes * 60_000);
    const { rows } = await sql<SessionRow>`
      select u.*, s.acting_company_id as s_acting_company_id, s.persona as s_persona, s.last_seen_at as s_last_seen_at,
             ${companyColumns('c')}, ${companyColumns('ac')}
      from sessions s
      join users u on u.id = s.user_id and u.status = 'ACTIVE'
      left join companies c on c.id = u.company_id
      left join companies ac on ac.id = s.acting_company_id and ac.tenant_id = s.tenant_id
      where s.id_hash = ${sessionHash} and s.tenant_id = ${tenantId} and s.revoked_at is null
        and s.expires_at > ${now} and s.last_seen_at > ${idleSince}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const { s_acting_company_id: _acting, s_persona: persona, s_last_seen_at: lastSeen, ...rest } = row;
    const user = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('c_') && !k.startsWith('ac_'))) as User;
    const { permissions, ...role } = await this.role(user.role);
    // The acting context counts only while the role still may switch (a role can lose the permission).
    const may = (resource: string) => permissions.some((p) => p.action === 'SWITCH' && p.resource === resource);
    const actingCompany = may('COMPANY') ? companyOf(row, 'ac_') : null;
    if (now.getTime() - new Date(lastSeen).getTime() > TOUCH_AFTER_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', sessionHash).execute();
    }
    return {
      sessionHash,
      user,
      company: companyOf(row, 'c_'),
      actingCompanyId: actingCompany?.id ?? null,
      actingCompany,
      persona: may('PERSONA') ? persona : null,
      role,
      permissions,
    };
  }

  private roles: { loadedAt: number; byName: Map<string, Role> } | null = null;

  /** A role with its permissions (sorted by resource, then action), from the in-memory copy. */
  private async role(name: string): Promise<Role> {
    if (!this.roles || Date.now() - this.roles.loadedAt > ROLES_TTL_MS) {
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
      this.roles = { loadedAt: Date.now(), byName };
    }
    const role = this.roles.byName.get(name);
    if (!role) throw new Error(`Unknown role ${name}`);
    return role;
  }

  /** Sets the acting company and/or persona of a session. Runs inside the caller's transaction. */
  async setContext(db: Db, sessionHash: string, context: { acting_company_id?: string | null; persona?: Persona | null }): Promise<void> {
    await db.updateTable('sessions').set(context).where('id_hash', '=', sessionHash).execute();
  }

  async revoke(sessionHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id_hash', '=', sessionHash).execute();
  }

  /** Ends every session of a user (password reset, block). Runs inside the caller's transaction. */
  async revokeAllFor(db: Db, userId: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
