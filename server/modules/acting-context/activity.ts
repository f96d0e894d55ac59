// The activity-log words of the acting context (acting on behalf, viewing, switching company or
// persona): the values each event's sentence names, the sentences and the events' labels, as
// server/services/activity-messages.ts describes them; server/modules/activity-logs/catalogue.ts
// assembles every area's.
import type { Persona } from '../../db/schema.ts';
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface ActingContextEvents {
  /** A user the company granted access switched to it (issue 14 §2); and back to their own view. */
  COMPANY_VIEW_STARTED: { user: string };
  COMPANY_VIEW_ENDED: { user: string };
  ACTING_ON_BEHALF_STARTED: { company: string; reason: string };
  VIEWING_STARTED: { company: string; reason: string };
  ACTING_ON_BEHALF_ENDED: { company: string };
  VIEWING_ENDED: { company: string };
  PERSONA_SWITCHED: { persona: Persona };
  PERSONA_SWITCHED_FROM: { persona: Persona; formerPersona: Persona };
}

export const ACTING_CONTEXT_ACTIVITY = catalogueOf<ActingContextEvents>()({
  details: {
    COMPANY_VIEW_STARTED: /*i18n*/ {
      id: 'activity.details.COMPANY_VIEW_STARTED',
      message: '{user} switched to this company with the access it granted',
    },
    COMPANY_VIEW_ENDED: /*i18n*/ { id: 'activity.details.COMPANY_VIEW_ENDED', message: '{user} left this company for their own view' },
    ACTING_ON_BEHALF_STARTED: /*i18n*/ {
      id: 'activity.details.ACTING_ON_BEHALF_STARTED',
      message: 'Acting on behalf of {company} (reason: {reason})',
    },
    VIEWING_STARTED: /*i18n*/ { id: 'activity.details.VIEWING_STARTED', message: 'Viewing {company}, read only (reason: {reason})' },
    ACTING_ON_BEHALF_ENDED: /*i18n*/ { id: 'activity.details.ACTING_ON_BEHALF_ENDED', message: 'Stopped acting on behalf of {company}' },
    VIEWING_ENDED: /*i18n*/ { id: 'activity.details.VIEWING_ENDED', message: 'Stopped viewing {company}' },
    PERSONA_SWITCHED: /*i18n*/ { id: 'activity.details.PERSONA_SWITCHED', message: 'Persona switched to {persona}' },
    PERSONA_SWITCHED_FROM: /*i18n*/ {
      id: 'activity.details.PERSONA_SWITCHED_FROM',
      message: 'Persona switched to {persona} (was {formerPersona})',
    },
  },
  events: {
    COMPANY_VIEW_STARTED: /*i18n*/ { id: 'activity.event.COMPANY_VIEW_STARTED', message: 'Switched to the company' },
    COMPANY_VIEW_ENDED: /*i18n*/ { id: 'activity.event.COMPANY_VIEW_ENDED', message: 'Left the company' },
    ACTING_ON_BEHALF_STARTED: /*i18n*/ { id: 'activity.event.ACTING_ON_BEHALF_STARTED', message: 'Acting on behalf started' },
    ACTING_ON_BEHALF_ENDED: /*i18n*/ { id: 'activity.event.ACTING_ON_BEHALF_ENDED', message: 'Acting on behalf ended' },
    PERSONA_SWITCHED: /*i18n*/ { id: 'activity.event.PERSONA_SWITCHED', message: 'Persona switched' },
  },
  variants: {
    VIEWING_STARTED: 'ACTING_ON_BEHALF_STARTED',
    VIEWING_ENDED: 'ACTING_ON_BEHALF_ENDED',
    PERSONA_SWITCHED_FROM: 'PERSONA_SWITCHED',
  },
});
