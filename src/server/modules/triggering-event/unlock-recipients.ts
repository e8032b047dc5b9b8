import { eq } from 'drizzle-orm';
import { canWrite, isLive } from '../../auth/access';
import type { Queryable } from '../../db/owned-rows';
import { guidebookEntries } from '../../db/schema';
import { contactRows, type Connection } from './contact-rows';

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
): Promise<Connection[]> {
  const [connections, contacts, entries] = await Promise.all([
    contactRows.connections(db, ownerId),
    contactRows.ofOwner(db, ownerId),
    db
      .select({ shares: guidebookEntries.shares })
      .from(guidebookEntries)
      .where(eq(guidebookEntries.userId, ownerId)),
  ]);
  const sharedAfterEvent = new Set(
    entries.flatMap((entry) =>
      entry.shares.filter((share) => share.mode === 'after_event').map((share) => share.userId),
    ),
  );
  const unlockers = new Set(contacts.map((contact) => contact.contactUserId));
  const chosen = connections.filter(
    (connection) =>
      connection.userId !== ownerId &&
      isLive(connection, now) &&
      (sharedAfterEvent.has(connection.userId) ||
        unlockers.has(connection.userId) ||
        canWrite(connection)),
  );
  const seen = new Set<string>();
  return chosen.filter((connection) => {
    const address = connection.email.toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}
