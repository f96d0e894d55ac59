// Host B's content calls (issue 15 §2; spec §7 "Knowledge base", "Release notes"): release notes,
// resources and fragments for signed-in readers of their audiences, the public pages (the
// insights article) for anyone, the files of items, and the release notes' unseen count. Release
// notes exist only where the tenant has the route (US): elsewhere they answer 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fileAnswer } from '../../http/answers.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { contentReaderOf } from '../../services/content-reader.ts';
import { Paged } from '../../services/paging.ts';
import { contentError } from '../knowledge-base/routes.ts';
import { contentErrors, withContent } from '../knowledge-base/schemas.ts';
import { contentRepository } from './repository.ts';
import {
  ArticleParams,
  DetailsQuery,
  FileParams,
  type Folder,
  Fragment,
  FragmentSummary,
  FragmentsQuery,
  ManagedParams,
  PublicArticle,
  TAG,
  TagCount,
  TagsQuery,
  Unseen,
} from './schemas.ts';
import { CONTENT_FILE_TYPES } from './store.ts';

const route = routesTagged(TAG);
const WEM = '/platform/core-services/wem-secured';
const NO_RELEASE_NOTES = 'There are no release notes in this country.';
/** Marking the release notes seen changes only the caller's own badge: the spectator may. */
const OWN_VIEW = policies.readOnlyAllowed(policies.signedIn);

const content: FastifyPluginAsyncTypebox = async (app) => {
  /** The repository for the caller, or the refusal sent when the folder does not exist in the tenant. */
  function open(request: FastifyRequest, reply: FastifyReply, folder: Folder | 'page') {
    if (folder === 'release-notes' && !request.tenant.routes.releaseNotes) {
      return void contentError(reply, 404, 'RELEASE_NOTES_NOT_AVAILABLE', NO_RELEASE_NOTES);
    }
    return contentRepository(request.tenantDb, contentReaderOf(request), request.tenant.locales.default);
  }
  /** The answer for the item at a path: `{ content }`, or the refusal sent. */
  async function itemAt(request: FastifyRequest, reply: FastifyReply, folder: Folder, key: string) {
    const repository = open(request, reply, folder);
    if (!repository) return reply;
    const item = await repository.item(folder, key);
    if (!item) return contentError(reply, 404, 'CONTENT_NOT_FOUND', 'No content at this path.');
    return { content: item };
  }
  const splitPath = (path: string) => {
    const at = path.indexOf('/');
    return [path.slice(0, at) as Folder, path.slice(at + 1)] as const;
  };

  app.get(
    `${WEM}/content-fragments`,
    route(policies.signedIn, {
      operationId: 'listContentFragments',
      summary:
        "One page of a folder's items the caller may read, in their language: release notes newest first, resources and fragments by title; `tag` keeps one tag's.",
      querystring: FragmentsQuery,
      response: { 200: Paged(FragmentSummary), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { folder, tag, page = 0, page_size: pageSize = 25 } = request.query;
      const repository = open(request, reply, folder);
      if (!repository) return reply;
      return repository.list(folder, tag, page, pageSize);
    },
  );

  app.get(
    `${WEM}/content-fragments/details`,
    route(policies.signedIn, {
      operationId: 'getContentFragment',
      summary: 'One item by its path (`release-notes/<key>`), in the caller’s language, else the country’s default one.',
      querystring: DetailsQuery,
      response: { 200: withContent(Fragment), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const [folder, key] = splitPath(request.query.path);
      return itemAt(request, reply, folder, key);
    },
  );

  app.get(
    `${WEM}/tags`,
    route(policies.signedIn, {
      operationId: 'listContentTags',
      summary: 'The tags of a folder’s items the caller may read (parentAssetFolder=release-notes), with how many items carry each.',
      querystring: TagsQuery,
      response: { 200: withContent(Type.Array(TagCount)), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { parentAssetFolder: folder } = request.query;
      const repository = open(request, reply, folder);
      if (!repository) return reply;
      return { content: await repository.tags(folder) };
    },
  );

  app.get(
    '/platform/core-services/content-management/:folder/:key',
    route(policies.signedIn, {
      operationId: 'getManagedContent',
      summary: 'One item by its path (`fragments/kb-home-welcome`, `resources/<key>`), as content-fragments/details.',
      params: ManagedParams,
      response: { 200: withContent(Fragment), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => itemAt(request, reply, request.params.folder, request.params.key),
  );

  app.get(
    '/platform/v1/content-management/articles/:path',
    route(policies.public, {
      operationId: 'getPublicArticle',
      summary: 'A public article (the insights article, /articles/insights), for anyone, in the reader’s language.',
      params: ArticleParams,
      response: { 200: withContent(PublicArticle), ...contentErrors(400, 404) },
    }),
    async (request, reply) => {
      const page = await open(request, reply, 'page')!.publicPage(request.params.path);
      if (!page) return contentError(reply, 404, 'CONTENT_NOT_FOUND', 'No article at this path.');
      return { content: page };
    },
  );

  app.get(
    '/core-app-api/content/files/:id',
    route(policies.public, {
      operationId: 'downloadContentFile',
      summary:
        'A file of an item the caller may read (an image of an article, a resource’s document; signed out, a public page’s image), as an attachment unless it is an image.',
      params: FileParams,
      response: { 200: fileAnswer([...CONTENT_FILE_TYPES], 'The file, with the type it was uploaded as.'), ...contentErrors(400, 404) },
    }),
    async (request, reply) => {
      const file = await open(request, reply, 'page')!.file(request.params.id);
      if (!file) return contentError(reply, 404, 'FILE_NOT_FOUND', 'No file with this id.');
      const inline = file.content_type.startsWith('image/');
      const name = encodeURIComponent(file.file_name);
      return reply
        .header('content-type', file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
        .send(file.data);
    },
  );

  app.get(
    '/core-app-api/release-notes/unseen',
    route(policies.signedIn, {
      operationId: 'getUnseenReleaseNotes',
      summary: 'How many release notes were published since the caller last looked (the header’s badge).',
      response: { 200: Unseen, ...contentErrors(401, 404) },
    }),
    async (request, reply) => {
      const repository = open(request, reply, 'release-notes');
      if (!repository) return reply;
      return repository.unseen();
    },
  );

  app.post(
    '/core-app-api/release-notes/seen',
    route(OWN_VIEW, {
      operationId: 'markReleaseNotesSeen',
      summary: 'The caller has looked at the release notes: the badge clears until the next one is published.',
      response: { 200: Unseen, ...contentErrors(401, 403, 404) },
    }),
    async (request, reply) => {
      const repository = open(request, reply, 'release-notes');
      if (!repository) return reply;
      const now = new Date();
      await repository.markSeen(request.auth!.user.id, now);
      return repository.unseen(now);
    },
  );
};

export default content;
