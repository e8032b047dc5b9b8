import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, toCsvRow } from './csv';

describe('csv', () => {
  it('parses quotes, commas, newlines and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","He said ""hi"""\n"multi\nline",3\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'He said "hi"'],
      ['multi\nline', '3'],
    ]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n   \n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('neutralises spreadsheet formulas', () => {
    expect(toCsvRow(['=HYPERLINK("x")', '+1', '@SUM', 'plain'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'@SUM,plain`,
    );
  });

  it('round-trips any text that is not formula-like', () => {
    const cell = fc.string().filter((text) => !/^[=+\-@\t\r]/.test(text) && text.trim() !== '');
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 0;
          const square = rows.map((row) =>
            Array.from({ length: width }, (_, index) => row[index] ?? 'x'),
          );
          const [header = [], ...body] = square;
          expect(parseCsv(toCsv(header, body))).toEqual(square);
        },
      ),
    );
  });
});
