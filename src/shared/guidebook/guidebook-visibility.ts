import type { TGuidebookShare, TShareMode } from './guidebook-schemas';

type Entry = {
  /** The household owner. */
  userId: string;
  /** Who wrote it (the owner or a guest); null once that account is gone. */
  createdBy: string | null;
  shares: readonly TGuidebookShare[];
};

type Reader = {
  /** The reader's user id. */
  userId: string;
  /** A triggering event has unlocked this household (issue 15); until then after-event items stay hidden. */
  eventUnlocked: boolean;
};

/** How an entry is shared with one person: as listed, else never. */
export function shareModeFor(shares: readonly TGuidebookShare[], userId: string): TShareMode {
  return shares.find((share) => share.userId === userId)?.mode ?? 'never';
}

/**
 * The household's owner and the entry's author see it whole, change it and choose who else sees
 * it. Everyone else — a spouse with edit rights (a guest), a viewer, an advisor — sees it only as
 * its shares say (issue 14: "until then they stay hidden from those people").
 */
export function managesEntry(entry: Entry, reader: Pick<Reader, 'userId'>): boolean {
  return reader.userId === entry.userId || reader.userId === entry.createdBy;
}

/**
 * Whether a reader sees a guidebook entry. The server applies this to every list and binder; the
 * screen uses it only to explain what each person will see.
 */
export function canSeeEntry(entry: Entry, reader: Reader): boolean {
  if (managesEntry(entry, reader)) return true;
  const mode = shareModeFor(entry.shares, reader.userId);
  return mode === 'now' || (mode === 'after_event' && reader.eventUnlocked);
}
