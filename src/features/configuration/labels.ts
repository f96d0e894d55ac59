// The words of the configuration console (issue 31 §1): each feature flag's name and what it does,
// the environments, the preview's company types and personas — one place per kind of code.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const FLAG_LABELS: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'insights-activation-rollout': {
    name: msg`Insights Activation app`,
    description: msg`Shows the Insights Activation tile on the app launch page.`,
  },
  'wem-kb-rollout': { name: msg`Knowledge base`, description: msg`Opens the knowledge base to suppliers.` },
  'kb-search-rollout': { name: msg`Knowledge base search`, description: msg`Adds the search box to the knowledge base.` },
  'data-dictionary-v2': { name: msg`Data dictionary, new version`, description: msg`Offers the new data dictionary pages.` },
};

export const ENVIRONMENT_LABELS: Record<string, MessageDescriptor> = {
  local: msg`Local`,
  dev: msg`Development`,
  qa: msg`QA`,
  stg: msg`Staging`,
  preprod: msg`Pre-production`,
  prod: msg`Production`,
};

export const PERSONA_LABELS: Record<string, MessageDescriptor> = {
  WITH_ACCESS: msg`A user with access to their apps`,
  ACCESS_PENDING: msg`A user whose access is pending`,
  NO_ACCESS: msg`A new user without access`,
};
