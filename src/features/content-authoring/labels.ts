// The words of content authoring: kinds, statuses and audiences in the owner's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Kind = 'ARTICLE' | 'RELEASE_NOTE' | 'RESOURCE' | 'FRAGMENT' | 'PAGE';
export type Status = 'DRAFT' | 'PUBLISHED' | 'CHANGED';
export type Audience = 'ALL' | 'CHARTER' | 'BASIC' | 'INTERNAL';

export const KIND_LABELS: Record<Kind, MessageDescriptor> = {
  ARTICLE: msg`Knowledge-base article`,
  RELEASE_NOTE: msg`Release note`,
  RESOURCE: msg`Resource`,
  FRAGMENT: msg`Fragment`,
  PAGE: msg`Public page`,
};

export const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  PUBLISHED: msg`Published`,
  CHANGED: msg`Published, with a newer draft`,
};

export const AUDIENCE_LABELS: Record<Audience, MessageDescriptor> = {
  ALL: msg`Everyone`,
  CHARTER: msg`Charter accounts only`,
  BASIC: msg`Basic accounts only`,
  INTERNAL: msg`Associates only`,
};

/** The kinds a tenant offers: release notes only where the tenant has them (US). */
export const KINDS: Kind[] = __TENANT__.routes.releaseNotes
  ? ['ARTICLE', 'RELEASE_NOTE', 'RESOURCE', 'FRAGMENT', 'PAGE']
  : ['ARTICLE', 'RESOURCE', 'FRAGMENT', 'PAGE'];
