// The life of a support incident (issue 12 §3 and §4), the same for the pages, the e-mails and the
// activity log: its statuses and their names, the queues an incident is routed to and how long a
// comment may be. In tenants/ because the portal and the server share it (like incident-form.ts).
//
// Status rules (server/modules/support/incident-changes.ts):
// - new → in progress ⇄ waiting on customer → resolved → closed; an agent may set any status but
//   'new' (an incident is new only until someone acts on it), and a closed incident stays closed
//   (the requester files a new one).
// - A requester's comment on an incident waiting on them or resolved puts it back in progress.
// - Public replies and comments are refused on a closed incident; internal notes are not.

export const INCIDENT_STATUSES = ['new', 'in_progress', 'waiting_on_customer', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** Statuses still waiting for an answer: the console's "Open" filter. */
export const OPEN_STATUSES: readonly IncidentStatus[] = ['new', 'in_progress', 'waiting_on_customer'];

/** A comment, reply or internal note: at most this many characters. */
export const INCIDENT_COMMENT_MAX = 4000;

interface Descriptor {
  id: string;
  message: string;
}

/** Each status's name (`i18n._(descriptor)`). */
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, Descriptor> = {
  new: /*i18n*/ { id: 'incident.status.new', message: 'New' },
  in_progress: /*i18n*/ { id: 'incident.status.in_progress', message: 'In progress' },
  waiting_on_customer: /*i18n*/ { id: 'incident.status.waiting_on_customer', message: 'Waiting on customer' },
  resolved: /*i18n*/ { id: 'incident.status.resolved', message: 'Resolved' },
  closed: /*i18n*/ { id: 'incident.status.closed', message: 'Closed' },
};

/** Spec §9 queues, with their names: the console's queue filter. */
export const INCIDENT_QUEUE_LABELS: Record<number, Descriptor> = {
  201: /*i18n*/ { id: 'incident.queue.201', message: 'Shopper behaviour' },
  198: /*i18n*/ { id: 'incident.queue.198', message: 'Data ventures' },
  369: /*i18n*/ { id: 'incident.queue.369', message: 'Basic vendor' },
};
