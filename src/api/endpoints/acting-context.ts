// Choosing the company to act for and the persona (gen/acting-context.gen.ts): any change of
// context refreshes the session (the user, and with it the tiles).
import { cacheTags } from '../cacheTags.ts';
import { actingContextEndpoints } from '../gen/acting-context.gen.ts';

export const actingContextApi = actingContextEndpoints.enhanceEndpoints({
  endpoints: cacheTags(actingContextEndpoints, ['Session'], { invalidate: ['setActingContext', 'resetActingContext', 'switchContext'] }),
});

export const { useSetActingContextMutation, useResetActingContextMutation, useSwitchContextMutation } = actingContextApi;
export type * from '../gen/acting-context.gen.ts';
