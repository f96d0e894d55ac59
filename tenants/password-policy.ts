// The one password policy (issue 30 §1), wherever a password is chosen: the reset by e-mailed link
// and the acceptance of an invitation (the registration's first step). The server applies it
// (server/services/passwords.ts, with its list of common passwords) and the portal's forms apply
// the same function before they send, with what they know of the account; the server's answer
// names the rule that failed, so the form shows it beside the field either way. Spec §5 sets no
// password rule; these are ours:
// - at least 12 characters (at most 200), letters and at least one digit or symbol;
// - not the account's e-mail address, nor its part before the @ (or a word of it), nor the
//   person's first or last name, in any case and with or without accents or separators;
// - not a common password, also with digits or symbols around it ("Password123!").
// Messages are Lingui descriptors (`i18n._(descriptor)` on both sides). Imports nothing.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_PROBLEMS = ['tooShort', 'tooLong', 'letterAndOther', 'email', 'name', 'common'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** Whose password it is, as far as the caller knows (the reset page knows nothing: the server checks). */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

interface Descriptor {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}

const MESSAGES: Record<PasswordProblem, Descriptor> = {
  tooShort: /*i18n*/ { id: 'password.error.tooShort', message: 'Use at least {min} characters.' },
  tooLong: /*i18n*/ { id: 'password.error.tooLong', message: 'Use at most {max} characters.' },
  letterAndOther: /*i18n*/ { id: 'password.error.letterAndOther', message: 'Use letters and at least one digit or symbol.' },
  email: /*i18n*/ { id: 'password.error.email', message: 'Do not use your e-mail address, or its part before the @, in your password.' },
  name: /*i18n*/ { id: 'password.error.name', message: 'Do not use your first or last name in your password.' },
  common: /*i18n*/ {
    id: 'password.error.common',
    message: 'This password is one of the most common ones, and easy to guess. Choose another.',
  },
};

/** What the form says under the password field, before anything is typed. */
export const PASSWORD_HINT: Descriptor = /*i18n*/ {
  id: 'password.hint',
  message: 'At least {min} characters, with letters and at least one digit or symbol. Not your name or e-mail, nor a common password.',
  values: { min: PASSWORD_MIN_LENGTH },
};

export function passwordProblemMessage(problem: PasswordProblem): Descriptor {
  const descriptor = MESSAGES[problem];
  if (problem === 'tooShort') return { ...descriptor, values: { min: PASSWORD_MIN_LENGTH } };
  if (problem === 'tooLong') return { ...descriptor, values: { max: PASSWORD_MAX_LENGTH } };
  return descriptor;
}

/** Lower case, without accents: "Pérez" and "PEREZ" are one word. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** Only letters and digits: "robin.castillo" and "Robin-Castillo" read alike. */
const compact = (text: string) => folded(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether a personal word is in the password: words of four characters or more anywhere in it,
 * shorter ones (three, as "Ana") only as a word of their own, so "Banana" is not refused for Ana.
 */
function mentions(password: string, word: string): boolean {
  const w = compact(word);
  if (w.length < 3) return false;
  if (w.length >= 4) return compact(password).includes(w);
  return folded(password)
    .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .includes(w);
}

/**
 * The forms in which a password is looked up in a list of common ones (lower case): as typed, and
 * with its separators taken out, each also without the digits and symbols around it
 * ("!Super-Man-2024" is "superman").
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const joined = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const inner = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...new Set([lower, inner(lower), joined, inner(joined)])].filter(Boolean);
}

/**
 * The first rule the password breaks, or null. `isCommon` answers whether a candidate (see
 * `commonPasswordCandidates`) is on the list of common passwords; without it that rule is left to
 * the server.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  isCommon?: (candidate: string) => boolean,
): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return 'letterAndOther';
  const email = owner.email?.trim() ?? '';
  const local = email.split('@')[0] ?? '';
  if (local && [local, ...local.split(/[^\p{L}\p{N}]+/u)].some((word) => mentions(password, word))) return 'email';
  for (const name of [owner.firstName, owner.lastName]) {
    if (name && [name, ...name.split(/[^\p{L}\p{N}]+/u)].some((word) => mentions(password, word))) return 'name';
  }
  if (isCommon && commonPasswordCandidates(password).some(isCommon)) return 'common';
  return null;
}
