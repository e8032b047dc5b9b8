import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { HouseholdSnapshot, SearchableText, SnapshotObligation } from './household-snapshot';
import { PART_NAMES, SNAPSHOT_PARTS, type PartScope, type SnapshotParts } from './snapshot-parts';

/**
 * Reads the parts of the snapshot named (all by default) for the households access.ts selected
 * for this reader (`scope.ownerIds` must come from `access.selectedOwnerIds`), in parallel;
 * nothing sealed is selected. Parts not named are taken from `kept`.
 */
export async function loadSnapshotParts(
  db: Database,
  scope: PartScope,
  names: readonly (keyof SnapshotParts)[] = PART_NAMES,
  kept?: SnapshotParts,
): Promise<SnapshotParts> {
  const read = await Promise.all(
    names.map(async (name) => [name, await readPart(db, scope, name, kept)] as const),
  );
  return { ...kept, ...Object.fromEntries(read) } as SnapshotParts;
}

function readPart<Name extends keyof SnapshotParts>(
  db: Database,
  scope: PartScope,
  name: Name,
  kept: SnapshotParts | undefined,
): Promise<SnapshotParts[Name]> {
  // Each entry's load and refresh agree on its own type; TypeScript cannot follow `name` here.
  const part = SNAPSHOT_PARTS[name] as unknown as {
    load(db: Database, scope: PartScope): Promise<SnapshotParts[Name]>;
    refresh?(
      db: Database,
      scope: PartScope,
      kept: SnapshotParts[Name],
    ): Promise<SnapshotParts[Name]>;
  };
  return kept && part.refresh ? part.refresh(db, scope, kept[name]) : part.load(db, scope);
}

type WithDocuments = { documents: SnapshotParts['documents']; list: SnapshotObligation[] };
/**
 * The list last made from each kept obligations list, while the documents are the same: the
 * engines keep what they work out per list (the chat's cards), so an unchanged part should stay
 * the same list.
 */
const WITH_DOCUMENTS = new WeakMap<readonly SnapshotObligation[], WithDocuments>();

/** An obligation has a document when one was typed on it or a hub document is linked to it. */
function withLinkedDocuments(parts: SnapshotParts): SnapshotObligation[] {
  const kept = WITH_DOCUMENTS.get(parts.obligations.list);
  if (kept?.documents === parts.documents) return kept.list;
  const linked = new Set(
    parts.documents.filter((row) => row.linkKind === 'expense').map((row) => row.linkId),
  );
  const list =
    linked.size === 0
      ? parts.obligations.list
      : parts.obligations.list.map((obligation) =>
          !obligation.hasDocument && linked.has(obligation.id)
            ? { ...obligation, hasDocument: true }
            : obligation,
        );
  WITH_DOCUMENTS.set(parts.obligations.list, { documents: parts.documents, list });
  return list;
}

/** The snapshot the engines read, put together from its parts. */
export function assembleSnapshot(parts: SnapshotParts, scope: PartScope): HouseholdSnapshot {
  const { readerId, ownerIds, today } = scope;
  const ownerName = (ownerId: string) =>
    parts.people.find((person) => person.role === 'owner' && person.userId === ownerId)?.name ?? '';
  return {
    today,
    households: ownerIds.map((ownerId) => ({
      ownerId,
      ownerName: ownerName(ownerId),
      isOwn: ownerId === readerId,
    })),
    obligations: withLinkedDocuments(parts),
    income: parts.income,
    loans: parts.loans,
    investments: parts.investments,
    documents: parts.documents,
    advisors: parts.advisors,
    people: parts.people,
    instrumentDetails: parts.instrumentDetails,
    triggering: parts.triggering,
    guidebookHeadings: parts.guidebookHeadings,
    estate: {
      ...parts.estate,
      households: parts.estate.households.map((household) => ({
        ...household,
        children: parts.children.get(household.ownerId) ?? [],
      })),
    },
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
