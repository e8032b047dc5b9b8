import type { TInstrument } from '@shared/estate/estate-schemas';
import { INSTRUMENT_LABELS, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import { nextReview, type TReviewEvent } from '@shared/estate/review-dates';
import type { estateInstruments } from '../../db/schema';

export type InstrumentRow = typeof estateInstruments.$inferSelect;

/** "Will · Maria Lopez": how the activity log names an instrument. */
export function describeInstrument(row: { kind: string; principalName: string }): string {
  return `${INSTRUMENT_LABELS[row.kind as TInstrumentKind]} · ${row.principalName}`;
}

/** The card's data: the row, its document's title and its next review in view of life events. */
export function toInstrumentView(
  row: InstrumentRow,
  events: readonly TReviewEvent[],
  documentTitle: string | null,
): TInstrument {
  const review = nextReview(row, events);
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind as TInstrument['kind'],
    variant: row.variant,
    principalName: row.principalName,
    status: row.status as TInstrument['status'],
    signedOn: row.signedOn,
    signedState: row.signedState,
    originalLocation: row.originalLocation,
    documentId: row.documentId,
    documentTitle,
    lastReviewedOn: row.lastReviewedOn,
    reviewEveryMonths: row.reviewEveryMonths,
    nextReviewOn: review.nextReviewOn,
    reviewReason: review.reviewReason,
    people: row.people.map((person) => ({
      role: person.role,
      rank: person.rank,
      source: person.source,
      refId: person.refId,
      name: person.name,
      relationship: person.relationship,
      phone: person.phone,
      email: person.email,
    })),
    funding: row.funding.map(({ assetKind, assetId, funded }) => ({ assetKind, assetId, funded })),
    notes: row.notes,
  };
}
