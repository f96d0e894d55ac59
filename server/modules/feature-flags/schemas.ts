// The shapes of the feature flags (spec §4 "Startup", §6).
import { Type } from 'typebox';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../tenants/schema.ts';

export type Flag = FeatureFlag;
export const isFlag = (flag: string): flag is Flag => (FEATURE_FLAGS as readonly string[]).includes(flag);

export const FlagsResponse = Type.Object({
  flags: Type.Object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<Flag, ReturnType<typeof Type.Boolean>>),
});

export const FlagParams = Type.Object({ flag: Type.String({ maxLength: 100 }) });
export const FlagBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
