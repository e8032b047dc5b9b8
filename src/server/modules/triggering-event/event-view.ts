import { inArray } from 'drizzle-orm';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import type { Queryable } from '../../db/owned-rows';
import { documents } from '../../db/schema';
import type { EventRow } from './event-rows';
import { nameOf, type Person } from './people';

type EvidenceDocument = { id: string; name: string; ownerId: string };

/** The evidence documents these events name, by id. */
export async function evidenceDocuments(
  db: Queryable,
  rows: readonly EventRow[],
): Promise<Map<string, EvidenceDocument>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.evidenceDocumentId ? [row.evidenceDocumentId] : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: documents.id, name: documents.name, ownerId: documents.userId })
    .from(documents)
    .where(inArray(documents.id, ids));
  return new Map(found.map((doc) => [doc.id, doc]));
}

type ViewContext = {
  readerId: string;
  /** Names of the people who ended events. */
  people: ReadonlyMap<string, Person>;
  evidence: ReadonlyMap<string, EvidenceDocument>;
  /** The households whose documents the reader may open. */
  readableOwnerIds: ReadonlySet<string>;
};

/** An event as the API shows it to one reader. */
export function toEventView(row: EventRow, context: ViewContext): TTriggerEvent {
  const evidence = row.evidenceDocumentId
    ? context.evidence.get(row.evidenceDocumentId)
    : undefined;
  return {
    id: row.id,
    ownerId: row.userId,
    kind: row.kind,
    status: row.status,
    reporterName: row.reporterName,
    reportedByYou: row.reportedBy === context.readerId,
    reportedAt: row.reportedAt.toISOString(),
    eventDate: row.eventDate,
    // Named only to someone who could open it in the document hub anyway.
    evidence:
      evidence && context.readableOwnerIds.has(evidence.ownerId)
        ? { id: evidence.id, name: evidence.name }
        : null,
    note: row.note,
    waitHours: row.waitHours,
    unlocksAt: row.unlocksAt.toISOString(),
    unlockedAt: row.unlockedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedByName: row.endedAt ? nameOf(context.people, row.endedBy) : null,
  };
}
