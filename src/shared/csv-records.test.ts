import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { isBlankRecord, readCsvRecords } from './csv-records';

describe('readCsvRecords', () => {
  it('keeps blank lines and numbers records by the line they start on', () => {
    expect(readCsvRecords('a,b\r\n\r\n"multi\nline",3\n,,\nlast')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['multi\nline', '3'] },
      { line: 5, cells: ['', '', ''] },
      { line: 6, cells: ['last'] },
    ]);
  });

  it('drops a byte-order mark and does not add a record for the final line break', () => {
    expect(readCsvRecords('\uFEFF"x ""y""",z\n')).toEqual([{ line: 1, cells: ['x "y"', 'z'] }]);
    expect(readCsvRecords('')).toEqual([]);
  });

  it('counts lone carriage returns as line breaks', () => {
    expect(readCsvRecords('a\rb\r\rc').map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it('reads the same cells as parseCsv once blank records are dropped', () => {
    const csvText = fc
      .array(fc.constantFrom('a', 'b', ',', '"', '\n', '\r\n', ' ', '1'), { maxLength: 40 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(csvText, (text) => {
        const cells = readCsvRecords(text)
          .filter((record) => !isBlankRecord(record))
          .map((record) => record.cells);
        expect(cells).toEqual(parseCsv(text));
      }),
    );
  });
});
