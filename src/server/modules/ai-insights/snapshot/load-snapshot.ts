import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { documents } from '../../../db/schema';
import { estateFactsOf } from '../../estate/estate-summary-rows';
import { investmentRows } from '../../investments/investment-rows';
import { toAccountView } from '../../investments/investment-view';
import type { HouseholdSnapshot, SearchableText } from './household-snapshot';
import { obligationsOf } from './obligation-rows';
import {
  advisorsOf,
  documentsOf,
  instrumentDetailsOf,
  loansOf,
  peopleOf,
  triggeringOf,
} from './record-rows';

/**
 * Reads the snapshot of the households access.ts selected for this reader (`ownerIds` must come
 * from `access.selectedOwnerIds`). Everything is read in parallel; nothing sealed is selected.
 */
export async function loadSnapshot(
  db: Database,
  readerId: string,
  ownerIds: string[],
  today: string,
): Promise<HouseholdSnapshot> {
  const [
    obligations,
    loans,
    investments,
    documentRows,
    advisors,
    people,
    instrumentDetails,
    triggering,
    estate,
  ] = await Promise.all([
    obligationsOf(db, ownerIds),
    loansOf(db, ownerIds),
    investmentRows.list(db, ownerIds),
    documentsOf(db, ownerIds),
    advisorsOf(db, ownerIds),
    peopleOf(db, ownerIds),
    instrumentDetailsOf(db, ownerIds),
    triggeringOf(db, readerId, ownerIds),
    estateFactsOf(db, ownerIds, today),
  ]);
  const ownerName = (ownerId: string) =>
    people.find((person) => person.role === 'owner' && person.userId === ownerId)?.name ?? '';
  return {
    today,
    households: ownerIds.map((ownerId) => ({
      ownerId,
      ownerName: ownerName(ownerId),
      isOwn: ownerId === readerId,
    })),
    obligations,
    loans,
    investments: investments.map(toAccountView),
    documents: documentRows,
    advisors,
    people,
    instrumentDetails,
    triggering,
    estate,
  };
}

/** How much of a document's extracted text the chat searches: its first pages hold the gist. */
const DOCUMENT_TEXT_CHARS = 4000;

/** The documents' names, tags and the start of their extracted text, for "where is…" questions. */
export async function documentTextsOf(db: Database, ownerIds: string[]): Promise<SearchableText[]> {
  const rows = await db
    .select({
      id: documents.id,
      ownerId: documents.userId,
      name: documents.name,
      tags: documents.tags,
      contentText: documents.contentText,
    })
    .from(documents)
    .where(inArray(documents.userId, ownerIds));
  return rows.map((row) => ({
    kind: 'document' as const,
    id: row.id,
    ownerId: row.ownerId,
    title: row.name,
    text: [row.tags.join(' '), row.contentText?.slice(0, DOCUMENT_TEXT_CHARS) ?? ''].join('\n'),
    href: `/nido-hub?search=${encodeURIComponent(row.name)}`,
  }));
}
