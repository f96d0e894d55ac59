// Row types of the content store (migration 018, issue 15): workspaces and categories of the
// knowledge base, items per locale with their published text, versions, files, release-note views.
import type { ColumnType } from 'kysely';
import type { CreatedAt, CreatedByAt, Defaulted, TenantRow } from './schema.ts';

/** Who may read a content item or open a workspace (migration 018). */
export const AUDIENCES = ['ALL', 'CHARTER', 'BASIC', 'INTERNAL'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const CONTENT_KINDS = ['ARTICLE', 'RELEASE_NOTE', 'RESOURCE', 'FRAGMENT', 'PAGE'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentWorkspaceTable {
  tenant_id: string;
  key: string;
  audience: Audience;
  position: number;
  /** { [locale]: { title, description } } */
  titles: ColumnType<Record<string, { title: string; description: string }>, string, string>;
}

export interface ContentCategoryTable {
  tenant_id: string;
  workspace_key: string;
  key: string;
  parent_key: string | null;
  product_code: string | null;
  position: number;
  /** { [locale]: title } */
  titles: ColumnType<Record<string, string>, string, string>;
}

/** One item in one locale; title … body_text are its published version (none until published). */
export interface ContentItemTable extends TenantRow, CreatedByAt {
  kind: ContentKind;
  key: string;
  locale: string;
  workspace_key: string | null;
  category_key: string | null;
  audience: Audience;
  product_code: string | null;
  top_position: number | null;
  resource_type: string | null;
  resource_url: string | null;
  draft_version: Defaulted<number>;
  published_version: number | null;
  title: Defaulted<string>;
  summary: Defaulted<string>;
  tags: Defaulted<string[]>;
  body_html: Defaulted<string>;
  body_text: Defaulted<string>;
  published_at: Date | null;
  updated_at: Date | null;
  ts_config: string;
  search: ColumnType<string, never, never>;
  heading_search: ColumnType<string, never, never>;
}

export interface ContentVersionTable {
  item_id: string;
  version: number;
  title: string;
  summary: string;
  body_md: string;
  tags: Defaulted<string[]>;
  saved_by: string | null;
  saved_by_name: string;
  saved_at: CreatedAt;
}

export interface ContentFileTable extends TenantRow, CreatedByAt {
  item_id: string | null;
  file_name: string;
  content_type: string;
  size: number;
  data: ColumnType<Buffer, Buffer, never>;
}

export interface ReleaseNoteViewTable {
  user_id: string;
  tenant_id: string;
  seen_at: Date;
  created_at: CreatedAt;
}
