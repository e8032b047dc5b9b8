import type {
  TContactCandidate,
  TTrustedContact,
  TTrustedContactUpdate,
} from '@shared/triggering-event/event-schemas';
import type { z } from 'zod';
import type { ZTrustedContactInput } from '@shared/triggering-event/event-schemas';
import { isLive } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { formatWait } from '../../platform/mail/templates/triggering-event-emails';
import { contactRows, type Connection, type ContactRow } from './contact-rows';
import { peopleByIds, type Person } from './people';
import type { TriggeringEventDeps } from './triggering-event-deps';

type ContactInput = z.output<typeof ZTrustedContactInput>;

const NOT_FOUND = 'This trusted contact does not exist.';
/** A contact whose connection was removed or whose advisor grant ended: they cannot report. */
export const NO_ACCESS_ROLE = 'no_access';

function toContactView(
  row: ContactRow,
  person: Person | undefined,
  connection: Connection | undefined,
  now: Date,
): TTrustedContact {
  const live = connection !== undefined && isLive(connection, now);
  return {
    id: row.id,
    contactUserId: row.contactUserId,
    name: person?.name ?? 'Someone',
    email: person?.email ?? '',
    role: live ? connection.role : NO_ACCESS_ROLE,
    priority: row.priority,
    waitHours: row.waitHours,
    emailVerified: person?.emailVerified ?? false,
  };
}

function describe(contact: TTrustedContact): string {
  return `${contact.name} (${contact.priority}, waiting period ${formatWait(contact.waitHours)})`;
}

/**
 * The owner's trusted contacts: the connected members (family or advisors) who may report the
 * owner's death or incapacity, each with their own waiting period. Only the owner of a household
 * names them; a guest has no household of their own (404).
 */
export function createTrustedContacts(deps: TriggeringEventDeps) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownHousehold(actor: Actor): Promise<string> {
    if (actor.accountType === 'guest')
      throw AppError.notFound('You have no household of your own to name trusted contacts for.');
    await access.requirePlanFor(actor, actor.userId);
    return actor.userId;
  }

  async function connectionsById(ownerId: string): Promise<Map<string, Connection>> {
    return new Map(
      (await contactRows.connections(db, ownerId)).map((connection) => [
        connection.userId,
        connection,
      ]),
    );
  }

  async function views(ownerId: string, rows: readonly ContactRow[]): Promise<TTrustedContact[]> {
    const [connections, people] = await Promise.all([
      connectionsById(ownerId),
      peopleByIds(
        db,
        rows.map((row) => row.contactUserId),
      ),
    ]);
    const at = now();
    return rows.map((row) =>
      toContactView(row, people.get(row.contactUserId), connections.get(row.contactUserId), at),
    );
  }

  async function view(ownerId: string, row: ContactRow): Promise<TTrustedContact> {
    const [contact] = await views(ownerId, [row]);
    return contact!;
  }

  return {
    /** The owner's contacts, and the connected people they could still name. */
    async ofOwner(
      ownerId: string,
    ): Promise<{ contacts: TTrustedContact[]; candidates: TContactCandidate[] }> {
      const [rows, connections] = await Promise.all([
        contactRows.ofOwner(db, ownerId),
        connectionsById(ownerId),
      ]);
      const at = now();
      const named = new Set(rows.map((row) => row.contactUserId));
      return {
        contacts: await views(ownerId, rows),
        candidates: [...connections.values()]
          .filter((connection) => isLive(connection, at) && !named.has(connection.userId))
          .map(({ userId, name, email, role }) => ({ userId, name, email, role })),
      };
    },

    async add(actor: Actor, input: ContactInput): Promise<TTrustedContact> {
      const ownerId = await ownHousehold(actor);
      const connection = (await connectionsById(ownerId)).get(input.contactUserId);
      if (!connection || !isLive(connection, now()))
        throw AppError.validation(
          { contactUserId: 'Choose someone connected to your household' },
          'A trusted contact must be a family member or advisor connected to your household.',
        );
      const row = await contactRows.insert(db, { ownerId, ...input });
      if (!row)
        throw new AppError(
          'CONFLICT',
          `${connection.name} is already one of your trusted contacts.`,
        );
      const contact = await view(ownerId, row);
      await activity.eventStep(
        ownerId,
        actor,
        'create',
        `Named ${describe(contact)} as a trusted contact`,
      );
      return contact;
    },

    async update(actor: Actor, id: string, input: TTrustedContactUpdate): Promise<TTrustedContact> {
      const ownerId = await ownHousehold(actor);
      const row = await contactRows.update(db, id, ownerId, { ...input, at: now() });
      if (!row) throw AppError.notFound(NOT_FOUND);
      const contact = await view(ownerId, row);
      await activity.eventStep(
        ownerId,
        actor,
        'update',
        `Changed the trusted contact ${describe(contact)}`,
      );
      return contact;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const ownerId = await ownHousehold(actor);
      const row = await contactRows.findById(db, id, ownerId);
      if (!row || !(await contactRows.remove(db, id, ownerId))) throw AppError.notFound(NOT_FOUND);
      const contact = await view(ownerId, row);
      await activity.eventStep(
        ownerId,
        actor,
        'delete',
        `Removed ${contact.name} as a trusted contact`,
      );
    },
  };
}

export type TrustedContacts = ReturnType<typeof createTrustedContacts>;
