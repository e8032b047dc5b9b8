import { and, asc, eq, type InferSelectModel } from 'drizzle-orm';
import type { TConnectionRole } from '@shared/family/family-schemas';
import type { TContactPriority } from '@shared/triggering-event/event-schemas';
import type { Queryable } from '../../db/owned-rows';
import { familyConnections, profiles, trustedContacts, users } from '../../db/schema';

export type ContactRow = InferSelectModel<typeof trustedContacts>;

/** A family connection to the owner's household, as `family_connections` holds it. */
export type Connection = {
  /** The household's owner (a Grant's `ownerId`). */
  ownerId: string;
  userId: string;
  role: TConnectionRole;
  advisorAccess: 'read' | 'read_write' | null;
  expiresAt: Date | null;
  name: string;
  email: string;
  emailVerified: boolean;
};

/** The queries on `trusted_contacts` and the connections they rest on. */
export const contactRows = {
  /** The owner's unlockers, oldest first. */
  async ofOwner(db: Queryable, ownerId: string): Promise<ContactRow[]> {
    return db
      .select()
      .from(trustedContacts)
      .where(eq(trustedContacts.userId, ownerId))
      .orderBy(asc(trustedContacts.createdAt), asc(trustedContacts.id));
  },

  /** The row that makes `contactUserId` an unlocker of the owner's household, if any. */
  async find(db: Queryable, ownerId: string, contactUserId: string): Promise<ContactRow | null> {
    const [row] = await db
      .select()
      .from(trustedContacts)
      .where(
        and(eq(trustedContacts.userId, ownerId), eq(trustedContacts.contactUserId, contactUserId)),
      );
    return row ?? null;
  },

  /** The owners who named this person an unlocker, with the waiting period each gave them. */
  async ownersNaming(
    db: Queryable,
    contactUserId: string,
  ): Promise<{ ownerId: string; waitHours: number }[]> {
    return db
      .select({ ownerId: trustedContacts.userId, waitHours: trustedContacts.waitHours })
      .from(trustedContacts)
      .where(eq(trustedContacts.contactUserId, contactUserId));
  },

  async findById(db: Queryable, id: string, ownerId: string): Promise<ContactRow | null> {
    const [row] = await db
      .select()
      .from(trustedContacts)
      .where(and(eq(trustedContacts.id, id), eq(trustedContacts.userId, ownerId)));
    return row ?? null;
  },

  /** Adds an unlocker; null when that person already is one (the pair is unique). */
  async insert(
    db: Queryable,
    values: {
      ownerId: string;
      contactUserId: string;
      priority: TContactPriority;
      waitHours: number;
    },
  ): Promise<ContactRow | null> {
    const [row] = await db
      .insert(trustedContacts)
      .values({
        userId: values.ownerId,
        contactUserId: values.contactUserId,
        priority: values.priority,
        waitHours: values.waitHours,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async update(
    db: Queryable,
    id: string,
    ownerId: string,
    values: { priority: TContactPriority; waitHours: number; at: Date },
  ): Promise<ContactRow | null> {
    const [row] = await db
      .update(trustedContacts)
      .set({ priority: values.priority, waitHours: values.waitHours, updatedAt: values.at })
      .where(and(eq(trustedContacts.id, id), eq(trustedContacts.userId, ownerId)))
      .returning();
    return row ?? null;
  },

  async remove(db: Queryable, id: string, ownerId: string): Promise<boolean> {
    const removed = await db
      .delete(trustedContacts)
      .where(and(eq(trustedContacts.id, id), eq(trustedContacts.userId, ownerId)))
      .returning({ id: trustedContacts.id });
    return removed.length > 0;
  },

  /** Everyone connected to the owner's household (a grant that ended included), oldest first. */
  async connections(db: Queryable, ownerId: string): Promise<Connection[]> {
    const rows = await db
      .select({
        ownerId: familyConnections.connectedUserId,
        userId: familyConnections.userId,
        role: familyConnections.role,
        advisorAccess: familyConnections.advisorAccess,
        expiresAt: familyConnections.expiresAt,
        fullName: profiles.fullName,
        accountName: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
      })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, familyConnections.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(familyConnections.connectedUserId, ownerId))
      .orderBy(asc(familyConnections.createdAt));
    return rows.map((row) => ({
      ownerId: row.ownerId,
      userId: row.userId,
      role: row.role,
      advisorAccess: row.advisorAccess,
      expiresAt: row.expiresAt,
      name: row.fullName || row.accountName || row.email,
      email: row.email,
      emailVerified: row.emailVerified,
    }));
  },
};
