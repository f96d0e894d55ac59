// The site banner (issue 16 §2; spec §7 "GET banner" under global user management): a tenant-wide
// message (a maintenance notice, a new feature) that super admins schedule with a severity, a start
// and an end, written per locale. Every signed-in user of the tenant reads the running one under
// the header, in their language (else the tenant's default), until they dismiss it; a changed
// banner shows again. No rebuild: the banner is data.
// - Everyone signed in (registration pending too, and the spectator, whose dismissal changes only
//   their own view) reads and dismisses the banner.
// - Super admins list, create, change and end banners; the spectator reads the list. Each change
//   is in the activity log (tenant-wide entries).
// The time is the portal's clock (services/clock.ts), as for the user-access audit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { LIST_DEFAULTS, Paged } from '../../services/paging.ts';
import { type BannerInput, type BannerListRow, type BannerRow, siteBannerRepository, statusAt } from './repository.ts';
import { ActiveBannerResponse, BannerBody, BannerParams, BannersQuery, DismissBody, SiteBanner, TAG } from './schemas.ts';
import { bannerInput } from './validation.ts';

const route = routesTagged(TAG);

const NOT_FOUND = 'No site banner with this id in this country.';

/** A time as the activity log names it: 'YYYY-MM-DD HH:mm UTC'. */
const logTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The banner's text in the tenant's default locale (the activity log's words for it). */
const defaultText = (tenant: TenantConfig, messages: Record<string, string>) =>
  messages[tenant.locales.default] ?? Object.values(messages)[0] ?? '';

const siteBanner: FastifyPluginAsyncTypebox = async (app) => {
  const toSiteBanner = (row: BannerListRow) => ({
    id: row.id,
    severity: row.severity,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    messages: row.messages,
    revision: row.revision,
    status: statusAt(row, app.clock.now()),
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    updatedBy: row.updated_by_name,
    updatedAt: row.updated_at.toISOString(),
  });

  app.get(
    '/core-app-api/banner',
    route(policies.signedInUnregistered, {
      operationId: 'getSiteBanner',
      summary:
        "The site banner running now for the signed-in user, in their language (x-user-locale, else their preference; the tenant's default when the banner has no text in it), or null when none runs or they dismissed it. Of several, the most severe, then the latest to start.",
      response: { 200: ActiveBannerResponse, ...errors(401) },
    }),
    async (request) => {
      const now = app.clock.now();
      const repository = siteBannerRepository(request.tenantDb);
      const running = await repository.runningAt(now);
      if (!running.length) return { banner: null };
      const { user, bannerDismissals } = request.auth!;
      const banner = running.find((b) => (bannerDismissals[b.id] ?? 0) < b.revision);
      if (!banner) return { banner: null };
      const tenant = request.tenant;
      const wanted = tenantLocale(tenant, request.headers['x-user-locale'], user.language_code);
      const locale = banner.messages[wanted] ? wanted : tenant.locales.default;
      return {
        banner: {
          id: banner.id,
          revision: banner.revision,
          severity: banner.severity,
          message: banner.messages[locale] ?? defaultText(tenant, banner.messages),
          locale,
          startsAt: banner.starts_at.toISOString(),
          endsAt: banner.ends_at.toISOString(),
        },
      };
    },
  );

  app.post(
    '/core-app-api/banner/:id/dismissals',
    route(policies.readOnlyAllowed(policies.signedInUnregistered), {
      operationId: 'dismissSiteBanner',
      summary: 'Hides the banner from the signed-in user as of the revision they saw (their own view only); a later revision shows again.',
      params: BannerParams,
      body: DismissBody,
      response: { 204: Type.Null(), ...errors(400, 401, 404) },
    }),
    async (request, reply) => {
      const repository = siteBannerRepository(request.tenantDb);
      const banner = await repository.find(request.params.id);
      if (!banner) return reply.code(404).send(problem(404, NOT_FOUND));
      const { revision } = request.body;
      if (revision > banner.revision) return reply.code(400).send(problem(400, `revision: this banner is at revision ${banner.revision}.`));
      await repository.dismiss(request.auth!.user.id, banner.id, revision);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/core-app-api/banners',
    route(policies.superAdmin, {
      operationId: 'listSiteBanners',
      summary: "The tenant's site banners, scheduled, running and ended, the latest to start first, with their texts per locale.",
      querystring: BannersQuery,
      response: { 200: Paged(SiteBanner), ...errors(400, 401, 403) },
    }),
    async (request) => {
      const { page = 0, pageSize = LIST_DEFAULTS.siteBanners.pageSize } = request.query;
      const found = await siteBannerRepository(request.tenantDb).list(page, pageSize);
      return { ...found, content: found.content.map(toSiteBanner) };
    },
  );

  const changeDetails = (tenant: TenantConfig, banner: BannerRow) => ({
    severity: banner.severity,
    startsAt: logTime(banner.starts_at),
    endsAt: logTime(banner.ends_at),
    message: defaultText(tenant, banner.messages),
  });

  app.post(
    '/core-app-api/banners',
    route(policies.superAdmin, {
      operationId: 'createSiteBanner',
      summary:
        "Schedules a site banner: severity, start, end (after the start, not yet passed) and a text per locale of the tenant (at most 500 characters; the default locale's required). In the activity log.",
      body: BannerBody,
      response: { 201: SiteBanner, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const input = bannerInput(request.body, request.tenant, app.clock.now());
      if (typeof input === 'string') return reply.code(400).send(problem(400, input));
      const actorId = request.auth!.user.id;
      const created = await siteBannerRepository(request.tenantDb).transaction(async (r) => {
        const banner = await r.create(input, actorId);
        await r.record({
          company_id: null,
          actor_user_id: actorId,
          entity_id: banner.id,
          event: 'SITE_BANNER_CREATED',
          details: detailsOf('SITE_BANNER_CREATED', changeDetails(request.tenant, banner)),
        });
        return banner;
      });
      return reply.code(201).send(toSiteBanner(await siteBannerRepository(request.tenantDb).listed(created.id)));
    },
  );

  app.put(
    '/core-app-api/banners/:id',
    route(policies.superAdmin, {
      operationId: 'updateSiteBanner',
      summary:
        'Changes a site banner (the same rules as creating one). A change of text, severity or time is a new revision: it shows again to those who dismissed it. In the activity log.',
      params: BannerParams,
      body: BannerBody,
      response: { 200: SiteBanner, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const input = bannerInput(request.body, request.tenant, app.clock.now());
      if (typeof input === 'string') return reply.code(400).send(problem(400, input));
      const actorId = request.auth!.user.id;
      const found = await siteBannerRepository(request.tenantDb).transaction(async (r) => {
        const banner = await r.find(request.params.id, true);
        if (!banner) return null;
        if (sameBanner(banner, input)) return banner;
        const changed = await r.update(banner.id, input, actorId);
        await r.record({
          company_id: null,
          actor_user_id: actorId,
          entity_id: banner.id,
          event: 'SITE_BANNER_UPDATED',
          details: detailsOf('SITE_BANNER_UPDATED', changeDetails(request.tenant, changed)),
        });
        return changed;
      });
      if (!found) return reply.code(404).send(problem(404, NOT_FOUND));
      return toSiteBanner(await siteBannerRepository(request.tenantDb).listed(found.id));
    },
  );

  app.delete(
    '/core-app-api/banners/:id',
    route(policies.superAdmin, {
      operationId: 'endSiteBanner',
      summary:
        'Ends a running site banner now (it stays in the list as ended) or removes a scheduled one. An ended banner cannot be ended again (409). In the activity log.',
      params: BannerParams,
      response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const actorId = request.auth!.user.id;
      const now = app.clock.now();
      const outcome = await siteBannerRepository(request.tenantDb).transaction(async (r) => {
        const banner = await r.find(request.params.id, true);
        if (!banner) return problem(404, NOT_FOUND);
        if (banner.ends_at <= now) return problem(409, 'This site banner has already ended.');
        const message = defaultText(request.tenant, banner.messages);
        // One that has not started yet never showed: it goes (an end at or before its start cannot be kept).
        const running = banner.starts_at < now;
        if (running) await r.endAt(banner.id, now, actorId);
        else await r.remove(banner.id);
        await r.record({
          company_id: null,
          actor_user_id: actorId,
          entity_id: banner.id,
          event: 'SITE_BANNER_DELETED',
          details: running ? detailsOf('SITE_BANNER_ENDED', { message }) : detailsOf('SITE_BANNER_REMOVED', { message }),
        });
        return null;
      });
      if (outcome) return reply.code(outcome.statusCode as 404 | 409).send(outcome);
      return reply.code(204).send(null);
    },
  );
};

/** Whether `input` says what the banner already says (saving it again is no new revision). */
function sameBanner(banner: BannerRow, input: BannerInput): boolean {
  const keys = (m: Record<string, string>) => Object.keys(m).sort().join();
  return (
    banner.severity === input.severity &&
    banner.starts_at.getTime() === input.startsAt.getTime() &&
    banner.ends_at.getTime() === input.endsAt.getTime() &&
    keys(banner.messages) === keys(input.messages) &&
    Object.entries(input.messages).every(([locale, text]) => banner.messages[locale] === text)
  );
}

export default siteBanner;
