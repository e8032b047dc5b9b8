import { and, desc, eq, inArray, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type OwnedTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The queries every household table needs, each scoped to owner ids that access.ts allowed:
 * a row of another household is simply not found.
 */
export function ownedRows<T extends OwnedTable>(table: T) {
  type Row = InferSelectModel<T>;
  type NewRow = InferInsertModel<T>;
  // Drizzle's select() cannot see through the generic table; the rows are the table's rows.
  const source: PgTable = table;

  return {
    async list(db: Queryable, ownerIds: string[]): Promise<Row[]> {
      if (ownerIds.length === 0) return [];
      const rows = await db
        .select()
        .from(source)
        .where(inArray(table.userId, ownerIds))
        .orderBy(desc(table.createdAt), desc(table.id));
      return rows as unknown as Row[];
    },

    async find(db: Queryable, id: string, ownerIds: string[]): Promise<Row | null> {
      if (ownerIds.length === 0) return null;
      const [row] = await db
        .select()
        .from(source)
        .where(and(eq(table.id, id), inArray(table.userId, ownerIds)));
      return (row as unknown as Row | undefined) ?? null;
    },

    async insert(db: Queryable, values: NewRow): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      if (!row) throw new Error('Insert returned no row');
      return row;
    },

    async update(
      db: Queryable,
      id: string,
      ownerId: string,
      values: Partial<NewRow>,
    ): Promise<Row | null> {
      const [row] = (await db
        .update(table)
        // The generic table hides its column types; `values` came from the same table's insert type.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any
        .set({ ...values, updatedAt: new Date() } as any)
        .where(and(eq(table.id, id), eq(table.userId, ownerId)))
        .returning()) as Row[];
      return row ?? null;
    },

    async remove(db: Queryable, id: string, ownerIds: string[]): Promise<boolean> {
      if (ownerIds.length === 0) return false;
      const removed = await db
        .delete(table)
        .where(and(eq(table.id, id), inArray(table.userId, ownerIds)))
        .returning({ id: table.id });
      return removed.length > 0;
    },
  };
}
