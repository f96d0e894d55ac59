// The queries of the support center (issue 12; spec §2 "Support incident creation", §9 support ids,
// queues and limits) but its reads (incident-repository.ts): the tenant's support categories
// (categories.ts keeps them), filing an incident, and the writes of changing one (the rules are
// incident-changes.ts's).
//
// Filing one is one transaction: the tenant's next reference number, the incident, its attachment
// and, for a requester with a company, the activity-log entry. The sequence is the tenant's row of
// incident_reference_counters, taken with an upsert that locks the row until the transaction ends:
// two incidents filed at once (on any instance, PGlite or PostgreSQL) get consecutive numbers,
// never the same one, and a rolled-back incident leaves no gap behind it.
import type { Selectable } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import type { AccountTypeId, IncidentTable } from '../../db/schema.ts';
import type { IncidentStatus } from '../../../tenants/incident-status.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { type IncidentReader, referenceNumber } from './service.ts';

// ---------------------------------------------------------------------------------------------
// Categories

/** The tenant's support categories, parents before children, siblings in order. */
export function categoryRows(scoped: TenantDb) {
  return scoped
    .selectFromTenant('support_categories')
    .select(['id', 'parent_id', 'level', 'names', 'queue_id', 'about_data'])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Filing an incident

export interface IncidentAttachmentInput {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** An incident to file, already checked and routed (modules/support/incident-routes.ts). */
export interface NewIncident {
  requesterUserId: string | null;
  companyId: string | null;
  accountType: AccountTypeId;
  supportTypeId: number;
  issueId: number | null;
  issueTypeId: number | null;
  subIssueTypeId: number | null;
  subject: string;
  firstName: string;
  lastName: string;
  primaryContactEmail: string;
  companyName: string;
  callBackNumber: string | null;
  situationDescription: string;
  onBehalf: boolean;
  locale: string;
  queueId: number;
  productId: number;
  attachment: IncidentAttachmentInput | null;
}

/** Files an incident: its id and reference number. */
export function createIncident(
  scoped: TenantDb,
  incident: NewIncident,
  now = new Date(),
): Promise<{ id: string; referenceNumber: string }> {
  return scoped.transaction(async (trx) => {
    const { last_number: sequence } = await trx
      .insertIntoTenant('incident_reference_counters', { last_number: 1 })
      .onConflict((oc) =>
        oc.column('tenant_id').doUpdateSet((eb) => ({ last_number: eb('incident_reference_counters.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const reference = referenceNumber(sequence, now);
    const { id } = await trx
      .insertIntoTenant('incidents', {
        reference_number: reference,
        requester_user_id: incident.requesterUserId,
        company_id: incident.companyId,
        account_type: incident.accountType,
        support_type_id: incident.supportTypeId,
        issue_id: incident.issueId,
        issue_type_id: incident.issueTypeId,
        sub_issue_type_id: incident.subIssueTypeId,
        subject: incident.subject,
        first_name: incident.firstName,
        last_name: incident.lastName,
        primary_contact_email: incident.primaryContactEmail,
        company_name: incident.companyName,
        call_back_number: incident.callBackNumber,
        situation_description: incident.situationDescription,
        on_behalf: incident.onBehalf,
        locale: incident.locale,
        queue_id: incident.queueId,
        product_id: incident.productId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (incident.attachment) {
      const { fileName, contentType, content } = incident.attachment;
      await trx
        .insertIntoTenant('incident_attachments', {
          incident_id: id,
          thread_id: null,
          file_name: fileName,
          content_type: contentType,
          size: content.length,
          content,
          uploaded_by: incident.requesterUserId,
        })
        .execute();
    }
    // The activity log is a company's (its list and counts are per company): an incident filed
    // without a company (a visitor, an internal user) has no entry.
    if (incident.companyId) {
      await recordTenantActivity(trx, {
        company_id: incident.companyId,
        actor_user_id: incident.requesterUserId,
        entity_id: id,
        event: 'INCIDENT_CREATED',
        details: detailsOf('INCIDENT_CREATED', { reference, subject: incident.subject }),
      });
    }
    return { id, referenceNumber: reference };
  });
}

// ---------------------------------------------------------------------------------------------
// Changing an incident (inside the change's transaction, `trx`)

export type Incident = Selectable<IncidentTable>;

/** The incident by reference, locked until the transaction ends, if the reader may see it. */
export async function lockVisible(trx: TenantDb, reader: IncidentReader, reference: string): Promise<Incident | undefined> {
  const row = await trx.selectFromTenant('incidents').selectAll().where('reference_number', '=', reference).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  if (reader.kind === 'agent') return row;
  const visible = row.requester_user_id === reader.userId || (reader.companyWide && row.company_id === reader.companyId);
  return visible ? row : undefined;
}

/** Adds an entry to the incident's thread: the entry with its author's name (incident-repository.ts toComment reads it). */
export async function insertThread(
  trx: TenantDb,
  incident: Incident,
  authorId: string,
  text: string,
  kind: { fromSupport: boolean; internal: boolean },
) {
  const entry = await trx
    .insertIntoTenant('incident_threads', {
      incident_id: incident.id,
      author_user_id: authorId,
      body: text,
      internal: kind.internal,
      from_support: kind.fromSupport,
    })
    .returning(['id', 'body', 'internal', 'from_support', 'created_at', 'author_user_id'])
    .executeTakeFirstOrThrow();
  const author = await trx.selectFromTenant('users').select(['first_name', 'last_name']).where('id', '=', authorId).executeTakeFirst();
  return { ...entry, first_name: author?.first_name ?? null, last_name: author?.last_name ?? null };
}

/** Marks the incident changed now, with its new status and/or assignee. */
export const touch = (trx: TenantDb, incident: Incident, changes: { status?: IncidentStatus; assignee_user_id?: string | null } = {}) =>
  trx
    .updateTenant('incidents')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', incident.id)
    .execute();
