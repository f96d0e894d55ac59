// The release notes' tags (content store folder release-notes) in the reader's language; a tag a
// content owner adds that is not listed here shows as itself.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const TAG_LABELS: Record<string, MessageDescriptor> = {
  'new-feature': msg`New feature`,
  improvement: msg`Improvement`,
  fix: msg`Fix`,
  'data-update': msg`Data update`,
};
