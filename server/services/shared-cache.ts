// In-memory copies of what almost every request reads and rarely changes (signed-in contexts,
// roles, product overrides, feature flags), each tagged with the changes that make it stale
// ('user:<id>', 'tenant:<id>'…, the kinds of migration 009). A copy is forgotten the moment the
// change feed announces one of its tags — made by this instance or any other — and is used only
// while the feed is live; the time limit is a backstop, not the freshness rule.
import type { ChangeFeed } from '../db/change-feed.ts';

export interface SharedCacheOptions {
  /** Backstop: a copy is read again after this long even if no change was announced. */
  ttlMs: number;
  /** The oldest copies give way beyond this many. */
  max: number;
}

export class SharedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: string[]; storedAt: number }>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly unsubscribe: () => void;
  /** Moves at every announced change: a copy loaded across a change is not kept (it may predate it). */
  private changes = 0;

  constructor(
    private readonly feed: ChangeFeed | undefined,
    private readonly options: SharedCacheOptions,
  ) {
    this.unsubscribe = feed?.subscribe((change) => this.changed(change)) ?? (() => {});
  }

  /** Where a load starts: pass it to set() with the loaded value. */
  get version(): number {
    return this.changes;
  }

  get(key: string, now = Date.now()): V | undefined {
    if (!this.feed?.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt < this.options.ttlMs) return entry.value;
    this.forget(key);
    return undefined;
  }

  /** Keeps a copy loaded since `version`, unless a change was announced meanwhile. */
  set(key: string, value: V, tags: string[], version: number): void {
    if (!this.feed?.live || version !== this.changes) return;
    this.forget(key);
    if (this.entries.size >= this.options.max) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags, storedAt: Date.now() });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.byTag.clear();
  }

  private changed(change: string): void {
    this.changes += 1;
    if (change === 'all') {
      this.entries.clear();
      this.byTag.clear();
      return;
    }
    for (const key of [...(this.byTag.get(change) ?? [])]) this.forget(key);
  }
}
