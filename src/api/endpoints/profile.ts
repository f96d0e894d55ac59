// The user's own profile (gen/profile.gen.ts): saving the preferences or accepting a document
// invalidates the session (the user context carries the language and time zone every page formats
// dates with, and the documents still to accept).
import { cacheTags } from '../cacheTags.ts';
import { profileEndpoints } from '../gen/profile.gen.ts';

export const profileApi = profileEndpoints.enhanceEndpoints({
  endpoints: cacheTags(profileEndpoints, ['Session'], {
    provide: ['getPreferences', 'listLegalAcceptances'],
    invalidate: ['savePreferences', 'acceptLegalDocument'],
  }),
});

export const { useGetPreferencesQuery, useSavePreferencesMutation, useListLegalAcceptancesQuery, useAcceptLegalDocumentMutation } =
  profileApi;
export type * from '../gen/profile.gen.ts';
