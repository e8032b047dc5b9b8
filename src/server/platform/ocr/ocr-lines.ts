import type { Page } from 'tesseract.js';
import { layoutLines, type LayoutLine } from '../pdf/layout-lines';
import type { PdfTextItem } from '../pdf/pdf-pages';

/** Words Tesseract is this unsure of are mostly specks and table rules read as letters. */
const MIN_WORD_CONFIDENCE = 20;

/**
 * Reading lines from Tesseract's words, rebuilt by position exactly as a PDF's text items are:
 * Tesseract puts a label and its amount in different blocks when a gap separates them, and
 * grouping by baseline brings them back onto one line with a column break between, and bands of
 * the page read on separate threads join up the same way.
 */
export function ocrLines(
  bands: { page: Page; top: number }[],
  height: number,
  pageNumber = 1,
): LayoutLine[] {
  return layoutLines({ number: pageNumber, width: 0, height, items: ocrItems(bands, height) });
}

/** Tesseract's words as positioned text items, in PDF coordinates (y from the bottom). */
export function ocrItems(bands: { page: Page; top: number }[], height: number): PdfTextItem[] {
  const items: PdfTextItem[] = [];
  // Each band of a page read apart (see split-rows.ts) counts its rows from its own top.
  for (const { page, top } of bands)
    for (const block of page.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words) {
            if (word.confidence < MIN_WORD_CONFIDENCE || word.text.trim() === '') continue;
            const size = Math.max(
              line.rowAttributes?.rowHeight ?? 0,
              word.bbox.y1 - word.bbox.y0,
              1,
            );
            items.push({
              str: word.text,
              x: word.bbox.x0,
              // Bottom-up like PDF coordinates, from the line's baseline so words of one line agree.
              y:
                height -
                top -
                (line.baseline ? (line.baseline.y0 + line.baseline.y1) / 2 : word.bbox.y1),
              width: word.bbox.x1 - word.bbox.x0,
              size: size * 0.75,
            });
          }
  return items;
}
