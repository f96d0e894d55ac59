// The shapes of single sign-on: where an e-mail signs in, and the provider's answer.
import { Type } from 'typebox';
import { Email } from '../auth/schemas.ts';
import { literals, LOCALES } from '../../../tenants/schema.ts';

export const SignInMethodBody = Type.Object({
  email: Email,
  lastUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  /** The page's language: the provider's pages speak it. */
  locale: Type.Optional(literals(LOCALES)),
});

export const SignInMethod = Type.Object({
  method: literals(['password', 'provider'] as const, {
    description: "password: sign in here with the portal password; provider: go to redirectTo, the company's identity provider.",
  }),
  redirectTo: Type.Optional(Type.String({ description: "With method provider: the provider's sign-in page." })),
});

/** What the provider sends the browser back with (RFC 6749 §4.1.2, RFC 9207's iss). */
export const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  iss: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  session_state: Type.Optional(Type.String({ maxLength: 500 })),
});

/** Why a sign-in at the provider did not open a session (the page /platform/sso/refused says it). */
export const REFUSALS = ['unknown', 'failed', 'expired'] as const;
export type Refusal = (typeof REFUSALS)[number];
