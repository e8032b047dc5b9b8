import { describe, expect, it } from 'vitest';
import { DiskSpaceStatus } from './disk-space-status';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute));

describe('DiskSpaceStatus', () => {
  it('reports an area full from its first failed write until one of its writes succeeds', () => {
    let now = at(0);
    const status = new DiskSpaceStatus(() => now);
    expect(status.report()).toEqual({ status: 'ok' });
    status.writeFailed('files');
    now = at(5);
    status.writeFailed('database');
    status.writeFailed('files');
    expect(status.report()).toEqual({
      status: 'full',
      areas: ['database', 'files'],
      since: at(0).toISOString(),
      databaseStopped: false,
    });
    status.writeSucceeded('files');
    expect(status.report()).toMatchObject({ areas: ['database'], since: at(5).toISOString() });
    status.writeSucceeded('database');
    expect(status.report()).toEqual({ status: 'ok' });
  });

  it('keeps a stopped database reported until a restart, whatever else succeeds', () => {
    const status = new DiskSpaceStatus(() => at(1));
    status.databaseStopped();
    status.writeSucceeded('database');
    expect(status.isDatabaseStopped).toBe(true);
    expect(status.report()).toMatchObject({
      status: 'full',
      areas: ['database'],
      databaseStopped: true,
    });
  });
});
