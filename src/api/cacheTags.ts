// The cache tags of one generated file's endpoints, by role: the reads that provide the tags and
// the changes that invalidate them. Each src/api/endpoints/<file>.ts passes what this returns to
// its enhanceEndpoints; the endpoint names are checked against the generated file.
import type { baseApi } from './baseApi.ts';

/** A cache tag: one of baseApi's tag types. */
export type CacheTag = Extract<Parameters<typeof baseApi.util.invalidateTags>[0][number], string>;

type EndpointName<Api extends { endpoints: object }> = keyof Api['endpoints'] & string;

/** What enhanceEndpoints takes: `{ [read]: { providesTags }, [change]: { invalidatesTags } }`. */
type Tagged<Read extends string, Change extends string> = Record<Read, { providesTags: CacheTag[] }> &
  Record<Change, { invalidatesTags: CacheTag[] }>;

/**
 * The endpoints of `api` named in `roles`, each providing or invalidating `tags`. (NoInfer: the
 * names come from `roles` alone, not from what enhanceEndpoints expects.)
 */
export function cacheTags<
  Api extends { endpoints: object },
  const Read extends EndpointName<Api> = never,
  const Change extends EndpointName<Api> = never,
>(api: Api, tags: CacheTag[], roles: { provide?: Read[]; invalidate?: Change[] }): NoInfer<Tagged<Read, Change>> {
  const provide = roles.provide ?? [];
  const invalidate = roles.invalidate ?? [];
  const unknown = [...provide, ...invalidate].filter((name) => !(name in api.endpoints));
  if (unknown.length) throw new Error(`cacheTags: no endpoint ${unknown.join(', ')}`);
  return Object.fromEntries([
    ...provide.map((name) => [name, { providesTags: tags }]),
    ...invalidate.map((name) => [name, { invalidatesTags: tags }]),
  ]) as Tagged<Read, Change>;
}
