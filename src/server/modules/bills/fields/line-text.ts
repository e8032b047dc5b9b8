import type { BillLine } from './bill-fields';

/**
 * A line with each column's text changed by `change`, the line's text rebuilt from them so the
 * columns' start offsets stay true; a line without columns has its text changed as a whole.
 */
export function changeLineText(line: BillLine, change: (text: string) => string): BillLine {
  if (!line.cells) return { ...line, text: change(line.text) };
  let text = '';
  const cells = line.cells.map((cell) => {
    if (text !== '') text += '   ';
    const changed = { ...cell, text: change(cell.text).trim(), start: text.length };
    text += changed.text;
    return changed;
  });
  return { ...line, text, cells };
}
