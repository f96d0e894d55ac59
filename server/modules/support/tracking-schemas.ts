// The shapes of following support incidents (spec §3 "Support incident": incidentId (reference
// number), subject, statusInfo, createdOn, lastUpdatedOn; "Comment: text"; §7 GET osc/user/incidents,
// GET osc/user/incidents/{incidentId}, POST osc/user/incident/{incidentId}/addThread) and of the
// agent console (issue 12 §4).
import { Type } from 'typebox';
import { INCIDENT_COMMENT_MAX, INCIDENT_STATUSES } from '../../../tenants/incident-status.ts';
import { literals } from '../../../tenants/schema.ts';
import { Nullable } from '../../schemas.ts';
import { pageQuery, searchText } from '../../services/paging.ts';

/** The sort keys of the incident lists (incident-repository.ts sorts by each). */
export const TRACK_SORTS = { incidentId: true, subject: true, statusInfo: true, createdOn: true, lastUpdatedOn: true } as const;
export type TrackSort = keyof typeof TRACK_SORTS;

export const Status = literals(INCIDENT_STATUSES);

const Reference = Type.String({
  pattern: '^INC-[0-9]{6}-[0-9]{6,}$',
  maxLength: 40,
  description: 'The incident’s reference number, e.g. INC-261124-000042.',
});

export const IncidentParams = Type.Object({ incidentId: Reference });
export const AttachmentParams = Type.Object({ incidentId: Reference, attachmentId: Type.String({ format: 'uuid' }) });

export const IncidentSummary = Type.Object({
  incidentId: Type.String({ description: 'The reference number.' }),
  subject: Type.String({ description: 'The situation description, cut between words with "…" to at most 50 characters.' }),
  statusInfo: Status,
  createdOn: Type.String({ format: 'date-time' }),
  lastUpdatedOn: Type.String({ format: 'date-time' }),
  requesterName: Type.String(),
  mine: Type.Boolean({ description: 'Filed by the caller (false: by someone else of their company).' }),
});

const page = pageQuery(TRACK_SORTS, searchText('Part of the reference number, the subject or the description.'));

export const TrackQuery = Type.Object(
  {
    ...page,
    view: Type.Optional(
      literals(['mine', 'company'] as const, {
        default: 'mine',
        description: 'company: every incident of the caller’s company (company admins, LIST INCIDENT; others get 403).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ConsoleRow = Type.Object({
  ...IncidentSummary.properties,
  queueId: Type.Integer(),
  companyName: Type.String({ description: 'The company name given in the form.' }),
  assignee: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() })),
  assignedToMe: Type.Boolean({ description: 'Assigned to the caller.' }),
});

export const ConsoleQuery = Type.Object(
  {
    ...page,
    status: Type.Optional(
      literals([...INCIDENT_STATUSES, 'open'] as const, { description: 'open: new, in progress or waiting on customer.' }),
    ),
    queue: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    age: Type.Optional(
      literals(['day', 'week', 'older'] as const, { description: 'Filed less than a day ago, 1 to 7 days ago, or earlier.' }),
    ),
    assignee: Type.Optional(literals(['me', 'unassigned'] as const)),
  },
  { additionalProperties: false },
);

export const Comment = Type.Object({
  id: Type.String({ format: 'uuid' }),
  text: Type.String(),
  createdOn: Type.String({ format: 'date-time' }),
  authorName: Nullable(Type.String()),
  fromSupport: Type.Boolean(),
  internal: Type.Boolean({ description: 'An internal note (only in the agent console; never in a requester’s answer).' }),
});

export const IncidentDetail = Type.Object({
  ...ConsoleRow.properties,
  situationDescription: Type.String(),
  categories: Type.Array(Type.Object({ level: Type.Integer(), id: Type.Integer(), value: Type.String() })),
  accountType: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  primaryContactEmail: Type.String(),
  callBackNumber: Nullable(Type.String()),
  onBehalf: Type.Boolean(),
  attachments: Type.Array(
    Type.Object({ id: Type.String({ format: 'uuid' }), fileName: Type.String(), contentType: Type.String(), size: Type.Integer() }),
  ),
  comments: Type.Array(Comment),
});

const text = Type.String({ minLength: 1, maxLength: INCIDENT_COMMENT_MAX, description: `At most ${INCIDENT_COMMENT_MAX} characters.` });

export const CommentBody = Type.Object({ text }, { additionalProperties: false });

export const SupportEntryBody = Type.Object(
  {
    text,
    internal: Type.Boolean({ description: 'true: an internal note, never shown to the requester; false: a reply, e-mailed to them.' }),
  },
  { additionalProperties: false },
);

export const IncidentUpdateBody = Type.Object(
  {
    status: Type.Optional(Status),
    assignee: Type.Optional(Nullable(Type.Literal('me', { description: 'me: assign to the caller; null: to nobody.' }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
