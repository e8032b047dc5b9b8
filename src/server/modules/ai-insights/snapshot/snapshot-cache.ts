import type { Queryable } from '../../../db/owned-rows';
import { householdVersionsOf } from '../../../db/household-versions';
import type { HouseholdSnapshot } from './household-snapshot';

/** A snapshot and what has been worked out from it (anomalies, forecast, tips, portfolio). */
export type CachedSnapshot = {
  snapshot: HouseholdSnapshot;
  /** Results computed from this snapshot, by name, so the tabs are not worked out twice. */
  derive<T>(name: string, compute: (snapshot: HouseholdSnapshot) => T): T;
};

type Entry = {
  stamp: string;
  loadedAt: number;
  snapshot: Promise<HouseholdSnapshot>;
  derived: Map<string, unknown>;
};

type Options = {
  db: Queryable;
  /** Snapshots kept at once (the least recently used goes first). */
  maxEntries?: number;
  /**
   * How long one is used at most. Every table it reads bumps the households' change counters
   * (migrations 0009 and 0015) except the names on profiles and the family connections; this
   * bounds how long a renamed or newly connected person can be missing from an answer.
   */
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * The assistant's snapshots, per reader and selection, kept while the selected households'
 * change counters and the day are unchanged. A chat is several questions in a row and the panel
 * has five tabs: without this, each request re-read 5,000 obligations (issue 16's budget). The
 * counters are read on every request (one indexed query), so a write on any server is seen at
 * once. Authorization is not cached: the caller passes the owner ids access.ts allowed this time.
 */
export function createSnapshotCache(options: Options) {
  const maxEntries = options.maxEntries ?? 8;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function stampOf(ownerIds: readonly string[], today: string): Promise<string> {
    const versions = await householdVersionsOf(options.db, ownerIds);
    return [today, ...[...ownerIds].sort().map((id) => `${id}:${versions.get(id) ?? 0}`)].join('|');
  }

  function remember(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    async get(
      readerId: string,
      ownerIds: readonly string[],
      today: string,
      load: () => Promise<HouseholdSnapshot>,
    ): Promise<CachedSnapshot> {
      const key = `${readerId}|${[...ownerIds].sort().join(',')}`;
      const stamp = await stampOf(ownerIds, today);
      let entry = entries.get(key);
      if (!entry || entry.stamp !== stamp || now() - entry.loadedAt > maxAgeMs) {
        entry = { stamp, loadedAt: now(), snapshot: load(), derived: new Map() };
        // A failed read is not kept: the next request tries again.
        const loading = entry;
        loading.snapshot.catch(() => {
          if (entries.get(key) === loading) entries.delete(key);
        });
      }
      remember(key, entry);
      const { derived } = entry;
      const snapshot = await entry.snapshot;
      return {
        snapshot,
        derive<T>(name: string, compute: (snapshot: HouseholdSnapshot) => T): T {
          if (!derived.has(name)) derived.set(name, compute(snapshot));
          return derived.get(name) as T;
        },
      };
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
