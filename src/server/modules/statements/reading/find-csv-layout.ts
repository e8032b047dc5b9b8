import { columnIndexes, headerKey, type TCsvColumns } from './csv-columns';
import { CSV_LAYOUTS, type TCsvLayout } from './csv-layouts';

/** Banks put a few summary lines above the header (Bank of America); no more than this. */
const HEADER_SEARCH_ROWS = 20;

export type TFoundLayout = {
  layout: TCsvLayout;
  /** Index of the first row after the header (0 for a headerless export). */
  firstRow: number;
  columns: TCsvColumns;
  /** Index of the column with the account's last digits, if the layout has one. */
  accountNumber?: number;
};

function isHeaderOf(row: readonly string[], layout: TCsvLayout): boolean {
  const keys = new Set(row.map(headerKey).filter((key) => key !== ''));
  if (!layout.header.every((name) => keys.has(headerKey(name)))) return false;
  if (layout.headerExactly && keys.size !== layout.header.length) return false;
  const also = layout.headerAlsoOneOf;
  return !also || also.some((name) => keys.has(headerKey(name)));
}

function columnsOf(header: readonly string[], layout: TCsvLayout): TFoundLayout['columns'] | null {
  const amounts = layout.amounts;
  const amountNames = 'column' in amounts ? [amounts.column] : [amounts.debit, amounts.credit];
  const names = [layout.date, ...layout.description, ...amountNames];
  const found = columnIndexes(header, layout.status ? [...names, layout.status] : names);
  if (!found) return null;
  const at = (name: string) => found.get(name) ?? -1;
  return {
    date: at(layout.date),
    description: layout.description.map(at),
    amounts:
      'column' in amounts
        ? { column: at(amounts.column), positiveIsCharge: amounts.positiveIsCharge }
        : { debit: at(amounts.debit), credit: at(amounts.credit) },
    ...(layout.status ? { status: at(layout.status) } : {}),
  };
}

function found(layout: TCsvLayout, header: readonly string[], firstRow: number) {
  const columns = columnsOf(header, layout);
  if (!columns) return null;
  const accountNumber = layout.accountNumber
    ? columnIndexes(header, [layout.accountNumber])?.get(layout.accountNumber)
    : undefined;
  return { layout, firstRow, columns, ...(accountNumber === undefined ? {} : { accountNumber }) };
}

/** The known bank layout of a CSV's rows (blank rows removed), and where its columns are. */
export function findCsvLayout(rows: readonly (readonly string[])[]): TFoundLayout | null {
  const first = rows[0];
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries())
    for (const layout of CSV_LAYOUTS)
      if (!layout.headerless && isHeaderOf(row, layout)) return found(layout, row, index + 1);
  for (const layout of CSV_LAYOUTS)
    if (first && layout.headerless?.(first)) return found(layout, layout.header, 0);
  return null;
}
