// Run as a child process by tall-pdf-memory.test.ts: reads the bill at argv[2] with the offline
// reader and prints, as one JSON line, the process's peak resident memory before and after and
// the result. Peak RSS (getrusage's maxrss, the whole process with its worker threads) only
// grows, so no garbage collection before or after the read can hide what the read took.
import { readFileSync } from 'node:fs';
import { createBillReader } from '../../../src/server/modules/bills/extraction/extract-bill';
import { buildTextPdf } from '../../../src/server/platform/pdf/build-text-pdf';

const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;

const reader = createBillReader();
const today = new Date('2026-11-20T12:00:00Z');
// A warm server has read a bill before: the PDF thread and pdf.js are loaded.
await reader
  .read(buildTextPdf(['ACME POWER', 'Amount Due $12.00', 'Due Date 12/15/2026']), today)
  .catch(() => undefined);
const before = peakRssBytes();
const started = performance.now();
let outcome: { success: boolean; error: string | null };
try {
  await reader.read(readFileSync(process.argv[2] ?? ''), today);
  outcome = { success: true, error: null };
} catch (error) {
  outcome = { success: false, error: error instanceof Error ? error.message : String(error) };
}
const elapsedMs = performance.now() - started;
const after = peakRssBytes();
await reader.close();
process.stdout.write(`${JSON.stringify({ before, after, elapsedMs, ...outcome })}\n`);
