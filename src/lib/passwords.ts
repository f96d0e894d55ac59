// The password policy in the portal's forms (reset, invitation): the same rule as the server's
// (tenants/password-policy.ts), checked before sending with what the page knows of the account,
// and the server's refusal (400 weakPassword, which also knows the list of common passwords)
// turned into the same message beside the field.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  PASSWORD_HINT,
  PASSWORD_PROBLEMS,
  type PasswordOwner,
  type PasswordProblem,
  passwordProblem,
  passwordProblemMessage,
} from '../../tenants/password-policy.ts';

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/** What the form says under the password field. */
export const passwordHint = (i18n: I18n) => i18n._(PASSWORD_HINT);

/** The errors beside the two fields, or none. */
export function passwordErrors(i18n: I18n, password: string, confirm: string, owner: PasswordOwner = {}): PasswordErrors {
  const problem = passwordProblem(password, owner);
  return {
    password: problem ? i18n._(passwordProblemMessage(problem)) : undefined,
    confirm: confirm !== password ? i18n._(msg`The two passwords do not match.`) : undefined,
  };
}

/** The message beside the password field when the server refused the password, else undefined (another failure). */
export function refusedPassword(i18n: I18n, error: unknown): string | undefined {
  const details =
    error && typeof error === 'object' && 'details' in error ? (error.details as { fields?: { password?: { code?: string } } }) : null;
  const code = details?.fields?.password?.code;
  return code && (PASSWORD_PROBLEMS as readonly string[]).includes(code)
    ? i18n._(passwordProblemMessage(code as PasswordProblem))
    : undefined;
}
