// The shapes of the user's own profile (issue 14 §1; spec §3 "User context" user_preferences, §7
// "Profile": GET users/{id}/preferences, POST users/{loginId}/preferences).
import { Type } from 'typebox';
import { LEGAL_DOCUMENTS } from '../../db/schema.ts';
import { literals } from '../../../tenants/schema.ts';

export const TAG = 'profile';

export const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const LoginIdParams = Type.Object({ loginId: Type.String({ minLength: 3, maxLength: 254 }) });

export const Preferences = Type.Object({
  language_code: Type.String({ description: 'The portal language: one of the tenant’s language choices.' }),
  timezone: Type.String({ description: 'An IANA time zone; dates are shown in it. An unknown zone reads as the tenant’s default.' }),
});

export const PreferencesBody = Type.Object(
  {
    language_code: Type.Optional(Type.String({ maxLength: 10 })),
    timezone: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false, minProperties: 1 },
);

const PendingDocuments = Type.Array(Type.Object({ document: literals(LEGAL_DOCUMENTS), version: Type.String() }));

export const AcceptanceBody = Type.Object(
  { document: literals(LEGAL_DOCUMENTS), version: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export const AcceptanceResponse = Type.Object({
  legal_updates: Type.Array(PendingDocuments.items, { description: 'The documents still to accept.' }),
});

export const LegalAcceptances = Type.Object({
  acceptances: Type.Array(
    Type.Object({
      document: literals(LEGAL_DOCUMENTS),
      version: Type.String({ description: 'The version id, as accepted (not for display).' }),
      effective_date: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: 'The day this version took effect, YYYY-MM-DD; null when its id does not carry it.',
      }),
      accepted_at: Type.String({ format: 'date-time' }),
    }),
  ),
});
