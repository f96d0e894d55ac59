// The activity-log words of the legal owners' console (issue 31 §3): the values each event's
// sentence names, the sentences and the events' labels, as server/services/activity-messages.ts
// describes them; server/modules/activity-logs/catalogue.ts assembles every area's. A document
// variant is named by its code ('DATA_SHARING_ADDENDUM/3P'), shown as its label
// (CODE_LABELS.legalDocument); `effective` is a day, YYYY-MM-DD.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface LegalDocumentEvents {
  LEGAL_DRAFT_CREATED: { legalDocument: string; version: number };
  LEGAL_DRAFT_SAVED: { legalDocument: string; version: number };
  LEGAL_VERSION_PUBLISHED: { legalDocument: string; version: number; effective: string };
  LEGAL_DRAFT_DISCARDED: { legalDocument: string; version: number };
}

export const LEGAL_DOCUMENTS_ACTIVITY = catalogueOf<LegalDocumentEvents>()({
  details: {
    LEGAL_DRAFT_CREATED: /*i18n*/ {
      id: 'activity.details.LEGAL_DRAFT_CREATED',
      message: 'Drafted version {version} of the {legalDocument}',
    },
    LEGAL_DRAFT_SAVED: /*i18n*/ {
      id: 'activity.details.LEGAL_DRAFT_SAVED',
      message: 'Saved the draft of version {version} of the {legalDocument}',
    },
    LEGAL_VERSION_PUBLISHED: /*i18n*/ {
      id: 'activity.details.LEGAL_VERSION_PUBLISHED',
      message: 'Published version {version} of the {legalDocument}, in force from {effective}',
    },
    LEGAL_DRAFT_DISCARDED: /*i18n*/ {
      id: 'activity.details.LEGAL_DRAFT_DISCARDED',
      message: 'Discarded the draft of version {version} of the {legalDocument}',
    },
  },
  events: {
    LEGAL_DRAFT_CREATED: /*i18n*/ { id: 'activity.event.LEGAL_DRAFT_CREATED', message: 'Legal document drafted' },
    LEGAL_DRAFT_SAVED: /*i18n*/ { id: 'activity.event.LEGAL_DRAFT_SAVED', message: 'Legal document draft saved' },
    LEGAL_VERSION_PUBLISHED: /*i18n*/ { id: 'activity.event.LEGAL_VERSION_PUBLISHED', message: 'Legal document published' },
    LEGAL_DRAFT_DISCARDED: /*i18n*/ { id: 'activity.event.LEGAL_DRAFT_DISCARDED', message: 'Legal document draft discarded' },
  },
  variants: {},
});
