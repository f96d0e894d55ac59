// Per-tenant copies of data that changes rarely but is read on almost every request (product
// overrides, feature flags), so that a page's calls do not each ask the database for them.
//
// Freshness: a change made through this instance is seen at once (the writer calls invalidate
// after its transaction commits); a change made through another instance sharing the database is
// seen within ttlMs. Reads inside a transaction always go to the database.
import type { Db } from '../db/database.ts';
import type { TenantDb } from '../db/scope.ts';

/** How stale a copy may be where another instance changed the data: product availability, feature flags. */
export const SHARED_DATA_TTL_MS = 1_000;

export function tenantCache<T>(load: (scoped: TenantDb) => Promise<T>, ttlMs = SHARED_DATA_TTL_MS) {
  // One set of copies per database (each app, and each test's app, has its own).
  const copies = new WeakMap<Db, Map<string, { value: Promise<T>; loadedAt: number }>>();
  const of = (db: Db) => {
    let map = copies.get(db);
    if (!map) copies.set(db, (map = new Map()));
    return map;
  };
  return {
    get(scoped: TenantDb): Promise<T> {
      if (scoped.db.isTransaction) return load(scoped);
      const map = of(scoped.db);
      const copy = map.get(scoped.scope.tenantId);
      if (copy && Date.now() - copy.loadedAt < ttlMs) return copy.value;
      // Concurrent requests share one load; a failed load is not kept.
      const value = load(scoped);
      const entry = { value, loadedAt: Date.now() };
      map.set(scoped.scope.tenantId, entry);
      value.catch(() => map.get(scoped.scope.tenantId) === entry && map.delete(scoped.scope.tenantId));
      return value;
    },
    /** Forgets this instance's copy of the scope's tenant; call it once the change has committed. */
    invalidate(scoped: TenantDb): void {
      copies.get(scoped.db)?.delete(scoped.scope.tenantId);
    },
  };
}
