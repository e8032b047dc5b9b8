import { LRUCache } from 'lru-cache';

/** The longest an answer is kept, even while its list is unchanged and it is asked for. */
export const LIST_ANSWER_KEPT_MS = 10 * 60_000;

/** A list's JSON answer and the strong ETag of the version it was read at. */
export type KeptAnswer = { etag: string; answer: Uint8Array<ArrayBuffer> };

/** The last answer read of each list and selection of households. */
export type ListAnswerCache = {
  get(list: string, ownerIds: readonly string[]): KeptAnswer | undefined;
  set(list: string, ownerIds: readonly string[], kept: KeptAnswer): void;
};

/** A selection is the same whatever order its households come in. */
const selectionKey = (list: string, ownerIds: readonly string[]) =>
  [list, ...[...ownerIds].sort()].join('|');

/**
 * The last answer read of each list and selection of households, with its strong ETag
 * (list-etag.ts). The tag names the list, the households and the sum of their change counters,
 * which every write bumps in its own transaction, so a kept answer whose tag equals the one just
 * read is byte for byte what reading the rows again would send: a new tab, device or page reload
 * (whose first screen the server renders) gets an unchanged list for one indexed query instead of
 * its rows. A selection with nothing kept costs nothing to look up, so its first read needs no
 * tag before its rows. A newer read replaces the older answer; answers age out least recently used
 * first within `maxBytes`, and none outlives ten minutes, so a household's data does not stay in
 * memory long after it was last asked for. `maxBytes` 0 keeps nothing.
 */
export function createListAnswerCache(
  maxBytes: number,
  now: () => number = () => performance.now(),
): ListAnswerCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => undefined };
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    // One large household may not push out everyone else's answers.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (kept) => Math.max(1, kept.answer.byteLength),
    ttl: LIST_ANSWER_KEPT_MS,
    perf: { now },
    // Read the clock on each look-up rather than keep a reading for a millisecond by a timer.
    ttlResolution: 0,
  });
  return {
    get: (list, ownerIds) => answers.get(selectionKey(list, ownerIds)),
    set: (list, ownerIds, kept) => void answers.set(selectionKey(list, ownerIds), kept),
  };
}
