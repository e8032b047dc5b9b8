import { Worker } from 'node:worker_threads';
import { PdfTextError, type PdfTextFailure } from './pdf-text-error';

/** A job for a worker file: the PDF's bytes (transferred to the thread) and what to do with it. */
export type PdfJob = { data: Uint8Array } & Record<string, unknown>;
type WorkerReply =
  { ok: true; value: unknown } | { ok: false; reason: PdfTextFailure; detail?: string };

type Slot = {
  worker: Worker;
  /** Set while the worker holds a job; called with its reply or with what went wrong. */
  settle?: (outcome: WorkerReply | PdfTextError) => void;
  idleTimer?: NodeJS.Timeout;
};

type PoolOptions = { file: string; size: number; idleMs: number; maxHeapMb: number };

/**
 * Worker threads that parse PDFs one at a time each. Starting a thread and loading pdf.js costs
 * about half a second, so threads are kept warm between documents and retired when idle (their
 * memory goes back) or when a document overran its time (the only way to stop a stuck parse).
 */
export class PdfWorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly idle: Slot[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: PoolOptions) {}

  /** Runs one job; the worker file decides the shape of the value it answers. */
  async run<T>(job: PdfJob, timeoutMs: number): Promise<T> {
    const slot = await this.acquire();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => slot.settle?.(new PdfTextError('timeout')), timeoutMs);
      slot.settle = (outcome) => {
        slot.settle = undefined;
        clearTimeout(timer);
        if (outcome instanceof PdfTextError) {
          void slot.worker.terminate();
          reject(outcome);
          return;
        }
        this.release(slot);
        if (outcome.ok) resolve(outcome.value as T);
        else reject(new PdfTextError(outcome.reason, outcome.detail));
      };
      slot.worker.ref();
      slot.worker.postMessage(job, [job.data.buffer as ArrayBuffer]);
    });
  }

  /** Ends the idle threads now rather than after idleMs (a command line that is done). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(
      idle.map((slot) => {
        clearTimeout(slot.idleTimer);
        return slot.worker.terminate();
      }),
    );
  }

  private async acquire(): Promise<Slot> {
    for (;;) {
      const slot = this.idle.pop();
      if (slot) {
        this.leaveIdle(slot);
        return slot;
      }
      if (this.slots.size < this.options.size) return this.spawn();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.file, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
      // pdf.js may print warnings quoting the file; they are not worth a log line.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker };
    this.slots.add(slot);
    worker.on('message', (reply: WorkerReply) => slot.settle?.(reply));
    worker.on('error', (error) => slot.settle?.(new PdfTextError('unreadable', error.message)));
    worker.on('exit', (code) => {
      this.slots.delete(slot);
      this.leaveIdle(slot);
      slot.settle?.(new PdfTextError('unreadable', `the parser stopped with code ${code}`));
      this.waiting.shift()?.();
    });
    return slot;
  }

  private release(slot: Slot): void {
    // An idle thread must not keep the process alive (tests, CLI commands, shutdown).
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      // Out of the idle list first, so no job is handed to a thread that is shutting down.
      this.leaveIdle(slot);
      void slot.worker.terminate();
    }, this.options.idleMs);
    slot.idleTimer.unref();
    this.idle.push(slot);
    this.waiting.shift()?.();
  }

  private leaveIdle(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    const index = this.idle.indexOf(slot);
    if (index >= 0) this.idle.splice(index, 1);
  }
}
