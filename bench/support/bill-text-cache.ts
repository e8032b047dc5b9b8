/**
 * The positioned text of every dev-corpus bill, read once and kept in a folder, so the field
 * rules' accuracy (bill-rules-report.ts) can be measured in seconds while they change: the text
 * items of pages 1–4 of each PDF, and the OCR words of a phone-photo-like image of page 1 (read
 * whole, as the reader does when the summary is not enough). Reading the photos takes minutes.
 *
 *   npx tsx bench/support/bill-text-cache.ts [corpus folder] [cache folder]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OcrPool } from '../../src/server/platform/ocr/ocr-pool';
import { ocrItems } from '../../src/server/platform/ocr/ocr-lines';
import { preparePage } from '../../src/server/platform/ocr/prepare-image';
import { readRows } from '../../src/server/platform/ocr/read-rows';
import { splitRows } from '../../src/server/platform/ocr/split-rows';
import {
  closePdfPages,
  readPdfLayout,
  renderPdfPage,
  type PdfPageLayout,
} from '../../src/server/platform/pdf/pdf-pages';
import { projectPath } from '../../src/server/project-path';
import { loadBillLabels } from './bill-accuracy';
import { photoLike } from '../../test/harness/photo-like';

export const BILL_TEXT_CACHE = '/tmp/bill-text-cache';
const PHOTO_SCALE = 2.5;

/** What is kept per bill: the pages read, as pdf.js or OCR items. */
export type CachedBillText = { numPages: number; pages: PdfPageLayout[] };

export function cachedText(
  cache: string,
  kind: 'pdf' | 'photo',
  file: string,
): CachedBillText | null {
  try {
    return JSON.parse(
      readFileSync(path.join(cache, kind, `${file}.json`), 'utf8'),
    ) as CachedBillText;
  } catch {
    return null;
  }
}

/** Reads every bill of the corpus into the cache folder; READY marks a finished cache. */
export async function buildBillTextCache(corpus: string, cache: string): Promise<void> {
  mkdirSync(path.join(cache, 'pdf'), { recursive: true });
  mkdirSync(path.join(cache, 'photo'), { recursive: true });
  const ocr = new OcrPool();
  for (const label of loadBillLabels(corpus)) {
    const bytes = readFileSync(path.join(corpus, label.file));
    const layout = await readPdfLayout(bytes, [1, 2, 3, 4], 120_000);
    const pdf: CachedBillText = { numPages: layout.numPages, pages: layout.pages };
    writeFileSync(path.join(cache, 'pdf', `${label.file}.json`), JSON.stringify(pdf));
    const { png } = await renderPdfPage(bytes, 1, PHOTO_SCALE, 120_000);
    const { page } = await preparePage(await photoLike(png), 'jpg', 'normal');
    const rows = splitRows(page, ocr.size);
    const spans = rows.slice(1).map((bottom, index) => ({ top: rows[index] ?? 0, bottom }));
    const bands = await readRows(ocr, page, spans, 120_000);
    const photo: CachedBillText = {
      numPages: 1,
      pages: [
        { number: 1, width: page.width, height: page.height, items: ocrItems(bands, page.height) },
      ],
    };
    writeFileSync(path.join(cache, 'photo', `${label.file}.json`), JSON.stringify(photo));
    console.log(label.file);
  }
  await Promise.all([ocr.close(), closePdfPages()]);
  writeFileSync(path.join(cache, 'READY'), new Date().toISOString());
}

if (process.argv[1]?.endsWith('bill-text-cache.ts'))
  await buildBillTextCache(
    process.argv[2] ?? projectPath('..', 'shared', 'bills', 'dev'),
    process.argv[3] ?? BILL_TEXT_CACHE,
  );
