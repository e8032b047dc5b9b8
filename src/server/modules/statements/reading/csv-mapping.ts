import type { TCsvMapping, TStatementFileProblem } from '@shared/statements/statement-types';
import { columnIndexes, type TCsvColumns } from './csv-columns';
import { csvCents } from './statement-amounts';
import { csvDay } from './statement-dates';

/** Rows looked at for a transaction-like row or a mapped header. */
const SEARCH_ROWS = 30;
const SAMPLE_ROWS = 5;

/** A row with a date in one cell and an amount in another: what every statement row has. */
function looksLikeTransaction(row: readonly string[]): boolean {
  const dateAt = row.findIndex((cell) => csvDay(cell) !== null);
  return dateAt >= 0 && row.some((cell, index) => index !== dateAt && csvCents(cell) !== null);
}

/** The name a column of a CSV without a header row goes by in the mapping step. */
function positionalName(index: number): string {
  return `Column ${index + 1}`;
}

/**
 * What the mapping step shows of a CSV in no known layout: its header (or "Column 1"… when it
 * has none) and its first rows. Null when no row looks like a transaction: not a statement.
 */
export function mappingProposal(
  rows: readonly (readonly string[])[],
): NonNullable<TStatementFileProblem['mapping']> | null {
  const first = rows.slice(0, SEARCH_ROWS).findIndex(looksLikeTransaction);
  if (first < 0) return null;
  const sampleRows = rows.slice(first, first + SAMPLE_ROWS).map((row) => [...row]);
  const above = rows[first - 1];
  if (above && !above.some((cell) => csvDay(cell) !== null))
    return { headers: [...above], sampleRows };
  const width = Math.max(...sampleRows.map((row) => row.length));
  return {
    headers: Array.from({ length: width }, (_, index) => positionalName(index)),
    sampleRows,
  };
}

/**
 * Where a person's mapping puts the columns: under the first row that has every chosen name,
 * or by position when they chose among "Column 1"… of a file without a header. Null when a
 * chosen column is not in the file.
 */
export function mappedColumns(
  rows: readonly (readonly string[])[],
  mapping: TCsvMapping,
): { columns: TCsvColumns; firstRow: number } | null {
  const amountNames = mapping.amount
    ? [mapping.amount]
    : mapping.debit && mapping.credit
      ? [mapping.debit, mapping.credit]
      : null;
  if (!amountNames) return null;
  const names = [mapping.date, mapping.description, ...amountNames];
  const widest = Math.max(0, ...rows.slice(0, SEARCH_ROWS).map((row) => row.length));
  const positional = Array.from({ length: widest }, (_, index) => positionalName(index));
  const headerAt = rows.slice(0, SEARCH_ROWS).findIndex((row) => columnIndexes(row, names));
  const header = headerAt >= 0 ? rows[headerAt] : positional;
  const found = header ? columnIndexes(header, names) : null;
  if (!found) return null;
  const at = (name: string) => found.get(name) ?? -1;
  const amounts = mapping.amount
    ? { column: at(mapping.amount), positiveIsCharge: mapping.positiveIsCharge }
    : { debit: at(mapping.debit ?? ''), credit: at(mapping.credit ?? '') };
  return {
    columns: { date: at(mapping.date), description: [at(mapping.description)], amounts },
    firstRow: headerAt + 1,
  };
}
