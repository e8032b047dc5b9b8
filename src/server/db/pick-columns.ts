import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * The named columns of a table, in the order named, for a `select` that reads only what it
 * needs: the result keys are the column names, as they would be written out by hand.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns']>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}
