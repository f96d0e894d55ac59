// The activity-log words of support incidents (issue 12 §3 and §4; written by
// repository.ts and incident-changes.ts): the values each event's sentence names, the
// sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import type { IncidentStatus } from '../../../tenants/incident-status.ts';
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface SupportEvents {
  /** A support incident filed by a user of the company: its reference number and subject. */
  INCIDENT_CREATED: { reference: string; subject: string };
  /** The requester (or an admin of their company) commented on the incident. */
  INCIDENT_COMMENTED: { reference: string };
  /** A public reply of the support team (the requester is e-mailed). */
  INCIDENT_REPLIED: { reference: string };
  /** An internal note of the support team: logged without a company, so no company's log shows it. */
  INCIDENT_NOTE_ADDED: { reference: string };
  INCIDENT_STATUS_CHANGED: { reference: string; formerStatus: IncidentStatus; status: IncidentStatus };
  INCIDENT_ASSIGNED: { reference: string; assignee: string };
  INCIDENT_UNASSIGNED: { reference: string };
}

export const SUPPORT_ACTIVITY = catalogueOf<SupportEvents>()({
  details: {
    INCIDENT_CREATED: /*i18n*/ { id: 'activity.details.INCIDENT_CREATED', message: 'Support incident {reference} filed: {subject}' },
    INCIDENT_COMMENTED: /*i18n*/ { id: 'activity.details.INCIDENT_COMMENTED', message: 'Commented on support incident {reference}' },
    INCIDENT_REPLIED: /*i18n*/ { id: 'activity.details.INCIDENT_REPLIED', message: 'The support team replied on incident {reference}' },
    INCIDENT_NOTE_ADDED: /*i18n*/ { id: 'activity.details.INCIDENT_NOTE_ADDED', message: 'Internal note added to incident {reference}' },
    INCIDENT_STATUS_CHANGED: /*i18n*/ {
      id: 'activity.details.INCIDENT_STATUS_CHANGED',
      message: 'Incident {reference}: status {formerStatus} → {status}',
    },
    INCIDENT_ASSIGNED: /*i18n*/ { id: 'activity.details.INCIDENT_ASSIGNED', message: 'Incident {reference} assigned to {assignee}' },
    INCIDENT_UNASSIGNED: /*i18n*/ { id: 'activity.details.INCIDENT_UNASSIGNED', message: 'Incident {reference} no longer assigned' },
  },
  events: {
    INCIDENT_CREATED: /*i18n*/ { id: 'activity.event.INCIDENT_CREATED', message: 'Support incident filed' },
    INCIDENT_COMMENTED: /*i18n*/ { id: 'activity.event.INCIDENT_COMMENTED', message: 'Incident comment' },
    INCIDENT_REPLIED: /*i18n*/ { id: 'activity.event.INCIDENT_REPLIED', message: 'Support reply' },
    INCIDENT_NOTE_ADDED: /*i18n*/ { id: 'activity.event.INCIDENT_NOTE_ADDED', message: 'Internal note' },
    INCIDENT_STATUS_CHANGED: /*i18n*/ { id: 'activity.event.INCIDENT_STATUS_CHANGED', message: 'Incident status changed' },
    INCIDENT_ASSIGNED: /*i18n*/ { id: 'activity.event.INCIDENT_ASSIGNED', message: 'Incident assignment changed' },
  },
  variants: {
    INCIDENT_UNASSIGNED: 'INCIDENT_ASSIGNED',
  },
});
