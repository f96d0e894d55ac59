// The queries of the site banner (issue 16 §2), for one tenant: the banner a reader sees now, their
// dismissals, and the super admins' list, creation, change and end, each change with its
// activity-log entry in the same transaction.
//
// Every page of every signed-in user reads the banner, so the tenant's running and coming banners
// are kept per instance (services/tenant-cache.ts; the trigger of migration 019 makes every
// instance forget them on a change), and the reader's dismissals are part of the signed-in context
// (services/sessions.ts): a read costs no query.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import type { BannerSeverity } from '../../db/schema.ts';
import { recordTenantActivity, type TenantEntry } from '../../services/activity-log.ts';
import { countOf, listPage } from '../../services/paging.ts';
import { tenantCache } from '../../services/tenant-cache.ts';

/** At most this many running and coming banners are kept per tenant (the earliest to start). */
const KEPT_BANNERS = 100;

export interface BannerRow {
  id: string;
  severity: BannerSeverity;
  starts_at: Date;
  ends_at: Date;
  messages: Record<string, string>;
  revision: number;
}

export interface BannerInput {
  severity: BannerSeverity;
  startsAt: Date;
  endsAt: Date;
  /** Trimmed texts of the tenant's locales, the empty ones left out. */
  messages: Record<string, string>;
}

const BANNER_COLUMNS = ['id', 'severity', 'starts_at', 'ends_at', 'messages', 'revision'] as const;
const SEVERITY_RANK: Record<BannerSeverity, number> = { critical: 3, warning: 2, info: 1 };

/** Which of several running banners a reader sees first: the most severe, then the latest to start. */
const byPriority = (a: BannerRow, b: BannerRow) =>
  SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.starts_at.getTime() - a.starts_at.getTime() || a.id.localeCompare(b.id);

/** The banners that have not ended by `at`, the earliest to start first. */
const notEndedBy = (scoped: TenantDb, at: Date) =>
  scoped
    .selectFromTenant('site_banners')
    .select(BANNER_COLUMNS)
    .where('ends_at', '>', at)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(KEPT_BANNERS)
    .execute() as Promise<BannerRow[]>;

/**
 * The portal's clock (services/clock.ts) runs at or ahead of the system time; read a moment after
 * the system time, it can be a little behind it. The kept banners are those not ended a minute
 * before they were read, so they hold every banner running at any now at most this far behind.
 */
const CLOCK_SLACK_MS = 1_000;

/** The tenant's banners not ended a minute before they were read (see CLOCK_SLACK_MS). */
const upcoming = tenantCache((scoped) => notEndedBy(scoped, new Date(Date.now() - 60_000)));

export const isRunningAt = (banner: { starts_at: Date; ends_at: Date }, now: Date) => banner.starts_at <= now && now < banner.ends_at;

/** Scheduled, running (ACTIVE) or over, at `now`. */
export const statusAt = (banner: { starts_at: Date; ends_at: Date }, now: Date): 'SCHEDULED' | 'ACTIVE' | 'ENDED' =>
  now < banner.starts_at ? 'SCHEDULED' : now < banner.ends_at ? 'ACTIVE' : 'ENDED';

/** The name of the user in `column` (null once deleted). */
const actorName = (column: 'b.created_by' | 'b.updated_by') =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.ref(column)})`;

/** The tenant's banners, as `b`. */
const bannersOf = (scoped: TenantDb) => scoped.selectFromTenantAs('site_banners', 'b');

/** What the management list shows of each banner of `query`. */
const withNames = (query: ReturnType<typeof bannersOf>) =>
  query.select([
    'b.id',
    'b.severity',
    'b.starts_at',
    'b.ends_at',
    'b.messages',
    'b.revision',
    'b.created_at',
    'b.updated_at',
    actorName('b.created_by').as('created_by_name'),
    actorName('b.updated_by').as('updated_by_name'),
  ]);

function queries(scoped: TenantDb) {
  return {
    record: (entry: TenantEntry) => recordTenantActivity(scoped, entry),

    /** The banners running at `now`, the one a reader sees first leading. */
    async runningAt(now: Date): Promise<BannerRow[]> {
      // A clock behind the system time (never in the portal; a test could set one) reads the database.
      const kept = now.getTime() < Date.now() - CLOCK_SLACK_MS ? await notEndedBy(scoped, now) : await upcoming.get(scoped);
      return kept.filter((b) => isRunningAt(b, now)).sort(byPriority);
    },

    /** Keeps that the user dismissed the banner as of `revision` (a later revision shows again). */
    async dismiss(userId: string, bannerId: string, revision: number): Promise<void> {
      await scoped
        .insertIntoTenant('site_banner_dismissals', { user_id: userId, banner_id: bannerId, revision })
        .onConflict((oc) =>
          oc.columns(['user_id', 'banner_id']).doUpdateSet({
            revision: sql<number>`greatest(site_banner_dismissals.revision, excluded.revision)`,
            dismissed_at: sql<Date>`now()`,
          }),
        )
        .execute();
    },

    /** One banner of the tenant (locked for the transaction when `forUpdate`). */
    find: (id: string, forUpdate = false) =>
      scoped
        .selectFromTenant('site_banners')
        .select([...BANNER_COLUMNS])
        .where('id', '=', id)
        .$if(forUpdate, (qb) => qb.forUpdate())
        .executeTakeFirst() as Promise<BannerRow | undefined>,

    /** One page of the tenant's banners, the latest to start first, with who wrote them. */
    list(page: number, pageSize: number) {
      const matching = bannersOf(scoped);
      return listPage(
        matching,
        {
          id: sql`b.id`,
          order: [{ by: sql`b.starts_at`, desc: true }, { by: sql`b.id` }],
          rows: withNames,
          total: () => countOf(matching),
        },
        { page, pageSize },
        (rows) => rows,
      );
    },

    /** One banner as the list shows it. */
    listed: (id: string) => withNames(bannersOf(scoped)).where('b.id', '=', id).executeTakeFirstOrThrow(),

    async create(input: BannerInput, actorId: string): Promise<BannerRow> {
      return (await scoped
        .insertIntoTenant('site_banners', {
          severity: input.severity,
          starts_at: input.startsAt,
          ends_at: input.endsAt,
          messages: JSON.stringify(input.messages),
          created_by: actorId,
          updated_by: actorId,
        })
        .returning([...BANNER_COLUMNS])
        .executeTakeFirstOrThrow()) as BannerRow;
    },

    /** Changes a banner to `input`: a new revision, which shows again to those who dismissed the former. */
    async update(id: string, input: BannerInput, actorId: string): Promise<BannerRow> {
      return (await scoped
        .updateTenant('site_banners')
        .set({
          severity: input.severity,
          starts_at: input.startsAt,
          ends_at: input.endsAt,
          messages: JSON.stringify(input.messages),
          revision: sql<number>`revision + 1`,
          updated_by: actorId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning([...BANNER_COLUMNS])
        .executeTakeFirstOrThrow()) as BannerRow;
    },

    /** Ends a running banner at `now` (it stays in the list, as ended). */
    async endAt(id: string, now: Date, actorId: string): Promise<void> {
      await scoped
        .updateTenant('site_banners')
        .set({ ends_at: now, updated_by: actorId, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** Removes a banner that never ran (its dismissals go with it). */
    async remove(id: string): Promise<void> {
      await scoped.deleteFromTenant('site_banners').where('id', '=', id).execute();
    },
  };
}

type SiteBannerQueries = ReturnType<typeof queries>;

export function siteBannerRepository(scoped: TenantDb) {
  return {
    ...queries(scoped),
    /** Runs `work` in one transaction, with the queries of the same scope. */
    transaction: <R>(work: (repository: SiteBannerQueries) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}

export type BannerListRow = Awaited<ReturnType<SiteBannerQueries['list']>>['content'][number];
