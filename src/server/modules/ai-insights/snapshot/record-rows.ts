import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { householdRows } from '../../../db/household-rows';
import { pickColumns } from '../../../db/pick-columns';
import {
  advisorLinks,
  advisors,
  documents,
  estateInstruments,
  familyConnections,
  guidebookEntries,
  loans,
  profiles,
  triggerEvents,
  trustedContacts,
} from '../../../db/schema';
import { ACTIVE_STATUSES } from '../../triggering-event/event-rows';
import type {
  SnapshotAdvisor,
  SnapshotDocument,
  SnapshotInstrumentDetail,
  SnapshotLoan,
  SnapshotPerson,
  SnapshotTriggering,
} from './household-snapshot';

/**
 * The snapshot's smaller record sets, each read with only the columns the assistant needs and
 * never a sealed number.
 */

export function loansOf(db: Database, ownerIds: string[]): Promise<SnapshotLoan[]> {
  return householdRows(db, ownerIds, loans, [asc(loans.createdAt)], {
    id: loans.id,
    ownerId: loans.userId,
    ...pickColumns(loans, [
      'loanType',
      'bankName',
      'originalLoanAmountCents',
      'currentOutstandingBalanceCents',
      'interestRateThousandths',
      'monthlyPaymentCents',
      'termMonths',
      'startDate',
      'notes',
      'relatedExpenseId',
      'propertyId',
    ]),
  });
}

export function documentsOf(db: Database, ownerIds: string[]): Promise<SnapshotDocument[]> {
  return householdRows(db, ownerIds, documents, [asc(documents.createdAt)], {
    id: documents.id,
    ownerId: documents.userId,
    ...pickColumns(documents, [
      'name',
      'category',
      'tags',
      'linkKind',
      'linkId',
      'expiresOn',
      'createdAt',
    ]),
  });
}

export async function advisorsOf(db: Database, ownerIds: string[]): Promise<SnapshotAdvisor[]> {
  const [contacts, links] = await Promise.all([
    householdRows(db, ownerIds, advisors, [asc(advisors.name)], {
      id: advisors.id,
      ownerId: advisors.userId,
      ...pickColumns(advisors, ['name', 'role', 'firm', 'phone', 'email', 'notes']),
    }),
    householdRows(
      db,
      ownerIds,
      advisorLinks,
      [],
      pickColumns(advisorLinks, ['advisorId', 'kind', 'targetId']),
    ),
  ]);
  return contacts.map((contact) => ({
    ...contact,
    links: links
      .filter((link) => link.advisorId === contact.id)
      .map(({ kind, targetId }) => ({ kind, targetId })),
  }));
}

/** Each household's owner and the people connected to it, by the names on their profiles. */
export async function peopleOf(db: Database, ownerIds: string[]): Promise<SnapshotPerson[]> {
  const [owners, members] = await Promise.all([
    db
      .select({ userId: profiles.id, name: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.id, ownerIds)),
    db
      .select({
        userId: familyConnections.userId,
        ownerId: familyConnections.connectedUserId,
        role: familyConnections.role,
        name: profiles.fullName,
        advisorAccess: familyConnections.advisorAccess,
        expiresAt: familyConnections.expiresAt,
      })
      .from(familyConnections)
      .innerJoin(profiles, eq(profiles.id, familyConnections.userId))
      .where(inArray(familyConnections.connectedUserId, ownerIds)),
  ]);
  return [
    ...owners.map((owner) => ({ ...owner, ownerId: owner.userId, role: 'owner' as const })),
    ...members,
  ];
}

export function instrumentDetailsOf(
  db: Database,
  ownerIds: string[],
): Promise<SnapshotInstrumentDetail[]> {
  return householdRows(db, ownerIds, estateInstruments, [], {
    instrumentId: estateInstruments.id,
    ...pickColumns(estateInstruments, ['originalLocation', 'signedState', 'documentId']),
  });
}

/**
 * The reader's own triggering-event set-up, or nothing. Another household's trusted contacts and
 * a pending event there are its owner's alone (triggering-event/event-overview.ts), so they are
 * never read for a guest, viewer or advisor: the chat and the tips then say nothing about them.
 */
export async function triggeringOf(
  db: Database,
  readerId: string,
  ownerIds: string[],
): Promise<SnapshotTriggering[]> {
  if (!ownerIds.includes(readerId)) return [];
  const [contacts, events] = await Promise.all([
    db
      .select({ name: profiles.fullName, priority: trustedContacts.priority })
      .from(trustedContacts)
      .innerJoin(profiles, eq(profiles.id, trustedContacts.contactUserId))
      .where(eq(trustedContacts.userId, readerId)),
    db
      .select({ kind: triggerEvents.kind })
      .from(triggerEvents)
      .where(
        and(
          eq(triggerEvents.userId, readerId),
          inArray(triggerEvents.status, [...ACTIVE_STATUSES]),
        ),
      ),
  ]);
  return [
    {
      ownerId: readerId,
      trustedContactNames: contacts.map((row) => row.name),
      contactPriorities: contacts.map((row) => row.priority),
      activeEventKind: events[0]?.kind ?? null,
    },
  ];
}

/** What names each guidebook entry (its title and addressee), never its sealed body. */
export async function guidebookHeadingsOf(db: Database, ownerIds: string[]): Promise<string[]> {
  const rows = await householdRows(
    db,
    ownerIds,
    guidebookEntries,
    [],
    pickColumns(guidebookEntries, ['title', 'addressedTo']),
  );
  // Not the section: "digital accounts" would make every question about accounts one for it.
  return rows.map((row) => [row.title, row.addressedTo].filter(Boolean).join(' · '));
}
