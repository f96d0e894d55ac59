// The knowledge base (issue 15 §2; spec §7 "Knowledge base": GET kb/workspaces, GET
// knowledgeBaseTopArticle, GET kb/workspaces/{w}/hierarchy?title, GET
// kb/workspaces/{w}/articles/{contentId}/content; beyond the spec's list, the search behind
// kb-search-rollout). Signed-in readers with knowledge-base access (services/content-reader.ts)
// read the workspaces and articles of their audiences; a workspace they may not open answers 404
// as if it did not exist. Every answer has `content`; every refusal an `errors` list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { contentReaderOf } from '../../services/content-reader.ts';
import { LIST_DEFAULTS, Paged } from '../../services/paging.ts';
import { featureFlagsRepository } from '../feature-flags/repository.ts';
import { knowledgeBaseRepository } from './repository.ts';
import {
  Article,
  ArticleParams,
  ArticleSummary,
  contentErrors,
  Hierarchy,
  HierarchyQuery,
  SearchHit,
  SearchQuery,
  TAG,
  TopArticlesQuery,
  Workspace,
  WorkspaceParams,
  withContent,
} from './schemas.ts';

const route = routesTagged(TAG);
const PREFIX = '/core-app-api';

/** Spec §8 "Knowledge base access denied for accounts lacking access". */
export const KB_ACCESS_DENIED = 'Knowledge base access denied: your account has no product access yet.';
export const KB_NOT_AVAILABLE = 'The knowledge base is not available in this country yet.';
export const KB_SEARCH_NOT_AVAILABLE = 'Searching the knowledge base is not available in this country yet.';
export const NO_WORKSPACE = 'No knowledge-base workspace with this name.';

/** A refusal of the content calls: the usual fields and the errors list (spec §7). */
export function contentError(reply: FastifyReply, statusCode: 400 | 403 | 404, code: string, message: string) {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode]!, message, errors: [{ code, message }] });
}

const knowledgeBase: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The reader and their repository, or the refusal sent: the knowledge base is off in the
   * tenant (wem-kb-rollout), or the reader lacks access (spec §8).
   */
  async function open(request: FastifyRequest, reply: FastifyReply, flag: 'wem-kb-rollout' | 'kb-search-rollout' = 'wem-kb-rollout') {
    const flags = await featureFlagsRepository(request.tenantDb).flagsOf(request.tenant, app.appEnv);
    if (!flags['wem-kb-rollout']) return void contentError(reply, 404, 'KB_NOT_AVAILABLE', KB_NOT_AVAILABLE);
    if (!flags[flag]) return void contentError(reply, 404, 'KB_SEARCH_NOT_AVAILABLE', KB_SEARCH_NOT_AVAILABLE);
    const reader = contentReaderOf(request);
    if (!reader.kbAccess) return void contentError(reply, 403, 'KB_ACCESS_DENIED', KB_ACCESS_DENIED);
    return knowledgeBaseRepository(request.tenantDb, reader, request.tenant.locales.default);
  }

  app.get(
    `${PREFIX}/kb/workspaces`,
    route(policies.signedIn, {
      operationId: 'listKbWorkspaces',
      summary: 'The knowledge-base workspaces the caller may open, in their language, with how many articles each shows them.',
      response: { 200: withContent(Type.Array(Workspace)), ...contentErrors(401, 403, 404) },
    }),
    async (request, reply) => {
      const kb = await open(request, reply);
      if (!kb) return reply;
      return { content: await kb.workspaces() };
    },
  );

  app.get(
    `${PREFIX}/knowledgeBaseTopArticle`,
    route(policies.signedIn, {
      operationId: 'listKbTopArticles',
      summary: "The articles marked top, of one workspace or of all the caller's.",
      querystring: TopArticlesQuery,
      response: { 200: withContent(Type.Array(ArticleSummary)), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const kb = await open(request, reply);
      if (!kb) return reply;
      return { content: await kb.topArticles(request.query.workspace) };
    },
  );

  app.get(
    `${PREFIX}/kb/workspaces/:workspace/hierarchy`,
    route(policies.signedIn, {
      operationId: 'getKbHierarchy',
      summary:
        "A workspace's categories in tree order with the caller's articles in each (a category's first 100, top ones first, then by title; its count is whole); `title` keeps the articles whose title contains it.",
      params: WorkspaceParams,
      querystring: HierarchyQuery,
      response: { 200: withContent(Hierarchy), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const kb = await open(request, reply);
      if (!kb) return reply;
      // The workspace's count comes with its categories' (hierarchy). Found here, among the reader's
      // workspaces, it is one they may open: the hierarchy reads its articles as such.
      const [workspace] = await kb.workspaces(request.params.workspace, false);
      if (!workspace) return contentError(reply, 404, 'WORKSPACE_NOT_FOUND', NO_WORKSPACE);
      const title = request.query.title?.trim() || undefined;
      const { categories, articleCount } = await kb.hierarchy(workspace.key, title);
      return { content: { workspace: { ...workspace, articleCount }, categories } };
    },
  );

  app.get(
    `${PREFIX}/kb/workspaces/:workspace/articles/:contentId/content`,
    route(policies.signedIn, {
      operationId: 'getKbArticle',
      summary: "An article in the caller's language (else the country's default one), with its categories and related articles.",
      params: ArticleParams,
      response: { 200: withContent(Article), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const kb = await open(request, reply);
      if (!kb) return reply;
      const [workspace] = await kb.workspaces(request.params.workspace, false); // its key and title: no count
      if (!workspace) return contentError(reply, 404, 'WORKSPACE_NOT_FOUND', NO_WORKSPACE);
      const article = await kb.article(workspace.key, request.params.contentId);
      if (!article) return contentError(reply, 404, 'ARTICLE_NOT_FOUND', 'No article with this id in this workspace.');
      return { content: { ...article, workspace: workspace.key, workspaceTitle: workspace.title } };
    },
  );

  app.get(
    `${PREFIX}/kb/search`,
    route(policies.signedIn, {
      operationId: 'searchKnowledgeBase',
      summary:
        "Full-text search of the caller's articles in their language (stemmed by that language's dictionary), best first, the matches marked (behind kb-search-rollout).",
      querystring: SearchQuery,
      response: { 200: Paged(SearchHit), ...contentErrors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const kb = await open(request, reply, 'kb-search-rollout');
      if (!kb) return reply;
      const { q, workspace, page = 0, page_size: pageSize = LIST_DEFAULTS.knowledgeBaseSearch.pageSize } = request.query;
      const words = q.trim();
      if (words.length < 3) return contentError(reply, 400, 'SEARCH_TOO_SHORT', 'Please enter at least 3 characters');
      return kb.search(words, workspace, page, pageSize);
    },
  );
};

export default knowledgeBase;
