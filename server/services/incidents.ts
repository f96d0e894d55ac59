// Support incidents (issue 12 §2; spec §2 "Support incident creation", §9 support ids, queues and
// limits): the queries. Filing one is one transaction: the tenant's next reference number, the
// incident, its attachment and, for a requester with a company, the activity-log entry.
//
// Reference numbers read INC-<yymmdd, UTC>-<the tenant's sequence, at least 6 digits>, e.g.
// INC-261124-000042. The sequence is the tenant's row of incident_reference_counters, taken with an
// upsert that locks the row until the transaction ends: two incidents filed at once (on any
// instance, PGlite or PostgreSQL) get consecutive numbers, never the same one, and a rolled-back
// incident leaves no gap behind it.
import type { TenantDb } from '../db/scope.ts';
import type { AccountTypeId } from '../db/schema.ts';
import { truncateAtWord } from '../../tenants/truncate.ts';
import { recordActivity } from './activity-log.ts';
import { detailsOf } from './activity-messages.ts';

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

/** Spec §9 "incident subject" 50. */
export const INCIDENT_SUBJECT_LENGTH = 50;

/**
 * An incident's subject: its description on one line, cut between words with '…' to at most 50
 * characters (tenants/truncate.ts; issue 28 §5: never mid-word).
 */
export const incidentSubject = (description: string): string =>
  truncateAtWord(description.replace(/\s+/g, ' ').trim(), INCIDENT_SUBJECT_LENGTH);

/** The reference number of the tenant's `sequence`th incident, filed at `now`. */
export function referenceNumber(sequence: number, now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `INC-${day}-${String(sequence).padStart(6, '0')}`;
}

/** Files an incident: its id and reference number. */
export function createIncident(
  scoped: TenantDb,
  incident: NewIncident,
  now = new Date(),
): Promise<{ id: string; referenceNumber: string }> {
  return scoped.transaction(async (trx) => {
    const { tenantId } = trx.scope;
    const { last_number: sequence } = await trx.db
      .insertInto('incident_reference_counters')
      .values({ tenant_id: tenantId, last_number: 1 })
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
      await recordActivity(trx.db, {
        tenant_id: tenantId,
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
