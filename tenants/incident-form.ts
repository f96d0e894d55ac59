// The rules of the incident form (spec §5 "Incident form", §9 support ids; issue 12 §2), the same
// for the page and the server (server/modules/support/incident-routes.ts): pure TypeScript, no React,
// in tenants/ because that is what the portal and the server share (like preferences.ts).
//
// - Required: account type, support type, first name, last name, primary contact email, company
//   name, situation description. Optional: issue, issue type, sub issue type, call-back number,
//   attachment.
// - A category dropdown with no options is not required; with options it is: a level is required
//   when the category chosen above it has children. Each chosen category must be a child of the
//   one above it in the tenant's tree (level 1: the tenant's active support types), and nothing
//   may be chosen below a level left empty.
// - 'Enter a valid primary contact' for a malformed e-mail; 'Enter a valid phone number' for a
//   call-back number given and malformed (7 to 15 digits; spaces, dots, dashes, brackets and a
//   leading + allowed).
// - A basic vendor may choose only the supplier account type (25).
// - The request-access variant (?request=access on the page, oscType=requestAccess on the API)
//   fixes support type 1463 and issue 2047 (applyVariant); the levels below follow the rules above.
//
// validateIncident answers an error code per field; INCIDENT_FIELD_MESSAGES gives each its words
// as Lingui descriptors (`i18n._(descriptor)` on both sides).
import { looksLikeEmail } from './validation.ts';

export const INCIDENT_ACCOUNT_TYPES = { supplier: 25, associate: 23 } as const;
export const INCIDENT_VARIANTS = ['incident', 'requestAccess'] as const;
export type IncidentVariant = (typeof INCIDENT_VARIANTS)[number];

/** Spec §9 "Attachment 10 MB": 10,485,760 bytes is allowed, one byte more is not. */
export const INCIDENT_ATTACHMENT_MAX_BYTES = 10_485_760;

export const INCIDENT_LIMITS = {
  firstName: 100,
  lastName: 100,
  primaryContactEmail: 254,
  companyName: 200,
  callBackNumber: 30,
  situationDescription: 4000,
} as const;

/** What the form sends (the multipart field incidentDetail, as JSON). Ids are the support system's. */
export interface IncidentDraft {
  accountType: number | null;
  supportType: number | null;
  issue: number | null;
  issueType: number | null;
  subIssueType: number | null;
  firstName: string;
  lastName: string;
  primaryContactEmail: string;
  companyName: string;
  callBackNumber: string;
  situationDescription: string;
  /** "Submit on behalf of someone else". */
  onBehalf: boolean;
}

export type IncidentField = Exclude<keyof IncidentDraft, 'onBehalf'>;
export type IncidentErrorCode = 'required' | 'invalid' | 'tooLong' | 'notAllowed';
export type IncidentErrors = Partial<Record<IncidentField, IncidentErrorCode>>;

/** A category as the tree of GET /core-app-api/support/categories gives it. */
export interface CategoryNode {
  id: number;
  children?: readonly CategoryNode[];
}

/** The tree's children of each category (null: the support types), for validateIncident. */
export type CategoryChildren = (parentId: number | null) => readonly number[];

/** The children lookup of a tree (the page's and the server's copy of the same tree). */
export function categoryChildren(tree: readonly CategoryNode[]): CategoryChildren {
  const byParent = new Map<number | null, number[]>([[null, tree.map((n) => n.id)]]);
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      byParent.set(
        node.id,
        (node.children ?? []).map((c) => c.id),
      );
      visit(node.children ?? []);
    }
  };
  visit(tree);
  return (parentId) => byParent.get(parentId) ?? [];
}

export interface IncidentSpecialIds {
  requestAccess: { supportType: number; issue: number };
}

/**
 * The draft as the variant files it: the request-access variant fixes its support type and issue,
 * whatever the draft says; its issue type and sub issue type are checked below them as usual.
 */
export function applyVariant(draft: IncidentDraft, variant: IncidentVariant, special: IncidentSpecialIds): IncidentDraft {
  if (variant !== 'requestAccess') return draft;
  return { ...draft, supportType: special.requestAccess.supportType, issue: special.requestAccess.issue };
}

/** Spec §5: 7 to 15 digits (E.164), with the usual separators and a leading +. */
export function looksLikePhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const CATEGORY_LEVELS = ['supportType', 'issue', 'issueType', 'subIssueType'] as const;

/** Every rule of the form; an empty object: the draft may be filed. */
export function validateIncident(draft: IncidentDraft, context: { children: CategoryChildren; basicVendor: boolean }): IncidentErrors {
  const errors: IncidentErrors = {};

  if (draft.accountType === null) errors.accountType = 'required';
  else if (!Object.values(INCIDENT_ACCOUNT_TYPES).includes(draft.accountType as 25 | 23)) errors.accountType = 'invalid';
  else if (context.basicVendor && draft.accountType !== INCIDENT_ACCOUNT_TYPES.supplier) errors.accountType = 'notAllowed';

  // Down the tree: each level must be among the options the level above gives, and is required when
  // there are any. The first level in error ends the walk: the levels below depend on it.
  let parent: number | null = null;
  let open = true;
  for (const level of CATEGORY_LEVELS) {
    const chosen = draft[level];
    const options: readonly number[] = open ? context.children(parent) : [];
    if (chosen === null) {
      if (options.length > 0) {
        errors[level] = 'required';
        break;
      }
      open = false;
    } else if (!options.includes(chosen)) {
      errors[level] = 'notAllowed';
      break;
    } else parent = chosen;
  }

  const text = (field: 'firstName' | 'lastName' | 'primaryContactEmail' | 'companyName' | 'situationDescription') => {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > INCIDENT_LIMITS[field]) errors[field] = 'tooLong';
    return value;
  };
  text('firstName');
  text('lastName');
  const email = text('primaryContactEmail');
  if (email && !errors.primaryContactEmail && !looksLikeEmail(email)) errors.primaryContactEmail = 'invalid';
  text('companyName');
  text('situationDescription');

  const phone = draft.callBackNumber.trim();
  if (phone.length > INCIDENT_LIMITS.callBackNumber) errors.callBackNumber = 'tooLong';
  else if (phone && !looksLikePhoneNumber(phone)) errors.callBackNumber = 'invalid';

  return errors;
}

interface Descriptor {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}

/** The words of each field's errors; 'tooLong' carries the limit as {max}. */
export const INCIDENT_FIELD_MESSAGES: Record<IncidentField, Partial<Record<IncidentErrorCode, Descriptor>>> = {
  accountType: {
    required: /*i18n*/ { id: 'incident.error.accountType.required', message: 'Select an account type' },
    invalid: /*i18n*/ { id: 'incident.error.accountType.invalid', message: 'Select an account type from the list' },
    notAllowed: /*i18n*/ { id: 'incident.error.accountType.notAllowed', message: 'Basic vendor accounts can only choose Supplier' },
  },
  supportType: {
    required: /*i18n*/ { id: 'incident.error.supportType.required', message: 'Select a support type' },
    notAllowed: /*i18n*/ { id: 'incident.error.supportType.notAllowed', message: 'Select a support type from the list' },
  },
  issue: {
    required: /*i18n*/ { id: 'incident.error.issue.required', message: 'Select an issue' },
    notAllowed: /*i18n*/ { id: 'incident.error.issue.notAllowed', message: 'Select an issue of the chosen support type' },
  },
  issueType: {
    required: /*i18n*/ { id: 'incident.error.issueType.required', message: 'Select an issue type' },
    notAllowed: /*i18n*/ { id: 'incident.error.issueType.notAllowed', message: 'Select an issue type of the chosen issue' },
  },
  subIssueType: {
    required: /*i18n*/ { id: 'incident.error.subIssueType.required', message: 'Select a sub issue type' },
    notAllowed: /*i18n*/ { id: 'incident.error.subIssueType.notAllowed', message: 'Select a sub issue type of the chosen issue type' },
  },
  firstName: {
    required: /*i18n*/ { id: 'incident.error.firstName.required', message: 'Enter a first name' },
    tooLong: /*i18n*/ { id: 'incident.error.firstName.tooLong', message: 'Enter at most {max} characters' },
  },
  lastName: {
    required: /*i18n*/ { id: 'incident.error.lastName.required', message: 'Enter a last name' },
    tooLong: /*i18n*/ { id: 'incident.error.lastName.tooLong', message: 'Enter at most {max} characters' },
  },
  primaryContactEmail: {
    required: /*i18n*/ { id: 'incident.error.primaryContactEmail.required', message: 'Enter a primary contact email' },
    invalid: /*i18n*/ { id: 'incident.error.primaryContactEmail.invalid', message: 'Enter a valid primary contact' },
    tooLong: /*i18n*/ { id: 'incident.error.primaryContactEmail.tooLong', message: 'Enter at most {max} characters' },
  },
  companyName: {
    required: /*i18n*/ { id: 'incident.error.companyName.required', message: 'Enter a company name' },
    tooLong: /*i18n*/ { id: 'incident.error.companyName.tooLong', message: 'Enter at most {max} characters' },
  },
  callBackNumber: {
    invalid: /*i18n*/ { id: 'incident.error.callBackNumber.invalid', message: 'Enter a valid phone number' },
    tooLong: /*i18n*/ { id: 'incident.error.callBackNumber.tooLong', message: 'Enter at most {max} characters' },
  },
  situationDescription: {
    required: /*i18n*/ { id: 'incident.error.situationDescription.required', message: 'Describe the situation' },
    tooLong: /*i18n*/ { id: 'incident.error.situationDescription.tooLong', message: 'Enter at most {max} characters' },
  },
};

/** The descriptor of a field's error, with its values ({max} for 'tooLong'). */
export function incidentErrorMessage(field: IncidentField, code: IncidentErrorCode): Descriptor {
  const descriptor = INCIDENT_FIELD_MESSAGES[field][code] ?? Object.values(INCIDENT_FIELD_MESSAGES[field])[0]!;
  if (code !== 'tooLong') return descriptor;
  return { ...descriptor, values: { max: INCIDENT_LIMITS[field as keyof typeof INCIDENT_LIMITS] } };
}
