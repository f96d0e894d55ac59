// Version 1 of every legal document variant of every tenant (issue 31 §3: "today's texts become
// version 1 of each"), written at every start (not demo data) for a variant that has no version
// yet: the data files' texts in each of the tenant's languages, published with the tenant file's
// legal.effectiveDate and the code that acceptances named before versions were kept. Once a variant
// has versions, the database is its truth: legal owners publish the next ones in the portal.
import type { TenantConfig } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import { effectiveAtOf, firstVersionCode, firstVersionText, tenantLanguages, variantsOfTenant } from '../services/legal-documents.ts';

/** Writes version 1 of each variant that has none; answers how many it wrote. */
export async function ensureLegalDocuments(db: Db, tenants: readonly TenantConfig[]): Promise<number> {
  // Across tenants by design: start-up writes every tenant's first versions.
  const existing = await db.selectFrom('legal_versions').select(['tenant_id', 'document', 'variant']).distinct().execute();
  const has = new Set(existing.map((v) => `${v.tenant_id}/${v.document}/${v.variant}`));
  let written = 0;
  for (const tenant of tenants) {
    const effectiveAt = effectiveAtOf(tenant, tenant.legal.effectiveDate);
    if (!effectiveAt) throw new Error(`${tenant.id}: legal.effectiveDate ${tenant.legal.effectiveDate} is not a day`);
    for (const [document, variant] of variantsOfTenant(tenant)) {
      if (has.has(`${tenant.id}/${document}/${variant}`)) continue;
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('legal_versions')
          .values({
            tenant_id: tenant.id,
            document,
            variant,
            number: 1,
            status: 'PUBLISHED',
            code: firstVersionCode(tenant, document, variant),
            effective_date: tenant.legal.effectiveDate,
            effective_at: effectiveAt,
            published_at: effectiveAt,
            created_at: effectiveAt,
            updated_at: effectiveAt,
          })
          // Two instances starting at once: the second finds the first's version.
          .onConflict((oc) => oc.columns(['tenant_id', 'document', 'variant', 'number']).doNothing())
          .returning('id')
          .executeTakeFirst()
          .then((row) => row ?? { id: null });
        if (!id) return;
        await trx
          .insertInto('legal_version_texts')
          .values(
            tenantLanguages(tenant).map((language) => {
              const text = firstVersionText(tenant, document, variant, language);
              return { version_id: id, language, title: text.title, body_md: text.body };
            }),
          )
          .execute();
        written += 1;
      });
    }
  }
  return written;
}
