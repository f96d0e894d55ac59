// The shapes of content authoring (issue 15 §3, beyond the spec): content owners (MANAGE CONTENT)
// list, create and edit articles, release notes, resources, fragments and public pages, save
// drafts (each save a version), publish, unpublish and restore earlier versions.
import { Type } from 'typebox';
import { LOCALES, literals } from '../../../tenants/schema.ts';
import { AUDIENCES, CONTENT_KINDS } from '../../db/schema.ts';
import { Nullable } from '../../schemas.ts';
import { LIST_DEFAULTS, PageNumber, PageSize } from '../../services/paging.ts';

export const TAG = 'content authoring';

export const Kind = literals(CONTENT_KINDS);
export const Audience = literals(AUDIENCES);
export const Status = literals(['DRAFT', 'PUBLISHED', 'CHANGED'] as const);
const KeyPattern = '^[a-z0-9]+(-[a-z0-9]+)*$';
const Key = Type.String({
  pattern: KeyPattern,
  minLength: 2,
  maxLength: 80,
  description: 'Lower-case words joined by hyphens: the item’s path.',
});
const Tag = Type.String({ pattern: KeyPattern, maxLength: 40 });

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 100_000;

export const ItemParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const VersionParams = Type.Object({ id: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 1, maximum: 100_000 }) });

export const ListQuery = Type.Object({
  kind: Type.Optional(Kind),
  locale: Type.Optional(literals(LOCALES)),
  status: Type.Optional(Status),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the title or key.' })),
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(LIST_DEFAULTS.contentItems.pageSize)),
});

export const ItemRow = Type.Object({
  id: Type.String(),
  kind: Kind,
  key: Type.String(),
  locale: Type.String(),
  title: Type.String({ description: 'The latest version’s title.' }),
  status: Status,
  audience: Audience,
  workspace: Nullable(Type.String()),
  category: Nullable(Type.String()),
  draftVersion: Type.Integer(),
  publishedVersion: Nullable(Type.Integer()),
  savedAt: Type.String({ format: 'date-time' }),
  savedBy: Type.String(),
});

/** What a save writes: the version's text, and the item's placement. */
const Fields = {
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
  summary: Type.String({ maxLength: SUMMARY_MAX }),
  body: Type.String({ maxLength: BODY_MAX, description: 'Markdown.' }),
  tags: Type.Array(Tag, { maxItems: 10, uniqueItems: true }),
  audience: Audience,
  workspace: Type.Optional(Nullable(Key)),
  category: Type.Optional(Nullable(Key)),
  productCode: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  top: Type.Optional(Type.Boolean({ description: 'An article among its workspace’s top articles.' })),
  resourceType: Type.Optional(Nullable(literals(['guide', 'template', 'video', 'training', 'policy'] as const))),
  resourceUrl: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^https://' }))),
};

export const CreateBody = Type.Object({ kind: Kind, key: Key, locale: literals(LOCALES), ...Fields }, { additionalProperties: false });
export const SaveBody = Type.Object(
  {
    baseVersion: Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: 'The version the editor opened: a save over a newer one is refused (409).',
    }),
    ...Fields,
  },
  { additionalProperties: false },
);
export const PublishBody = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: 100_000, description: 'The version to publish: the latest, as the editor shows it.' }) },
  { additionalProperties: false },
);

export const Version = Type.Object({
  version: Type.Integer(),
  title: Type.String(),
  savedBy: Type.String(),
  savedAt: Type.String({ format: 'date-time' }),
  published: Type.Boolean(),
});

export const HistoryEntry = Type.Object({ event: Type.String(), description: Type.String(), at: Type.String({ format: 'date-time' }) });

export const ItemDetail = Type.Object({
  id: Type.String(),
  kind: Kind,
  key: Type.String(),
  locale: Type.String(),
  status: Status,
  draftVersion: Type.Integer(),
  publishedVersion: Nullable(Type.Integer()),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  tags: Type.Array(Type.String()),
  audience: Audience,
  workspace: Nullable(Type.String()),
  category: Nullable(Type.String()),
  productCode: Nullable(Type.String()),
  top: Type.Boolean(),
  resourceType: Nullable(Type.String()),
  resourceUrl: Nullable(Type.String()),
  readerPath: Nullable(Type.String({ description: 'Where readers find it in the portal once published.' })),
  versions: Type.Array(Version),
  files: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), contentType: Type.String(), size: Type.Integer(), url: Type.String() }),
  ),
  history: Type.Array(HistoryEntry),
});

export const Structure = Type.Object({
  locales: Type.Array(Type.String()),
  workspaces: Type.Array(
    Type.Object({
      key: Type.String(),
      title: Type.String(),
      categories: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), parent: Nullable(Type.String()) })),
    }),
  ),
  products: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
});

export const PreviewBody = Type.Object({ body: Type.String({ maxLength: BODY_MAX }) }, { additionalProperties: false });
export const PreviewResponse = Type.Object({ html: Type.String() });

export const FileUploaded = Type.Object({
  id: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  markdown: Type.String({ description: 'What to paste into the body: an image, or a link to the file.' }),
});
