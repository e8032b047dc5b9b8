import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nido-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The system tells process start times (Linux); elsewhere a live pid alone holds a lock. */
const hasProc = existsSync('/proc/self/stat');

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;
}

describe('lockDataDir', () => {
  it('writes our pid and start time and removes the lock on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'nido.lock'), 'utf8')).toBe(
      `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`,
    );
    lock.release();
    expect(existsSync(path.join(dir, 'nido.lock'))).toBe(false);
  });

  it('refuses a folder locked by a running process, naming it', () => {
    // The parent of this test process is certainly alive, and the lock names it exactly.
    writeFileSync(
      path.join(dir, 'nido.lock'),
      `${process.ppid}\n${processStartTime(process.ppid) ?? ''}\n`,
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Nido server (process ${process.ppid}) is already using the data folder`,
    );
  });

  it('refuses a lock holding only the pid of a running Node.js process (an older Nido wrote it)', () => {
    writeFileSync(path.join(dir, 'nido.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(path.join(dir, 'nido.lock'), String(deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'nido.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\n`),
    );
    lock.release();
  });

  describe.skipIf(!hasProc)('when the pid now belongs to another program', () => {
    let other: ChildProcess;
    beforeEach(async () => {
      other = spawn('sleep', ['60'], { stdio: 'ignore' });
      await new Promise((resolve) => other.once('spawn', resolve));
    });
    afterEach(() => {
      other.kill('SIGKILL');
    });

    it('takes over a lock whose process started at another time than the one running now', () => {
      // What a crashed Nido leaves once the system gave its number to another program.
      writeFileSync(path.join(dir, 'nido.lock'), `${other.pid}\n1\n`);
      expect(() => lockDataDir(dir).release()).not.toThrow();
    });

    it('takes over a lock holding only the pid of a program that is not Node.js', () => {
      writeFileSync(path.join(dir, 'nido.lock'), String(other.pid));
      expect(() => lockDataDir(dir).release()).not.toThrow();
    });
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
