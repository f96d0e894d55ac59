// The one RTK Query API. Endpoints are generated from the server's OpenAPI into gen/*.gen.ts
// (npm run codegen); each generated file gets its cache tags in one place, endpoints/<file>.ts,
// which is where the app takes its hooks from. Session behaviour of
// spec §4 lives here, once: 401 redirects, the 412 human check (and the 403 that asks to complete
// registration).
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { askHuman, type BotBlock } from './human-check.ts';

/** Spec §7: the error every failed call yields. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  headers: Record<string, string>;
  message: string;
  details: unknown;
}

const UNKNOWN_ERROR = 'An unknown http error occurred!';
const NO_RESPONSE = 'Server not responding!';
export const LOCALE_HEADER = 'x-user-locale';
export const ALTCHA_HEADER = 'x-altcha-payload';

/** Calls whose 401 is an answer for the page itself, not a lost session. */
const OWN_401 = ['/platform/login', '/platform/password-reset', '/core-app-api/auth-status'];

/** Generated paths carry the server's prefixes; each environment may point them elsewhere. */
export function resolveUrl(url: string): string {
  if (url.startsWith('/core-app-api')) return __APP_ENV__.coreApiBase.replace(/\/$/, '') + url.slice('/core-app-api'.length);
  if (url.startsWith('/platform')) return __APP_ENV__.platformBase.replace(/\/$/, '') + url.slice('/platform'.length);
  return url;
}

/** The page's locale, sent with every API call (spec §7). */
export const pageLocale = () => document.documentElement.lang || __TENANT__.locales.default;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set(LOCALE_HEADER, pageLocale());
    return headers;
  },
});

type Raw = Awaited<ReturnType<typeof rawBaseQuery>>;

/** The HTTP status of a failed call's error (an RTK Query error or anything else), if it has one. */
export function errorStatus(error: unknown): ApiError['status'] | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as ApiError).status : undefined;
}

function toApiError(result: Raw): ApiError {
  const error = result.error!;
  const headers = Object.fromEntries(result.meta?.response?.headers.entries() ?? []);
  if (typeof error.status === 'number') {
    const body = error.data as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : UNKNOWN_ERROR;
    return { status: error.status, headers, message, details: error.data ?? UNKNOWN_ERROR };
  }
  return { status: error.status, headers, message: NO_RESPONSE, details: 'error' in error ? error.error : UNKNOWN_ERROR };
}

/**
 * What every API answer of 401 or 403 does to the page, whichever way it was called (queries, files).
 * Where they lead is loaded when one comes (unauthorized.ts, out of the first load); the promise
 * settles once the page is on its way there.
 */
export async function reactToRefusal(path: string, status: ApiError['status'], message: string): Promise<void> {
  const unauthorized = status === 401 && !OWN_401.includes(path);
  if (!unauthorized && status !== 403) return;
  // Its code unavailable (the network failed since), the page stays: the next call says 401 again.
  const targets = await import('./unauthorized.ts').catch(() => null);
  if (!targets) return;
  const { clearMenuKeys, forbiddenTarget, unauthorizedTarget } = targets;
  if (unauthorized) {
    clearMenuKeys();
    const target = unauthorizedTarget(message, window.location.pathname + window.location.search);
    if (target) window.setTimeout(() => window.location.assign(target.to), target.delayMs);
  } else {
    // Issue 8: a user whose registration is incomplete is sent to complete it (a full load reads the session afresh).
    const target = forbiddenTarget(message, window.location.pathname);
    if (target) window.location.assign(target);
  }
}

/** The calls whose every answer carries `content` (spec §7: the knowledge base's and host B's content). */
const CONTENT_CALLS = [
  '/core-app-api/kb/',
  '/core-app-api/knowledgeBaseTopArticle',
  '/platform/core-services/',
  '/platform/v1/content-management/',
];

/**
 * Spec §7: "Home, category and article responses without a content field are treated as errors
 * using the errors list". Such an answer becomes an error with the list's first message.
 */
export function contentMissing(path: string, data: unknown): ApiError | null {
  if (!CONTENT_CALLS.some((prefix) => path.startsWith(prefix))) return null;
  if (data && typeof data === 'object' && 'content' in data) return null;
  const errors = (data as { errors?: Array<{ message?: unknown }> } | null)?.errors;
  const message = typeof errors?.[0]?.message === 'string' ? errors[0].message : UNKNOWN_ERROR;
  return { status: 'CUSTOM_ERROR', headers: {}, message, details: data ?? UNKNOWN_ERROR };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const resolved = { ...request, url: resolveUrl(request.url) };
  let result = await rawBaseQuery(resolved, api, extra);
  if (result.error?.status === 412) {
    // Spec §4: a 412 on any call opens the human check; a solved check retries the call once.
    const payload = await askHuman(result.error.data as BotBlock);
    if (payload)
      result = await rawBaseQuery({ ...resolved, headers: { ...(resolved.headers as object), [ALTCHA_HEADER]: payload } }, api, extra);
  }
  if (!result.error) {
    const missing = contentMissing(request.url, result.data);
    return missing ? { error: missing } : { data: result.data, meta: result.meta };
  }
  const error = toApiError(result);
  await reactToRefusal(request.url, error.status, error.message);
  return { error };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // Spec §9: query stale time 24 hours, no refetch on window focus.
  keepUnusedDataFor: 24 * 60 * 60,
  refetchOnFocus: false,
  /** Every cache tag, declared once; endpoints/*.ts say which endpoint provides or invalidates which. */
  tagTypes: [
    'Session',
    'Companies',
    'CompanyUsers',
    'EmailDomains',
    'Partners',
    'ActivityLog',
    'GlobalUsers',
    'Incidents',
    'CompanyAccess',
    'UserAudits',
    'Content',
    'ReleaseNotesSeen',
    'SiteBanner',
    'Configuration',
    'LegalDocuments',
  ],
  endpoints: () => ({}),
});
