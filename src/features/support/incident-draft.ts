// The incident form's draft (TicketCreationPage): its fields and empty value, the four category
// levels as the page offers them down the tree, and the per-field messages of a refused filing.
import type { IncidentDraft, IncidentField, IncidentVariant } from '../../../tenants/incident-form.ts';
import { errorStatus } from '../../api/baseApi.ts';
import type { ListSupportCategoriesApiResponse } from './api.ts';
import type { CategoryOption } from './CategorySelect.tsx';

export type Category = ListSupportCategoriesApiResponse['categories'][number];

export const LEVELS = ['supportType', 'issue', 'issueType', 'subIssueType'] as const;
export type Level = (typeof LEVELS)[number];
export type ContactField = 'firstName' | 'lastName' | 'primaryContactEmail' | 'companyName';
export type ErrorField = IncidentField | 'attachment';

export const EMPTY_DRAFT: IncidentDraft = {
  accountType: null,
  supportType: null,
  issue: null,
  issueType: null,
  subIssueType: null,
  firstName: '',
  lastName: '',
  primaryContactEmail: '',
  companyName: '',
  callBackNumber: '',
  situationDescription: '',
  onBehalf: false,
};

/** What the server says of a refused filing: per-field messages (400) or one message (413, 415). */
interface Refusal {
  code?: string;
  message?: string;
  fields?: Record<string, { code?: string; message?: string }>;
}

/**
 * Down the tree: each level offers the children of the category chosen above it, until a level has
 * no choice. A level with no options is hidden (and so not required); the request-access variant's
 * support type and issue are fixed, so hidden too. `path` is the categories chosen, top first.
 */
export function categoryLevels(tree: readonly Category[], chosen: Record<Level, number | null>, variant: IncidentVariant) {
  const levels: { level: Level; options: readonly CategoryOption[]; shown: boolean }[] = [];
  const path: CategoryOption[] = [];
  let options: readonly CategoryOption[] = tree;
  for (const level of LEVELS) {
    const isFixed = variant === 'requestAccess' && (level === 'supportType' || level === 'issue');
    levels.push({ level, options, shown: !isFixed && options.length > 0 });
    const node = options.find((option) => option.id === chosen[level]);
    if (!node) break;
    path.push(node);
    options = node.children ?? [];
  }
  return { levels, path };
}

/** The messages of a refused filing per field: the server's 400 per-field messages, or its 413/415 message on the attachment. */
export function refusalErrors(error: unknown): Partial<Record<ErrorField, string>> {
  const refusal = (error && typeof error === 'object' && 'details' in error ? error.details : null) as Refusal | null;
  const status = errorStatus(error);
  const fieldErrors: Partial<Record<ErrorField, string>> = {};
  if (status === 400 && refusal?.fields) {
    for (const [field, problem] of Object.entries(refusal.fields)) {
      const known = field === 'file' ? 'attachment' : field in EMPTY_DRAFT && field !== 'onBehalf' ? (field as ErrorField) : null;
      if (known && problem.message) fieldErrors[known] = problem.message;
    }
  } else if ((status === 413 || status === 415) && refusal?.message) {
    fieldErrors.attachment = refusal.message;
  }
  return fieldErrors;
}
