// The shapes of adding users, invitations and registration (spec §7 "Supplier user management",
// "Auth and registration").
import { type Static, Type } from 'typebox';
import { literals, LOCALES, type Locale } from '../../../tenants/schema.ts';
import { CompanyType } from '../../schemas.ts';

/** The personas an administrator may give (GET personas serves the same list). */
export const ASSIGNABLE_ROLES = ['Admin', 'User'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const MAX_USERS_PER_VALIDATION = 100;

export const Uuid = Type.String({ format: 'uuid' });
export const CompanyParams = Type.Object({ companyId: Uuid });
export const Role = literals(ASSIGNABLE_ROLES);
export const ProblemCode = literals([
  'REQUIRED',
  'TOO_LONG',
  'INVALID_EMAIL',
  'DOMAIN_NOT_AUTHORISED',
  'ALREADY_A_USER',
  'CANNOT_ADD',
  'DUPLICATE_IN_LIST',
  'UNKNOWN_PRODUCT',
] as const);
export const UserProblem = Type.Object({
  field: literals(['firstName', 'lastName', 'email', 'role', 'products'] as const),
  code: ProblemCode,
  message: Type.String(),
  /** The e-mail's domain, for DOMAIN_NOT_AUTHORISED (so a client can word the message itself). */
  domain: Type.Optional(Type.String()),
});
export type UserProblem = Static<typeof UserProblem>;

export const NewUserFields = {
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
};

export const InvitationLookup = Type.Object({
  status: literals(['VALID', 'EXPIRED', 'USED'] as const),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  companyName: Type.Optional(Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const LegalTextResponse = Type.Object({
  document: literals(['TERMS', 'DATA_SHARING_ADDENDUM', 'PRIVACY_POLICY'] as const),
  variant: literals(['STANDARD', 'BASIC', '3P'] as const),
  version: Type.String({ description: 'Send this id back when accepting the document.' }),
  effectiveDate: Type.String({ format: 'date' }),
  locale: literals(LOCALES),
  title: Type.String(),
  sections: Type.Array(
    Type.Object({
      heading: Type.String(),
      paragraphs: Type.Array(Type.String(), { description: 'Plain paragraphs, in order.' }),
    }),
    { description: 'The text in order, section by section (a table of contents lists their headings).' },
  ),
});

export const ValidateUsersBody = Type.Object(
  {
    supplierId: Uuid,
    userList: Type.Array(
      Type.Object(
        {
          ...NewUserFields,
          role: Type.Optional(Role),
          products: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, uniqueItems: true })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_USERS_PER_VALIDATION },
    ),
  },
  { additionalProperties: false },
);

export const UsersValidation = Type.Object({
  valid: Type.Boolean({ description: 'True when no user has a problem.' }),
  users: Type.Array(Type.Object({ index: Type.Integer(), email: Type.String(), problems: Type.Array(UserProblem) })),
});

export const CreateUserBody = Type.Object(
  {
    companyId: Type.Optional(Type.String({ format: 'uuid', description: 'When given, must be the company of the path.' })),
    ...NewUserFields,
    role: Role,
    products: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, uniqueItems: true }),
    languageCode: Type.Optional(literals(LOCALES)),
  },
  { additionalProperties: false },
);

export const UserCreated = Type.Object({ userId: Type.String(), taskId: Type.String(), email: Type.String(), message: Type.String() });

export const ResendParams = Type.Object({ companyId: Uuid, taskID: Uuid });
export const Resent = Type.Object({ message: Type.String(), taskId: Type.String() });

export const TokenBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });

export const AcceptBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const Accepted = Type.Object({ redirectTo: Type.String(), message: Type.String() });

export const RegistrationCommon = {
  companyId: Type.Optional(Type.String({ format: 'uuid', description: 'When given, must be the company of the path.' })),
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  languageCode: literals(LOCALES),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone, e.g. America/Chicago.' }),
  termsAccepted: Type.Boolean(),
  termsVersion: Type.String({ minLength: 1, maxLength: 100, description: 'The version id of the terms shown.' }),
  dataSharingAddendumAccepted: Type.Boolean(),
  dataSharingAddendumVersion: Type.String({ minLength: 1, maxLength: 100 }),
};
export const RegistrationResponse = Type.Object({
  redirectTo: Type.String(),
  stage: literals(['WAITING_FOR_ACCESS', 'COMPLETED'] as const),
  acceptedAt: Type.String({ format: 'date-time' }),
});

export const RegistrationBody = (basic: boolean) =>
  Type.Object(
    basic
      ? RegistrationCommon
      : {
          ...RegistrationCommon,
          jobTitle: Type.Optional(Type.String({ maxLength: 100 })),
          phoneNumber: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+()\\-. ]*$' })),
        },
    { additionalProperties: false },
  );

export const LegalQuery = {
  locale: Type.Optional(
    Type.Unsafe<Locale>({
      type: 'string',
      enum: [...LOCALES],
      description: "The language; one the site does not offer falls back to the site's default (or the x-user-locale header's).",
    }),
  ),
};

export const TermsQuery = Type.Object({ companyType: Type.Optional(CompanyType), ...LegalQuery }, { additionalProperties: false });
/** The terms as a PDF file, sent whole (the errors stay JSON). */
export const LegalPdfFile = {
  description: 'The PDF file (attachment terms-<site>-<variant>-<locale>.pdf).',
  content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
};
export const PrivacyPolicyQuery = Type.Object(LegalQuery, { additionalProperties: false });
export const AddendumQuery = Type.Object(
  { variant: Type.Optional(literals(['standard', '3p'] as const)), ...LegalQuery },
  { additionalProperties: false },
);
