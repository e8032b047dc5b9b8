/**
 * Accuracy of the bill field rules on the dev corpus, per field, leave-one-issuer-out:
 * for each issuer, the score on the other two (the bills in view while developing) and on the
 * held-out one, then overall. Runs on the PDF text layers (pages 1–3, as the scanner reads them)
 * and, when /tmp/bill-ocr-texts/READY exists, on the OCR text of page 1 of each bill.
 *
 *   npx tsx bench/support/bill-rules-report.ts [corpus folder] [ocr folder]
 *
 * The rules are hand-written, not fitted, so "held out" means what the developer did not look
 * at while writing them; see the commit history for which issuers that was.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractBillFields } from '../../src/server/modules/bills/fields/extract-bill-fields';
import type { BillText } from '../../src/server/modules/bills/fields/bill-fields';
import { layoutLines } from '../../src/server/platform/pdf/layout-lines';
import { readPdfLayout } from '../../src/server/platform/pdf/pdf-pages';
import { projectPath } from '../../src/server/project-path';
import {
  loadBillLabels,
  SCORED_FIELDS,
  scoreBill,
  type BillLabel,
  type ScoredField,
} from './bill-accuracy';

const corpus = process.argv[2] ?? projectPath('..', 'shared', 'bills', 'dev');
const ocrFolder = process.argv[3] ?? '/tmp/bill-ocr-texts';
/** Bills carry their own dates; `today` only matters for a date printed without any year. */
const TODAY = new Date();

type Result = { issuer: string; file: string; score: Record<ScoredField, boolean> };

async function pdfText(file: string): Promise<BillText> {
  const layout = await readPdfLayout(readFileSync(file), [1, 2, 3], 60_000);
  return {
    origin: 'pdf-text',
    pageCount: layout.numPages,
    lines: layout.pages.flatMap((page) => layoutLines(page)),
  };
}

function ocrText(file: string): BillText {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => ({ text: line, page: 1, x: 0, top: index * 20 }));
  return { origin: 'ocr', pageCount: 1, lines };
}

function accuracy(results: Result[], field?: ScoredField): string {
  const fields = field ? [field] : SCORED_FIELDS;
  const total = results.length * fields.length;
  const right = results.reduce(
    (sum, result) => sum + fields.filter((name) => result.score[name]).length,
    0,
  );
  return total === 0 ? '—' : `${((100 * right) / total).toFixed(1)}% (${right}/${total})`;
}

function report(title: string, results: Result[]): void {
  const issuers = [...new Set(results.map((result) => result.issuer))];
  console.log(`\n## ${title}: ${results.length} bills\n`);
  console.log(`| held out | bills in view | ${SCORED_FIELDS.join(' | ')} | all fields |`);
  console.log(`| --- | --- | ${SCORED_FIELDS.map(() => '---').join(' | ')} | --- |`);
  for (const heldOut of issuers) {
    const held = results.filter((result) => result.issuer === heldOut);
    const seen = results.filter((result) => result.issuer !== heldOut);
    console.log(
      `| ${heldOut} | ${accuracy(seen)} | ${SCORED_FIELDS.map((field) => accuracy(held, field)).join(' | ')} | **${accuracy(held)}** |`,
    );
  }
  console.log(
    `| overall | — | ${SCORED_FIELDS.map((field) => accuracy(results, field)).join(' | ')} | **${accuracy(results)}** |`,
  );
  const wrong = results.filter((result) => SCORED_FIELDS.some((field) => !result.score[field]));
  for (const result of wrong)
    console.log(
      `  wrong: ${result.file}: ${SCORED_FIELDS.filter((field) => !result.score[field]).join(', ')}`,
    );
}

async function run(
  labels: BillLabel[],
  read: (label: BillLabel) => Promise<BillText | null>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const label of labels) {
    const text = await read(label);
    if (!text) continue;
    const fields = extractBillFields(text, { today: TODAY });
    results.push({ issuer: label.vendor, file: label.file, score: scoreBill(fields, label) });
  }
  return results;
}

const labels = loadBillLabels(corpus);
report('PDF text layer', await run(labels, (label) => pdfText(path.join(corpus, label.file))));
if (existsSync(path.join(ocrFolder, 'READY'))) {
  const ocr = await run(labels, (label) => {
    const file = path.join(ocrFolder, label.file.replace(/\.pdf$/, '.txt'));
    return Promise.resolve(existsSync(file) ? ocrText(file) : null);
  });
  report('OCR text of page 1 (phone-photo-like images)', ocr);
} else console.log(`\n(no OCR texts: ${path.join(ocrFolder, 'READY')} is missing)`);
process.exit(0);
