// The queries of the legal documents (issue 31 §3) for the tenant of the request: the published
// versions every page's user context reads (kept in memory per tenant, forgotten on every instance
// when a version changes: migration 033's 'legal:<tenant>'), the text of the version in force, the
// owners' overview and one version with who accepted it, and the writes — a draft, its text, its
// publication, its discarding — each with its activity-log entry in the same transaction.
import { sql } from 'kysely';
import type { LegalLanguage, Locale, TenantConfig } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { LegalTextDocument, LegalVariant } from '../../db/schema.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import { type LegalText, legalTextOf, type PublishedVersion, textLanguage, versionInForce } from '../../services/legal-documents.ts';
import { tenantCache } from '../../services/tenant-cache.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import type { LegalDocumentEvents } from './activity.ts';

/** How many of a version's acceptances the console lists. */
const ACCEPTANCES_LISTED = 500;

const published = tenantCache(async (scoped): Promise<PublishedVersion[]> => {
  const rows = await scoped
    .selectFromTenant('legal_versions')
    .select(['document', 'variant', 'number', 'code', 'effective_date', 'effective_at'])
    .where('status', '=', 'PUBLISHED')
    .execute();
  return rows.map((r) => ({
    document: r.document,
    variant: r.variant,
    number: r.number,
    code: r.code!,
    effectiveDate: r.effective_date!,
    effectiveAt: r.effective_at!,
  }));
}, 'legal');

/** A person's name as the console shows it, or null when the user is gone. */
const nameOf = sql<string | null>`nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')`;

export type VersionText = { language: LegalLanguage; title: string; body: string };

function queries(scoped: TenantDb) {
  const log = (actorId: string, versionId: string, event: keyof LegalDocumentEvents, details: ReturnType<typeof detailsOf>) =>
    recordTenantActivity(scoped, { company_id: null, actor_user_id: actorId, entity_id: versionId, event, details });

  /** Acceptances of the tenant's users (document_acceptances has no tenant column: its users have). */
  const acceptances = () => scoped.selectFromTenantAs('users', 'u').innerJoin('document_acceptances as d', 'd.user_id', 'u.id');

  async function writeTexts(versionId: string, texts: readonly VersionText[]) {
    // Child rows of a version found in the scope.
    await scoped.childRows().deleteFrom('legal_version_texts').where('version_id', '=', versionId).execute();
    await scoped
      .childRows()
      .insertInto('legal_version_texts')
      .values(texts.map((t) => ({ version_id: versionId, language: t.language, title: t.title, body_md: t.body })))
      .execute();
  }

  return {
    /** Every published version of the tenant (codes and effective moments, no texts): from memory. */
    published: () => published.get(scoped),

    /** The version in force at `now` of a document variant, in the tenant's language of `locale`; null while it has none. */
    async inForce(
      tenant: TenantConfig,
      document: LegalTextDocument,
      variant: LegalVariant,
      locale: Locale,
      now: Date,
    ): Promise<LegalText | null> {
      const version = versionInForce(await published.get(scoped), document, variant, now);
      if (!version) return null;
      const text = await scoped
        .selectFromTenantAs('legal_versions', 'v')
        .innerJoin('legal_version_texts as t', 't.version_id', 'v.id')
        .select(['t.title', 't.body_md as body'])
        .where('v.code', '=', version.code)
        .where('t.language', '=', textLanguage(tenant, locale))
        .executeTakeFirst();
      return text ? legalTextOf(version, text, locale) : null;
    },

    /** Every version of the tenant without its text, newest first per variant, with who published or changed it and how many accepted it. */
    async overview() {
      return scoped
        .selectFromTenantAs('legal_versions', 'v')
        .leftJoin('users as p', (j) => j.on(sql<boolean>`p.id = coalesce(v.published_by, v.updated_by, v.created_by)`))
        .select([
          'v.id',
          'v.document',
          'v.variant',
          'v.number',
          'v.status',
          'v.code',
          'v.effective_date',
          'v.effective_at',
          'v.published_at',
          'v.updated_at',
          nameOf.as('by'),
          (eb) =>
            eb
              .selectFrom('document_acceptances as d')
              .innerJoin('users as a', 'a.id', 'd.user_id')
              .select((c) => c.fn.countAll<string>().as('n'))
              .whereRef('d.version', '=', 'v.code')
              .whereRef('a.tenant_id', '=', 'v.tenant_id')
              .as('acceptances'),
        ])
        .orderBy('v.document')
        .orderBy('v.variant')
        .orderBy('v.number', 'desc')
        .execute();
    },

    /** One version with its texts and who accepted it (latest first). */
    async version(id: string) {
      const version = await scoped
        .selectFromTenantAs('legal_versions', 'v')
        .leftJoin('users as p', (j) => j.on(sql<boolean>`p.id = coalesce(v.published_by, v.updated_by, v.created_by)`))
        .selectAll('v')
        .select(nameOf.as('by'))
        .where('v.id', '=', id)
        .executeTakeFirst();
      if (!version) return null;
      // Child rows of a version found in the scope.
      const texts = await scoped
        .childRows()
        .selectFrom('legal_version_texts')
        .select(['language', 'title', 'body_md as body'])
        .where('version_id', '=', id)
        .orderBy('language')
        .execute();
      const acceptedBy = version.code
        ? await acceptances()
            .leftJoin('companies as c', 'c.id', 'u.company_id')
            .select(['u.first_name', 'u.last_name', 'u.login_id', 'c.name as company', 'd.accepted_at'])
            .where('d.version', '=', version.code)
            .orderBy('d.accepted_at', 'desc')
            .orderBy('u.login_id')
            .limit(ACCEPTANCES_LISTED)
            .execute()
        : [];
      return { version, texts, acceptedBy };
    },

    /** The variant's newest version (the one a new draft starts from), with its texts. */
    async latest(document: LegalTextDocument, variant: LegalVariant) {
      const version = await scoped
        .selectFromTenant('legal_versions')
        .select(['id', 'number', 'status'])
        .where('document', '=', document)
        .where('variant', '=', variant)
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!version) return null;
      // Child rows of a version found in the scope.
      const texts = await scoped
        .childRows()
        .selectFrom('legal_version_texts')
        .select(['language', 'title', 'body_md as body'])
        .where('version_id', '=', version.id)
        .execute();
      return { ...version, texts };
    },

    async createDraft(
      actorId: string,
      draft: { document: LegalTextDocument; variant: LegalVariant; number: number; texts: readonly VersionText[] },
      details: ReturnType<typeof detailsOf>,
    ) {
      const { id } = await scoped
        .insertIntoTenant('legal_versions', {
          document: draft.document,
          variant: draft.variant,
          number: draft.number,
          status: 'DRAFT',
          created_by: actorId,
          updated_by: actorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTexts(id, draft.texts);
      await log(actorId, id, 'LEGAL_DRAFT_CREATED', details);
      return id;
    },

    async saveDraft(actorId: string, id: string, texts: readonly VersionText[], details: ReturnType<typeof detailsOf>) {
      await scoped.updateTenant('legal_versions').set({ updated_by: actorId, updated_at: new Date() }).where('id', '=', id).execute();
      await writeTexts(id, texts);
      await log(actorId, id, 'LEGAL_DRAFT_SAVED', details);
    },

    async publish(
      actorId: string,
      id: string,
      publication: { code: string; effectiveDate: string; effectiveAt: Date; now: Date },
      details: ReturnType<typeof detailsOf>,
    ) {
      const updated = await scoped
        .updateTenant('legal_versions')
        .set({
          status: 'PUBLISHED',
          code: publication.code,
          effective_date: publication.effectiveDate,
          effective_at: publication.effectiveAt,
          published_at: publication.now,
          published_by: actorId,
          updated_by: actorId,
          updated_at: publication.now,
        })
        .where('id', '=', id)
        .where('status', '=', 'DRAFT')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await log(actorId, id, 'LEGAL_VERSION_PUBLISHED', details);
      return true;
    },

    async discard(actorId: string, id: string, details: ReturnType<typeof detailsOf>) {
      const deleted = await scoped.deleteFromTenant('legal_versions').where('id', '=', id).where('status', '=', 'DRAFT').executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return false;
      await log(actorId, id, 'LEGAL_DRAFT_DISCARDED', details);
      return true;
    },
  };
}

export type LegalDocumentQueries = ReturnType<typeof queries>;

export function legalDocumentsRepository(scoped: TenantDb) {
  return {
    ...queries(scoped),
    /** Runs `work` in one transaction: a change and its activity-log entry. */
    transaction: <R>(work: (repository: LegalDocumentQueries) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}
