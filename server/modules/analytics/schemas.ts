// The shapes of the first-party usage analytics (issue 16 §3; spec §2 page ids, §7 event types and
// "GET analyticsReports with a locale header").
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { PAGE_ID_MAX_LENGTH, USAGE_BATCH_MAX, USAGE_EVENTS } from '../../../tenants/analytics.ts';

/** Spec §5: a date range of at most 30 days in the portal; API clients may ask for up to 90. */
export const MAX_REPORT_DAYS = 90;

export const UsageEventName = literals(USAGE_EVENTS, { description: 'pageView, or one of the event types of spec §7.' });

const Day = Type.String({ format: 'date', maxLength: 10, description: 'A calendar day, YYYY-MM-DD.' });

export const UsageBatch = Type.Object(
  {
    events: Type.Array(
      Type.Object(
        {
          event: UsageEventName,
          pageId: Type.String({
            minLength: 1,
            maxLength: PAGE_ID_MAX_LENGTH,
            pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$',
            description: 'The analytics page id of the page the event happened on (spec §2).',
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: USAGE_BATCH_MAX },
    ),
  },
  {
    additionalProperties: false,
    description: `Up to ${USAGE_BATCH_MAX} data-layer entries: which event on which page. Nothing else is sent (no search terms, no user).`,
  },
);

export const UsageBatchAnswer = Type.Object({
  accepted: Type.Integer({ description: 'Entries counted.' }),
  ignored: Type.Integer({ description: 'Entries of a page id the server does not know: not counted.' }),
});

export const ReportQuery = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  {
    additionalProperties: false,
    description: `Days from..to, both included, in the tenant's time zone; at most ${MAX_REPORT_DAYS} days. Without them, the last 30 days.`,
  },
);

const Labelled = { label: Type.String({ description: 'In the reader’s language (x-user-locale).' }) };

const EventCount = Type.Object({ event: UsageEventName, ...Labelled, count: Type.Integer() });

export const UsageReport = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  timeZone: Type.String({ description: 'The time zone of the days: the tenant’s.' }),
  totals: Type.Object({
    views: Type.Integer({ description: 'Page views.' }),
    events: Type.Integer({ description: 'Events other than page views.' }),
    users: Type.Integer({ description: 'Distinct signed-in users active in the range.' }),
  }),
  pages: Type.Array(
    Type.Object({
      pageId: Type.String(),
      ...Labelled,
      views: Type.Integer(),
      events: Type.Integer(),
    }),
    { description: 'Every page id with a count in the range, most viewed first.' },
  ),
  events: Type.Array(EventCount, { description: 'Each event type with a count in the range (page views included), most frequent first.' }),
  days: Type.Array(
    Type.Object({ day: Type.String({ format: 'date' }), views: Type.Integer(), events: Type.Integer(), users: Type.Integer() }),
    { description: 'Every day of the range, oldest first, zeros included.' },
  ),
});
