// The shapes of the knowledge-base calls (issue 15 §2; spec §7 "Knowledge base"). Every answer
// carries `content`; an error carries `errors` (spec §7: "Home, category and article responses
// without a content field are treated as errors using the errors list").
import { type TSchema, Type } from 'typebox';
import { Nullable } from '../../schemas.ts';
import { LIST_DEFAULTS, PageNumber, PageSize } from '../../services/paging.ts';

export const TAG = 'knowledge base';

const Key = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 });

/**
 * An error of the content calls: the usual three fields and, for the content's own refusals (no
 * access, no such workspace or item), the errors list with a code.
 */
export const ContentError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ code: Type.String(), message: Type.String() }))),
});

export const contentErrors = <const C extends readonly number[]>(...codes: C) =>
  Object.fromEntries(codes.map((c) => [c, ContentError])) as { [K in C[number]]: typeof ContentError };

export const withContent = <T extends TSchema>(content: T) => Type.Object({ content });

export const Workspace = Type.Object({
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  articleCount: Type.Integer(),
});

export const ArticleSummary = Type.Object({
  key: Type.String(),
  workspace: Type.String(),
  category: Type.String(),
  categoryTitle: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** A category, in tree order (a parent before its children). */
export const Category = Type.Object({
  key: Type.String(),
  parent: Nullable(Type.String()),
  title: Type.String(),
  articleCount: Type.Integer({ description: 'Articles in this category and below.' }),
  articles: Type.Array(
    Type.Object({ key: Type.String(), title: Type.String(), summary: Type.String(), updatedAt: Type.String({ format: 'date-time' }) }),
  ),
});

export const WorkspaceParams = Type.Object({ workspace: Key });
export const ArticleParams = Type.Object({ workspace: Key, contentId: Key });

export const TopArticlesQuery = Type.Object({ workspace: Type.Optional(Key) });
export const HierarchyQuery = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only articles whose title contains this text.' })),
});

export const Hierarchy = Type.Object({
  workspace: Workspace,
  categories: Type.Array(Category),
});

export const Article = Type.Object({
  key: Type.String(),
  workspace: Type.String(),
  workspaceTitle: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  html: Type.String({ description: 'The body, rendered from Markdown and sanitised.' }),
  productCode: Nullable(Type.String()),
  publishedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  breadcrumbs: Type.Array(Type.Object({ key: Type.String(), title: Type.String() }), {
    description: 'The category and its parents, outermost first.',
  }),
  related: Type.Array(ArticleSummary),
});

/** A stretch of text, marked when it matched the search. */
export const Highlighted = Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }));

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 3,
    maxLength: 200,
    description: 'Words to find (spec §9: at least 3 characters); "quotes" for a phrase, -word to exclude.',
  }),
  workspace: Type.Optional(Key),
  page: Type.Optional(PageNumber()),
  page_size: Type.Optional(PageSize(LIST_DEFAULTS.knowledgeBaseSearch.pageSize)),
});

export const SearchHit = Type.Object({
  key: Type.String(),
  workspace: Type.String(),
  workspaceTitle: Type.String(),
  category: Type.String(),
  title: Highlighted,
  snippet: Highlighted,
  updatedAt: Type.String({ format: 'date-time' }),
});
