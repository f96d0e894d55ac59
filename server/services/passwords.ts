import { readFileSync } from 'node:fs';
import type { I18n } from '@lingui/core';
import { hash, verify } from '@node-rs/argon2';
import type { Static } from 'typebox';
import { type PasswordOwner, passwordProblem, passwordProblemMessage } from '../../tenants/password-policy.ts';
import type { PasswordRefusal } from '../schemas.ts';

// argon2id (the library's default algorithm) with OWASP's recommended minimums.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash it still spends the time of one verification, so a
 * wrong e-mail and a wrong password cannot be told apart by timing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/** The list of common passwords (common-passwords.txt beside this file), read on first use. */
let common: Set<string> | undefined;

export function isCommonPassword(candidate: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(candidate);
}

/**
 * The password policy (tenants/password-policy.ts) with the list of common passwords: the 400
 * answer for a password it refuses, in the reader's language, naming the rule beside the field
 * (`fields.password.code`), or null when the password will do.
 */
export function weakPasswordAnswer(password: string, owner: PasswordOwner, i18n: I18n): Static<typeof PasswordRefusal> | null {
  const problem = passwordProblem(password, owner, isCommonPassword);
  if (!problem) return null;
  const message = i18n._(passwordProblemMessage(problem));
  return { statusCode: 400, error: 'Bad Request', message, code: 'weakPassword', fields: { password: { code: problem, message } } };
}
