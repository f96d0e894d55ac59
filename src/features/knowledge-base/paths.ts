// The knowledge base's addresses (spec §2): the basic workspace has its own home and article
// routes; the others use the category and article routes with their workspace in the query.
export const BASIC_WORKSPACE = 'basic';

export const homePath = (workspace: string) =>
  workspace === BASIC_WORKSPACE ? '/knowledgeBase/basic' : `/knowledgeBase/home?workspace=${workspace}`;

export const categoryPath = (workspace: string, category: string) =>
  `/knowledgeBase/articles?${new URLSearchParams({ workspace, category })}`;

export const articlePath = (workspace: string, key: string) =>
  workspace === BASIC_WORKSPACE
    ? `/knowledgeBase/basic/article?${new URLSearchParams({ contentId: key })}`
    : `/knowledgeBase/article/content?${new URLSearchParams({ workspace, contentId: key })}`;

export const searchPath = (q: string) => `/knowledgeBase/search?${new URLSearchParams({ q })}`;
