import type { Queryable } from '../../../db/owned-rows';
import { householdTableVersionsOf } from '../../../db/household-versions';
import type { HouseholdSnapshot } from './household-snapshot';
import { PART_NAMES, SNAPSHOT_PARTS, type PartName, type SnapshotParts } from './snapshot-parts';

/** A snapshot and what has been worked out from it (anomalies, forecast, tips, portfolio). */
export type CachedSnapshot = {
  snapshot: HouseholdSnapshot;
  /**
   * Results computed from this snapshot, by name, so the tabs are not worked out twice. With
   * `reads`, the parts the result depends on, it is kept until one of those changes (the
   * anomalies stay when a holding changes); without, until any part does.
   */
  derive<T>(
    name: string,
    compute: (snapshot: HouseholdSnapshot) => T,
    reads?: readonly PartName[],
  ): T;
};

type Derived = { value: unknown; reads: readonly PartName[] | null };

/** Reads the parts named (the others are taken from `kept`) and puts the snapshot together. */
export type SnapshotReader = {
  readParts(names: readonly PartName[], kept?: SnapshotParts): Promise<SnapshotParts>;
  assemble(parts: SnapshotParts): HouseholdSnapshot;
};

type Built = {
  /** Each part's stamp: the day and its tables' counters in the selected households. */
  stamps: Record<PartName, string>;
  parts: SnapshotParts;
  snapshot: HouseholdSnapshot;
  derived: Map<string, Derived>;
};

type Entry = { loadedAt: number; built: Promise<Built> };

type Options = {
  db: Queryable;
  /** Snapshots kept at once (the least recently used goes first). */
  maxEntries?: number;
  /**
   * How long one is used at most before every part is read again. Every table the parts read
   * bumps a per-table counter (migrations 0009, 0015, 0017) except the names on profiles and
   * the family connections; this bounds how long a renamed or newly connected person can be
   * missing from an answer.
   */
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * The assistant's snapshots, per reader and selection. A chat is several questions in a row and
 * the panel has five tabs: without this, each request re-read 5,000 obligations (issue 16's
 * budget). The per-table counters of the selected households are read on every request (one
 * indexed query), so a write on any server is seen at once, and only the parts that read a
 * changed table are read again: a new holding does not re-read 5,000 obligations.
 * Authorization is not cached: the caller passes the owner ids access.ts allowed this time.
 */
export function createSnapshotCache(options: Options) {
  const maxEntries = options.maxEntries ?? 8;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function stampsOf(ownerIds: readonly string[], today: string) {
    const versions = await householdTableVersionsOf(options.db, ownerIds);
    const owners = [...ownerIds].sort();
    const stampOf = (tables: readonly string[]) =>
      [
        today,
        ...owners.map((id) => tables.map((table) => versions.get(`${id}/${table}`) ?? 0).join('.')),
      ].join('|');
    return Object.fromEntries(
      PART_NAMES.map((name) => [name, stampOf(SNAPSHOT_PARTS[name].tables)]),
    ) as Record<PartName, string>;
  }

  async function build(
    stamps: Record<PartName, string>,
    reader: SnapshotReader,
    previous: Built | null,
  ): Promise<Built> {
    const stale = PART_NAMES.filter((name) => previous?.stamps[name] !== stamps[name]);
    if (previous && stale.length === 0) return previous;
    const parts = await reader.readParts(stale, previous?.parts);
    const derived = new Map(
      [...(previous?.derived ?? [])].filter(
        ([, result]) => result.reads && !result.reads.some((name) => stale.includes(name)),
      ),
    );
    return { stamps, parts, snapshot: reader.assemble(parts), derived };
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
      reader: SnapshotReader,
    ): Promise<CachedSnapshot> {
      const key = `${readerId}|${[...ownerIds].sort().join(',')}`;
      const stamps = await stampsOf(ownerIds, today);
      const kept = entries.get(key);
      const entry: Entry =
        kept && now() - kept.loadedAt <= maxAgeMs
          ? {
              loadedAt: kept.loadedAt,
              // A failed read is not built on: everything is read again.
              built: kept.built.then(
                (previous) => build(stamps, reader, previous),
                () => build(stamps, reader, null),
              ),
            }
          : { loadedAt: now(), built: build(stamps, reader, null) };
      entry.built.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      remember(key, entry);
      const { snapshot, derived } = await entry.built;
      return {
        snapshot,
        derive<T>(
          name: string,
          compute: (snapshot: HouseholdSnapshot) => T,
          reads?: readonly PartName[],
        ): T {
          const kept = derived.get(name);
          if (kept) return kept.value as T;
          const value = compute(snapshot);
          derived.set(name, { value, reads: reads ?? null });
          return value;
        },
      };
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
