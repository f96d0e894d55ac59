// The signed-in user's context and the site (gen/identity.gen.ts) with their cache tags: the user
// context is the session.
import { cacheTags } from '../cacheTags.ts';
import { identityEndpoints } from '../gen/identity.gen.ts';

export const identityApi = identityEndpoints.enhanceEndpoints({
  endpoints: cacheTags(identityEndpoints, ['Session'], { provide: ['getUserContext', 'listLoginCompanies'] }),
});

export const { useGetUserContextQuery, useListLoginCompaniesQuery } = identityApi;
export type * from '../gen/identity.gen.ts';
