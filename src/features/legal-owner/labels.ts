// The words of the legal owners' console for the codes its answers carry (issue 28 §5: no code on
// screen): a document variant's name and who accepts it, a version's status, a text's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const VARIANT_LABELS: Record<string, { name: MessageDescriptor; audience: MessageDescriptor }> = {
  'TERMS/STANDARD': {
    name: msg`Terms of use (suppliers and agencies)`,
    audience: msg`Accepted by the users of suppliers and third-party agencies.`,
  },
  'TERMS/BASIC': {
    name: msg`Terms of use (basic accounts)`,
    audience: msg`Accepted by the users of basic vendors and basic third-party agencies.`,
  },
  'DATA_SHARING_ADDENDUM/STANDARD': {
    name: msg`Data sharing addendum (suppliers and basic vendors)`,
    audience: msg`Accepted by the users of suppliers and basic vendors.`,
  },
  'DATA_SHARING_ADDENDUM/3P': {
    name: msg`Data sharing addendum (third-party agencies)`,
    audience: msg`Accepted by the users of third-party agencies and basic third-party agencies.`,
  },
  'PRIVACY_POLICY/STANDARD': { name: msg`Privacy policy`, audience: msg`Everyone can read it; nobody is asked to accept it.` },
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  IN_FORCE: msg`In force`,
  SCHEDULED: msg`Scheduled`,
  PAST: msg`Replaced`,
};

export const LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
  fr: msg`French`,
};

/** A text's sections as the pages and the PDF show them: each `## ` line a heading, blank-line separated paragraphs under it (as the server reads it). */
export function sectionsOf(body: string): Array<{ heading: string; paragraphs: string[] }> {
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...paragraphs] = section.trim().split(/\n\n+/);
      return { heading: heading.trim(), paragraphs: paragraphs.map((p) => p.trim()).filter(Boolean) };
    });
}
