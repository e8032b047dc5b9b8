import type { TStatementTransaction } from '@shared/statements/statement-types';
import { csvCents } from './statement-amounts';
import { csvDay } from './statement-dates';

/** Where a CSV's transaction fields are, by column index, and how its amounts are signed. */
export type TCsvColumns = {
  date: number;
  description: number[];
  amounts: { column: number; positiveIsCharge: boolean } | { debit: number; credit: number };
  /** A column where "Pending" marks a row to skip. */
  status?: number;
};

/** A header name as compared: lower case, letters and digits only ("Trans. Date" → "transdate"). */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Where each name is in a header row, or null when one is missing. */
export function columnIndexes(
  header: readonly string[],
  names: readonly string[],
): Map<string, number> | null {
  const keys = header.map(headerKey);
  const found = new Map<string, number>();
  for (const name of names) {
    const index = keys.indexOf(headerKey(name));
    if (index < 0) return null;
    found.set(name, index);
  }
  return found;
}

function amountCents(cells: readonly string[], amounts: TCsvColumns['amounts']): number | null {
  if ('column' in amounts) {
    const cents = csvCents(cells[amounts.column]);
    return cents === null || !amounts.positiveIsCharge ? cents : 0 - cents;
  }
  const debit = csvCents(cells[amounts.debit]);
  const credit = csvCents(cells[amounts.credit]);
  // Both columns are money-sized; some exports write one of them with a minus sign.
  if (debit) return -Math.abs(debit);
  if (credit) return Math.abs(credit);
  return debit ?? credit;
}

/**
 * One CSV row as a transaction; null for a row that is not one (a summary or balance line, an
 * empty amount, a pending charge).
 */
export function csvTransaction(
  cells: readonly string[],
  columns: TCsvColumns,
): TStatementTransaction | null {
  if (columns.status !== undefined && /pending/i.test(cells[columns.status] ?? '')) return null;
  const postedOn = csvDay(cells[columns.date] ?? '');
  const amount = amountCents(cells, columns.amounts);
  if (!postedOn || amount === null) return null;
  const description = columns.description
    .map((index) => (cells[index] ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' ');
  return { bankId: null, postedOn, amountCents: amount, description };
}
