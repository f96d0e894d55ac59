// The invited person's side of an invitation (issue 4 §2 "Accepting the invitation"; spec §7
// "Auth and registration"): who a link is for, accepting it (password, sign-in), completing the
// registration, and the legal texts the registration page shows (and the public legal pages, with
// the privacy policy: issue 11 §2). Invitation tokens travel in POST bodies, never in API paths, so
// they stay out of request logs.
import { isTimeZone, tenantLocale } from '../../../tenants/preferences.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../tenants/schema.ts';
import { type Policy, policies } from '../../plugins/policy.ts';
import { errors, PasswordRefusal, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import {
  acceptedVersions,
  addendumVariantFor,
  isBasicCompanyType,
  type LegalTextDocument,
  type LegalVariant,
  termsVariantFor,
} from '../../services/legal-documents.ts';
import { legalPdf } from '../../services/legal-pdf.ts';
import { legalDocumentsRepository } from '../legal-documents/repository.ts';

/** A document variant without a published version in force (its first version is written at start). */
const NO_TEXT = 'This document has no version in force yet.';
import { hashPassword, weakPasswordAnswer } from '../../services/passwords.ts';
import { hashToken } from '../../services/tokens.ts';
import { registrationRepository } from './repository.ts';
import {
  Accepted,
  AcceptBody,
  AddendumQuery,
  CompanyParams,
  InvitationLookup,
  LegalPdfFile,
  LegalTextResponse,
  RegistrationBody,
  RegistrationResponse,
  PrivacyPolicyQuery,
  TermsQuery,
  TokenBody,
} from './schemas.ts';
import { INVALID_INVITATION } from './service.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('registration');
/**
 * Public, and a read-only session (the spectator) may send it too: a look-up, or an acceptance the
 * e-mailed token authorises, which ends the caller's session and starts the invitee's.
 */
const BY_TOKEN = policies.readOnlyAllowed(policies.public);

/** The signed-in user themself, within their own company (`:companyId` must be it). */
const ownCompany: Policy = { access: 'signed-in', scope: 'company' };

const registration: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/platform/invitations/lookup',
    route(BY_TOKEN, {
      operationId: 'lookUpInvitation',
      summary:
        'Who an invitation link is for and whether it still works (VALID, EXPIRED or USED), before the set-password form shows. 404: no such invitation on this site.',
      body: TokenBody,
      response: { 200: InvitationLookup, ...errors(400, 403, 404) },
    }),
    async (request, reply) => {
      const row = await registrationRepository(request.tenantDb).findInvitation(hashToken(request.body.token));
      if (!row) return reply.code(404).send(problem(404, INVALID_INVITATION));
      const status = row.used_at || row.status !== 'PENDING' ? 'USED' : row.expires_at <= new Date() ? 'EXPIRED' : 'VALID';
      return {
        status,
        expiresAt: row.expires_at.toISOString(),
        ...(status === 'VALID'
          ? { firstName: row.first_name, lastName: row.last_name, email: row.login_id, companyName: row.company_name }
          : {}),
      } as const;
    },
  );

  app.post(
    '/platform/invitations/accept',
    route(BY_TOKEN, {
      operationId: 'acceptInvitation',
      summary:
        'Accepts an invitation: sets the password (the password policy of a reset, with its 400), activates the account, grants the products that can be granted at once, signs the user in and answers where to go (/userRegistration). The link works once.',
      body: AcceptBody,
      response: { 200: Accepted, 400: PasswordRefusal, ...errors(403) },
    }),
    async (request, reply) => {
      const tenant = request.tenant;
      // The password policy (tenants/password-policy.ts), against the invitee the link is for.
      const invitee = await registrationRepository(request.tenantDb).findInvitation(hashToken(request.body.token));
      const i18n = i18nFor(tenantLocale(tenant, request.headers['x-user-locale']));
      const owner = { email: invitee?.login_id, firstName: invitee?.first_name, lastName: invitee?.last_name };
      const weak = weakPasswordAnswer(request.body.password, owner, i18n);
      if (weak) return reply.code(400).send(weak);
      const passwordHash = await hashPassword(request.body.password);
      const people = registrationRepository(request.tenantDb);
      const catalogue = await people.catalogue(tenant, app.appEnv);
      // Granted at once: products offered now that are neither "coming soon" nor in a restricted
      // (alpha/beta) launch; the others stay ACCESS_PENDING until an administrator grants them.
      const grantable = catalogue
        .filter((p) => p.effective.available && !p.effective.comingSoon && !p.effective.restrictedLaunch)
        .map((p) => p.code as string);
      const user = await people.accept(hashToken(request.body.token), passwordHash, grantable, app.sessions);
      if (!user) return reply.code(400).send(problem(400, INVALID_INVITATION));
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      const token = await app.sessions.create(user);
      await people.recordSignIn(user.id);
      app.setSessionCookie(reply, token);
      return { redirectTo: '/userRegistration', message: 'Your password is set. Complete your registration to continue.' };
    },
  );

  for (const variant of ['FULL', 'BASIC'] as const) {
    const basic = variant === 'BASIC';
    app.put(
      `/core-app-api/companies/:companyId/users/complete-registration${basic ? '/basic' : ''}`,
      route(
        { ...ownCompany, unregisteredAllowed: true },
        {
          operationId: basic ? 'completeBasicRegistration' : 'completeRegistration',
          summary: basic
            ? 'Completes the registration of a basic account (basic vendor or basic agency) of the signed-in user: names, language and time zone, acceptance of the shown terms and data sharing addendum. 400 for other accounts.'
            : 'Completes the registration of the signed-in user (supplier or agency): names, optional job title and phone, language and time zone, acceptance of the shown terms and data sharing addendum. 400 for basic accounts.',
          params: CompanyParams,
          body: RegistrationBody(basic),
          response: { 200: RegistrationResponse, ...errors(400, 401, 403, 409) },
        },
      ),
      async (request, reply) => {
        const { companyId } = request.params;
        const body = request.body as typeof request.body & { jobTitle?: string; phoneNumber?: string };
        const { user, company } = request.auth!;
        const tenant = request.tenant;
        if (body.companyId && body.companyId !== companyId) {
          return reply.code(400).send(problem(400, 'companyId must be the company of the address (your company).'));
        }
        if (user.registration_completed_at) return reply.code(409).send(problem(409, 'Your registration is already complete.'));
        if (!company || user.company_id !== companyId) {
          return reply.code(400).send(problem(400, 'Only a user of this company can complete a registration for it.'));
        }
        const basicAccount = isBasicCompanyType(company.company_type);
        if (basicAccount !== basic) {
          return reply
            .code(400)
            .send(
              problem(
                400,
                basicAccount
                  ? 'Basic accounts complete their registration with complete-registration/basic.'
                  : 'Only basic accounts use complete-registration/basic; use complete-registration.',
              ),
            );
        }
        if (!tenant.locales.supported.includes(body.languageCode)) {
          return reply.code(400).send(problem(400, `languageCode must be one of ${tenant.locales.supported.join(', ')}.`));
        }
        if (!isTimeZone(body.timezone)) return reply.code(400).send(problem(400, `Unknown time zone: ${body.timezone}.`));
        if (!body.firstName.trim() || !body.lastName.trim()) return reply.code(400).send(problem(400, 'Enter your first and last name.'));
        if (!body.termsAccepted) return reply.code(400).send(problem(400, 'Accept the terms of use to complete your registration.'));
        if (!body.dataSharingAddendumAccepted) {
          return reply.code(400).send(problem(400, 'Accept the data sharing addendum to complete your registration.'));
        }
        const versions = acceptedVersions(
          await legalDocumentsRepository(request.tenantDb).published(),
          company.company_type,
          app.clock.now(),
        );
        if (
          !versions.TERMS ||
          !versions.DATA_SHARING_ADDENDUM ||
          body.termsVersion !== versions.TERMS ||
          body.dataSharingAddendumVersion !== versions.DATA_SHARING_ADDENDUM
        ) {
          return reply
            .code(400)
            .send(
              problem(
                400,
                'These are not the current terms and data sharing addendum for your account. Reload the page, read them and accept again.',
              ),
            );
        }
        const acceptedAt = new Date();
        const stage = await registrationRepository(request.tenantDb).completeRegistration(
          { id: user.id, companyId },
          {
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            language_code: body.languageCode,
            timezone: body.timezone,
            registration_completed_at: acceptedAt,
            ...(basic ? {} : { job_title: body.jobTitle?.trim() || null, phone_number: body.phoneNumber?.trim() || null }),
          },
          { TERMS: versions.TERMS, DATA_SHARING_ADDENDUM: versions.DATA_SHARING_ADDENDUM },
          detailsOf('USER_REGISTRATION_COMPLETED', {
            user: `${body.firstName.trim()} ${body.lastName.trim()} (${user.login_id})`,
            terms: versions.TERMS,
            addendum: versions.DATA_SHARING_ADDENDUM,
          }),
        );
        if (!stage) return reply.code(409).send(problem(409, 'Your registration is already complete.'));
        return { redirectTo: '/apps', stage: stage as 'WAITING_FOR_ACCESS' | 'COMPLETED', acceptedAt: acceptedAt.toISOString() };
      },
    );
  }

  /** The version in force of a document variant, in the request's language (the published text, from the database). */
  const inForce = (request: FastifyRequest, document: LegalTextDocument, variant: LegalVariant, asked: Locale | undefined) =>
    legalDocumentsRepository(request.tenantDb).inForce(request.tenant, document, variant, requestLocale(request, asked), app.clock.now());

  function requestLocale(request: FastifyRequest, asked: Locale | undefined): Locale {
    const header = request.headers['x-user-locale'];
    return tenantLocale(request.tenant, asked ?? (typeof header === 'string' ? header : undefined));
  }

  app.get(
    '/platform/v1/legal/terms',
    route(policies.public, {
      operationId: 'getTermsOfUse',
      summary:
        "The site's current terms of use for a company type (BASIC for basic vendors and basic agencies, STANDARD otherwise); without companyType, the signed-in user's own, else STANDARD.",
      querystring: TermsQuery,
      response: { 200: LegalTextResponse, ...errors(400, 404) },
    }),
    async (request, reply) => {
      const type = request.query.companyType ?? request.auth?.company?.company_type ?? null;
      const text = await inForce(request, 'TERMS', termsVariantFor(type), request.query.locale);
      return text ?? reply.code(404).send(problem(404, NO_TEXT));
    },
  );

  const termsPdfs = new Map<string, Promise<Buffer>>();
  app.get(
    '/platform/v1/legal/terms/pdf',
    route(policies.public, {
      operationId: 'getTermsOfUsePdf',
      summary:
        'The same terms of use as GET /platform/v1/legal/terms (same company type and language rules) as a PDF file to download: terms-<site>-<variant>-<locale>.pdf.',
      querystring: TermsQuery,
      response: { 200: LegalPdfFile, ...errors(400, 404) },
    }),
    async (request, reply) => {
      const type = request.query.companyType ?? request.auth?.company?.company_type ?? null;
      const tenant = request.tenant;
      const text = await inForce(request, 'TERMS', termsVariantFor(type), request.query.locale);
      if (!text) return reply.code(404).send(problem(404, NO_TEXT));
      const fileName = `terms-${tenant.id}-${text.variant.toLowerCase()}-${text.locale}.pdf`;
      // A published version never changes: each file is made once per process and version (the
      // published text, issue 31 §3), so a burst of downloads costs no layout work.
      const key = `${text.version}/${text.locale}`;
      let pdf = termsPdfs.get(key);
      if (!pdf) {
        pdf = legalPdf(text, { productName: tenant.branding.productName });
        termsPdfs.set(key, pdf);
        pdf.catch(() => termsPdfs.delete(key));
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(await pdf);
    },
  );

  app.get(
    '/platform/v1/legal/data-sharing-addendum',
    route(policies.public, {
      operationId: 'getDataSharingAddendum',
      summary:
        "The site's current data sharing addendum: variant 3p for third-party agencies, standard otherwise; without variant, the one of the signed-in user's company (else standard).",
      querystring: AddendumQuery,
      response: { 200: LegalTextResponse, ...errors(400, 404) },
    }),
    async (request, reply) => {
      const variant = request.query.variant
        ? request.query.variant === '3p'
          ? '3P'
          : 'STANDARD'
        : addendumVariantFor(request.auth?.company?.company_type ?? null);
      const text = await inForce(request, 'DATA_SHARING_ADDENDUM', variant, request.query.locale);
      return text ?? reply.code(404).send(problem(404, NO_TEXT));
    },
  );

  app.get(
    '/platform/v1/legal/privacy-policy',
    route(policies.public, {
      operationId: 'getPrivacyPolicy',
      summary: "The site's current privacy policy. 404 on a site without one (tenant routes.privacyPolicy false: Mexico).",
      querystring: PrivacyPolicyQuery,
      response: { 200: LegalTextResponse, ...errors(400, 404) },
    }),
    async (request, reply) => {
      if (!request.tenant.routes.privacyPolicy) return reply.code(404).send(problem(404, 'This site has no privacy policy.'));
      const text = await inForce(request, 'PRIVACY_POLICY', 'STANDARD', request.query.locale);
      return text ?? reply.code(404).send(problem(404, NO_TEXT));
    },
  );
};

export default registration;
