import { readPdfLayout, renderPdfPage } from '../../../platform/pdf/pdf-pages';
import { layoutLines } from '../../../platform/pdf/layout-lines';
import { PdfTextError } from '../../../platform/pdf/extract-pdf-text';
import { OCR_PAGE_WIDTH, preparePage, type OcrPass } from '../../../platform/ocr/prepare-image';
import type { OcrPool } from '../../../platform/ocr/ocr-pool';
import { ocrLines } from '../../../platform/ocr/ocr-lines';
import { readRows } from '../../../platform/ocr/read-rows';
import { splitRows } from '../../../platform/ocr/split-rows';
import { OcrError } from '../../../platform/ocr/ocr-error';
import type { BillText } from '../fields/bill-fields';
import { BillExtractionError } from './bill-extraction-error';
import type { BillFileKind } from './bill-file-kind';
import type { Deadline } from './deadline';
import { summaryRows } from './summary-rows';

/**
 * Whether the text read so far holds what the bill is read for. When given, a photo's summary
 * (top and payment stub) is read first and the rest of the page only when this says no.
 */
export type EnoughText = (text: BillText) => boolean;

/** A page with fewer characters than this is a scan (or a cover image): it is read by OCR. */
const MIN_TEXT_CHARS = 40;
/**
 * US letter width in points. Scanned pages are drawn at the scale that gives OCR_PAGE_WIDTH
 * pixels, the width photos are brought to, so both are read at the same resolution.
 */
const LETTER_WIDTH_PT = 612;

/**
 * The text of the pages of a PDF that hold a bill's summary. Bills put the amount due, due date
 * and account number on the first page (the payment stub included) and sometimes on the second;
 * reading only these keeps a 125-page combined bill as quick as a one-page one.
 */
export async function readPdfBill(
  bytes: Buffer,
  pages: number[],
  ocr: OcrPool,
  deadline: Deadline,
  enough?: EnoughText,
): Promise<BillText> {
  const layout = await pdfStep(() => readPdfLayout(bytes, pages, deadline.remaining()));
  const lines = layout.pages.flatMap((page) => layoutLines(page));
  const firstPageChars = lines
    .filter((line) => line.page === 1)
    .reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
  if (firstPageChars >= MIN_TEXT_CHARS)
    return { origin: 'pdf-text', lines, pageCount: layout.numPages };
  const width = layout.pages[0]?.width ?? LETTER_WIDTH_PT;
  const { png } = await pdfStep(() =>
    renderPdfPage(bytes, 1, OCR_PAGE_WIDTH / width, deadline.remaining()),
  );
  const scanned = await readImageBill(png, 'png', ocr, deadline, 'normal', enough);
  return { ...scanned, pageCount: layout.numPages };
}

/**
 * The text of a photo or a scanned page, by OCR after straightening and cleaning it. With
 * `enough`, the summary rows are read first (summary-rows.ts) and the rest only when needed;
 * without, the whole page at once in bands of even print, one a thread.
 */
export async function readImageBill(
  bytes: Buffer,
  kind: Exclude<BillFileKind, 'pdf'>,
  ocr: OcrPool,
  deadline: Deadline,
  pass: OcrPass = 'normal',
  enough?: EnoughText,
): Promise<BillText> {
  const text = await ocrStep(async () => {
    const { page } = await preparePage(bytes, kind, pass);
    const asText = (bands: Awaited<ReturnType<typeof readRows>>): BillText => ({
      origin: 'ocr',
      lines: ocrLines(bands, page.height),
      pageCount: 1,
    });
    if (!enough) {
      const rows = splitRows(page, ocr.size);
      const spans = rows.slice(1).map((bottom, index) => ({ top: rows[index] ?? 0, bottom }));
      // As before summary-first reading (the benchmark's comparison): bands without margins.
      return asText(await readRows(ocr, page, spans, deadline.remaining(), 0));
    }
    const { summary, rest } = summaryRows(page, ocr.size);
    const first = await readRows(ocr, page, summary, deadline.remaining());
    const firstText = asText(first);
    if (rest.length === 0 || enough(firstText)) return firstText;
    return asText([...first, ...(await readRows(ocr, page, rest, deadline.remaining()))]);
  });
  if (text.lines.every((line) => line.text.replace(/[^A-Za-z0-9]/g, '').length < 2))
    throw new BillExtractionError('no-text');
  return text;
}

async function pdfStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof PdfTextError)) throw error;
    if (error.reason === 'encrypted') throw new BillExtractionError('encrypted');
    if (error.reason === 'timeout') throw new BillExtractionError('timeout');
    if (error.reason === 'page-shape') throw new BillExtractionError('page-shape', error.message);
    throw new BillExtractionError('corrupt', error.message);
  }
}

async function ocrStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof OcrError)) throw error;
    if (error.reason === 'timeout') throw new BillExtractionError('timeout');
    if (error.reason === 'unsupported') throw new BillExtractionError('unsupported');
    if (error.reason === 'page-shape' || error.reason === 'too-many-pixels')
      throw new BillExtractionError(error.reason);
    throw new BillExtractionError('corrupt', error.message);
  }
}
