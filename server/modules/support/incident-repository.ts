// Reading support incidents (issue 12 §3, §4 and §5; spec §2 "Support incident list and detail",
// §3 "Support incident", §7 "GET osc/user/incidents"): the lists, one incident with its thread, and
// its attachments, for a reader (service.ts says who sees which incident; every read goes through
// `visibleTo`, inside the host's tenant). Internal notes are left out of every requester's read in
// SQL, not by the page.
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { LegalLanguage } from '../../../tenants/schema.ts';
import type { IncidentStatus } from '../../../tenants/incident-status.ts';
import { OPEN_STATUSES } from '../../../tenants/incident-status.ts';
import type { Database } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { containing, countOf, type ListParams, listPage, type Order, sortKey } from '../../services/paging.ts';
import { supportCategory } from './categories.ts';
import type { IncidentReader } from './service.ts';
import type { TrackSort } from './tracking-schemas.ts';

type Incidents = ExpressionBuilder<Database, 'incidents'>;

/** The incidents `reader` may see (the tenant is the scope's). */
function visibleTo(reader: IncidentReader, companyView = true) {
  return (eb: Incidents) => {
    if (reader.kind === 'agent') return eb.lit(true);
    const own = eb('incidents.requester_user_id', '=', reader.userId);
    return companyView && reader.companyWide && reader.companyId ? eb.or([own, eb('incidents.company_id', '=', reader.companyId)]) : own;
  };
}

// ---------------------------------------------------------------------------------------------
// Lists

const SORT_COLUMNS = {
  incidentId: sql`incidents.reference_number`,
  subject: sql`incidents.subject`,
  statusInfo: sql`incidents.status`,
  createdOn: sql`incidents.created_at`,
  lastUpdatedOn: sql`incidents.updated_at`,
} satisfies Record<TrackSort, unknown>;

export interface IncidentSummary {
  incidentId: string;
  subject: string;
  statusInfo: IncidentStatus;
  createdOn: string;
  lastUpdatedOn: string;
  requesterName: string;
  /** Filed by the reader (false: by someone else of their company). */
  mine: boolean;
}

export interface ConsoleRow extends IncidentSummary {
  queueId: number;
  companyName: string;
  assignee: { id: string; name: string } | null;
  /** Assigned to the reader. */
  assignedToMe: boolean;
}

/** The console's filters (issue 12 §4). */
export interface ConsoleFilter {
  /** A status, or 'open' for those still waiting for an answer. */
  status?: IncidentStatus | 'open';
  queue?: number;
  /** Time since filing: under a day, one to seven days, more than seven days. */
  age?: 'day' | 'week' | 'older';
  /** 'me': assigned to the reader; 'unassigned': to nobody. */
  assignee?: 'me' | 'unassigned';
}

const DAY = 86_400_000;

/** The columns of a list row, with the assignee's name. */
const summaryRows = (qb: SelectQueryBuilder<Database, 'incidents', object>) =>
  qb
    .leftJoin('users as assignee', 'assignee.id', 'incidents.assignee_user_id')
    .select([
      'incidents.reference_number',
      'incidents.subject',
      'incidents.status',
      'incidents.created_at',
      'incidents.updated_at',
      'incidents.first_name',
      'incidents.last_name',
      'incidents.requester_user_id',
      'incidents.queue_id',
      'incidents.company_name',
      'incidents.assignee_user_id',
      'assignee.first_name as assignee_first_name',
      'assignee.last_name as assignee_last_name',
    ]);

interface SummaryRow {
  reference_number: string;
  subject: string;
  status: IncidentStatus;
  created_at: Date;
  updated_at: Date;
  first_name: string;
  last_name: string;
  requester_user_id: string | null;
  queue_id: number;
  company_name: string;
  assignee_user_id: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
}

function toSummary(reader: IncidentReader, r: SummaryRow): IncidentSummary {
  return {
    incidentId: r.reference_number,
    subject: r.subject,
    statusInfo: r.status,
    createdOn: r.created_at.toISOString(),
    lastUpdatedOn: r.updated_at.toISOString(),
    requesterName: `${r.first_name} ${r.last_name}`,
    mine: r.requester_user_id === reader.userId,
  };
}

function toConsoleRow(reader: IncidentReader, r: SummaryRow): ConsoleRow {
  return {
    ...toSummary(reader, r),
    queueId: r.queue_id,
    companyName: r.company_name,
    assignee: r.assignee_user_id ? { id: r.assignee_user_id, name: `${r.assignee_first_name} ${r.assignee_last_name}` } : null,
    assignedToMe: r.assignee_user_id !== null && r.assignee_user_id === reader.userId,
  };
}

function orderOf(params: ListParams<TrackSort>): Order {
  return [sortKey(SORT_COLUMNS[params.sortBy], params.sortOrder), { by: sql`incidents.id` }];
}

/**
 * How a list reads its page. Without a search, the rows are counted on their own (an index-only
 * count) and the page's ids read in order from an index on the sort key, instead of sorting every
 * match to number them (`npm run bench incidents`: 200,000 incidents, the console's first page
 * went from ~300 ms to a few ms). A search finds its few matches through the trigram index first.
 */
function listShape(matching: SelectQueryBuilder<Database, 'incidents', object>, params: ListParams<TrackSort>) {
  return {
    id: sql`incidents.id`,
    order: orderOf(params),
    rows: summaryRows,
    total: params.search ? undefined : () => countOf(matching),
  };
}

/**
 * The text the free-text search reads: reference number, subject and description, as the trigram
 * index incidents_search holds it (migrations/013_support_agents.ts).
 */
const INCIDENT_SEARCH_TEXT = sql<string>`(incidents.reference_number || ' ' || incidents.subject || ' ' || incidents.situation_description)`;

/** Free text: a reference number (any part of it) or words of the subject or description, any letter case. */
function searching(text: string) {
  return (eb: Incidents) => eb(INCIDENT_SEARCH_TEXT, 'ilike', containing(text));
}

/** My incidents (spec §7 GET osc/user/incidents): the reader's own, or with `company` their company's too. */
export function listTracked(scoped: TenantDb, reader: IncidentReader, params: ListParams<TrackSort>, company: boolean) {
  const matching = scoped
    .selectFromTenant('incidents')
    .where(visibleTo(reader, company))
    .$if(Boolean(params.search), (qb) => qb.where(searching(params.search!)));
  return listPage(matching, listShape(matching, params), params, (rows) => rows.map((r) => toSummary(reader, r)));
}

/** The agent console's list: every incident of the tenant, filtered. */
export function listConsole(
  scoped: TenantDb,
  reader: IncidentReader,
  params: ListParams<TrackSort>,
  filter: ConsoleFilter,
  now = Date.now(),
) {
  const { status, queue, age, assignee } = filter;
  const matching = scoped
    .selectFromTenant('incidents')
    .where(visibleTo(reader))
    .$if(status === 'open', (qb) => qb.where('incidents.status', 'in', [...OPEN_STATUSES]))
    .$if(status !== undefined && status !== 'open', (qb) => qb.where('incidents.status', '=', status as IncidentStatus))
    .$if(queue !== undefined, (qb) => qb.where('incidents.queue_id', '=', queue!))
    .$if(age === 'day', (qb) => qb.where('incidents.created_at', '>', new Date(now - DAY)))
    .$if(age === 'week', (qb) =>
      qb.where('incidents.created_at', '<=', new Date(now - DAY)).where('incidents.created_at', '>', new Date(now - 7 * DAY)),
    )
    .$if(age === 'older', (qb) => qb.where('incidents.created_at', '<=', new Date(now - 7 * DAY)))
    .$if(assignee === 'me', (qb) => qb.where('incidents.assignee_user_id', '=', reader.userId))
    .$if(assignee === 'unassigned', (qb) => qb.where('incidents.assignee_user_id', 'is', null))
    .$if(Boolean(params.search), (qb) => qb.where(searching(params.search!)));
  return listPage(matching, listShape(matching, params), params, (rows) => rows.map((r) => toConsoleRow(reader, r)));
}

// ---------------------------------------------------------------------------------------------
// One incident

export interface IncidentComment {
  id: string;
  text: string;
  createdOn: string;
  /** The author's name; an agent's first name only. Null once the author is deleted. */
  authorName: string | null;
  /** Written by the support team (false: by the requester or their company). */
  fromSupport: boolean;
  /** An internal note: only agents ever read one. */
  internal: boolean;
}

export interface IncidentAttachmentInfo {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface IncidentDetail extends ConsoleRow {
  situationDescription: string;
  /** The categories chosen, support type first, named in the reader's language. */
  categories: Array<{ level: number; id: number; value: string }>;
  accountType: number;
  firstName: string;
  lastName: string;
  primaryContactEmail: string;
  callBackNumber: string | null;
  onBehalf: boolean;
  attachments: IncidentAttachmentInfo[];
  comments: IncidentComment[];
}

/** The incident's row if `reader` may see it (by reference number), else undefined. */
export function findVisible(scoped: TenantDb, reader: IncidentReader, reference: string) {
  return scoped
    .selectFromTenant('incidents')
    .selectAll('incidents')
    .where('incidents.reference_number', '=', reference)
    .where(visibleTo(reader))
    .executeTakeFirst();
}

/**
 * One incident with its thread and attachments; undefined when not visible. Internal notes only
 * with `withNotes` and for an agent.
 */
export async function incidentDetail(
  scoped: TenantDb,
  reader: IncidentReader,
  reference: string,
  language: LegalLanguage,
  withNotes: boolean,
): Promise<IncidentDetail | undefined> {
  const row = await findVisible(scoped, reader, reference);
  if (!row) return undefined;
  const [assignee, attachments, comments] = await Promise.all([
    row.assignee_user_id
      ? scoped.selectFromTenant('users').select(['id', 'first_name', 'last_name']).where('id', '=', row.assignee_user_id).executeTakeFirst()
      : undefined,
    scoped
      .selectFromTenant('incident_attachments')
      .select(['id', 'file_name', 'content_type', 'size'])
      .where('incident_id', '=', row.id)
      .where('thread_id', 'is', null)
      .orderBy('created_at')
      .execute(),
    scoped
      .selectFromTenant('incident_threads')
      .leftJoin('users', 'users.id', 'incident_threads.author_user_id')
      .select([
        'incident_threads.id',
        'incident_threads.body',
        'incident_threads.internal',
        'incident_threads.created_at',
        'incident_threads.author_user_id',
        'users.first_name',
        'users.last_name',
        'incident_threads.from_support',
      ])
      .where('incident_threads.incident_id', '=', row.id)
      .$if(!(withNotes && reader.kind === 'agent'), (qb) => qb.where('incident_threads.internal', '=', false))
      .orderBy('incident_threads.created_at')
      .orderBy('incident_threads.id')
      .execute(),
  ]);
  const categories = [];
  for (const [level, id] of [row.support_type_id, row.issue_id, row.issue_type_id, row.sub_issue_type_id].entries()) {
    if (id === null) continue;
    const names = (await supportCategory(scoped, id))?.names;
    categories.push({ level: level + 1, id, value: names?.[language] ?? Object.values(names ?? {})[0] ?? String(id) });
  }
  return {
    ...toConsoleRow(reader, {
      ...row,
      assignee_first_name: assignee?.first_name ?? null,
      assignee_last_name: assignee?.last_name ?? null,
    }),
    situationDescription: row.situation_description,
    categories,
    accountType: row.account_type,
    firstName: row.first_name,
    lastName: row.last_name,
    primaryContactEmail: row.primary_contact_email,
    callBackNumber: row.call_back_number,
    onBehalf: row.on_behalf,
    attachments: attachments.map((a) => ({ id: a.id, fileName: a.file_name, contentType: a.content_type, size: a.size })),
    comments: comments.map((c) => toComment(c)),
  };
}

/** A thread entry as the pages show it. */
export function toComment(c: {
  id: string;
  body: string;
  internal: boolean;
  created_at: Date;
  author_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  from_support: boolean;
}): IncidentComment {
  const fromSupport = c.from_support;
  return {
    id: c.id,
    text: c.body,
    createdOn: c.created_at.toISOString(),
    authorName: c.first_name === null ? null : fromSupport ? c.first_name : `${c.first_name} ${c.last_name}`,
    fromSupport,
    internal: c.internal,
  };
}

/** An attachment of an incident `reader` may see, with its content; undefined otherwise. */
export async function visibleAttachment(scoped: TenantDb, reader: IncidentReader, reference: string, attachmentId: string) {
  const incident = await findVisible(scoped, reader, reference);
  if (!incident) return undefined;
  return scoped
    .selectFromTenant('incident_attachments')
    .select(['file_name', 'content_type', 'size', 'content'])
    .where('incident_id', '=', incident.id)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}
