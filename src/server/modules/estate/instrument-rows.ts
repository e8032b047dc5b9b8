import type { TInstrument } from '@shared/estate/estate-schemas';
import { ownedRows, type Queryable } from '../../db/owned-rows';
import { estateInstruments } from '../../db/schema';
import { documentTitles } from './estate-references';
import { reviewEventsByOwner } from './life-event-rows';
import { toInstrumentView, type InstrumentRow } from './instrument-view';

type NewInstrumentRow = typeof estateInstruments.$inferInsert;
/** An instrument with its finished card, read in one pass for a whole list. */
export type InstrumentRecord = InstrumentRow & { view: TInstrument };

const rows = ownedRows(estateInstruments);

/** The households' life events and the linked documents' titles: one query each, for all. */
async function withViews(db: Queryable, found: InstrumentRow[]): Promise<InstrumentRecord[]> {
  if (found.length === 0) return [];
  const [events, titles] = await Promise.all([
    reviewEventsByOwner(
      db,
      found.map((row) => row.userId),
    ),
    documentTitles(db, found),
  ]);
  return found.map((row) => ({
    ...row,
    view: toInstrumentView(
      row,
      events.get(row.userId) ?? [],
      // Only a document of the instrument's own household is named.
      (row.documentId && titles.get(`${row.userId}/${row.documentId}`)) || null,
    ),
  }));
}

/** Instrument rows for ownedCrud, each carrying its card. */
export const instrumentRows = {
  async list(db: Queryable, ownerIds: string[]): Promise<InstrumentRecord[]> {
    return withViews(db, await rows.list(db, ownerIds));
  },
  async find(db: Queryable, id: string, ownerIds: string[]): Promise<InstrumentRecord | null> {
    const row = await rows.find(db, id, ownerIds);
    return row ? ((await withViews(db, [row]))[0] ?? null) : null;
  },
  async insert(db: Queryable, values: NewInstrumentRow): Promise<InstrumentRecord> {
    return (await withViews(db, [await rows.insert(db, values)]))[0]!;
  },
  async update(
    db: Queryable,
    id: string,
    ownerId: string,
    values: Partial<NewInstrumentRow>,
  ): Promise<InstrumentRecord | null> {
    const row = await rows.update(db, id, ownerId, values);
    return row ? ((await withViews(db, [row]))[0] ?? null) : null;
  },
  remove: (db: Queryable, id: string, ownerIds: string[]) => rows.remove(db, id, ownerIds),
};
