// The user's own profile (issue 14 §1; spec §7 "Profile": GET users/{id}/preferences, POST
// users/{loginId}/preferences with permission UPDATE on USER_SETTINGS; beyond the anchors, the legal
// documents the user accepted). Each user reads and changes their own settings only, whatever their
// role: another user's id or login is a 404, as if it did not exist; the saved language follows the
// user to other devices (the sign-in answer carries it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTimeZone, tenantLocale, tenantZone } from '../../../tenants/preferences.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { acceptedVersions, pendingAcceptances, versionEffectiveDate } from '../../services/legal-documents.ts';
import { legalDocumentsRepository } from '../legal-documents/repository.ts';
import { profileRepository } from './repository.ts';
import {
  AcceptanceBody,
  AcceptanceResponse,
  LegalAcceptances,
  LoginIdParams,
  Preferences,
  PreferencesBody,
  TAG,
  UserIdParams,
} from './schemas.ts';

const route = routesTagged(TAG);
const NOT_YOURS = 'You can only see and change your own preferences.';

/** The zone's canonical name ("america/chicago" → "America/Chicago"), or null when the runtime does not know it. */
const canonicalZone = (zone: string) =>
  isTimeZone(zone) ? new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone : null;

const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/users/:id/preferences',
    route(policies.signedIn, {
      operationId: 'getPreferences',
      summary: 'The caller’s language and time zone (the tenant’s defaults where none is saved, or the saved zone is unknown).',
      params: UserIdParams,
      response: { 200: Preferences, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.id !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      return { language_code: tenantLocale(request.tenant, user.language_code), timezone: tenantZone(request.tenant, user.timezone) };
    },
  );

  app.post(
    '/core-app-api/users/:loginId/preferences',
    route(policies.permission('UPDATE', 'USER_SETTINGS', 'tenant'), {
      operationId: 'savePreferences',
      summary:
        'Saves the caller’s language (one of the tenant’s choices) and/or time zone (an IANA name); answers the preferences now in force.',
      params: LoginIdParams,
      body: PreferencesBody,
      response: { 200: Preferences, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      const tenant = request.tenant;
      if (request.params.loginId.toLowerCase() !== user.login_id) return reply.code(404).send(problem(404, NOT_YOURS));
      const { language_code, timezone } = request.body;
      const choices = tenant.locales.picker.map((p) => p.locale);
      if (language_code !== undefined && !choices.some((l) => l === language_code)) {
        return reply.code(400).send(problem(400, `language_code must be one of ${choices.join(', ')}.`));
      }
      const zone = timezone === undefined ? undefined : canonicalZone(timezone);
      if (zone === null) return reply.code(400).send(problem(400, `Unknown time zone "${timezone}": choose one of the list.`));
      const changes = { ...(language_code ? { language_code } : {}), ...(zone ? { timezone: zone } : {}) };
      await profileRepository(request.tenantDb).savePreferences(user.id, changes);
      return {
        language_code: tenantLocale(tenant, changes.language_code, user.language_code),
        timezone: tenantZone(tenant, changes.timezone, user.timezone),
      };
    },
  );

  app.get(
    '/core-app-api/users/:id/legal-acceptances',
    route(policies.signedIn, {
      operationId: 'listLegalAcceptances',
      summary:
        'The legal documents the caller accepted (terms, data sharing addendum): version, the day it took effect and the time of acceptance, newest first.',
      params: UserIdParams,
      response: { 200: LegalAcceptances, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.id !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      const rows = await profileRepository(request.tenantDb).acceptancesOf(user.id);
      return {
        acceptances: rows.map((r) => ({
          document: r.document,
          version: r.version,
          effective_date: versionEffectiveDate(r.version),
          accepted_at: r.accepted_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/core-app-api/users/:id/legal-acceptances',
    route(policies.signedIn, {
      operationId: 'acceptLegalDocument',
      summary:
        'Records that the caller accepts the current version of a document of their company type (a new version took effect, issue 14 §4); answers the documents still to accept. 409 when the version is not the current one.',
      params: UserIdParams,
      body: AcceptanceBody,
      response: { 200: AcceptanceResponse, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user, company } = request.auth!;
      if (request.params.id !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      if (!company) return reply.code(400).send(problem(400, 'Only users of a company accept its terms and data sharing addendum.'));
      const { document, version } = request.body;
      const now = app.clock.now();
      const published = await legalDocumentsRepository(request.tenantDb).published();
      if (acceptedVersions(published, company.company_type, now)[document] !== version) {
        return reply.code(409).send(problem(409, 'This is not the version in force: reload the document and accept the current one.'));
      }
      await profileRepository(request.tenantDb).recordAcceptance(user.id, document, version);
      return {
        legal_updates: pendingAcceptances(
          published,
          company.company_type,
          await profileRepository(request.tenantDb).acceptancesOf(user.id),
          now,
        ),
      };
    },
  );
};

export default profile;
