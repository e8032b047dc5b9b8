import type { BillText } from './bill-fields';

/**
 * A BillText for tests from hand-written pages: one string per page, one line per text line,
 * columns separated by three or more spaces as the PDF layout and OCR give them.
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
        .map((line, row) => ({ text: line.trim(), page: index + 1, x: 0, top: row * 12 })),
    ),
  };
}
