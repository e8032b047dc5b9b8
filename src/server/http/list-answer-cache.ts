import { LRUCache } from 'lru-cache';

/** The longest an answer is kept, even while its list is unchanged and it is asked for. */
export const LIST_ANSWER_KEPT_MS = 10 * 60_000;

/** JSON list answers by their strong ETag. */
export type ListAnswerCache = {
  get(etag: string): Uint8Array<ArrayBuffer> | undefined;
  set(etag: string, answer: Uint8Array<ArrayBuffer>): void;
};

/**
 * Unchanged list answers, kept by their strong ETag (list-etag.ts). The tag names the list, the
 * households and the sum of their change counters, which every write bumps in its own
 * transaction, so an answer found under a tag just read is byte for byte what reading the rows
 * again would send: a new tab, device or page reload (whose first screen the server renders)
 * gets an unchanged list for one indexed query instead of its rows. A write changes the tag, so
 * an answer that no longer holds is never found again; such answers age out, least recently
 * used first within `maxBytes`, and none outlives ten minutes, so a household's data does not
 * stay in memory long after it was last asked for. `maxBytes` 0 keeps nothing.
 */
export function createListAnswerCache(
  maxBytes: number,
  now: () => number = () => performance.now(),
): ListAnswerCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => undefined };
  const answers = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: maxBytes,
    // One large household may not push out everyone else's answers.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (answer) => Math.max(1, answer.byteLength),
    ttl: LIST_ANSWER_KEPT_MS,
    perf: { now },
    // Read the clock on each look-up rather than keep a reading for a millisecond by a timer.
    ttlResolution: 0,
  });
  return {
    get: (etag) => answers.get(etag),
    set: (etag, answer) => void answers.set(etag, answer),
  };
}
