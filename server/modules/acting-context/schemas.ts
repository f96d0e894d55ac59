// The shapes of the acting context (spec §7 "Super admin context"); the answer, ActingContext,
// is shared with the user context (server/schemas.ts).
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { PERSONAS } from '../../db/schema.ts';

export const SetContextBody = Type.Object(
  {
    companyId: Type.String({ format: 'uuid' }),
    reason: Type.String({ minLength: 5, maxLength: 500, description: 'Why you act for this company (kept in the activity log).' }),
  },
  { additionalProperties: false },
);

export const SwitchContextBody = Type.Union([
  Type.Object({ persona: literals(PERSONAS) }, { additionalProperties: false }),
  Type.Object(
    {
      companyId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description: 'A company whose admins granted you access (issue 14 §2); null: back to your own view.',
      }),
    },
    { additionalProperties: false },
  ),
]);
