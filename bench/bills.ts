// Bill scanning (issue 12, DESIGN.md §8): field accuracy and speed of the offline reader on the
// dev corpus (../shared/bills/dev), every bill as its PDF and as a phone-photo-like JPEG of its
// first page (drawn at 2.5× with pdf.js, then turned 3°, blurred, noised, JPEG q60; seeded).
//  - accuracy per field, leave-one-issuer-out as bench/support/bill-rules-report.ts reports it;
//  - ms per text PDF (p50/p95, per page of the file), the largest bill end to end;
//  - ms per photo page (p50/p95), wall clock, CPU and an estimate of the wall on two free cores,
//    summary first (the top and the payment stub, the rest of the page only when a field is
//    missing) beside the whole page at once (as before), both on the same two OCR threads, in
//    turn on every photo, the order swapped every page so that neither always runs first;
//  - ten photos at once through one reader: peak RSS added and the event loop's worst delay.
// BENCH_BILLS_PHOTO_SETS=2 degrades every page a second way (other noise and blur seeds) and
// scores both, which halves the luck in a photo accuracy of 24 pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
import { loadAverage, quantile, summarize } from './support/measure';
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

/** CPU ms of each thread of this process, from /proc (Linux; 10 ms ticks). */
function threadCpu(): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ');
      threads.set(tid, (Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0)) * 10);
    } catch {
      // The thread ended.
    }
  }
  return threads;
}

/**
 * The OCR pool, keeping the critical path of its reads: while it is busy (one pass of a read,
 * its bands on the two threads at once) the busiest thread's CPU, summed over the passes. A
 * summary-first read that goes on to the middle makes two passes, one after the other.
 */
class CriticalPathPool extends OcrPool {
  private inFlight = 0;
  private passStart = new Map<string, number>();
  /** Since the last reset: the busiest OCR thread's CPU per pass, summed, and all OCR threads'. */
  critical = 0;
  ocrThreads = 0;

  override async recognize(image: Buffer, timeoutMs: number) {
    if (this.inFlight++ === 0) this.passStart = threadCpu();
    try {
      return await super.recognize(image, timeoutMs);
    } finally {
      if (--this.inFlight === 0) {
        const busiest = busiestThreads(this.passStart, threadCpu(), this.size);
        this.critical += busiest[0] ?? 0;
        this.ocrThreads += busiest.reduce((sum, ms) => sum + ms, 0);
      }
    }
  }
}

/** The CPU the `count` busiest threads other than the main one spent between two readings. */
function busiestThreads(before: Map<string, number>, after: Map<string, number>, count: number) {
  return [...after]
    .filter(([tid]) => tid !== String(process.pid))
    .map(([tid, ms]) => ms - (before.get(tid) ?? 0))
    .sort((a, b) => b - a)
    .slice(0, count);
}

/**
 * What a read would take on two cores nobody else uses, from the CPU each thread spent on it:
 * the critical path of its OCR passes (CriticalPathPool) plus all the rest (preparation in
 * sharp's threads, the field rules). On a busy machine the wall clock measures the other
 * sessions; this measures the read.
 */
async function timedPerThread<T>(pool: CriticalPathPool, work: () => Promise<T>) {
  const before = threadCpu();
  pool.critical = 0;
  pool.ocrThreads = 0;
  const run = await timed(work);
  const all = [...threadCpu()].reduce((sum, [tid, ms]) => sum + ms - (before.get(tid) ?? 0), 0);
  return { ...run, freeCores: pool.critical + all - pool.ocrThreads };
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
const photoPool = new CriticalPathPool();
const reader = createBillReader({ timeoutMs: 120_000, ocr: photoPool });
const wholePage = createBillReader({ timeoutMs: 120_000, ocr: photoPool, summaryFirst: false });

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

// Photos of page 1, each read summary first and whole (as before) in turn, on the same threads.
const photoSets = Array.from({ length: PHOTO_SETS }, (_, set) => set);
const photos = new Map<string, Buffer>();
const photoKey = (label: BillLabel, set: number) => `${label.file}#${set}`;
for (const set of photoSets)
  for (const [index, label] of labels.entries())
    photos.set(photoKey(label, set), await photoOf(pdfs.get(label.file)!, index + 1 + 100 * set));
const firstPhoto = photos.get(photoKey(labels[0]!, 0))!;
await reader.read(firstPhoto, TODAY); // starts the Tesseract workers
await wholePage.read(firstPhoto, TODAY);
type PhotoTimes = { ms: number[]; cpu: number[]; freeCores: number[] };
const photoResults: Result[] = [];
const wholeResults: Result[] = [];
const summaryFirst: PhotoTimes = { ms: [], cpu: [], freeCores: [] };
const whole: PhotoTimes = { ms: [], cpu: [], freeCores: [] };
const ratios: number[] = [];
const cpuRatios: number[] = [];
const freeCoreRatios: number[] = [];
const byIssuer = new Map<string, { after: number[]; before: number[] }>();
let fieldsCompared = 0;
let fieldsDiffering = 0;
const loadsDuringPhotos: number[] = [];
const note = (times: PhotoTimes, run: Awaited<ReturnType<typeof timedPerThread>>) => {
  times.ms.push(run.ms);
  times.cpu.push(run.cpu);
  times.freeCores.push(run.freeCores);
};
console.log(`Photos (${load()})`);
let turn = 0;
for (const set of photoSets)
  for (const label of labels) {
    const photo = photos.get(photoKey(label, set))!;
    const readWith = (bills: typeof reader) =>
      timedPerThread(photoPool, () => bills.read(photo, TODAY).catch(() => null));
    turn += 1;
    let after;
    let before;
    if (turn % 2 === 0) {
      after = await readWith(reader);
      before = await readWith(wholePage);
    } else {
      before = await readWith(wholePage);
      after = await readWith(reader);
    }
    photoResults.push(result(label, after.value));
    wholeResults.push(result(label, before.value));
    note(summaryFirst, after);
    note(whole, before);
    ratios.push(after.ms / before.ms);
    cpuRatios.push(after.cpu / before.cpu);
    freeCoreRatios.push(after.freeCores / before.freeCores);
    const issuer = byIssuer.get(label.vendor) ?? { after: [], before: [] };
    issuer.after.push(after.freeCores);
    issuer.before.push(before.freeCores);
    byIssuer.set(label.vendor, issuer);
    loadsDuringPhotos.push(Number(loadAverage().split(' ')[0]));
    console.log(
      `  ${label.file} (set ${set + 1}, load ${loadAverage().split(' ')[0]}): summary first ${ms(after.ms)} (CPU ${ms(after.cpu)}, two free cores ≈ ${ms(after.freeCores)}); whole page ${ms(before.ms)} (CPU ${ms(before.cpu)}, ≈ ${ms(before.freeCores)})`,
    );
    if (after.value && before.value)
      for (const key of Object.keys(after.value) as (keyof BillFields)[]) {
        fieldsCompared += 1;
        if (JSON.stringify(after.value[key].value) !== JSON.stringify(before.value[key].value)) {
          fieldsDiffering += 1;
          console.log(
            `    ${key} differs: ${JSON.stringify(after.value[key].value)} (summary first), ${JSON.stringify(before.value[key].value)} (whole page)`,
          );
        }
      }
  }

// Ten photos at once through one reader, as one upload of ten: memory and responsiveness.
await reader.close();
await wholePage.close();
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
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const photoLine = (name: string, times: PhotoTimes) =>
  `- ${line(`photo page, ${name} (wall)`, times.ms)}; CPU (all threads) p50 ${ms(median(times.cpu))}; ${line('two free cores (estimate)', times.freeCores)}`;
console.log(photoLine('summary first', summaryFirst));
console.log(photoLine('whole page (before)', whole));
console.log(
  `- summary first / whole page, per photo, p50: wall ${median(ratios).toFixed(2)}, CPU ${median(cpuRatios).toFixed(2)}, two free cores ${median(freeCoreRatios).toFixed(2)}`,
);
for (const [issuer, times] of byIssuer)
  console.log(
    `- ${issuer}, two free cores (estimate): summary first ${ms(Math.min(...times.after))}–${ms(Math.max(...times.after))}, whole page ${ms(Math.min(...times.before))}–${ms(Math.max(...times.before))}`,
  );
console.log(
  `- every extracted field (not only the scored ones), summary first against whole page: ${fieldsDiffering} of ${fieldsCompared} differ`,
);
console.log(
  `- 1-minute load average while reading photos: ${Math.min(...loadsDuringPhotos)}–${Math.max(...loadsDuringPhotos)}`,
);
console.log(
  `- ten photos at once: ${ms(tenRun.ms)} in all, RSS ${Math.round(rssBefore / 2 ** 20)} MB → peak ${Math.round(rssPeak / 2 ** 20)} MB (+${Math.round((rssPeak - rssBefore) / 2 ** 20)} MB), event loop delay p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
);
report('Text PDFs (pages 1–2, then 3–4 when no amount)', pdfResults);
report('Phone-photo-like JPEGs of page 1 (OCR), summary first', photoResults);
report('Phone-photo-like JPEGs of page 1 (OCR), whole page (before)', wholeResults);
process.exit(0);
