// The one RTK Query API. Endpoints are generated from the server's OpenAPI into *.gen.ts
// (npm run codegen); feature files add cache tags with enhanceEndpoints.
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Spec §7: the error every failed call yields. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  headers: Record<string, string>;
  message: string;
  details: unknown;
}

const UNKNOWN_ERROR = 'An unknown http error occurred!';
const NO_RESPONSE = 'Server not responding!';

/** Generated paths carry the server's prefixes; each environment may point them elsewhere. */
export function resolveUrl(url: string): string {
  if (url.startsWith('/core-app-api')) return __APP_ENV__.coreApiBase.replace(/\/$/, '') + url.slice('/core-app-api'.length);
  if (url.startsWith('/platform')) return __APP_ENV__.platformBase.replace(/\/$/, '') + url.slice('/platform'.length);
  return url;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'same-origin' });

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: resolveUrl(request.url) }, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const headers = Object.fromEntries(result.meta?.response?.headers.entries() ?? []);
  if (typeof error.status === 'number') {
    const body = error.data as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : UNKNOWN_ERROR;
    return { error: { status: error.status, headers, message, details: error.data ?? UNKNOWN_ERROR } };
  }
  return { error: { status: error.status, headers, message: NO_RESPONSE, details: 'error' in error ? error.error : UNKNOWN_ERROR } };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // Spec §9: query stale time 24 hours, no refetch on window focus.
  keepUnusedDataFor: 24 * 60 * 60,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
