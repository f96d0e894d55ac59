// The rules of support incidents that are neither SQL nor routing (issue 12; spec §2 "Support
// incident creation", §9 support ids): an incident's subject and reference number, and who reads
// incidents. The queries are repository.ts's (filing, changes, categories) and
// incident-repository.ts's (reads); the changes' rules incident-changes.ts's.
//
// Reference numbers read INC-<yymmdd, UTC>-<the tenant's sequence, at least 6 digits>, e.g.
// INC-261124-000042. The sequence is the tenant's row of incident_reference_counters, taken with an
// upsert that locks the row until the transaction ends (repository.ts createIncident).
//
// Who sees an incident (every read goes through incident-repository.ts `visibleTo`, inside the
// host's tenant):
// - its requester (the signed-in user who filed it);
// - an admin of the requester's company (LIST INCIDENT), when they ask for the company's incidents;
// - a support agent of the tenant (MANAGE INCIDENT): every incident, internal notes included.
// Nobody else: another company's or another tenant's incident reads as not found. Internal notes
// are left out of every requester's read in SQL, not by the page.
import { truncateAtWord } from '../../../tenants/truncate.ts';
import type { AuthContext } from '../../services/sessions.ts';

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

/** Who reads: a requester (with whether they may read their company's incidents) or an agent. */
export type IncidentReader =
  { kind: 'requester'; userId: string; companyId: string | null; companyWide: boolean } | { kind: 'agent'; userId: string };

const can = (auth: AuthContext, action: string) => auth.permissions.some((p) => p.action === action && p.resource === 'INCIDENT');

/** The reader a session is: an agent with MANAGE INCIDENT, otherwise a requester. */
export function readerOf(auth: AuthContext): IncidentReader {
  if (can(auth, 'MANAGE')) return { kind: 'agent', userId: auth.user.id };
  const companyId = auth.user.company_id;
  return { kind: 'requester', userId: auth.user.id, companyId, companyWide: Boolean(companyId) && can(auth, 'LIST') };
}

/** Whether the requester may read the company's incidents (the list's "company" view). */
export const readsCompany = (reader: IncidentReader) => reader.kind === 'requester' && reader.companyWide;
