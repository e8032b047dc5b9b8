import { OcrPool } from '../../../platform/ocr/ocr-pool';
import { closePdfPages } from '../../../platform/pdf/pdf-pages';
import { LOW_CONFIDENCE, type BillFields, type BillText } from '../fields/bill-fields';
import { extractBillFields } from '../fields/extract-bill-fields';
import {
  DEFAULT_THRESHOLDS,
  withThresholds,
  type FieldThresholds,
} from '../fields/field-thresholds';
import { KNOWN_BILLERS, type KnownBiller } from '../fields/known-billers';
import { BillExtractionError } from './bill-extraction-error';
import { detectBillFileKind } from './bill-file-kind';
import { deadlineIn, type Deadline } from './deadline';
import { readImageBill, readPdfBill, type EnoughText } from './read-bill-text';
import { summaryFound } from './summary-found';

/** Per file: a photo read twice (see below) takes 2–6 s on a busy 2-core machine. */
export const BILL_TIMEOUT_MS = 30_000;
/** The summary pages, then the next two when the summary had no amount due. */
const SUMMARY_PAGES = [1, 2];
const FOLLOWING_PAGES = [3, 4];

export type BillReader = {
  /** The fields of one bill; throws BillExtractionError with a plain-words reason. */
  read(bytes: Buffer, today: Date): Promise<BillFields>;
  close(): Promise<void>;
};

export type BillReaderOptions = {
  timeoutMs?: number;
  ocr?: OcrPool;
  /**
   * Photos and scans: read the summary (top and payment stub) first and the rest of the page only
   * when a field is missing (default). `false` reads every page whole at once, exactly as before
   * summary-first reading existed: the benchmark compares the two in one run.
   */
  summaryFirst?: boolean;
  /** The dictionary of known companies (a benchmark leaves the issuer it holds out out of it). */
  billers?: readonly KnownBiller[];
  /** Values below these confidences are left empty; `null` returns every value (benchmarks). */
  thresholds?: FieldThresholds | null;
};

/**
 * The offline bill reader: PDFs by their text layer (scanned pages and photos by OCR), then the
 * field rules. Nothing leaves the machine and nothing is downloaded.
 */
export function createBillReader(options: BillReaderOptions = {}): BillReader {
  const ocr = options.ocr ?? new OcrPool();
  const timeoutMs = options.timeoutMs ?? BILL_TIMEOUT_MS;
  const summaryFirst = options.summaryFirst ?? true;
  const thresholds = options.thresholds === undefined ? DEFAULT_THRESHOLDS : options.thresholds;
  const billers = options.billers ?? KNOWN_BILLERS;
  const extract = (text: BillText, today: Date) => extractBillFields(text, { today, billers });
  const decide = (fields: BillFields) => (thresholds ? withThresholds(fields, thresholds) : fields);
  return {
    async read(bytes, today) {
      return decide(await readFields(bytes, today));
    },
    async close() {
      await Promise.all([ocr.close(), closePdfPages()]);
    },
  };

  async function readFields(bytes: Buffer, today: Date): Promise<BillFields> {
    if (bytes.length === 0) throw new BillExtractionError('empty');
    const kind = detectBillFileKind(bytes);
    if (!kind) throw new BillExtractionError('unsupported');
    const deadline = deadlineIn(timeoutMs);
    const enough: EnoughText | undefined = summaryFirst
      ? (text) => summaryFound(extract(text, today))
      : undefined;
    if (kind === 'pdf') return readPdf(bytes, today, ocr, deadline, enough, extract);
    const read = (pass: 'normal' | 'high-contrast') =>
      readImageBill(bytes, kind, ocr, deadline, pass, enough);
    const first = extract(await read('normal'), today);
    if (!needsAnotherLook(first)) return first;
    const second = await read('high-contrast').catch(() => null);
    return second ? surest(first, extract(second, today)) : first;
  }
}

async function readPdf(
  bytes: Buffer,
  today: Date,
  ocr: OcrPool,
  deadline: Deadline,
  enough: EnoughText | undefined,
  extract: (text: BillText, today: Date) => BillFields,
): Promise<BillFields> {
  const summary = await readPdfBill(bytes, SUMMARY_PAGES, ocr, deadline, enough);
  const fields = extract(summary, today);
  if (summary.origin !== 'pdf-text' || summary.pageCount <= 2 || !needsAnotherLook(fields))
    return fields;
  const more = await readPdfBill(bytes, FOLLOWING_PAGES, ocr, deadline);
  const whole: BillText = { ...summary, lines: [...summary.lines, ...more.lines] };
  return surest(fields, extract(whole, today));
}

/**
 * The amount is what a bill is scanned for: when it is missing or doubtful, a second look (the
 * next pages of a PDF, a high-contrast pass over a photo) is worth its cost.
 */
function needsAnotherLook(fields: BillFields): boolean {
  return fields.cost.value === null || fields.cost.confidence < LOW_CONFIDENCE;
}

/** Field by field, the answer the rules were surer of. */
function surest(first: BillFields, second: BillFields): BillFields {
  const merged = { ...first } as Record<keyof BillFields, BillFields[keyof BillFields]>;
  for (const key of Object.keys(first) as (keyof BillFields)[]) {
    const a = first[key];
    const b = second[key];
    const aEmpty = a.value === null;
    const bEmpty = b.value === null;
    if ((aEmpty && !bEmpty) || (aEmpty === bEmpty && b.confidence > a.confidence)) merged[key] = b;
  }
  return merged as BillFields;
}
