// Bill scanning (issue 36, DESIGN.md §8): field accuracy and speed of the offline reader on the
// dev corpus (../shared/bills/dev), every bill as its PDF and as a phone-photo-like JPEG of its
// first page (drawn at 2.5× with pdf.js, then turned 3°, blurred, noised, JPEG q60; seeded).
//  - accuracy per field with each issuer held out (support/held-out.ts): every bill is read with
//    the dictionary of known billers less its issuer's entries, and judged with the confidence
//    thresholds fitted on the other issuers' bills; right, wrong and empty counted apart;
//  - ms per text PDF (p50/p95, per page of the file), the largest bill end to end;
//  - ms per photo page (p50/p95): wall clock, CPU, and an estimate of the wall on two free cores
//    (the critical path of the OCR threads plus the rest), since the machine is shared;
//  - ten photos at once through one reader: peak RSS added and the event loop's worst delay.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  createBillReader,
  type BillReader,
} from '../src/server/modules/bills/extraction/extract-bill';
import { DEFAULT_THRESHOLDS } from '../src/server/modules/bills/fields/field-thresholds';
import { OcrPool } from '../src/server/platform/ocr/ocr-pool';
import { renderPdfPage } from '../src/server/platform/pdf/pdf-pages';
import { projectPath } from '../src/server/project-path';
import { loadBillLabels, type BillLabel } from './support/bill-accuracy';
import {
  billersWithout,
  fitThresholds,
  heldOut,
  heldOutTable,
  type ReadBill,
} from './support/held-out';
import { loadAverage, quantile, summarize } from './support/measure';
import { photoLike } from '../test/harness/photo-like';

const corpus = process.env.BENCH_BILLS ?? projectPath('..', 'shared', 'bills', 'dev');
const PHOTO_SCALE = 2.5;
const LARGEST_RUNS = 5;
const MEMORY_PHOTOS = 10;
/** Bills carry their own dates; `today` only matters for a date printed without any year. */
const TODAY = new Date();

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const load = () => `load average ${loadAverage()}`;

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
 * its bands on the two threads at once) the busiest thread's CPU, summed over the passes.
 */
class CriticalPathPool extends OcrPool {
  private inFlight = 0;
  private passStart = new Map<string, number>();
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
        this.ocrThreads += busiest.reduce((sum, cpu) => sum + cpu, 0);
      }
    }
  }
}

function busiestThreads(before: Map<string, number>, after: Map<string, number>, count: number) {
  return [...after]
    .filter(([tid]) => tid !== String(process.pid))
    .map(([tid, cpu]) => cpu - (before.get(tid) ?? 0))
    .sort((a, b) => b - a)
    .slice(0, count);
}

/** A read's estimated wall clock on two cores nobody else uses, from its threads' CPU. */
async function timedPerThread<T>(pool: CriticalPathPool, work: () => Promise<T>) {
  const before = threadCpu();
  pool.critical = 0;
  pool.ocrThreads = 0;
  const run = await timed(work);
  const all = [...threadCpu()].reduce((sum, [tid, cpu]) => sum + cpu - (before.get(tid) ?? 0), 0);
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
/** One reader per issuer, its dictionary without that issuer; values kept whatever their doubt. */
const readers = new Map<string, BillReader>();
const readerFor = (label: BillLabel) => {
  let reader = readers.get(label.vendor);
  if (!reader) {
    reader = createBillReader({
      timeoutMs: 120_000,
      ocr: photoPool,
      billers: billersWithout(label),
      thresholds: null,
    });
    readers.set(label.vendor, reader);
  }
  return reader;
};
const read = (label: BillLabel, bytes: Buffer) =>
  readerFor(label)
    .read(bytes, TODAY)
    .catch(() => null);

// Text PDFs, one at a time after a warm-up (the PDF worker threads start on first use).
await read(labels[0]!, pdfs.get(labels[0]!.file)!);
const pdfBills: ReadBill[] = [];
const pdfMs: number[] = [];
const pdfPageMs: number[] = [];
console.log(`Text PDFs (${load()})`);
for (const label of labels) {
  const run = await timed(() => read(label, pdfs.get(label.file)!));
  pdfBills.push({ label, fields: run.value });
  pdfMs.push(run.ms);
  pdfPageMs.push(run.ms / label.pages);
}
const largest = labels.reduce((a, b) => (b.pages > a.pages ? b : a));
const largestMs: number[] = [];
for (let run = 0; run < LARGEST_RUNS; run += 1)
  largestMs.push((await timed(() => read(largest, pdfs.get(largest.file)!))).ms);

// Photos of page 1, read as the product reads them (summary first, the rest when needed).
const photos = new Map<string, Buffer>();
for (const [index, label] of labels.entries())
  photos.set(label.file, await photoOf(pdfs.get(label.file)!, index + 1));
await read(labels[0]!, photos.get(labels[0]!.file)!); // starts the Tesseract workers
const photoBills: ReadBill[] = [];
const photoTimes = { ms: [] as number[], cpu: [] as number[], freeCores: [] as number[] };
const loadsDuringPhotos: number[] = [];
console.log(`Photos (${load()})`);
for (const label of labels) {
  const run = await timedPerThread(photoPool, () => read(label, photos.get(label.file)!));
  photoBills.push({ label, fields: run.value });
  photoTimes.ms.push(run.ms);
  photoTimes.cpu.push(run.cpu);
  photoTimes.freeCores.push(run.freeCores);
  loadsDuringPhotos.push(Number(loadAverage().split(' ')[0]));
}
await Promise.all([...readers.values()].map((reader) => reader.close()));

// Ten photos at once through one reader, as one upload of ten: memory and responsiveness.
const tenReader = createBillReader({ timeoutMs: 300_000 });
const ten = labels.slice(0, MEMORY_PHOTOS).map((label) => photos.get(label.file)!);
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
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
console.log(`\n#### Speed (${load()} at the end)\n`);
console.log(`- ${line('text PDF, whole file', pdfMs)}`);
console.log(`- ${line('text PDF, per page of the file', pdfPageMs)}`);
console.log(
  `- largest bill (${largest.file}, ${largest.pages} pages): ${line('end to end', largestMs)}`,
);
console.log(
  `- ${line('photo page (wall)', photoTimes.ms)}; CPU (all threads) p50 ${ms(median(photoTimes.cpu))}; ${line('two free cores (estimate)', photoTimes.freeCores)}`,
);
console.log(
  `- 1-minute load average while reading photos: ${Math.min(...loadsDuringPhotos)}–${Math.max(...loadsDuringPhotos)}`,
);
console.log(
  `- ten photos at once: ${ms(tenRun.ms)} in all, RSS ${Math.round(rssBefore / 2 ** 20)} MB → peak ${Math.round(rssPeak / 2 ** 20)} MB (+${Math.round((rssPeak - rssBefore) / 2 ** 20)} MB), event loop delay p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
);
const pdfHeldOut = heldOut(pdfBills);
const photoHeldOut = heldOut(photoBills);
console.log(heldOutTable('Text PDFs (pages 1–2, then 3–4 when no amount)', pdfHeldOut.results));
console.log(heldOutTable('Phone-photo-like JPEGs of page 1 (OCR)', photoHeldOut.results));
console.log('\n#### Thresholds\n');
for (const [issuer, fitted] of pdfHeldOut.thresholds)
  console.log(
    `- without ${issuer}: PDF ${JSON.stringify(fitted)}, photo ${JSON.stringify(photoHeldOut.thresholds.get(issuer))}`,
  );
console.log(
  `- on every issuer (what the product ships: DEFAULT_THRESHOLDS ${JSON.stringify(DEFAULT_THRESHOLDS)}): PDF ${JSON.stringify(fitThresholds(pdfBills))}, photo ${JSON.stringify(fitThresholds(photoBills))}, both ${JSON.stringify(fitThresholds([...pdfBills, ...photoBills]))}`,
);
process.exit(0);
