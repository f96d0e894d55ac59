// The shapes of the configuration owners' console (issue 31 §1): every product and feature flag of
// the host's tenant with the tenant file's value beside the live one, who changed it last and when;
// a change (now, or at a date and time), the scheduled changes, and the app launch list a kind of
// user would see with a change applied.
import { Type } from 'typebox';
import { ENVIRONMENTS, FEATURE_FLAGS, literals } from '../../../tenants/schema.ts';
import { CONFIGURATION_TARGETS, RESTRICTED_LAUNCHES, type RestrictedLaunch } from '../../db/schema.ts';
import { Nullable } from '../../schemas.ts';
import { Family, Product, ProductCode } from '../products/schemas.ts';

export const TAG = 'configuration console';

/** The longest reason a change may give. */
export const MAX_REASON_LENGTH = 500;

const Instant = Type.String({ format: 'date-time' });
const Environment = literals(ENVIRONMENTS);
const Flag = literals(FEATURE_FLAGS);

/** The settings of a product's tile a configuration owner changes. */
export const TileSettings = Type.Object({
  available: Type.Boolean(),
  comingSoon: Type.Boolean(),
  restrictedLaunch: Nullable(literals(RESTRICTED_LAUNCHES)),
  hideWhenNoAccess: Type.Boolean({ description: 'Hide the tile from users without access to the product.' }),
  isNewTab: Type.Boolean(),
});

/** The last change of a product or flag, from the activity log: who, when, and what (in the reader's language). */
export const LastChange = Type.Object({
  by: Nullable(Type.String({ description: 'The person who changed it (a scheduled change: who scheduled it).' })),
  at: Instant,
  text: Type.String({ description: "The activity log's sentence, reason included, in the reader's language." }),
});

export const ProductConfiguration = Type.Object({
  code: ProductCode,
  family: Family,
  file: Type.Object(TileSettings.properties, { description: "The tenant file's values in this server's environment." }),
  live: Type.Object(TileSettings.properties, { description: 'The values users get now (the file with the changes made here).' }),
  changed: Type.Boolean({
    description: 'The live values differ from the file because of a change made here (revert returns to the file).',
  }),
  fileEnvironments: Type.Array(Environment, { description: 'The environments whose tenant file offers the product.' }),
  lastChange: Nullable(LastChange),
});

export const FlagConfiguration = Type.Object({
  flag: Flag,
  file: Type.Boolean({ description: "The tenant file's value in this server's environment." }),
  live: Type.Boolean(),
  changed: Type.Boolean({ description: 'A change made here overrides the file (revert returns to the file).' }),
  fileEnvironments: Type.Array(Environment, { description: 'The environments in which the tenant file turns the flag on.' }),
  lastChange: Nullable(LastChange),
});

/**
 * true or false as sent: an enum rather than a boolean type, which the API's type coercion would
 * take "true", 1 or null for (null as false: issue 30 §3).
 */
const Bool = (description?: string) => Type.Unsafe<boolean>({ enum: [true, false], ...(description ? { description } : {}) });

/** The settings a change sets (at least one), the others keep their values. */
export const SettingsChange = Type.Object(
  {
    available: Type.Optional(Bool()),
    comingSoon: Type.Optional(Bool()),
    restrictedLaunch: Type.Optional(
      Type.Unsafe<RestrictedLaunch | null>({
        type: ['string', 'null'],
        enum: [...RESTRICTED_LAUNCHES, null],
        description: 'ALPHA or BETA shows that badge; null none.',
      }),
    ),
    hideWhenNoAccess: Type.Optional(Bool()),
    isNewTab: Type.Optional(Bool()),
  },
  { additionalProperties: false },
);

/** One change: a product's settings, a flag's value, or either back to the tenant file's value. */
export const Change = Type.Object(
  {
    kind: literals(CONFIGURATION_TARGETS),
    key: Type.String({ maxLength: 100, description: 'The product code (kind PRODUCT) or the feature flag (kind FLAG).' }),
    settings: Type.Optional(SettingsChange),
    enabled: Type.Optional(Bool('The flag on (true) or off (false).')),
    revert: Type.Optional(Bool("true: back to the tenant file's values (nothing else is sent).")),
  },
  {
    additionalProperties: false,
    description: 'A product takes `settings` or `revert`; a flag takes `enabled` or `revert`.',
  },
);

const Reason = Type.String({ maxLength: MAX_REASON_LENGTH, description: 'Why: required, recorded in the activity log.' });

export const ChangeBody = Type.Object({ change: Change, reason: Type.Optional(Reason) }, { additionalProperties: false });

export const ScheduleBody = Type.Object(
  {
    change: Change,
    reason: Type.Optional(Reason),
    at: Type.String({
      maxLength: 19,
      pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d)?$',
      description: "The date and time, as a wall clock shows it in `timeZone` ('2026-12-07T09:00').",
    }),
    timeZone: Type.String({ maxLength: 64, description: "A time zone name ('America/Mexico_City'): the owner's." }),
  },
  { additionalProperties: false },
);

export const ScheduledChange = Type.Object({
  id: Type.String(),
  change: Change,
  reason: Type.String(),
  runAt: Instant,
  timeZone: Type.String({ description: 'The zone the time was chosen in.' }),
  createdBy: Nullable(Type.String()),
  createdAt: Instant,
});

export const HistoryEntry = Type.Object({
  at: Instant,
  by: Nullable(Type.String()),
  event: Type.String({ description: "The event's label in the reader's language." }),
  text: Type.String({ description: "The activity log's sentence in the reader's language." }),
});

export const ConfigurationView = Type.Object({
  environment: Environment,
  environments: Type.Array(Environment),
  timeZone: Type.String({ description: "The tenant's default time zone." }),
  products: Type.Array(ProductConfiguration),
  flags: Type.Array(FlagConfiguration),
  scheduled: Type.Array(ScheduledChange, { description: 'The changes waiting for their time, soonest first.' }),
  history: Type.Array(HistoryEntry, { description: 'The latest configuration changes, newest first.' }),
});

export const ScheduleParams = Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) });

/** The kinds of users a preview shows the launch list as. */
export const PREVIEW_PERSONAS = ['WITH_ACCESS', 'ACCESS_PENDING', 'NO_ACCESS'] as const;
export type PreviewPersona = (typeof PREVIEW_PERSONAS)[number];
export const PREVIEW_COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const;

export const PreviewBody = Type.Object(
  {
    change: Type.Optional(Change),
    companyType: literals(PREVIEW_COMPANY_TYPES),
    persona: literals(PREVIEW_PERSONAS, {
      description: 'WITH_ACCESS: access to every app; ACCESS_PENDING: every access still pending; NO_ACCESS: a new user without any.',
    }),
  },
  { additionalProperties: false },
);

export const LaunchList = Type.Object({
  products: Type.Array(Product, { description: 'The tiles shown, in order.' }),
  access: Type.Array(Type.Object({ product_id: ProductCode, access_status: literals(['ACCESS_COMPLETE', 'ACCESS_PENDING'] as const) }), {
    description: "The persona's access to the tiles shown.",
  }),
  charterOnly: Type.Array(ProductCode, { description: 'The products a basic plan leaves out: the page says a charter plan adds them.' }),
});

export const Preview = Type.Object({ before: LaunchList, after: LaunchList });
