// Server-side sessions: a random id in an httpOnly cookie, its hash in the sessions table, so any
// server instance can serve any request and a session can be ended at once.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
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

  /** The signed-in context for a cookie value on this tenant, or null when absent, ended or idle. */
  async resolve(token: string, tenantId: string, now = new Date()): Promise<AuthContext | null> {
    const sessionHash = hashToken(token);
    const idleSince = new Date(now.getTime() - this.config.sessionIdleMinutes * 60_000);
    const session = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', sessionHash)
      .where('tenant_id', '=', tenantId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleSince)
      .executeTakeFirst();
    if (!session) return null;
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user_id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!user) return null;
    const [role, permissions, company] = await Promise.all([
      this.db.selectFrom('roles').select(['name', 'is_super_admin', 'read_only']).where('name', '=', user.role).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('role_permissions')
        .select(['action', 'resource'])
        .where('role', '=', user.role)
        .orderBy('resource')
        .orderBy('action')
        .execute(),
      user.company_id
        ? this.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    // The acting context counts only while the role still may switch (a role can lose the permission).
    const may = (resource: string) => permissions.some((p) => p.action === 'SWITCH' && p.resource === resource);
    const actingCompany =
      session.acting_company_id && may('COMPANY')
        ? await this.db
            .selectFrom('companies')
            .selectAll()
            .where('id', '=', session.acting_company_id)
            .where('tenant_id', '=', tenantId)
            .executeTakeFirst()
        : undefined;
    if (now.getTime() - session.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', sessionHash).execute();
    }
    return {
      sessionHash,
      user,
      company: company ?? null,
      actingCompanyId: actingCompany?.id ?? null,
      actingCompany: actingCompany ?? null,
      persona: may('PERSONA') ? session.persona : null,
      role,
      permissions,
    };
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
