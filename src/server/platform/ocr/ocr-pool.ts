import { availableParallelism } from 'node:os';
import { createWorker, OEM, type Worker, type Page } from 'tesseract.js';
import { englishDataFolder } from './tesseract-data';
import { OcrError } from './ocr-error';
import { OCR_DPI } from './prepare-image';

type Slot = { worker: Worker; idleTimer?: NodeJS.Timeout };

/** Each Tesseract thread holds about 100 MB; one per core (at most two) keeps a 10-photo upload
 * well under the 1 GB the issue allows and leaves the event loop free for other requests. */
export const OCR_THREADS = Math.max(1, Math.min(2, availableParallelism()));
const IDLE_MS = 60_000;

/**
 * Tesseract workers (each its own thread with the WebAssembly engine and the English model),
 * started on first use, kept warm between bills (starting one costs ~0.6 s) and ended when idle.
 * A recognition that overruns its time ends its worker: there is no other way to stop one.
 */
export class OcrPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(readonly size = OCR_THREADS) {}

  /** `image`: any file Tesseract's image library reads (the prepared bands are PGM). */
  async recognize(image: Buffer, timeoutMs: number): Promise<Page> {
    const slot = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrError('timeout')), timeoutMs);
    });
    try {
      const { data } = await Promise.race([
        slot.worker.recognize(image, {}, { text: true, blocks: true }),
        timeout,
      ]);
      this.release(slot);
      return data;
    } catch (error) {
      this.retire(slot);
      if (error instanceof OcrError) throw error;
      throw new OcrError('unreadable', String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends every idle worker (tests and the command line call this to exit promptly). */
  async close(): Promise<void> {
    const slots = this.idle.splice(0);
    await Promise.all(slots.map((slot) => this.end(slot)));
  }

  private async acquire(): Promise<Slot> {
    for (;;) {
      const slot = this.idle.pop();
      if (slot) {
        clearTimeout(slot.idleTimer);
        return slot;
      }
      if (this.running < this.size) {
        this.running += 1;
        try {
          return { worker: await startWorker() };
        } catch (error) {
          this.running -= 1;
          this.waiting.shift()?.();
          throw new OcrError('unreadable', String(error));
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(slot: Slot): void {
    slot.idleTimer = setTimeout(() => {
      const index = this.idle.indexOf(slot);
      if (index >= 0) this.idle.splice(index, 1);
      void this.end(slot);
    }, IDLE_MS);
    slot.idleTimer.unref();
    this.idle.push(slot);
    this.waiting.shift()?.();
  }

  private retire(slot: Slot): void {
    void this.end(slot);
  }

  private async end(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    this.running -= 1;
    this.waiting.shift()?.();
    await slot.worker.terminate().catch(() => undefined);
  }
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataFolder(),
    gzip: true,
    // Read the model from the package on every start; never write a cache anywhere.
    cacheMethod: 'none',
  });
  await worker.setParameters({
    // Our images carry no resolution, and without one Tesseract guesses 70 dpi.
    user_defined_dpi: String(OCR_DPI),
    // Tesseract reads every line it is unsure of a second time as white on black; bills print
    // nothing that way worth reading, and on a noisy photo this doubled the time of some pages.
    tessedit_do_invert: '0',
  });
  return worker;
}
