import type { PdfPageLayout, PdfTextItem } from './pdf-pages';

/**
 * A column of a line: its text, where it starts in the line's text, and where it lies on the
 * page (x from the left edge to `end`, in points for a PDF, pixels for OCR) with its largest
 * font size. Positions let a label be paired with the value under it by where both stand on the
 * page, which character counts cannot do when fonts and gaps differ between rows.
 */
export type LayoutCell = { text: string; start: number; x: number; end: number; size: number };

/** A line of a page as a reader sees it: columns separated by at least three spaces. */
export type LayoutLine = {
  text: string;
  page: number;
  x: number;
  top: number;
  /** Its largest font size: a company's name in the header is printed larger than the rest. */
  size?: number;
  cells?: LayoutCell[];
};

/** Items whose baselines are within this share of the font size sit on one line. */
const SAME_LINE = 0.45;
/** A gap wider than this share of the font size separates two columns rather than two words. */
const COLUMN_GAP = 1.2;
const WORD_GAP = 0.15;
const COLUMN_BREAK = '   ';

function joinLine(items: PdfTextItem[]): { text: string; cells: LayoutCell[] } {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  const cells: LayoutCell[] = [];
  for (const item of sorted) {
    const gap = item.x - end;
    const cell = cells.at(-1);
    if (!cell || gap > COLUMN_GAP * item.size) {
      if (cell) text = text.replace(/\s+$/, '') + COLUMN_BREAK;
      const start = text.length + (item.str.length - item.str.trimStart().length);
      cells.push({ text: '', start, x: item.x, end: item.x, size: item.size });
    } else if (gap > WORD_GAP * item.size && !text.endsWith(' ') && !item.str.startsWith(' '))
      text += ' ';
    text += item.str;
    const current = cells.at(-1)!;
    current.end = Math.max(current.end, item.x + item.width);
    current.size = Math.max(current.size, item.size);
    end = Math.max(end, item.x + item.width);
  }
  for (const [index, cell] of cells.entries()) {
    const next = cells[index + 1];
    cell.text = text.slice(cell.start, next ? next.start : text.length).trim();
  }
  return { text: text.replace(/\s+$/, ''), cells: cells.filter((cell) => cell.text !== '') };
}

/**
 * Rebuilds reading lines from pdf.js text items: items are grouped by baseline (top of the page
 * first), ordered left to right, and wide gaps become a column break. pdf.js's own order follows
 * the content stream, which for bills often jumps between the stub, the summary and the fine
 * print; coordinates put a label and its amount back on one line.
 */
export function layoutLines(page: PdfPageLayout): LayoutLine[] {
  const items = [...page.items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  for (const item of items) {
    const line = groups.at(-1);
    const baseline = line?.[0];
    if (
      line &&
      baseline &&
      Math.abs(baseline.y - item.y) <= SAME_LINE * Math.min(baseline.size, item.size)
    )
      line.push(item);
    else groups.push([item]);
  }
  return groups
    .map((group) => {
      const { text, cells } = joinLine(group);
      return {
        text,
        cells,
        page: page.number,
        x: Math.min(...group.map((item) => item.x)),
        top: page.height - group[0]!.y,
        size: Math.max(...group.map((item) => item.size)),
      };
    })
    .filter((line) => line.text.trim() !== '');
}
