// The shapes of the feature flags and the configuration (spec §4 "Startup", §6, §7 "GET /api/ccm
// returns configuration keyed by name (experimentation key and default file)").
import { Type } from 'typebox';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../tenants/schema.ts';

export type Flag = FeatureFlag;
export const isFlag = (flag: string): flag is Flag => (FEATURE_FLAGS as readonly string[]).includes(flag);

const Flags = Type.Object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<Flag, ReturnType<typeof Type.Boolean>>,
);

export const FlagsResponse = Type.Object({ flags: Flags });

const FlagEntry = Type.Object({ enabled: Type.Boolean() });
export const Experimentation = Type.Object(
  {
    key: Type.String({ description: "The experimentation SDK's client-side key for this tenant and environment (public, not a secret)." }),
    defaultFile: Type.String({ description: 'The file of experiment defaults the SDK falls back to when the service is out of reach.' }),
  },
  { description: 'The experimentation settings of this tenant and environment (tenant file, environments.<env>.experimentation).' },
);

/** Spec §7: the configuration keyed by name — the experimentation settings and every feature flag. */
export const Configuration = Type.Object(
  {
    experimentation: Experimentation,
    ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, FlagEntry])) as Record<Flag, typeof FlagEntry>),
  },
  { description: 'The configuration keyed by name (spec §7): `experimentation`, and one entry per feature flag.' },
);

export const ConfigurationResponse = Type.Object({
  flags: Type.Object(Flags.properties, { description: 'The feature flags, name → on (the same values as in `configuration`).' }),
  configuration: Configuration,
});

export const FlagParams = Type.Object({ flag: Type.String({ maxLength: 100 }) });
// An enum rather than a type: the API's type coercion would read "true", 1 or null as a boolean
// (null was saved as false, issue 30 §3); these three values are taken as they are, anything else is 400.
export const FlagBody = Type.Object(
  {
    enabled: Type.Unsafe<boolean | null>({
      enum: [true, false, null],
      description: "true or false overrides the tenant file's value; null returns the flag to it.",
    }),
  },
  { additionalProperties: false },
);
