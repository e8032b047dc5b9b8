import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nido-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;
}

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'nido.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'nido.lock'))).toBe(false);
  });

  it('refuses a folder locked by a running process, naming it', () => {
    // The parent of this test process is certainly alive.
    writeFileSync(path.join(dir, 'nido.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Nido server (process ${process.ppid}) is already using the data folder`,
    );
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(path.join(dir, 'nido.lock'), String(deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'nido.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(path.join(dir, 'nido.lock'), 'garbage');
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it('does not remove a lock that another process took over', () => {
    const lock = lockDataDir(dir);
    writeFileSync(path.join(dir, 'nido.lock'), String(process.ppid));
    lock.release();
    expect(readFileSync(path.join(dir, 'nido.lock'), 'utf8')).toBe(String(process.ppid));
  });
});
