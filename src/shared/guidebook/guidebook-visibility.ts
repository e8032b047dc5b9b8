import type { TGuidebookShare, TShareMode } from './guidebook-schemas';

type Reader = {
  /** The reader's user id. */
  userId: string;
  /** The reader may change this household (its owner or a guest): authors see every entry. */
  mayWrite: boolean;
  /** A triggering event has unlocked this household (issue 15); until then after-event items stay hidden. */
  eventUnlocked: boolean;
};

/** How an entry is shared with one person: as listed, else never. */
export function shareModeFor(shares: readonly TGuidebookShare[], userId: string): TShareMode {
  return shares.find((share) => share.userId === userId)?.mode ?? 'never';
}

/**
 * Whether a reader sees a guidebook entry. The server applies this to every list, search and
 * binder; the screen uses it only to explain what each person will see.
 */
export function canSeeEntry(shares: readonly TGuidebookShare[], reader: Reader): boolean {
  if (reader.mayWrite) return true;
  const mode = shareModeFor(shares, reader.userId);
  return mode === 'now' || (mode === 'after_event' && reader.eventUnlocked);
}
