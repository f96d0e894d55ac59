// The shapes of sign-in, sign-out, auth status and the password reset.
import { Type } from 'typebox';

export const Email = Type.String({ format: 'email', maxLength: 254 });

export const SignInBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
  lastUrl: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const SignedIn = Type.Object({
  redirectTo: Type.String(),
  languageCode: Type.Union([Type.String(), Type.Null()], { description: 'The language the user saved in their profile; null: none.' }),
});

export const SignedOut = Type.Object({
  redirectTo: Type.String({ description: "The landing page ('/'), or the identity provider's sign-out page." }),
});

export const AuthStatus = Type.Object({ authenticated: Type.Boolean(), idleTimeoutSeconds: Type.Integer() });

export const ResetLinkBody = Type.Object({ email: Email });

export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});
