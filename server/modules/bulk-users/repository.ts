// Every query of bulk create and bulk edit, for the admin's company (request.companyDb):
// bulkUsersRepository, with the scope's tenant and company; below it, the import itself (claim,
// staging, the applying transaction), which the app's import slots (plugins/bulk-import.ts) and the
// removal of dead imports (bootstrap.ts, plugins/housekeeping.ts) also use.
import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { Db } from '../../db/database.ts';
import type { CompanyDb } from '../../db/scope.ts';
import type { BulkImportRowTable } from '../../db/schema.ts';
import { recordCompanyActivity } from '../../services/activity-log.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { wouldRemoveLastAdmin } from '../../services/company-users.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters per statement). */
const CHUNK = 1000;

export const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export function bulkUsersRepository(scoped: CompanyDb) {
  const { companyId } = scoped.scope;

  /** The products of these users with their access status (user_products is reached through users of the scope). */
  async function productsOf(userIds: string[]): Promise<Map<string, Map<string, string>>> {
    const out = new Map<string, Map<string, string>>();
    for (const part of chunks(userIds)) {
      const rows = await scoped
        .childRows()
        .selectFrom('user_products')
        .select(['user_id', 'product_code', 'access_status'])
        .where('user_id', 'in', part)
        .execute();
      for (const r of rows) {
        if (!out.has(r.user_id)) out.set(r.user_id, new Map());
        out.get(r.user_id)!.set(r.product_code, r.access_status);
      }
    }
    return out;
  }

  return {
    productsOf,

    /** The scope's company: id and name. */
    company: () => scoped.selectFromTenant('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst(),

    /** The products of the tenant file that the tenant offers now, in the file's order. */
    async offeredCodes(tenant: TenantConfig, env: Environment) {
      const available = await availableProductCodes(scoped, tenant, env);
      return tenant.products.map((p) => p.code).filter((c) => available.has(c));
    },

    /** Users of the company [offset, offset + limit) by e-mail, with their products, for the edit template. */
    async templateUsers(offset: number, limit: number) {
      const users = await scoped
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'login_id', 'role', 'status'])
        .orderBy('login_id')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const products = await productsOf(users.map((u) => u.id));
      return users.map((u) => ({
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.login_id,
        role: u.role,
        status: u.status,
        products: new Set(products.get(u.id)?.keys() ?? []),
      }));
    },

    authorisedDomains: () => scoped.selectFrom('email_domains').select(['domain_name', 'allow_subdomains']).execute(),

    /** The accounts of the whole tenant using these e-mails, by e-mail. */
    async accountsByEmail(emails: string[]) {
      const found = new Map<
        string,
        { id: string; tenant_id: string; company_id: string | null; role: string; status: string; first_name: string; last_name: string }
      >();
      for (const part of chunks(emails)) {
        const rows = await scoped
          .selectFromTenant('users')
          .select(['id', 'tenant_id', 'company_id', 'login_id', 'role', 'status', 'first_name', 'last_name'])
          .where('login_id', 'in', part)
          .execute();
        for (const r of rows) found.set(r.login_id, r);
      }
      return found;
    },

    /** The company's users with these e-mails, by e-mail. */
    async companyUsersByEmail(emails: string[]) {
      const users = new Map<string, { id: string; first_name: string; last_name: string; role: string }>();
      for (const part of chunks(emails)) {
        const found = await scoped
          .selectFrom('users')
          .select(['id', 'login_id', 'first_name', 'last_name', 'role'])
          .where('login_id', 'in', part)
          .execute();
        for (const u of found) users.set(u.login_id, u);
      }
      return users;
    },

    wouldRemoveLastAdmin: (userIds: string[]) => wouldRemoveLastAdmin(scoped, userIds),

    /** The company's import claim from this instance's slots (app.bulkImportSlots). */
    claim: (slots: ReturnType<typeof importSlots>) => slots.claim(scoped),
    // The import's row and its staged rows: an import claimed in the scope above.
    heartbeat: (importId: string) => heartbeat(scoped, importId),
    stageRows: (importId: string, rows: StagedRow[], onFirstBatch?: () => void) => stageRows(scoped, importId, rows, onFirstBatch),
    applyImport: (args: ApplyArgs) => applyImport(scoped, args),
  };
}

export type BulkUsersRepository = ReturnType<typeof bulkUsersRepository>;

// ---------------------------------------------------------------------------------------------
// How a bulk upload writes (issue 8 §3, §9): all or nothing, without holding the database for the
// whole import, and not too many at once.
//
// 1. claimImport: one import at a time per company (a bulk_imports row; company_id is unique, so
//    this holds across instances) and at most BULK_IMPORT_CONCURRENCY (default 2) per instance.
//    Refused claims become 429s. The claim is taken before the file is even received.
// 2. The caller parses, validates and prepares every row outside any transaction.
// 3. stageRows: prepared rows go to bulk_import_rows in batches of STAGE_BATCH, each its own short
//    statement, so other requests interleave (PGlite is one connection). Nothing else reads them.
// 4. applyImport: one short transaction copies the staged rows into users, user_products,
//    user_tasks, password_reset_tokens, mail_outbox and activity_log with set-based
//    INSERT … SELECT / UPDATE … FROM, then deletes the import. It commits everything or nothing.
// 5. A process that dies leaves a claim and staging rows that no one reads; purgeStaleImports
//    removes them once their heartbeat is older than STALE_AFTER_SECONDS (at start-up, and from
//    the periodic housekeeping), and the company's next upload takes over a stale claim.

export const STAGE_BATCH = 500;
/** A claim whose heartbeat is older than this belongs to an import that died. */
export const STALE_AFTER_SECONDS = 120;

export type StagedRow = Omit<Insertable<BulkImportRowTable>, 'import_id'>;

export interface ImportClaim {
  id: string;
  /** Ends the claim and drops its staging rows (after applyImport there is nothing left to drop); idempotent. */
  release(): Promise<void>;
}

export type ClaimOutcome = ImportClaim | 'instanceBusy' | 'companyBusy';

/** The per-instance slots of one app. */
/** `limit`: imports one instance runs at once (config.bulkImportConcurrency). */
export function importSlots(limit: number) {
  let running = 0;
  return {
    get running() {
      return running;
    },
    async claim(scoped: CompanyDb): Promise<ClaimOutcome> {
      if (running >= limit) return 'instanceBusy';
      running++;
      let claimed = false;
      try {
        // Take over the claim of an import that died.
        await scoped
          .deleteFrom('bulk_imports')
          .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`)
          .execute();
        const id = randomUUID();
        const row = await scoped
          .insertInto('bulk_imports', { id })
          .onConflict((oc) => oc.column('company_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return 'companyBusy';
        claimed = true;
        let released: Promise<void> | undefined;
        return {
          id,
          release() {
            // Every caller waits for the same delete.
            released ??= (async () => {
              running--;
              await scoped.deleteFrom('bulk_imports').where('id', '=', id).execute();
            })();
            return released;
          },
        };
      } finally {
        if (!claimed) running--;
      }
    },
  };
}

/** Writes prepared rows of an import claimed in the scope in short batches; each batch also proves the import is alive. */
export async function stageRows(scoped: CompanyDb, importId: string, rows: StagedRow[], onFirstBatch?: () => void): Promise<void> {
  for (let i = 0; i < rows.length; i += STAGE_BATCH) {
    // Staged rows have no scope columns of their own: they are the import's, claimed in the scope.
    await scoped
      .childRows()
      .insertInto('bulk_import_rows')
      .values(rows.slice(i, i + STAGE_BATCH).map((r) => ({ ...r, import_id: importId })))
      .execute();
    await scoped
      .updateTable('bulk_imports')
      .set({ heartbeat_at: sql<Date>`now()` })
      .where('id', '=', importId)
      .execute();
    if (i === 0) onFirstBatch?.();
  }
}

export interface ApplyArgs {
  importId: string;
  actorUserId: string;
  /** Language of the new users. */
  languageCode: string;
  invitationExpiresAt: Date;
  /** The upload's own activity entry: its event, and its details from what was created and updated. */
  summary: { event: 'BULK_USERS_CREATED' | 'BULK_USERS_EDITED'; details: (counts: { created: number; updated: number }) => StoredDetails };
  /** Called inside the transaction once the new users are written (uncommitted): a trace for operators and the kill test. */
  onUsersWritten?: () => void;
}

export class ImportClaimLost extends Error {}

/** Copies the staged rows into place in one short transaction; returns what it created and updated. */
export async function applyImport(scoped: CompanyDb, a: ApplyArgs): Promise<{ created: number; updated: number }> {
  // Set-based SQL: every statement takes the scope's tenant and company from `scoped`, and
  // executeTenantSql refuses one that does not. The staged rows (no scope columns of their own) are
  // read as the import's while its claim is the scope's: a one-time condition of each statement.
  const { tenantId, companyId } = scoped.scope;
  return scoped.transaction(async (trx) => {
    const claim = await trx.selectFrom('bulk_imports').select('id').where('id', '=', a.importId).forUpdate().executeTakeFirst();
    if (!claim) throw new ImportClaimLost(`Bulk import ${a.importId} was purged before it could be applied`);
    const ofClaim = sql`s.import_id = ${a.importId}
       and exists (select 1 from bulk_imports i where i.id = ${a.importId} and i.tenant_id = ${tenantId} and i.company_id = ${companyId})`;
    const staged = sql`bulk_import_rows s where ${ofClaim}`;
    const created = await trx.executeTenantSql(sql`
      insert into users (id, tenant_id, company_id, login_id, first_name, last_name, user_type, role, status, language_code,
                         password_hash, registration_completed_at, created_by)
      select s.user_id, ${tenantId}, ${companyId}, s.login_id, s.first_name, s.last_name, 'EXTERNAL', s.role, 'PENDING',
             ${a.languageCode}, null, null, ${a.actorUserId}
        from ${staged} and s.kind = 'CREATE'`);
    a.onUsersWritten?.();
    await trx.executeTenantSql(sql`
      insert into user_tasks (tenant_id, company_id, user_id, type, stage, created_by)
      select ${tenantId}, ${companyId}, s.user_id, 'CREATE_USER', 'INVITATION_SENT', ${a.actorUserId}
        from ${staged} and s.kind = 'CREATE'`);
    await trx.executeTenantSql(sql`
      insert into password_reset_tokens (token_hash, user_id, purpose, expires_at)
      select s.token_hash, s.user_id, 'INVITATION', ${a.invitationExpiresAt}
        from ${staged} and s.kind = 'CREATE'`);
    await trx.executeTenantSql(sql`
      insert into mail_outbox (tenant_id, to_address, subject, text_body, html_body)
      select ${tenantId}, s.login_id, s.mail_subject, s.mail_text, s.mail_html
        from ${staged} and s.kind = 'CREATE' and s.mail_subject is not null`);
    const updated = await trx.executeTenantSql(sql`
      update users u set first_name = s.first_name, last_name = s.last_name, role = s.role
        from ${staged} and s.kind = 'UPDATE'
         and u.id = s.user_id and u.tenant_id = ${tenantId} and u.company_id = ${companyId}`);
    await trx.executeTenantSql(sql`
      delete from user_products p using ${staged} and s.kind = 'UPDATE'
         and p.user_id = s.user_id and p.product_code = any(string_to_array(s.remove_products, ','))`);
    await trx.executeTenantSql(sql`
      insert into user_products (user_id, product_code, access_status)
      select s.user_id, code, 'ACCESS_PENDING'
        from bulk_import_rows s, unnest(string_to_array(s.grant_products, ',')) as code
       where ${ofClaim} and s.grant_products <> ''
      on conflict do nothing`);
    // Each row's entry: its English sentence and details, staged as one JSON text (activity-log.ts stagedActivity).
    await trx.executeTenantSql(sql`
      insert into activity_log (tenant_id, company_id, actor_user_id, entity_id, event, event_description, details, source_app)
      select ${tenantId}, ${companyId}, ${a.actorUserId}, s.user_id::text,
             case s.kind when 'CREATE' then 'USER_CREATED' else 'USER_UPDATED' end,
             s.activity::jsonb ->> 'event_description', s.activity::jsonb -> 'details', 'PORTAL'
        from ${staged}`);
    const counts = { created: Number(created.numAffectedRows ?? 0), updated: Number(updated.numAffectedRows ?? 0) };
    await recordCompanyActivity(trx, {
      actor_user_id: a.actorUserId,
      entity_id: companyId,
      event: a.summary.event,
      details: a.summary.details(counts),
    });
    await trx.deleteFrom('bulk_imports').where('id', '=', a.importId).execute();
    return counts;
  });
}

/**
 * Removes the claims and staging rows of imports that died (heartbeat older than `staleAfterSeconds`).
 * Safe while other imports run: a live import's heartbeat is seconds old. Returns how many were removed.
 */
export async function purgeStaleImports(db: Db, staleAfterSeconds = STALE_AFTER_SECONDS): Promise<number> {
  const result = await db
    .deleteFrom('bulk_imports')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleAfterSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks the import (claimed in the scope) alive (between long preparation steps). */
export async function heartbeat(scoped: CompanyDb, importId: string): Promise<void> {
  await scoped
    .updateTable('bulk_imports')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('id', '=', importId)
    .execute();
}
