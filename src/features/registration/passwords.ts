// The password rules of the server (server/services/passwords.ts), checked before calling it, with
// the same messages (and message ids) as the password reset page.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const MIN_LENGTH = 12;

export function passwordProblems(i18n: I18n, password: string, confirm: string): { password?: string; confirm?: string } {
  return {
    password:
      password.length < MIN_LENGTH
        ? i18n._(msg`Use at least ${MIN_LENGTH} characters.`)
        : !/[a-zA-Z]/.test(password) || !/[^a-zA-Z]/.test(password)
          ? i18n._(msg`Use letters and at least one digit or symbol.`)
          : undefined,
    confirm: confirm !== password ? i18n._(msg`The two passwords do not match.`) : undefined,
  };
}
