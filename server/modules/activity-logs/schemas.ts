// The shapes of the activity-log area (spec §3 "Activity log entry", §7 "Activity log").
import { Type } from 'typebox';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { Nullable } from '../../schemas.ts';

export const TAG = 'activity log';

export const SORT_KEYS = ['uiCreatedOnDate', 'actor', 'entityId', 'event', 'eventDescription', 'sourceApp'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const Params = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const Label = Type.String({ minLength: 1, maxLength: 100 });

export const FilterBody = Type.Object(
  {
    fromDate: Type.Optional(
      Type.String({ format: 'date', description: 'First day (YYYY-MM-DD), included. Default: 29 days before toDate.' }),
    ),
    toDate: Type.Optional(
      Type.String({ format: 'date', description: 'Last day (YYYY-MM-DD), included; at most 30 days after fromDate. Default: today.' }),
    ),
    timeZone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'IANA time zone the days are in. Default, and in place of a zone the server does not know (spec §5): the caller’s time zone preference, else the tenant’s default zone.',
      }),
    ),
    events: Type.Optional(Type.Array(Label, { maxItems: 100, description: 'Only these events (from eventlist).' })),
    applications: Type.Optional(Type.Array(Label, { maxItems: 100, description: 'Only these source apps (from applicationlist).' })),
    query: Type.Optional(
      Type.String({ maxLength: 200, description: 'Text in the description, event, entity id or actor name, any letter case.' }),
    ),
  },
  { additionalProperties: false },
);

export const SortQuery = {
  sortBy: Type.Optional(
    Type.Union(
      SORT_KEYS.map((k) => Type.Literal(k)),
      { default: LIST_DEFAULTS.activityLog.sortBy },
    ),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: LIST_DEFAULTS.activityLog.sortOrder })),
};

export const Entry = Type.Object({
  id: Type.String(),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  actor: Nullable(Type.String({ description: 'User id of who did it.' })),
  actorName: Nullable(Type.String({ description: 'Their name; null for the system, or a user since deleted.' })),
  entityId: Nullable(Type.String()),
  entityName: Nullable(Type.String({ description: 'The name of the user, company or domain the entry is about (null when gone).' })),
  event: Type.String({ description: 'The event code (for the events filter).' }),
  eventLabel: Type.String({ description: 'The event in the reader’s language (x-user-locale).' }),
  eventDescription: Type.String({ description: 'The details in the reader’s language (x-user-locale).' }),
  sourceApp: Type.String({ description: 'The source app code (for the applications filter).' }),
  sourceAppLabel: Type.String({ description: 'The source app in the reader’s language.' }),
});

/** A value of the events or applications filter and its label in the reader's language. */
export const Option = Type.Object({ value: Type.String(), label: Type.String() });
