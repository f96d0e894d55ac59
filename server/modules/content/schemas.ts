// The shapes of host B's content calls (issue 15 §2; spec §7 "Knowledge base" and "Release
// notes": core-services/wem-secured/content-fragments and /details, core-services/wem-secured/tags,
// core-services/content-management/{path}, v1/content-management/articles/{path}). Items are named
// by a path `<folder>/<key>`: release-notes/…, resources/…, fragments/…; public pages by their key.
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { Nullable } from '../../schemas.ts';
import { PageNumber, PageSize } from '../../services/paging.ts';

export const TAG = 'content';

/** The folders of host B's content, and the kind of item each holds. */
export const FOLDERS = { 'release-notes': 'RELEASE_NOTE', resources: 'RESOURCE', fragments: 'FRAGMENT' } as const;
export type Folder = keyof typeof FOLDERS;
export const FolderName = literals(Object.keys(FOLDERS) as Folder[]);

const Key = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 });
const Path = Type.String({ pattern: '^(release-notes|resources|fragments)/[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 });

export const FragmentsQuery = Type.Object({
  folder: FolderName,
  tag: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 })),
  page: Type.Optional(PageNumber()),
  page_size: Type.Optional(PageSize(25)),
});

export const DetailsQuery = Type.Object({ path: Path });
export const TagsQuery = Type.Object({ parentAssetFolder: FolderName });
/** content-management/{path}: the path of an item is its folder and key. */
export const ManagedParams = Type.Object({ folder: FolderName, key: Key });
export const ArticleParams = Type.Object({ path: Key });

const ResourceFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer(), contentType: Type.String() });

export const FragmentSummary = Type.Object({
  path: Type.String(),
  key: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  tags: Type.Array(Type.String()),
  productCode: Nullable(Type.String()),
  publishedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  resourceType: Nullable(Type.String()),
  url: Nullable(Type.String({ description: 'A resource that is a link: where it goes.' })),
  file: Nullable(ResourceFile),
  unseen: Type.Boolean({ description: 'A release note published since the caller last looked at the release notes.' }),
});

export const Fragment = Type.Evaluate(Type.Intersect([FragmentSummary, Type.Object({ locale: Type.String(), html: Type.String() })]));

export const PublicArticle = Type.Object({
  key: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  html: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const TagCount = Type.Object({ tag: Type.String(), count: Type.Integer() });

export const Unseen = Type.Object({
  count: Type.Integer({ description: 'Release notes published since the caller last looked.' }),
  lastSeenAt: Nullable(Type.String({ format: 'date-time' })),
});

export const FileParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
