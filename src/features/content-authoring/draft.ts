// The editor's form state and what it sends: the item's fields as the owner edits them, checked
// before sending (the server checks the same and says why when it refuses).
import type { GetContentItemApiResponse } from './api.ts';
import type { Audience, Kind } from './labels.ts';

export interface Draft {
  kind: Kind;
  key: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
  /** Comma-separated, as typed. */
  tags: string;
  audience: Audience;
  workspace: string;
  category: string;
  productCode: string;
  top: boolean;
  resourceType: string;
  resourceUrl: string;
}

export const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function emptyDraft(kind: Kind, locale: string): Draft {
  return {
    kind,
    key: '',
    locale,
    title: '',
    summary: '',
    body: '',
    tags: '',
    audience: 'ALL',
    workspace: kind === 'ARTICLE' ? 'supplier' : '',
    category: '',
    productCode: '',
    top: false,
    resourceType: kind === 'RESOURCE' ? 'guide' : '',
    resourceUrl: '',
  };
}

export function draftOf(item: GetContentItemApiResponse): Draft {
  return {
    kind: item.kind,
    key: item.key,
    locale: item.locale,
    title: item.title,
    summary: item.summary,
    body: item.body,
    tags: item.tags.join(', '),
    audience: item.audience,
    workspace: item.workspace ?? '',
    category: item.category ?? '',
    productCode: item.productCode ?? '',
    top: item.top,
    resourceType: item.resourceType ?? '',
    resourceUrl: item.resourceUrl ?? '',
  };
}

export type DraftErrors = Partial<Record<'key' | 'title' | 'category' | 'tags' | 'resourceUrl', 'required' | 'invalid'>>;

export const tagsOf = (draft: Draft) =>
  draft.tags
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);

export function checkDraft(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (!KEY_PATTERN.test(draft.key)) errors.key = draft.key ? 'invalid' : 'required';
  if (!draft.title.trim()) errors.title = 'required';
  if (draft.kind === 'ARTICLE' && !draft.category) errors.category = 'required';
  if (tagsOf(draft).some((tag) => !KEY_PATTERN.test(tag))) errors.tags = 'invalid';
  if (draft.kind === 'RESOURCE' && draft.resourceUrl && !draft.resourceUrl.startsWith('https://')) errors.resourceUrl = 'invalid';
  return errors;
}

/**
 * The errors to show now: those flagged at the last save whose field is still wrong. A field's
 * error goes as soon as the field is right (issue 28 §5), without waiting for the next save, and
 * untouched fields keep theirs.
 */
export function stillWrong(flagged: DraftErrors, draft: Draft): DraftErrors {
  const now = checkDraft(draft);
  return Object.fromEntries(Object.entries(now).filter(([field]) => field in flagged));
}

/** The fields of a save (PUT) or the tail of a create (POST). */
export function fieldsOf(draft: Draft) {
  const article = draft.kind === 'ARTICLE';
  const resource = draft.kind === 'RESOURCE';
  return {
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: draft.body,
    tags: [...new Set(tagsOf(draft))],
    audience: draft.audience,
    workspace: article ? draft.workspace : null,
    category: article ? draft.category : null,
    productCode: draft.productCode || null,
    top: article && draft.top,
    resourceType: resource ? ((draft.resourceType || 'guide') as 'guide') : null,
    resourceUrl: resource && draft.resourceUrl ? draft.resourceUrl : null,
  };
}
