import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import {
  BILL_BYTES_PER_DAY,
  BILL_BYTES_WINDOW_MS,
  BillLimitError,
  waitInWords,
} from './bill-limits';
import { billBytesUploaded, whenBytesWereUploaded, type BillUploadsOf } from './bill-upload-volume';

const MB = 1024 * 1024;

/** What one person uploaded in the last 24 hours, read before their next bill is stored. */
export type DailyVolume = { uploads: BillUploadsOf; bytes: number };

/**
 * BILL_BYTES_PER_DAY, counted from the documents table (the bills' sizes and times), so every
 * app server sees the same total. Files sent at the same moment are each checked against the
 * total before any of them was stored, so together they can pass it by what was in flight.
 */
export function createDailyBillVolume(deps: { db: Database; access: Access; now: () => Date }) {
  const { db, access, now } = deps;

  async function refusal(volume: DailyVolume, incoming: number): Promise<BillLimitError> {
    const oldestToLeave = await whenBytesWereUploaded(
      db,
      volume.uploads,
      volume.bytes + incoming - BILL_BYTES_PER_DAY,
    );
    const freeAt = (oldestToLeave ?? now()).getTime() + BILL_BYTES_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000));
    return new BillLimitError(
      `You have uploaded ${BILL_BYTES_PER_DAY / MB} MB of bills in the last 24 hours, the most ` +
        `Nido takes in a day. Try again in ${waitInWords(seconds)}, or enter these bills by hand.`,
      seconds,
    );
  }

  return {
    /** Their bills' bytes in the last 24 hours; refused at once when there is no room left. */
    async read(actor: Actor): Promise<DailyVolume> {
      const uploads = {
        uploadedBy: actor.userId,
        ownerIds: await access.addableOwnerIds(actor, 'expenses'),
        since: new Date(now().getTime() - BILL_BYTES_WINDOW_MS),
      };
      const volume = { uploads, bytes: await billBytesUploaded(db, uploads) };
      if (volume.bytes >= BILL_BYTES_PER_DAY) throw await refusal(volume, 1);
      return volume;
    },

    /** Refuses a file that would take them past the day's bytes. */
    async admit(volume: DailyVolume, incoming: number): Promise<void> {
      if (volume.bytes + incoming > BILL_BYTES_PER_DAY) throw await refusal(volume, incoming);
    },
  };
}

export type DailyBillVolume = ReturnType<typeof createDailyBillVolume>;
