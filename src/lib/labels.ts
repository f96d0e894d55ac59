// Translated labels of the codes the API returns (spec §3 "Company types", "User types"; company
// statuses): the one place each kind of code gets its words, for every table and dialog that shows
// one. A code without a label (a new one the portal does not know yet) shows as it is. The activity
// log's events and source apps come labelled by the server, which also writes them into the .xlsx
// download (server/modules/activity-logs/catalogue.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** Spec §3 "Company types". */
export const COMPANY_TYPE_LABELS: Labels = {
  SUPPLIER: msg`Supplier`,
  THIRD_PARTY_AGENCY: msg`Third-party agency`,
  BASIC_VENDOR: msg`Basic Vendor`,
  BASIC_THIRD_PARTY_AGENCY: msg`Basic Third Party Agency`,
  UNKNOWN: msg`Unknown`,
};

/** A company's status (companies.status). */
export const COMPANY_STATUS_LABELS: Labels = {
  ACTIVE: msg`Active`,
  INACTIVE: msg`Inactive`,
  SUSPENDED: msg`Suspended`,
};

/** Spec §3 "User types" (the user list's uiCompanyType). */
export const USER_TYPE_LABELS: Labels = {
  Supplier: msg`Supplier`,
  'Third Party User': msg`Third Party User`,
  'Basic Vendor': msg`Basic Vendor`,
  'Basic Third Party Agency': msg`Basic Third Party Agency`,
  Account: msg`Account`,
  Unknown: msg`Unknown`,
};

/**
 * Roles (users.role). Explicit ids for Admin and User: the words alone also name other things
 * (the Admin page) in other languages.
 */
export const ROLE_LABELS: Labels = {
  Admin: msg({ id: 'users.role.admin', message: 'Admin' }),
  User: msg({ id: 'users.role.user', message: 'User' }),
  'Super Admin': msg`Super Admin`,
  'Super Admin Spectator': msg`Super Admin Spectator`,
  Associate: msg`Associate`,
  'Category Manager': msg`Category Manager`,
  Merchant: msg`Merchant`,
  'Asset Protection': msg`Asset Protection`,
  'Support Agent': msg`Support Agent`,
  'Content Owner': msg`Content Owner`,
  'Configuration Owner': msg`Configuration Owner`,
  'Legal Owner': msg`Legal Owner`,
};

/** The label of a code in the page's language: `label(COMPANY_TYPE_LABELS, 'SUPPLIER')`. */
export function useLabel(): (labels: Labels, code: string) => string {
  const { i18n } = useLingui();
  return useCallback((labels, code) => (labels[code] ? i18n._(labels[code]) : code), [i18n]);
}
