// The shape of the knowledge-base content every tenant starts with (issue 15 §1): articles,
// release notes and resources, written once in English, Spanish and French. A tenant gets the
// items of its products (an item about a product it does not offer is left out) in the languages
// of its locales. Placeholders in any text are replaced when the tenant is seeded:
//   {portal}   the tenant's product name (branding.productName, e.g. "Supplier Insights")
//   {country}  the tenant's country name in the text's language ("the United States", "México", "le Canada")
//   {support}  the support route's path, "/support"
// Bodies are Markdown (CommonMark with GitHub tables), rendered and sanitised by the content
// service; links inside the portal are written as absolute paths ("/support/ticketCreation").
import type { ProductCode } from '../../../tenants/schema.ts';

export type SeedLanguage = 'en' | 'es' | 'fr';

/** Who may read an item (enforced in SQL on every read). */
export type Audience = 'ALL' | 'CHARTER' | 'BASIC' | 'INTERNAL';

/** The knowledge-base workspaces: the suppliers' (charter), the basic accounts', the associates'. */
export type WorkspaceKey = 'supplier' | 'basic' | 'internal';

export interface SeedText {
  title: string;
  /** One or two sentences shown in lists and search results. */
  summary: string;
  /** Markdown, 120–300 words: headings (##), paragraphs, lists, sometimes a table. */
  body: string;
}

export interface SeedCategory {
  /** Stable key, unique in its workspace: `getting-started`, `shopper-behavior`. */
  key: string;
  workspace: WorkspaceKey;
  /** The parent category's key, for a sub-category. */
  parent?: string;
  /** Only for tenants offering this product. */
  product?: ProductCode;
  title: Record<SeedLanguage, string>;
}

export interface SeedArticle {
  /** Stable key, unique across all articles: the article's path (`shopper-behavior-getting-started`). */
  key: string;
  workspace: WorkspaceKey;
  /** A category key of the same workspace. */
  category: string;
  audience: Audience;
  /** Only for tenants offering this product. */
  product?: ProductCode;
  /** Among the workspace's top articles (about six per workspace). */
  top?: true;
  text: Record<SeedLanguage, SeedText>;
}

export interface SeedReleaseNote {
  key: string;
  /** Publication day, YYYY-MM-DD, within the last year. */
  date: string;
  /** Tags under the release-notes folder: `new-feature`, `improvement`, `fix`, `data-update`. */
  tags: string[];
  product?: ProductCode;
  text: Record<'en' | 'es', SeedText>;
}

export interface SeedResource {
  key: string;
  audience: Audience;
  product?: ProductCode;
  /** A link to another site, or (when absent) a file the seed generates from the body. */
  url?: string;
  /** `guide`, `template`, `video`, `training`, `policy`. */
  type: string;
  text: Record<SeedLanguage, SeedText>;
}
