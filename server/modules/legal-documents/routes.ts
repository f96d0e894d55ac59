// The legal owners' console (issue 31 §3, /legalDocuments): legal owners and super admins read every
// legal document variant of the host's tenant with its versions and who accepted each; write the
// next version as a draft (from the newest one's text, in each of the tenant's languages), and
// publish it with an effective date — today or a later day of the tenant. From the start of that
// day every registered user of the company types that accept the variant is asked to accept it at
// their next page (the user context's legal_updates, read from memory: the published versions
// reach every instance through the change feed, migration 033). The spectator reads and changes
// nothing (LIST and MANAGE LEGAL, read only). Every change is in the activity log, in its transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { TenantConfig } from '../../../tenants/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import {
  companyTypesOf,
  effectiveAtOf,
  type PublishedVersion,
  sectionsOf,
  tenantDay,
  tenantLanguages,
  versionCode,
  variantsOfTenant,
  versionInForce,
} from '../../services/legal-documents.ts';
import type { LegalTextDocument, LegalVariant } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { type LegalDocumentQueries, legalDocumentsRepository, type VersionText } from './repository.ts';
import { DraftBody, LegalOverview, PublishBody, TAG, VariantParams, VersionDetail, VersionParams } from './schemas.ts';

const route = routesTagged(TAG);

const read = policies.permission('LIST', 'LEGAL', 'tenant');
const manage = policies.permission('MANAGE', 'LEGAL', 'tenant');

const NO_VERSION = 'No version of a legal document with this id in this country.';
const NOT_A_DRAFT = 'This version is published: it cannot change. Start a new draft instead.';

type Status = 'DRAFT' | 'IN_FORCE' | 'SCHEDULED' | 'PAST';

/** Where a version stands at `now`. */
function statusOf(
  v: { status: 'DRAFT' | 'PUBLISHED'; document: LegalTextDocument; variant: LegalVariant; code: string | null; effective_at: Date | null },
  published: readonly PublishedVersion[],
  now: Date,
): Status {
  if (v.status === 'DRAFT') return 'DRAFT';
  if (v.effective_at!.getTime() > now.getTime()) return 'SCHEDULED';
  return versionInForce(published, v.document, v.variant, now)?.code === v.code ? 'IN_FORCE' : 'PAST';
}

/** The activity log's name of a variant (CODE_LABELS.legalDocument). */
const variantCode = (document: LegalTextDocument, variant: LegalVariant) => `${document}/${variant}`;

/** Why a draft's texts cannot be saved, or null: one per language of the tenant, each with a title and at least one section. */
function textsProblem(tenant: TenantConfig, texts: readonly VersionText[]): string | null {
  const languages = tenantLanguages(tenant);
  const given = texts.map((t) => t.language);
  if (given.length !== new Set(given).size) return 'Give each language once.';
  const missing = languages.filter((l) => !given.includes(l));
  if (missing.length) return `Give the text in each language of this country: ${missing.join(', ')} is missing.`;
  const extra = given.filter((l) => !languages.includes(l));
  if (extra.length) return `This country has no texts in ${extra.join(', ')}.`;
  for (const t of texts) {
    if (!t.title.trim()) return `The ${t.language} title is empty.`;
    const sections = sectionsOf(t.body);
    if (!sections.length || sections.some((s) => !s.heading))
      return `The ${t.language} text has no section: start each with a line "## Heading".`;
  }
  return null;
}

type Draft = NonNullable<Awaited<ReturnType<LegalDocumentQueries['version']>>>;

/**
 * Changes the draft `id` names in one transaction (with its activity-log entry) and answers: 404
 * when this country has no such version, 409 when it is published (or `change` finds it no longer a
 * draft), 400 with the reason `change` gives, else 204.
 */
async function changeDraft(
  scoped: TenantDb,
  id: string,
  reply: FastifyReply,
  change: (repository: LegalDocumentQueries, draft: Draft) => Promise<204 | 409 | string>,
) {
  const outcome = await legalDocumentsRepository(scoped).transaction(async (repository) => {
    const found = await repository.version(id);
    if (!found) return 404;
    if (found.version.status !== 'DRAFT') return 409;
    return change(repository, found);
  });
  if (outcome === 404) return reply.code(404).send(problem(404, NO_VERSION));
  if (outcome === 409) return reply.code(409).send(problem(409, NOT_A_DRAFT));
  if (typeof outcome === 'string') return reply.code(400).send(problem(400, outcome));
  return reply.code(204).send();
}

const legalDocuments: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/legal-documents',
    route(read, {
      operationId: 'listLegalDocuments',
      summary:
        "Every legal document variant of this host's tenant (terms, data sharing addendum, privacy policy) with its versions, newest first: draft, in force, scheduled or past, the effective date, who published it and how many users accepted it.",
      response: { 200: LegalOverview, ...errors(401, 403) },
    }),
    async (request) => {
      const { tenant } = request;
      const now = app.clock.now();
      const repository = legalDocumentsRepository(request.tenantDb);
      const [rows, published] = await Promise.all([repository.overview(), repository.published()]);
      return {
        today: tenantDay(tenant, now),
        timeZone: tenant.timeZones.default,
        languages: tenantLanguages(tenant),
        documents: variantsOfTenant(tenant).map(([document, variant]) => ({
          document,
          variant,
          companyTypes: companyTypesOf(document, variant),
          versions: rows
            .filter((r) => r.document === document && r.variant === variant)
            .map((r) => ({
              id: r.id,
              number: r.number,
              status: statusOf(r, published, now),
              effectiveDate: r.effective_date,
              publishedAt: r.published_at?.toISOString() ?? null,
              publishedBy: r.published_at ? r.by : null,
              updatedAt: r.updated_at.toISOString(),
              updatedBy: r.by,
              acceptances: Number(r.acceptances ?? 0),
            })),
        })),
      };
    },
  );

  app.get(
    '/core-app-api/legal-documents/versions/:id',
    route(read, {
      operationId: 'getLegalVersion',
      summary:
        'One version of a legal document: its text in each language of the tenant, where it stands, and who accepted it (name, e-mail, company, when; latest first, at most 500; `acceptances` counts them all).',
      params: VersionParams,
      response: { 200: VersionDetail, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const now = app.clock.now();
      const repository = legalDocumentsRepository(request.tenantDb);
      const [found, published, rows] = await Promise.all([
        repository.version(request.params.id),
        repository.published(),
        repository.overview(),
      ]);
      if (!found) return reply.code(404).send(problem(404, NO_VERSION));
      const { version: v, texts, acceptedBy } = found;
      return {
        id: v.id,
        document: v.document,
        variant: v.variant,
        number: v.number,
        status: statusOf(v, published, now),
        effectiveDate: v.effective_date,
        publishedAt: v.published_at?.toISOString() ?? null,
        publishedBy: v.published_at ? v.by : null,
        updatedAt: v.updated_at.toISOString(),
        updatedBy: v.by,
        acceptances: Number(rows.find((r) => r.id === v.id)?.acceptances ?? 0),
        texts,
        acceptedBy: acceptedBy.map((a) => ({
          name: `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim() || a.login_id,
          email: a.login_id,
          company: a.company,
          acceptedAt: a.accepted_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/core-app-api/legal-documents/:document/:variant/drafts',
    route(manage, {
      operationId: 'createLegalDraft',
      summary:
        'Starts the next version of a document variant as a draft, with the text of its newest version in each language. 409 while the variant already has a draft.',
      params: VariantParams,
      response: { 201: VersionParams, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { document, variant } = request.params;
      if (!variantsOfTenant(request.tenant).some(([d, v]) => d === document && v === variant)) {
        return reply.code(404).send(problem(404, 'This country has no such document.'));
      }
      const actor = request.auth!.user.id;
      const result = await legalDocumentsRepository(request.tenantDb).transaction(async (repository) => {
        const latest = await repository.latest(document, variant);
        if (latest?.status === 'DRAFT') return null;
        const number = (latest?.number ?? 0) + 1;
        const texts = latest?.texts ?? [];
        const details = detailsOf('LEGAL_DRAFT_CREATED', { legalDocument: variantCode(document, variant), version: number });
        return repository.createDraft(actor, { document, variant, number, texts }, details);
      });
      if (!result) return reply.code(409).send(problem(409, 'This document already has a draft: open it, or discard it first.'));
      return reply.code(201).send({ id: result });
    },
  );

  app.put(
    '/core-app-api/legal-documents/versions/:id',
    route(manage, {
      operationId: 'saveLegalDraft',
      summary:
        'Saves the text of a draft: a title and a Markdown text (sections start with "## Heading") in each language of the tenant. 409 for a published version.',
      params: VersionParams,
      body: DraftBody,
      response: { 204: { type: 'null', description: 'Saved.' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const texts = request.body.texts.map((t) => ({ ...t, title: t.title.trim() }));
      const why = textsProblem(request.tenant, texts);
      if (why) return reply.code(400).send(problem(400, why));
      const actor = request.auth!.user.id;
      return changeDraft(request.tenantDb, request.params.id, reply, async (repository, { version }) => {
        const details = detailsOf('LEGAL_DRAFT_SAVED', {
          legalDocument: variantCode(version.document, version.variant),
          version: version.number,
        });
        await repository.saveDraft(actor, version.id, texts, details);
        return 204;
      });
    },
  );

  app.post(
    '/core-app-api/legal-documents/versions/:id/publish',
    route(manage, {
      operationId: 'publishLegalVersion',
      summary:
        "Publishes a draft with its effective date, today or a later day of the tenant: from the start of that day (the tenant's zone) it is the version in force, and every registered user of the company types that accept it is asked to accept it at their next page. A published version never changes.",
      params: VersionParams,
      body: PublishBody,
      response: { 204: { type: 'null', description: 'Published.' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { tenant } = request;
      const now = app.clock.now();
      const day = request.body.effectiveDate;
      const effectiveAt = effectiveAtOf(tenant, day);
      if (!effectiveAt) return reply.code(400).send(problem(400, `${day} is not a day of the calendar.`));
      const today = tenantDay(tenant, now);
      if (day < today) return reply.code(400).send(problem(400, `The effective date cannot be before today (${today}).`));
      const actor = request.auth!.user.id;
      return changeDraft(request.tenantDb, request.params.id, reply, async (repository, { version, texts }) => {
        const why = textsProblem(tenant, texts);
        if (why) return why;
        const details = detailsOf('LEGAL_VERSION_PUBLISHED', {
          legalDocument: variantCode(version.document, version.variant),
          version: version.number,
          effective: day,
        });
        const code = versionCode(tenant, version.document, version.variant, version.number, day);
        return (await repository.publish(actor, version.id, { code, effectiveDate: day, effectiveAt, now }, details)) ? 204 : 409;
      });
    },
  );

  app.delete(
    '/core-app-api/legal-documents/versions/:id',
    route(manage, {
      operationId: 'discardLegalDraft',
      summary: 'Discards a draft. 409 for a published version, which stays readable for good.',
      params: VersionParams,
      response: { 204: { type: 'null', description: 'Discarded.' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const actor = request.auth!.user.id;
      return changeDraft(request.tenantDb, request.params.id, reply, async (repository, { version }) => {
        const details = detailsOf('LEGAL_DRAFT_DISCARDED', {
          legalDocument: variantCode(version.document, version.variant),
          version: version.number,
        });
        return (await repository.discard(actor, version.id, details)) ? 204 : 409;
      });
    },
  );
};

export default legalDocuments;
