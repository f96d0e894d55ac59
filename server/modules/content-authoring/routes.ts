// Content authoring (issue 15 §3, beyond the spec, which shows only the reading side): content
// owners (MANAGE CONTENT) write articles, release notes, resources, fragments and public pages of
// their tenant in the portal — drafts as versions, publish (readers see it at once, no rebuild),
// unpublish, restore an earlier version, images and files stored in the database, a preview of
// the Markdown as readers will see it. Every change is in the activity log, in its transaction.
// An item of another tenant is not found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { Locale } from '../../../tenants/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { fullName } from '../../services/activity-messages.ts';
import { i18nFor } from '../../services/i18n.ts';
import { LIST_DEFAULTS, Paged } from '../../services/paging.ts';
import { CONTENT_FILE_TYPES } from '../content/store.ts';
import { attachmentType, typedFileName } from '../support/attachment-type.ts';
import { safeFileName } from '../support/incident-upload.ts';
import { CONTENT_FILE_PATH, renderMarkdown } from './markdown.ts';
import { type ContentAuthoringQueries, contentAuthoringRepository, type ItemPlacement, itemLabel } from './repository.ts';
import {
  CreateBody,
  FileUploaded,
  ItemDetail,
  ItemParams,
  ItemRow,
  ListQuery,
  PreviewBody,
  PreviewResponse,
  PublishBody,
  SaveBody,
  Structure,
  TAG,
  VersionParams,
} from './schemas.ts';

const route = routesTagged(TAG);
const OWNERS = policies.permission('MANAGE', 'CONTENT', 'tenant');
const PREFIX = '/core-app-api/content';
const NOT_FOUND = 'No content item with this id.';
const FILE_MAX_BYTES = 10 * 1024 * 1024;

type SaveFields = {
  audience: ItemPlacement['audience'];
  workspace?: string | null;
  category?: string | null;
  productCode?: string | null;
  top?: boolean;
  resourceType?: string | null;
  resourceUrl?: string | null;
};

/** Where readers find a published item in the portal. */
function readerPath(item: { kind: string; key: string; workspace_key: string | null }): string | null {
  if (item.kind === 'ARTICLE')
    return item.workspace_key === 'basic'
      ? `/knowledgeBase/basic/article?contentId=${item.key}`
      : `/knowledgeBase/article/content?workspace=${item.workspace_key}&contentId=${item.key}`;
  if (item.kind === 'RELEASE_NOTE') return `/releaseNotes/article?path=release-notes/${item.key}`;
  if (item.kind === 'RESOURCE') return '/resources';
  if (item.kind === 'PAGE' && item.key === 'insights') return '/articles/insights';
  return null;
}

const contentAuthoring: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart for this plugin's upload route only (as the incident and bulk routes do).
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  /** The placement fields of a save, checked against the kind; a refusal message when they do not fit. */
  async function placementOf(
    repository: ContentAuthoringQueries,
    kind: ItemPlacement['kind'],
    locale: string,
    fields: SaveFields,
    currentTop: number | null,
  ): Promise<Partial<ItemPlacement> | string> {
    const workspace = fields.workspace ?? null;
    const category = fields.category ?? null;
    if (kind === 'ARTICLE') {
      if (!workspace || !category) return 'An article needs a workspace and a category.';
      if (!(await repository.categoryExists(workspace, category))) return `The workspace ${workspace} has no category ${category}.`;
    } else if (workspace || category) {
      return 'Only articles have a workspace and a category.';
    }
    if (kind !== 'RESOURCE' && (fields.resourceUrl || fields.resourceType)) return 'Only resources have a type and a link.';
    const top = kind === 'ARTICLE' && fields.top ? (currentTop ?? (await repository.nextTop(workspace!, locale))) : null;
    return {
      audience: fields.audience,
      workspace_key: workspace,
      category_key: category,
      product_code: fields.productCode ?? null,
      top_position: top,
      resource_type: fields.resourceType ?? null,
      resource_url: fields.resourceUrl ?? null,
    };
  }

  app.get(
    `${PREFIX}/items`,
    route(OWNERS, {
      operationId: 'listContentItems',
      summary:
        'The tenant’s content items, last saved first, each with its latest version’s title and its status (draft, published, changed since published).',
      querystring: ListQuery,
      response: { 200: Paged(ItemRow), ...errors(400, 401, 403) },
    }),
    async (request) => {
      const { page = 0, pageSize = LIST_DEFAULTS.contentItems.pageSize, search, ...filter } = request.query;
      return contentAuthoringRepository(request.tenantDb).list({ ...filter, search: search?.trim() || undefined }, page, pageSize);
    },
  );

  app.get(
    `${PREFIX}/structure`,
    route(OWNERS, {
      operationId: 'getContentStructure',
      summary: 'What an item may be placed in: the tenant’s locales, workspaces with their categories, products, and the tags in use.',
      response: { 200: Structure, ...errors(401, 403) },
    }),
    async (request) => {
      const { tenant } = request;
      const locale = tenantLocale(tenant, request.headers['x-user-locale'], request.auth!.user.language_code);
      const structure = await contentAuthoringRepository(request.tenantDb).structure(locale, tenant.locales.default);
      return { ...structure, locales: [...tenant.locales.supported], products: tenant.products.map((p) => p.code) };
    },
  );

  app.get(
    `${PREFIX}/items/:id`,
    route(OWNERS, {
      operationId: 'getContentItem',
      summary: 'An item with its latest version (the Markdown), its placement, every version, its files and its activity-log history.',
      params: ItemParams,
      response: { 200: ItemDetail, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const repository = contentAuthoringRepository(request.tenantDb);
      const item = await repository.current(request.params.id);
      if (!item) return reply.code(404).send(problem(404, NOT_FOUND));
      const i18n = i18nFor(tenantLocale(request.tenant, request.headers['x-user-locale'], request.auth!.user.language_code));
      const [versions, files, history] = await Promise.all([
        repository.versions(item.id),
        repository.files(item.id),
        repository.history(item.id, i18n),
      ]);
      return {
        id: item.id,
        kind: item.kind,
        key: item.key,
        locale: item.locale,
        status: item.status,
        draftVersion: item.draft_version,
        publishedVersion: item.published_version,
        title: item.draft_title,
        summary: item.draft_summary,
        body: item.body_md,
        tags: item.draft_tags,
        audience: item.audience,
        workspace: item.workspace_key,
        category: item.category_key,
        productCode: item.product_code,
        top: item.top_position !== null,
        resourceType: item.resource_type,
        resourceUrl: item.resource_url,
        readerPath: readerPath(item),
        versions: versions.map((v) => ({
          version: v.version,
          title: v.title,
          savedBy: v.saved_by_name,
          savedAt: v.saved_at.toISOString(),
          published: v.version === item.published_version,
        })),
        files: files.map((f) => ({
          id: f.id,
          name: f.file_name,
          contentType: f.content_type,
          size: f.size,
          url: `${CONTENT_FILE_PATH}${f.id}`,
        })),
        history,
      };
    },
  );

  app.post(
    `${PREFIX}/items`,
    route(OWNERS, {
      operationId: 'createContentItem',
      summary: 'A new item in one of the tenant’s locales, saved as version 1 (a draft). The kind, path (key) and locale stay as created.',
      body: CreateBody,
      response: { 201: Type.Object({ id: Type.String() }), ...errors(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const { kind, key, locale, title, summary, body, tags, ...fields } = request.body;
      const { tenant } = request;
      if (!tenant.locales.supported.includes(locale))
        return reply.code(400).send(problem(400, `${locale} is not a language of this country.`));
      if (kind === 'RELEASE_NOTE' && !tenant.routes.releaseNotes) {
        return reply.code(400).send(problem(400, 'There are no release notes in this country.'));
      }
      const repository = contentAuthoringRepository(request.tenantDb);
      const placement = await placementOf(repository, kind, locale, fields, null);
      if (typeof placement === 'string') return reply.code(400).send(problem(400, placement));
      const { user } = request.auth!;
      const outcome = await repository.transaction(async (trx) => {
        if (await trx.itemExists(kind, key, locale)) return null;
        return trx.create(
          { kind, key, locale: locale as Locale, ...placement } as ItemPlacement,
          { title: title.trim(), summary: summary.trim(), body_md: body, tags },
          { id: user.id, name: fullName(user) },
        );
      });
      if (!outcome) return reply.code(409).send(problem(409, `There is already an item ${key} of this kind in ${locale}.`));
      return reply.code(201).send({ id: outcome });
    },
  );

  app.put(
    `${PREFIX}/items/:id`,
    route(OWNERS, {
      operationId: 'saveContentItem',
      summary:
        'Saves a new version (the draft) and the item’s placement. Refused (409) when someone saved a newer version since `baseVersion`.',
      params: ItemParams,
      body: SaveBody,
      response: { 200: Type.Object({ version: Type.Integer() }), ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { baseVersion, title, summary, body, tags, ...fields } = request.body;
      const { user } = request.auth!;
      const repository = contentAuthoringRepository(request.tenantDb);
      const outcome = await repository.transaction(async (trx) => {
        const item = await trx.current(request.params.id, true);
        if (!item) return problem(404, NOT_FOUND);
        if (item.draft_version !== baseVersion) {
          return problem(
            409,
            `Version ${item.draft_version} was saved by someone else since you opened version ${baseVersion}: reload to see it.`,
          );
        }
        const placement = await placementOf(trx, item.kind, item.locale, fields, item.top_position);
        if (typeof placement === 'string') return problem(400, placement);
        const text = { title: title.trim(), summary: summary.trim(), body_md: body, tags };
        const version = await trx.save(
          item.id,
          placement,
          text,
          { id: user.id, name: fullName(user) },
          itemLabel({ ...item, title: text.title }),
        );
        return { version };
      });
      return 'statusCode' in outcome ? reply.code(outcome.statusCode as 400).send(outcome) : outcome;
    },
  );

  app.post(
    `${PREFIX}/items/:id/publish`,
    route(OWNERS, {
      operationId: 'publishContentItem',
      summary: 'Publishes the latest version: readers see it at once. `version` must be the latest (what the editor shows).',
      params: ItemParams,
      body: PublishBody,
      response: { 200: Type.Object({ version: Type.Integer() }), ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      const outcome = await contentAuthoringRepository(request.tenantDb).transaction(async (trx) => {
        const item = await trx.current(request.params.id, true);
        if (!item) return problem(404, NOT_FOUND);
        if (item.draft_version !== request.body.version) {
          return problem(409, `Version ${item.draft_version} is the latest: reload before publishing.`);
        }
        await trx.publish(item.id, item.draft_version, user.id, itemLabel({ ...item, title: item.draft_title }), new Date());
        return { version: item.draft_version };
      });
      return 'statusCode' in outcome ? reply.code(outcome.statusCode as 404).send(outcome) : outcome;
    },
  );

  app.post(
    `${PREFIX}/items/:id/unpublish`,
    route(OWNERS, {
      operationId: 'unpublishContentItem',
      summary: 'Readers no longer see the item; its versions stay and it can be published again.',
      params: ItemParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      const outcome = await contentAuthoringRepository(request.tenantDb).transaction(async (trx) => {
        const item = await trx.current(request.params.id, true);
        if (!item) return problem(404, NOT_FOUND);
        if (item.published_version === null) return problem(409, 'This item is not published.');
        await trx.unpublish(item.id, user.id, itemLabel({ ...item, title: item.draft_title }), new Date());
        return { message: 'Unpublished.' };
      });
      return 'statusCode' in outcome ? reply.code(outcome.statusCode as 404).send(outcome) : outcome;
    },
  );

  app.post(
    `${PREFIX}/items/:id/versions/:version/restore`,
    route(OWNERS, {
      operationId: 'restoreContentVersion',
      summary: 'Saves the text of an earlier version as the new latest version (a draft until published).',
      params: VersionParams,
      response: { 200: Type.Object({ version: Type.Integer() }), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      const outcome = await contentAuthoringRepository(request.tenantDb).transaction(async (trx) => {
        const item = await trx.current(request.params.id, true);
        if (!item) return problem(404, NOT_FOUND);
        const version = await trx.restore(
          item.id,
          request.params.version,
          { id: user.id, name: fullName(user) },
          itemLabel({ ...item, title: item.draft_title }),
        );
        return version ? { version } : problem(404, `This item has no version ${request.params.version}.`);
      });
      return 'statusCode' in outcome ? reply.code(outcome.statusCode as 404).send(outcome) : outcome;
    },
  );

  app.post(
    `${PREFIX}/preview`,
    route(OWNERS, {
      operationId: 'previewContent',
      summary: 'The Markdown as readers will see it: rendered and sanitised like a published item. Writes nothing.',
      body: PreviewBody,
      response: { 200: PreviewResponse, ...errors(400, 401, 403) },
    }),
    async (request) => ({ html: renderMarkdown(request.body.body).html }),
  );

  app.post(
    `${PREFIX}/items/:id/files`,
    route(OWNERS, {
      operationId: 'uploadContentFile',
      summary:
        'Adds an image (PNG, JPEG, GIF, WebP) or a PDF of at most 10 MB to the item (multipart, field "file"); its type is told by its content.',
      params: ItemParams,
      consumes: ['multipart/form-data'],
      response: { 201: FileUploaded, ...errors(400, 401, 403, 404, 413, 415) },
    }),
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(415).send(problem(415, 'Send the file as multipart/form-data in the field "file".'));
      const repository = contentAuthoringRepository(request.tenantDb);
      const item = await repository.current(request.params.id);
      if (!item) return reply.code(404).send(problem(404, NOT_FOUND));
      let file;
      try {
        file = await request.file();
        if (!file || file.fieldname !== 'file') return reply.code(400).send(problem(400, 'Send the file in the form field "file".'));
        const content = await file.toBuffer();
        const sentName = safeFileName(file.filename);
        const contentType = attachmentType(content, sentName);
        if (!contentType || !CONTENT_FILE_TYPES.has(contentType)) {
          return reply.code(415).send(problem(415, 'Add a PNG, JPEG, GIF or WebP image, or a PDF document.'));
        }
        // Stored and served under its type's extension: a PNG sent as page.html is page.png.
        const fileName = typedFileName(sentName, contentType);
        const { user } = request.auth!;
        const id = await repository.transaction((trx) =>
          trx.addFile(item.id, { fileName, contentType, content }, user.id, itemLabel({ ...item, title: item.draft_title })),
        );
        const url = `${CONTENT_FILE_PATH}${id}`;
        const markdown = contentType.startsWith('image/') ? `![${fileName}](${url})` : `[${fileName}](${url})`;
        return reply.code(201).send({ id, name: fileName, contentType, size: content.length, url, markdown });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          return reply.code(413).send(problem(413, 'The file is larger than 10 MB.'));
        }
        if ((error as { code?: string }).code?.startsWith('FST_'))
          return reply.code(400).send(problem(400, 'The form was incomplete or malformed.'));
        throw error;
      }
    },
  );
};

export default contentAuthoring;
