// Changing a support incident (issue 12 §3 and §4): a requester's comment, a support reply or
// internal note, a status change, an assignment. Each is one transaction that locks the incident
// row, writes the change, its activity-log entry and, where the requester is told (a public reply,
// a new status), the e-mail in the outbox: the mail exists exactly when the change committed.
// The status rules are tenants/incident-status.ts's; the writes repository.ts's.
//
// Activity log: entries of public changes belong to the incident's company (its admins read them);
// internal notes are logged without a company, so that no company's log ever shows one.
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '../../../tenants/incident-status.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { TenantDb } from '../../db/scope.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { incidentMail } from '../../services/emails.ts';
import { i18nFor } from '../../services/i18n.ts';
import { type IncidentComment, toComment } from './incident-repository.ts';
import { type Incident, insertThread, lockVisible, touch } from './repository.ts';
import type { IncidentReader } from './service.ts';

/** Why a change was refused: no such incident for this reader, or it is closed, or the status cannot be set. */
export type Refusal = 'notFound' | 'closed' | 'notNew';

/** How the requester is told: the tenant (its texts), its configured origin (the link) and the mailer. */
export interface Notifier {
  tenant: TenantConfig;
  origin: string;
  mailer: Mailer;
}

async function addThread(
  trx: TenantDb,
  incident: Incident,
  authorId: string,
  text: string,
  kind: { fromSupport: boolean; internal: boolean },
): Promise<IncidentComment> {
  return toComment(await insertThread(trx, incident, authorId, text, kind));
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
  await mailer.send(mail, trx);
}

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
