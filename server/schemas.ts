// Schemas shared by several route modules.
import { STATUS_CODES } from 'node:http';
import { type Static, type TSchema, Type } from 'typebox';
import { PASSWORD_PROBLEMS } from '../tenants/password-policy.ts';
import { literals } from '../tenants/schema.ts';
import { COMPANY_TYPES, LEGAL_DOCUMENTS, PERSONAS } from './db/schema.ts';

export const ErrorResponse = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'ErrorResponse', description: 'Every 4xx/5xx answer: a status and a message a person can read.' },
);

export const MessageResponse = Type.Object({ message: Type.String() });

const ErrorRef = Type.Unsafe<Static<typeof ErrorResponse>>(Type.Ref('ErrorResponse'));

/** The error answers a route may give, to spread into its `response` map. */
export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorRef } {
  return Object.fromEntries(codes.map((c) => [c, ErrorRef])) as { [K in C[number]]: typeof ErrorRef };
}

/** The body of an error answer: `reply.code(404).send(problem(404, 'No such thing.'))`. */
export function problem(statusCode: number, message: string): Static<typeof ErrorResponse> {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const CompanyType = literals(COMPANY_TYPES);

/** The company a super admin acts for and the persona chosen (set-context, switch-context). */
export const ActingContext = Type.Object({
  company: Nullable(Type.Object({ id: Type.String(), name: Type.String(), type: CompanyType })),
  persona: Nullable(literals(PERSONAS)),
});

/** Spec §3 "Bot-block response": status 412 opens the human-verification challenge (spec §4). */
export const BotBlockResponse = Type.Object(
  {
    statusCode: Type.Literal(412),
    error: Type.String(),
    message: Type.String(),
    appId: Type.String(),
    jsClientSrc: Type.String({ description: 'Where the client fetches a challenge to solve.' }),
    firstPartyEnabled: Type.Boolean(),
    vid: Type.String(),
    uuid: Type.String(),
    hostUrl: Type.String(),
    blockScript: Type.String(),
  },
  { description: 'Solve a challenge from jsClientSrc and repeat the request with the solution in header x-altcha-payload.' },
);

/**
 * An input (body/query) field that may also be null. Not a Union: with the app's coerceTypes,
 * Ajv checks each branch of an anyOf with coercion, turning null into false or '' (and false into null).
 */
export function nullableInput<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

export const Permission = Type.Object({ action: Type.String(), resource: Type.String() });

/** Spec §3 "User context": the signed-in user, registered once as a shared schema (app.ts). */
export const UserContext = Type.Object(
  {
    user_id: Type.String({ format: 'uuid', description: 'The user’s id (GET users/{id}/preferences).' }),
    first_name: Type.String(),
    last_name: Type.String(),
    login_id: Type.String(),
    email_address: Type.String(),
    user_type: Type.Union([Type.Literal('EXTERNAL'), Type.Literal('INTERNAL')]),
    tenant: Nullable(
      Type.Object(
        { id: Type.String(), name: Type.String(), type: CompanyType },
        { description: 'The user’s company; for a super admin acting on behalf of a company, that company.' },
      ),
    ),
    site_id: Type.String(),
    third_party_user: Type.Boolean(),
    /** The supplier a third-party (agency) user works for. */
    third_party_company: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
    user_preferences: Type.Object({
      language_code: Type.String(),
      locale: Type.Object({ timezone: Type.String() }),
    }),
    authz: Type.Object({ group: Type.String(), permissions: Type.Array(Permission) }),
    persona_access_codes: Type.Array(Type.Integer()),
    products: Type.Array(
      Type.Object({
        product_id: Type.String(),
        access_status: Type.Union([Type.Literal('ACCESS_COMPLETE'), Type.Literal('ACCESS_PENDING')]),
      }),
    ),
    acting: ActingContext,
    /** False until an invited user completes registration; until then private routes lead to /userRegistration. */
    registration_complete: Type.Boolean(),
    legal_updates: Type.Array(Type.Object({ document: literals(LEGAL_DOCUMENTS), version: Type.String() }), {
      description:
        'Documents whose current version a registered company user has not accepted yet (a new version took effect): the portal asks for them before going on.',
    }),
    legal_updates_from: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'When the next published version of one of their documents takes effect (null: none to come): the portal asks for this context again at the first page after it.',
    }),
  },
  { $id: 'UserContext' },
);

/**
 * A 400 about a chosen password (reset, invitation): `code` and `fields.password` when the
 * password policy (tenants/password-policy.ts) refuses it, naming the rule; without them, another
 * refusal (an invalid link).
 */
export const PasswordRefusal = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.Literal('weakPassword')),
  fields: Type.Optional(
    Type.Object({
      password: Type.Object({ code: literals(PASSWORD_PROBLEMS), message: Type.String() }),
    }),
  ),
});
