/** Where a write can fail for lack of space. */
export type DiskArea = 'database' | 'files' | 'mail';

export type DiskSpaceReport =
  | { status: 'ok' }
  | {
      status: 'full';
      /** The areas whose last write failed for lack of space. */
      areas: DiskArea[];
      /** When the oldest of those failures happened. */
      since: string;
      /** The embedded database stopped (its log could not grow): a restart is needed. */
      databaseStopped: boolean;
    };

/**
 * Whether the last write of each area failed for lack of disk space, for /api/health. An area
 * counts as full from its first failed write until one of its writes succeeds again, so health
 * recovers by itself once space is freed.
 */
export class DiskSpaceStatus {
  private readonly fullSince = new Map<DiskArea, Date>();
  private stopped = false;

  constructor(private readonly now: () => Date = () => new Date()) {}

  writeFailed(area: DiskArea): void {
    if (!this.fullSince.has(area)) this.fullSince.set(area, this.now());
  }

  writeSucceeded(area: DiskArea): void {
    // A stopped database answers nothing: a success seen now was another area's.
    if (area === 'database' && this.stopped) return;
    this.fullSince.delete(area);
  }

  /** The embedded database stopped for lack of space: nothing clears it but a restart. */
  databaseStopped(): void {
    this.stopped = true;
    this.writeFailed('database');
  }

  get isDatabaseStopped(): boolean {
    return this.stopped;
  }

  report(): DiskSpaceReport {
    if (!this.stopped && this.fullSince.size === 0) return { status: 'ok' };
    const since = Math.min(...[...this.fullSince.values()].map((date) => date.getTime()));
    return {
      status: 'full',
      areas: [...this.fullSince.keys()].sort(),
      since: new Date(since).toISOString(),
      databaseStopped: this.stopped,
    };
  }
}
