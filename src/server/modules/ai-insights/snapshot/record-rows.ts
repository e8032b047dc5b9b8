import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  advisorLinks,
  advisors,
  documents,
  estateInstruments,
  familyConnections,
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
  return db
    .select({
      id: loans.id,
      ownerId: loans.userId,
      loanType: loans.loanType,
      bankName: loans.bankName,
      originalLoanAmountCents: loans.originalLoanAmountCents,
      currentOutstandingBalanceCents: loans.currentOutstandingBalanceCents,
      interestRateThousandths: loans.interestRateThousandths,
      monthlyPaymentCents: loans.monthlyPaymentCents,
      termMonths: loans.termMonths,
      startDate: loans.startDate,
      relatedExpenseId: loans.relatedExpenseId,
      propertyId: loans.propertyId,
    })
    .from(loans)
    .where(inArray(loans.userId, ownerIds))
    .orderBy(asc(loans.createdAt));
}

export function documentsOf(db: Database, ownerIds: string[]): Promise<SnapshotDocument[]> {
  return db
    .select({
      id: documents.id,
      ownerId: documents.userId,
      name: documents.name,
      category: documents.category,
      tags: documents.tags,
      linkKind: documents.linkKind,
      linkId: documents.linkId,
      expiresOn: documents.expiresOn,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(inArray(documents.userId, ownerIds))
    .orderBy(asc(documents.createdAt));
}

export async function advisorsOf(db: Database, ownerIds: string[]): Promise<SnapshotAdvisor[]> {
  const [contacts, links] = await Promise.all([
    db
      .select({
        id: advisors.id,
        ownerId: advisors.userId,
        name: advisors.name,
        role: advisors.role,
        firm: advisors.firm,
        phone: advisors.phone,
        email: advisors.email,
      })
      .from(advisors)
      .where(inArray(advisors.userId, ownerIds))
      .orderBy(asc(advisors.name)),
    db
      .select({
        advisorId: advisorLinks.advisorId,
        kind: advisorLinks.kind,
        targetId: advisorLinks.targetId,
      })
      .from(advisorLinks)
      .where(inArray(advisorLinks.userId, ownerIds)),
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
  return db
    .select({
      instrumentId: estateInstruments.id,
      originalLocation: estateInstruments.originalLocation,
      signedState: estateInstruments.signedState,
      documentId: estateInstruments.documentId,
    })
    .from(estateInstruments)
    .where(inArray(estateInstruments.userId, ownerIds));
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
      .select({ name: profiles.fullName })
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
      activeEventKind: events[0]?.kind ?? null,
    },
  ];
}
