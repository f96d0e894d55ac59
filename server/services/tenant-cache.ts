// Per-tenant copies of data that changes rarely but is read on almost every request (product
// overrides, feature flags), so that a page's calls do not each ask the database for them. A copy
// is forgotten when the change feed announces a change of the tenant's rows (migration 009), on
// this instance or any other (services/shared-cache.ts). Reads inside a transaction always go to
// the database.
import type { TenantDb } from '../db/scope.ts';
import { SharedCache } from './shared-cache.ts';

/** Backstop only: changes are announced, so a copy is normally forgotten at once. */
const TENANT_DATA_TTL_MS = 60_000;

/** Every tenant cache of the process (they are made when their modules load), for warmTenantCaches. */
const everyTenantCache: Array<(scoped: TenantDb) => Promise<unknown>> = [];

/**
 * Loads every tenant cache of each tenant (readiness: an instance takes traffic with the copies that
 * a page's start-up calls read already loaded). Copies are kept only while the change feed is live.
 */
export async function warmTenantCaches(tenants: readonly TenantDb[]): Promise<void> {
  await Promise.all(tenants.flatMap((scoped) => everyTenantCache.map((get) => get(scoped))));
}

/**
 * `changes`: the kind of change that makes a copy stale (migrations 009 and 022): 'tenant' (product
 * overrides, feature flags, banners, support categories), 'content' (the content store's items) or
 * 'legal' (the legal documents' versions, migration 033).
 */
export function tenantCache<T>(load: (scoped: TenantDb) => Promise<T>, changes: 'tenant' | 'content' | 'legal' = 'tenant') {
  // One set of copies per database (each app, and each test's app, has its own).
  const copies = new WeakMap<object, SharedCache<Promise<T>>>();
  const get = (scoped: TenantDb): Promise<T> => {
    const cache = scoped.copiesIn(copies, (feed) => new SharedCache(feed, { ttlMs: TENANT_DATA_TTL_MS, max: 1_000 }));
    if (!cache) return load(scoped);
    const { tenantId } = scoped.scope;
    const copy = cache.get(tenantId);
    if (copy) return copy;
    // Concurrent requests share one load; a failed load is not kept.
    const value = load(scoped);
    cache.set(tenantId, value, [`${changes}:${tenantId}`], cache.version);
    value.catch(() => cache.get(tenantId) === value && cache.forget(tenantId));
    return value;
  };
  everyTenantCache.push(get);
  return { get };
}

/**
 * Copies of answers that many requests ask alike (a company's user list as its admins open it),
 * keyed by what names the answer (its scope and parameters included), each forgotten when one of
 * the changes its load names is announced ('users-of:<company>', 'user:<id>'…).
 */
export function answerCache<T>(options: { ttlMs: number; max: number }) {
  const copies = new WeakMap<object, SharedCache<T>>();
  return {
    async get(scoped: TenantDb, key: string, load: () => Promise<{ value: T; changes: Iterable<string> }>): Promise<T> {
      const cache = scoped.copiesIn(copies, (feed) => new SharedCache(feed, options));
      if (!cache) return (await load()).value;
      const copy = cache.get(key);
      if (copy !== undefined) return copy;
      // A change announced while it loads may not be in it: set() keeps it only if none was.
      const version = cache.version;
      const { value, changes } = await load();
      cache.set(key, value, [...changes], version);
      return value;
    },
  };
}
