// Bill scanning (issue 12, DESIGN.md §8): field accuracy and speed of the offline reader on the
// dev corpus (../shared/bills/dev), every bill as its PDF and as a phone-photo-like JPEG of its
// first page (drawn at 2.5× with pdf.js, then turned 3°, blurred, noised, JPEG q60; seeded).
//  - accuracy per field, leave-one-issuer-out as bench/support/bill-rules-report.ts reports it;
//  - ms per text PDF (p50/p95, per page of the file), the largest bill end to end;
//  - ms per photo page (p50/p95), wall clock and CPU, read with the pool's two threads (the page
//    split into two bands) beside one thread (the whole page on one, as before the split);
//  - ten photos at once through one reader: peak RSS added and the event loop's worst delay.
// BENCH_BILLS_PHOTO_SETS=2 degrades every page a second way (other noise and blur seeds) and
// scores both, which halves the luck in a photo accuracy of 24 pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { createBillReader } from '../src/server/modules/bills/extraction/extract-bill';
import type { BillFields } from '../src/server/modules/bills/fields/bill-fields';
import { OcrPool } from '../src/server/platform/ocr/ocr-pool';
import { renderPdfPage } from '../src/server/platform/pdf/pdf-pages';
import { projectPath } from '../src/server/project-path';
import {
  loadBillLabels,
  SCORED_FIELDS,
  scoreBill,
  type BillLabel,
  type ScoredField,
} from './support/bill-accuracy';
import { loadAverage, summarize } from './support/measure';
import { photoLike } from './support/photo-like';

const corpus = process.env.BENCH_BILLS ?? projectPath('..', 'shared', 'bills', 'dev');
const PHOTO_SCALE = 2.5;
const LARGEST_RUNS = 5;
const MEMORY_PHOTOS = 10;
const PHOTO_SETS = Math.max(1, Number(process.env.BENCH_BILLS_PHOTO_SETS ?? 1));
/** Bills carry their own dates; `today` only matters for a date printed without any year. */
const TODAY = new Date();

type Result = { issuer: string; file: string; score: Record<ScoredField, boolean> };

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const load = () => `load average ${loadAverage()}`;

function accuracy(results: Result[], field?: ScoredField): string {
  const fields = field ? [field] : SCORED_FIELDS;
  const total = results.length * fields.length;
  const right = results.reduce(
    (sum, result) => sum + fields.filter((name) => result.score[name]).length,
    0,
  );
  return total === 0 ? '—' : `${((100 * right) / total).toFixed(1)}% (${right}/${total})`;
}

/** Per field for each held-out issuer, the other issuers' score beside it, then overall. */
function report(title: string, results: Result[]): void {
  console.log(`\n#### ${title}: ${results.length} bills\n`);
  console.log(`| held out | other issuers | ${SCORED_FIELDS.join(' | ')} | all fields |`);
  console.log(`| --- | --- | ${SCORED_FIELDS.map(() => '---').join(' | ')} | --- |`);
  for (const heldOut of new Set(results.map((result) => result.issuer))) {
    const held = results.filter((result) => result.issuer === heldOut);
    const seen = results.filter((result) => result.issuer !== heldOut);
    const perField = SCORED_FIELDS.map((field) => accuracy(held, field)).join(' | ');
    console.log(`| ${heldOut} | ${accuracy(seen)} | ${perField} | **${accuracy(held)}** |`);
  }
  const overall = SCORED_FIELDS.map((field) => accuracy(results, field)).join(' | ');
  console.log(`| overall | — | ${overall} | **${accuracy(results)}** |`);
  for (const result of results) {
    const wrong = SCORED_FIELDS.filter((field) => !result.score[field]);
    if (wrong.length > 0) console.log(`  wrong: ${result.file}: ${wrong.join(', ')}`);
  }
}

const result = (label: BillLabel, fields: BillFields | null): Result => ({
  issuer: label.vendor,
  file: label.file,
  score: fields
    ? scoreBill(fields, label)
    : (Object.fromEntries(SCORED_FIELDS.map((field) => [field, false])) as Result['score']),
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

async function photoOf(pdf: Buffer, seed: number): Promise<Buffer> {
  const { png } = await renderPdfPage(pdf, 1, PHOTO_SCALE, 60_000);
  const paper = await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
  return photoLike(paper, undefined, seed);
}

if (!existsSync(path.join(corpus, 'labels.json'))) {
  console.log(`Skipped: no bill corpus at ${corpus} (set BENCH_BILLS to its folder).`);
  process.exit(0);
}
const labels = loadBillLabels(corpus);
const pdfs = new Map(
  labels.map((label) => [label.file, readFileSync(path.join(corpus, label.file))]),
);
const reader = createBillReader({ timeoutMs: 120_000 });
const oneThread = createBillReader({ timeoutMs: 120_000, ocr: new OcrPool(1) });

// Text PDFs, one at a time after a warm-up (the PDF worker threads start on first use).
await reader.read(pdfs.get(labels[0]!.file)!, TODAY);
const pdfResults: Result[] = [];
const pdfMs: number[] = [];
const pdfPageMs: number[] = [];
console.log(`Text PDFs (${load()})`);
for (const label of labels) {
  const run = await timed(() => reader.read(pdfs.get(label.file)!, TODAY));
  pdfResults.push(result(label, run.value));
  pdfMs.push(run.ms);
  pdfPageMs.push(run.ms / label.pages);
}
const largest = labels.reduce((a, b) => (b.pages > a.pages ? b : a));
const largestMs: number[] = [];
for (let run = 0; run < LARGEST_RUNS; run += 1)
  largestMs.push((await timed(() => reader.read(pdfs.get(largest.file)!, TODAY))).ms);

// Photos of page 1, each read by the two-thread reader and the one-thread reader in turn.
const photoSets = Array.from({ length: PHOTO_SETS }, (_, set) => set);
const photos = new Map<string, Buffer>();
const photoKey = (label: BillLabel, set: number) => `${label.file}#${set}`;
for (const set of photoSets)
  for (const [index, label] of labels.entries())
    photos.set(photoKey(label, set), await photoOf(pdfs.get(label.file)!, index + 1 + 100 * set));
const firstPhoto = photos.get(photoKey(labels[0]!, 0))!;
await reader.read(firstPhoto, TODAY); // starts the Tesseract workers
await oneThread.read(firstPhoto, TODAY);
const photoResults: Result[] = [];
const twoBands = { ms: [] as number[], cpu: [] as number[] };
const oneBand = { ms: [] as number[], cpu: [] as number[] };
const loadsDuringPhotos: number[] = [];
console.log(`Photos (${load()})`);
for (const set of photoSets)
  for (const label of labels) {
    const photo = photos.get(photoKey(label, set))!;
    const two = await timed(() => reader.read(photo, TODAY).catch(() => null));
    const one = await timed(() => oneThread.read(photo, TODAY).catch(() => null));
    photoResults.push(result(label, two.value));
    twoBands.ms.push(two.ms);
    twoBands.cpu.push(two.cpu);
    oneBand.ms.push(one.ms);
    oneBand.cpu.push(one.cpu);
    loadsDuringPhotos.push(Number(loadAverage().split(' ')[0]));
    console.log(
      `  ${label.file} (set ${set + 1}): ${ms(two.ms)} (two threads, CPU ${ms(two.cpu)}), ${ms(one.ms)} (one)`,
    );
  }
await oneThread.close();

// Ten photos at once through one reader, as one upload of ten: memory and responsiveness.
await reader.close();
const tenReader = createBillReader({ timeoutMs: 300_000 });
const ten = labels.slice(0, MEMORY_PHOTOS).map((label) => photos.get(photoKey(label, 0))!);
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 25);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const tenRun = await timed(() =>
  Promise.all(ten.map((photo) => tenReader.read(photo, TODAY).catch(() => null))),
);
loop.disable();
clearInterval(sampler);
await tenReader.close();

const line = (name: string, values: number[]) => {
  const { p50, p95, max } = summarize(values);
  return `${name}: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}`;
};
console.log(`\n#### Speed (${load()} at the end)\n`);
console.log(`- ${line('text PDF, whole file', pdfMs)}`);
console.log(`- ${line('text PDF, per page of the file', pdfPageMs)}`);
console.log(
  `- largest bill (${largest.file}, ${largest.pages} pages): ${line('end to end', largestMs)}`,
);
console.log(
  `- ${line('photo page, two threads (wall)', twoBands.ms)}; CPU p50 ${ms(summarize(twoBands.cpu).p50)}`,
);
console.log(
  `- ${line('photo page, one thread (wall)', oneBand.ms)}; CPU p50 ${ms(summarize(oneBand.cpu).p50)}`,
);
console.log(
  `- 1-minute load average while reading photos: ${Math.min(...loadsDuringPhotos)}–${Math.max(...loadsDuringPhotos)}`,
);
console.log(
  `- ten photos at once: ${ms(tenRun.ms)} in all, RSS ${Math.round(rssBefore / 2 ** 20)} MB → peak ${Math.round(rssPeak / 2 ** 20)} MB (+${Math.round((rssPeak - rssBefore) / 2 ** 20)} MB), event loop delay p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
);
report('Text PDFs (pages 1–2, then 3–4 when no amount)', pdfResults);
report('Phone-photo-like JPEGs of page 1 (OCR)', photoResults);
process.exit(0);
