import { toCsv } from '@shared/csv';

type CsvCell = string | number | boolean | null | undefined;

/** How a household list becomes a CSV file: its header, and each record's line (or lines). */
export type CsvExport<View> = { columns: readonly string[] } & (
  | { line: (view: View) => readonly CsvCell[] }
  | { lines: (view: View) => readonly (readonly CsvCell[])[] }
);

export function csvOf<View>(csv: CsvExport<View>, views: readonly View[]): string {
  return toCsv(
    csv.columns,
    views.flatMap((view) => ('lines' in csv ? csv.lines(view) : [csv.line(view)])),
  );
}

/** An amount in the file: dollars with 2 decimals, or empty when there is none. */
export function dollars(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
