/** One CSV record and the 1-based line of the file it starts on. */
export interface TCsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF, LF or a
 * lone CR. It keeps blank records and tells the line each record starts on: the positions import
 * preview points at lines of the file, and a quoted cell may span several lines. A final line
 * break does not make an extra blank record.
 */
export function readCsvRecords(text: string): TCsvRecord[] {
  const records: TCsvRecord[] = [];
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(field);
    records.push({ line: recordLine, cells });
    cells = [];
    field = '';
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (char === '\n' || (char === '\r' && input[index + 1] !== '\n')) line += 1;
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      cells.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') {
        index += 1;
        line += 1;
      }
      endRecord();
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}

/** A record with no text in any cell (also `,,,,`). */
export function isBlankRecord(record: TCsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}
