import type { PdfPageLayout, PdfTextItem } from './pdf-pages';

/** A line of a page as a reader sees it: columns separated by at least three spaces. */
export type LayoutLine = { text: string; page: number; x: number; top: number };

/** Items whose baselines are within this share of the font size sit on one line. */
const SAME_LINE = 0.45;
/** A gap wider than this share of the font size separates two columns rather than two words. */
const COLUMN_GAP = 1.2;
const WORD_GAP = 0.15;

function joinLine(items: PdfTextItem[]): string {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const gap = item.x - end;
    if (text !== '') {
      if (gap > COLUMN_GAP * item.size) text += '   ';
      else if (gap > WORD_GAP * item.size && !text.endsWith(' ') && !item.str.startsWith(' '))
        text += ' ';
    }
    text += item.str;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/\s+$/, '');
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
    .map((group) => ({
      text: joinLine(group),
      page: page.number,
      x: Math.min(...group.map((item) => item.x)),
      top: page.height - group[0]!.y,
    }))
    .filter((line) => line.text.trim() !== '');
}
