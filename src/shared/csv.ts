import { isBlankRecord, readCsvRecords } from './csv-records';

/** The rows of an RFC 4180 CSV text, without its blank lines (see `readCsvRecords`). */
export function parseCsv(text: string): string[][] {
  return readCsvRecords(text)
    .filter((record) => !isBlankRecord(record))
    .map((record) => record.cells);
}

/**
 * One CSV line. A value starting with =, +, - or @ is prefixed with an apostrophe so that a
 * spreadsheet does not run it as a formula (CSV injection).
 */
export function toCsvRow(
  values: readonly (string | number | boolean | null | undefined)[],
): string {
  return values
    .map((value) => {
      let text = value === null || value === undefined ? '' : String(value);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [toCsvRow(header), ...rows.map(toCsvRow)].join('\r\n') + '\r\n';
}
