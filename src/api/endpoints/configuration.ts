// The tenant's feature flags (gen/configuration.gen.ts): read once at start-up, no cache tags.
import { configurationEndpoints } from '../gen/configuration.gen.ts';

export const configurationApi = configurationEndpoints;
export type * from '../gen/configuration.gen.ts';
