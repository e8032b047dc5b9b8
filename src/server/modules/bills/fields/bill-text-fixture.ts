import type { LayoutCell } from '../../../platform/pdf/layout-lines';
import type { BillText } from './bill-fields';

/** Width of a character in a hand-written page: columns stand where they are typed. */
const CHAR_WIDTH = 6;
const FONT_SIZE = 10;

/** The columns of a typed line (three or more spaces apart), placed by their character position. */
function cellsOf(line: string, indent: number): LayoutCell[] {
  return [...line.matchAll(/\S+(?:\s{1,2}\S+)*/g)].map((match) => ({
    text: match[0],
    start: match.index - indent,
    x: match.index * CHAR_WIDTH,
    end: (match.index + match[0].length) * CHAR_WIDTH,
    size: FONT_SIZE,
  }));
}

/**
 * A BillText for tests from hand-written pages: one string per page, one line per text line,
 * columns separated by three or more spaces as the PDF layout and OCR give them. A column's
 * position on the page is where it is typed, so a value typed under its label stands under it.
 */
export function billText(
  pages: string | string[],
  origin: BillText['origin'] = 'pdf-text',
): BillText {
  const list = typeof pages === 'string' ? [pages] : pages;
  return {
    origin,
    pageCount: list.length,
    lines: list.flatMap((page, index) =>
      page
        .split('\n')
        .map((line) => line.replace(/^\s*\|/, '').trimEnd())
        .filter((line) => line.trim() !== '')
        .map((line, row) => {
          const indent = line.length - line.trimStart().length;
          return {
            text: line.trim(),
            page: index + 1,
            x: indent * CHAR_WIDTH,
            top: row * 12,
            size: FONT_SIZE,
            cells: cellsOf(line, indent),
          };
        }),
    ),
  };
}
