/**
 * The field rules' accuracy on the dev corpus in seconds, for working on them: every bill's
 * cached positioned text (bill-text-cache.ts, built first when missing) read by the rules with
 * each issuer held out (held-out.ts), as text PDFs (pages 1–2, the summary pages the reader
 * starts with) and as phone-photo-like images of page 1 (OCR of the whole page). `npm run bench
 * bills` measures the reader itself, end to end.
 *
 *   npx tsx bench/support/bill-rules-report.ts [corpus folder] [cache folder]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { extractBillFields } from '../../src/server/modules/bills/fields/extract-bill-fields';
import type { BillText } from '../../src/server/modules/bills/fields/bill-fields';
import { layoutLines } from '../../src/server/platform/pdf/layout-lines';
import { projectPath } from '../../src/server/project-path';
import { loadBillLabels } from './bill-accuracy';
import { BILL_TEXT_CACHE, buildBillTextCache, cachedText } from './bill-text-cache';
import { billersWithout, heldOut, heldOutTable, type ReadBill } from './held-out';

const corpus = process.argv[2] ?? projectPath('..', 'shared', 'bills', 'dev');
const cache = process.argv[3] ?? BILL_TEXT_CACHE;
/** Bills carry their own dates; `today` only matters for a date printed without any year. */
const TODAY = new Date();

const labels = loadBillLabels(corpus);
if (!existsSync(path.join(cache, 'READY'))) await buildBillTextCache(corpus, cache);

for (const kind of ['pdf', 'photo'] as const) {
  const bills: ReadBill[] = labels.map((label) => {
    const cached = cachedText(cache, kind, label.file);
    if (!cached) return { label, fields: null };
    const text: BillText = {
      origin: kind === 'pdf' ? 'pdf-text' : 'ocr',
      pageCount: cached.numPages,
      lines: cached.pages.filter((page) => page.number <= 2).flatMap((page) => layoutLines(page)),
    };
    return {
      label,
      fields: extractBillFields(text, { today: TODAY, billers: billersWithout(label) }),
    };
  });
  const title = kind === 'pdf' ? 'Text PDFs (pages 1–2)' : 'Phone-photo-like page 1 (OCR)';
  console.log(heldOutTable(title, heldOut(bills).results));
}
process.exit(0);
