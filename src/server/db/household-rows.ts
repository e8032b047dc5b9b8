import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client';

type HouseholdTable = PgTable & { userId: PgColumn };

/**
 * The given columns of the households' rows in one table, in the given order (with none, as the
 * database returns them). Only the columns named are read, so a sealed one is never selected by
 * accident.
 */
export async function householdRows<S extends SelectedFields>(
  db: Pick<Database, 'select'>,
  ownerIds: readonly string[],
  table: HouseholdTable,
  orderBy: readonly (PgColumn | SQL)[],
  columns: S,
): Promise<SelectResultFields<S>[]> {
  const rows = await db
    .select(columns)
    .from(table)
    .where(inArray(table.userId, ownerIds))
    .orderBy(...orderBy);
  // Drizzle cannot resolve a generic selection's row type; one table's columns are never null-joined.
  return rows as SelectResultFields<S>[];
}
