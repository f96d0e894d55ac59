// The configuration owners' console (issue 31 §1, /configuration): configuration owners and super
// admins read every product and feature flag of the host's tenant with the tenant file's value
// beside the live one and who changed it last; change one with a reason, return it to the tenant
// file's value, or schedule the change for a date and time in their zone (run by the jobs table,
// schedule.ts); and preview the app launch list a kind of user would see with a change applied.
// The spectator reads all of it and changes nothing (LIST and MANAGE CONFIGURATION, read only).
// Every change is in the activity log, in the change's transaction, and reaches every instance
// through the change feed (the overrides' triggers, migration 009).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fromZonedWall, isTimeZone, tenantLocale } from '../../../tenants/preferences.ts';
import { defaultFlags, ENVIRONMENTS, FEATURE_FLAGS, type TenantConfig } from '../../../tenants/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { fullName } from '../../services/activity-messages.ts';
import { detailsOf, detailsText, eventLabel } from '../activity-logs/catalogue.ts';
import { i18nFor } from '../../services/i18n.ts';
import { productCatalogue } from '../../services/product-catalogue.ts';
import { productName } from '../../../tenants/product-names.ts';
import { featureFlagsRepository } from '../feature-flags/repository.ts';
import { configurationRepository } from './repository.ts';
import { scheduleJob } from './schedule.ts';
import { applyChange, changeOf, checkChange, checkReason, keyOf, previewLaunchList } from './service.ts';
import { ChangeBody, ConfigurationView, Preview, PreviewBody, ScheduleBody, ScheduledChange, ScheduleParams, TAG } from './schemas.ts';

const route = routesTagged(TAG);

const read = policies.permission('LIST', 'CONFIGURATION', 'tenant');
const manage = policies.permission('MANAGE', 'CONFIGURATION', 'tenant');

/** How many of the latest changes the console lists. */
const HISTORY_LENGTH = 30;

/** The reader's catalog: the portal's locale (x-user-locale), else the user's language, else the tenant's. */
const readerI18n = (request: FastifyRequest) =>
  i18nFor(tenantLocale(request.tenant, request.headers['x-user-locale'], request.auth?.user.language_code));

/** The environments whose tenant file offers a product. */
const offeredIn = (tenant: TenantConfig, code: string) => tenant.products.find((p) => p.code === code)?.environments ?? [];

const named = (row: { first_name: string | null; last_name: string | null }) =>
  row.first_name === null ? null : fullName({ first_name: row.first_name, last_name: row.last_name ?? '' });

/** A wall-clock time as the activity log keeps it: '2026-12-07T09:00 America/Mexico_City' (each reader sees it in their language). */
const wallText = (at: string, timeZone: string) => `${at.slice(0, 16)} ${timeZone}`;

const configuration: FastifyPluginAsyncTypebox = async (app) => {
  app.scheduler.register(scheduleJob(app));

  app.get(
    '/core-app-api/configuration',
    route(read, {
      operationId: 'getConfiguration',
      summary:
        "Every product and feature flag of this host's tenant in this server's environment: the tenant file's value, the live one, the environments the file turns it on in, and its last change (who, when, why, in the reader's language); the scheduled changes and the latest changes.",
      response: { 200: ConfigurationView, ...errors(401, 403) },
    }),
    async (request) => {
      const { tenant } = request;
      const env = app.appEnv;
      const i18n = readerI18n(request);
      const repository = configurationRepository(request.tenantDb);
      const [catalogue, flags, flagOverrides, lastChanges, pending, history] = await Promise.all([
        productCatalogue(request.tenantDb, tenant, env),
        featureFlagsRepository(request.tenantDb).flagsOf(tenant, env),
        repository.flagOverrides(),
        repository.lastChanges(),
        repository.pending(),
        repository.history(HISTORY_LENGTH),
      ]);
      const last = new Map(
        lastChanges.map((row) => [
          row.entity_id,
          { by: named(row), at: row.created_at.toISOString(), text: detailsText(i18n, row.details, row.event_description) },
        ]),
      );
      const tile = (v: (typeof catalogue)[number]['base']) => ({
        available: v.available,
        comingSoon: v.comingSoon,
        restrictedLaunch: v.restrictedLaunch,
        hideWhenNoAccess: v.hideWhenNoAccess,
        isNewTab: v.isNewTab,
      });
      const fileFlags = defaultFlags(tenant, env);
      return {
        environment: env,
        environments: [...ENVIRONMENTS],
        timeZone: tenant.timeZones.default,
        products: catalogue.map((entry) => ({
          code: entry.code,
          family: entry.family,
          file: tile(entry.base),
          live: tile(entry.effective),
          changed: entry.override !== null,
          fileEnvironments: [...offeredIn(tenant, entry.code)],
          lastChange: last.get(entry.code) ?? null,
        })),
        flags: FEATURE_FLAGS.map((flag) => ({
          flag,
          file: fileFlags[flag],
          live: flags[flag],
          changed: flagOverrides.some((o) => o.flag === flag),
          fileEnvironments: ENVIRONMENTS.filter((e) => defaultFlags(tenant, e)[flag]),
          lastChange: last.get(flag) ?? null,
        })),
        scheduled: pending.map((row) => ({
          id: row.id,
          change: row.change,
          reason: row.reason,
          runAt: row.run_at.toISOString(),
          timeZone: row.time_zone,
          createdBy: named(row),
          createdAt: row.created_at.toISOString(),
        })),
        history: history.map((row) => ({
          at: row.created_at.toISOString(),
          by: named(row),
          event: eventLabel(i18n, row.event),
          text: detailsText(i18n, row.details, row.event_description),
        })),
      };
    },
  );

  app.post(
    '/core-app-api/configuration/changes',
    route(manage, {
      operationId: 'changeConfiguration',
      summary:
        "Changes a product's settings or a feature flag of this host's tenant now, or returns it to the tenant file's value (revert), with a reason (required; recorded in the activity log). Every instance serves the change at once (the change feed).",
      body: ChangeBody,
      response: { 204: { type: 'null', description: 'Changed.' }, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const checked = checkChange(request.body.change);
      if ('problem' in checked) return reply.code(400).send(problem(400, checked.problem));
      const reason = checkReason(request.body.reason);
      if ('problem' in reason) return reply.code(400).send(problem(400, reason.problem));
      await applyChange(
        request.tenantDb,
        { tenant: request.tenant, env: app.appEnv },
        checked.checked,
        request.auth!.user.id,
        reason.reason,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/core-app-api/configuration/scheduled-changes',
    route(manage, {
      operationId: 'scheduleConfigurationChange',
      summary:
        "Schedules a change for a date and time as a wall clock shows it in the given zone (the owner's): the jobs table applies it then, once across instances, recorded in the activity log with its reason (required).",
      body: ScheduleBody,
      response: { 201: ScheduledChange, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { at, timeZone } = request.body;
      const checked = checkChange(request.body.change);
      if ('problem' in checked) return reply.code(400).send(problem(400, checked.problem));
      const reason = checkReason(request.body.reason);
      if ('problem' in reason) return reply.code(400).send(problem(400, reason.problem));
      if (!isTimeZone(timeZone)) return reply.code(400).send(problem(400, `Unknown time zone "${timeZone}".`));
      const runAt = fromZonedWall(at, timeZone);
      if (!runAt || runAt.getUTCFullYear() > 2100) return reply.code(400).send(problem(400, 'at must be a date and time before 2100.'));
      if (runAt.getTime() <= app.clock.now().getTime()) {
        return reply.code(400).send(problem(400, 'The time must be in the future: to change now, make the change without a time.'));
      }
      const change = checked.checked;
      const key = keyOf(change);
      const when = wallText(at, timeZone);
      const user = request.auth!.user;
      const row = await configurationRepository(request.tenantDb).schedule(
        {
          target_kind: change.kind,
          target: key,
          change: JSON.stringify(changeOf(change)),
          reason: reason.reason,
          run_at: runAt,
          time_zone: timeZone,
        },
        user.id,
        {
          company_id: null,
          actor_user_id: user.id,
          entity_id: key,
          event: 'CONFIGURATION_CHANGE_SCHEDULED',
          details:
            change.kind === 'PRODUCT'
              ? detailsOf('PRODUCT_CHANGE_SCHEDULED', { product: productName(change.code), at: when, reason: reason.reason })
              : detailsOf('FEATURE_FLAG_CHANGE_SCHEDULED', { flag: change.flag, at: when, reason: reason.reason }),
        },
      );
      return reply.code(201).send({
        id: row.id,
        change: row.change,
        reason: row.reason,
        runAt: row.run_at.toISOString(),
        timeZone: row.time_zone,
        createdBy: fullName(user),
        createdAt: row.created_at.toISOString(),
      });
    },
  );

  app.delete(
    '/core-app-api/configuration/scheduled-changes/:id',
    route(manage, {
      operationId: 'cancelScheduledConfigurationChange',
      summary: 'Cancels a scheduled change that has not run yet (recorded in the activity log).',
      params: ScheduleParams,
      response: { 204: { type: 'null', description: 'Cancelled.' }, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const user = request.auth!.user;
      const row = await configurationRepository(request.tenantDb).cancel(request.params.id, user.id, (cancelled) => {
        const at = wallText(isoWall(cancelled.run_at, cancelled.time_zone), cancelled.time_zone);
        return {
          company_id: null,
          actor_user_id: user.id,
          entity_id: cancelled.target,
          event: 'CONFIGURATION_SCHEDULE_CANCELLED',
          details:
            cancelled.target_kind === 'PRODUCT'
              ? detailsOf('PRODUCT_SCHEDULE_CANCELLED', { product: productName(cancelled.target as never), at })
              : detailsOf('FEATURE_FLAG_SCHEDULE_CANCELLED', { flag: cancelled.target, at }),
        };
      });
      if (!row) return reply.code(404).send(problem(404, 'No scheduled change waits by that id: it has run or was cancelled.'));
      return reply.code(204).send();
    },
  );

  app.post(
    '/core-app-api/configuration/preview',
    route(policies.readOnlyAllowed(read), {
      operationId: 'previewAppLaunch',
      summary:
        "The app launch list a user of a company type sees as a persona, now and with a change applied (nothing is saved): the tiles in order with their settings, the persona's access, and what a basic plan leaves out.",
      body: PreviewBody,
      response: { 200: Preview, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { change, companyType, persona } = request.body;
      let checked = null;
      if (change) {
        const result = checkChange(change);
        if ('problem' in result) return reply.code(400).send(problem(400, result.problem));
        checked = result.checked;
      }
      const context = { tenant: request.tenant, env: app.appEnv };
      return {
        before: await previewLaunchList(request.tenantDb, context, companyType, persona, null),
        after: await previewLaunchList(request.tenantDb, context, companyType, persona, checked),
      };
    },
  );
};

/** An instant as a wall clock in `timeZone` shows it ('YYYY-MM-DDTHH:mm'). */
function isoWall(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export default configuration;
