import { eq } from 'drizzle-orm';
import { managesEntry, shareModeFor } from '@shared/guidebook/guidebook-visibility';
import { canWrite, isLive } from '../../auth/access';
import type { Queryable } from '../../db/owned-rows';
import { guidebookEntries } from '../../db/schema';
import { contactRows, type Connection } from './contact-rows';

/** A person emailed at an unlock, with what the unlock opens to them, so the email says just that. */
export type UnlockRecipient = Connection & {
  /** How many guidebook entries the owner shared with them "after the event" (now open). */
  sharedAfterEvent: number;
  /** They may change the household, so they may work the plan (event-plan's workablePlan). */
  mayWorkPlan: boolean;
};

/**
 * Who is emailed when the owner's event unlocks: everyone the owner shared a guidebook entry with
 * "after the event", the trusted contacts, and the connected family and advisors who may work the
 * plan (those who may change the household). Only people still connected with a live grant: the
 * others could not open anything. Each address once; never the owner.
 */
export async function unlockRecipients(
  db: Queryable,
  ownerId: string,
  now: Date,
): Promise<UnlockRecipient[]> {
  const [connections, contacts, entries] = await Promise.all([
    contactRows.connections(db, ownerId),
    contactRows.ofOwner(db, ownerId),
    db
      .select({
        userId: guidebookEntries.userId,
        createdBy: guidebookEntries.createdBy,
        shares: guidebookEntries.shares,
      })
      .from(guidebookEntries)
      .where(eq(guidebookEntries.userId, ownerId)),
  ]);
  // As the guidebook shows them: an entry's author sees it whole anyway, so it does not open to them.
  const sharedWith = (userId: string) =>
    entries.filter(
      (entry) =>
        !managesEntry(entry, { userId }) && shareModeFor(entry.shares, userId) === 'after_event',
    ).length;
  const unlockers = new Set(contacts.map((contact) => contact.contactUserId));
  const seen = new Set<string>();
  const recipients: UnlockRecipient[] = [];
  for (const connection of connections) {
    if (connection.userId === ownerId || !isLive(connection, now)) continue;
    const recipient = {
      ...connection,
      sharedAfterEvent: sharedWith(connection.userId),
      mayWorkPlan: canWrite(connection),
    };
    const chosen =
      recipient.sharedAfterEvent > 0 || recipient.mayWorkPlan || unlockers.has(connection.userId);
    const address = connection.email.toLowerCase();
    if (!chosen || seen.has(address)) continue;
    seen.add(address);
    recipients.push(recipient);
  }
  return recipients;
}
