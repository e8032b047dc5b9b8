import { getTableColumns, type Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * The named columns of a table, in the order named, for a `select` that reads only what it
 * needs: the result keys are the column names, as they would be written out by hand.
 */
export function pickColumns<T extends Table, K extends keyof ColumnsOf<T>>(
  table: T,
  names: readonly K[],
  // NoInfer: passed to a generic select, K would otherwise be inferred as every column.
): NoInfer<Pick<ColumnsOf<T>, K>> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<ColumnsOf<T>, K>;
}
