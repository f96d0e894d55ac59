// Changing a support incident (issue 12 §3 and §4): a requester's comment, a support reply or
// internal note, a status change, an assignment. Each is one transaction that locks the incident
// row, writes the change, its activity-log entry and, where the requester is told (a public reply,
// a new status), the e-mail in the outbox: the mail exists exactly when the change committed.
// The status rules are tenants/incident-status.ts's.
//
// Activity log: entries of public changes belong to the incident's company (its admins read them);
// internal notes are logged without a company, so that no company's log ever shows one.
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '../../tenants/incident-status.ts';
import { tenantLocale } from '../../tenants/preferences.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import type { Mailer } from '../plugins/mailer.ts';
import type { TenantDb } from '../db/scope.ts';
import type { Selectable } from 'kysely';
import type { IncidentTable } from '../db/schema.ts';
import { recordTenantActivity } from './activity-log.ts';
import { detailsOf, type StoredDetails } from './activity-messages.ts';
import { incidentMail } from './emails.ts';
import { i18nFor } from './i18n.ts';
import { type IncidentComment, type IncidentReader, toComment } from './incident-reads.ts';

/** Why a change was refused: no such incident for this reader, or it is closed, or the status cannot be set. */
export type Refusal = 'notFound' | 'closed' | 'notNew';

/** How the requester is told: the tenant (its texts), its configured origin (the link) and the mailer. */
export interface Notifier {
  tenant: TenantConfig;
  origin: string;
  mailer: Mailer;
}

type Incident = Selectable<IncidentTable>;

/** The incident by reference, locked until the transaction ends, if the reader may see it. */
async function lockVisible(trx: TenantDb, reader: IncidentReader, reference: string): Promise<Incident | undefined> {
  const row = await trx.selectFromTenant('incidents').selectAll().where('reference_number', '=', reference).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  if (reader.kind === 'agent') return row;
  const visible = row.requester_user_id === reader.userId || (reader.companyWide && row.company_id === reader.companyId);
  return visible ? row : undefined;
}

async function addThread(
  trx: TenantDb,
  incident: Incident,
  authorId: string,
  text: string,
  kind: { fromSupport: boolean; internal: boolean },
): Promise<IncidentComment> {
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
  return toComment({ ...entry, first_name: author?.first_name ?? null, last_name: author?.last_name ?? null });
}

async function log(trx: TenantDb, incident: Incident, actorId: string, event: string, details: StoredDetails, internal = false) {
  await recordTenantActivity(trx, {
    company_id: internal ? null : incident.company_id,
    actor_user_id: actorId,
    entity_id: incident.id,
    event,
    details,
  });
}

async function tellRequester(
  trx: TenantDb,
  notifier: Notifier,
  incident: Incident,
  news: { kind: 'reply'; text: string } | { kind: 'status'; status: IncidentStatus },
) {
  const { tenant, origin, mailer } = notifier;
  const locale = tenantLocale(tenant, incident.locale);
  const mail = incidentMail({
    tenant,
    locale,
    to: incident.primary_contact_email,
    firstName: incident.first_name,
    link: `${origin}/support/trackTicket/${encodeURIComponent(incident.reference_number)}`,
    reference: incident.reference_number,
    subject: incident.subject,
    news: news.kind === 'status' ? { kind: 'status', status: i18nFor(locale)._(INCIDENT_STATUS_LABELS[news.status]) } : news,
  });
  await mailer.send(mail, trx.db);
}

const touch = (trx: TenantDb, incident: Incident, changes: { status?: IncidentStatus; assignee_user_id?: string | null } = {}) =>
  trx
    .updateTenant('incidents')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', incident.id)
    .execute();

/**
 * A requester's comment (spec §7 POST osc/user/incident/{id}/addThread): refused on a closed
 * incident; an incident waiting on the customer or resolved goes back in progress.
 */
export function addRequesterComment(
  scoped: TenantDb,
  reader: IncidentReader,
  reference: string,
  text: string,
): Promise<IncidentComment | Refusal> {
  return scoped.transaction(async (trx) => {
    const incident = await lockVisible(trx, reader, reference);
    if (!incident) return 'notFound';
    if (incident.status === 'closed') return 'closed';
    const comment = await addThread(trx, incident, reader.userId, text, { fromSupport: false, internal: false });
    const reopens = incident.status === 'waiting_on_customer' || incident.status === 'resolved';
    await touch(trx, incident, reopens ? { status: 'in_progress' } : {});
    await log(trx, incident, reader.userId, 'INCIDENT_COMMENTED', detailsOf('INCIDENT_COMMENTED', { reference }));
    if (reopens) {
      const details = detailsOf('INCIDENT_STATUS_CHANGED', { reference, formerStatus: incident.status, status: 'in_progress' });
      await log(trx, incident, reader.userId, 'INCIDENT_STATUS_CHANGED', details);
    }
    return comment;
  });
}

/** An agent's public reply (the requester is e-mailed; refused on a closed incident) or internal note. */
export function addSupportEntry(
  scoped: TenantDb,
  notifier: Notifier,
  agentId: string,
  reference: string,
  entry: { text: string; internal: boolean },
): Promise<IncidentComment | Refusal> {
  return scoped.transaction(async (trx) => {
    const incident = await lockVisible(trx, { kind: 'agent', userId: agentId }, reference);
    if (!incident) return 'notFound';
    if (!entry.internal && incident.status === 'closed') return 'closed';
    const comment = await addThread(trx, incident, agentId, entry.text, { fromSupport: true, internal: entry.internal });
    if (entry.internal) {
      await log(trx, incident, agentId, 'INCIDENT_NOTE_ADDED', detailsOf('INCIDENT_NOTE_ADDED', { reference }), true);
    } else {
      await touch(trx, incident);
      await log(trx, incident, agentId, 'INCIDENT_REPLIED', detailsOf('INCIDENT_REPLIED', { reference }));
      await tellRequester(trx, notifier, incident, { kind: 'reply', text: entry.text });
    }
    return comment;
  });
}

/**
 * An agent's change of status and/or assignee (`assignee`: the agent's own id, or null for nobody).
 * Setting what is already set changes nothing and tells nobody.
 */
export function updateIncident(
  scoped: TenantDb,
  notifier: Notifier,
  agent: { id: string; name: string },
  reference: string,
  change: { status?: IncidentStatus; assignee?: string | null },
): Promise<'updated' | Refusal> {
  return scoped.transaction(async (trx) => {
    const incident = await lockVisible(trx, { kind: 'agent', userId: agent.id }, reference);
    if (!incident) return 'notFound';
    const newStatus = change.status !== undefined && change.status !== incident.status ? change.status : undefined;
    const newAssignee = change.assignee !== undefined && change.assignee !== incident.assignee_user_id ? change.assignee : undefined;
    if (newStatus !== undefined && incident.status === 'closed') return 'closed';
    if (newStatus === 'new') return 'notNew';
    if (newStatus === undefined && newAssignee === undefined) return 'updated';
    await touch(trx, incident, {
      ...(newStatus !== undefined ? { status: newStatus } : {}),
      ...(newAssignee !== undefined ? { assignee_user_id: newAssignee } : {}),
    });
    if (newAssignee !== undefined) {
      const details =
        newAssignee === null
          ? detailsOf('INCIDENT_UNASSIGNED', { reference })
          : detailsOf('INCIDENT_ASSIGNED', { reference, assignee: agent.name });
      await log(trx, incident, agent.id, 'INCIDENT_ASSIGNED', details);
    }
    if (newStatus !== undefined) {
      const details = detailsOf('INCIDENT_STATUS_CHANGED', { reference, formerStatus: incident.status, status: newStatus });
      await log(trx, incident, agent.id, 'INCIDENT_STATUS_CHANGED', details);
      await tellRequester(trx, notifier, incident, { kind: 'status', status: newStatus });
    }
    return 'updated';
  });
}
