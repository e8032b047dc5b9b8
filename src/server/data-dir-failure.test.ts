import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirFailure } from './data-dir-failure';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nido-data-dir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The error Node gives, as the start met it. */
function failureOf(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('dataDirFailure', () => {
  it('says in one line that DATA_DIR is a file', () => {
    const dataDir = path.join(root, 'data');
    writeFileSync(dataDir, 'not a folder');
    const error = failureOf(() => mkdirSync(dataDir, { recursive: true }));
    expect(dataDirFailure(error, dataDir)).toBe(
      `Nido cannot start: the data folder ${dataDir} (DATA_DIR) is a file, not a folder. Set DATA_DIR to a folder (Nido creates it if it does not exist).`,
    );
  });

  it('names the file that keeps DATA_DIR from being created', () => {
    writeFileSync(path.join(root, 'parent'), 'not a folder');
    const dataDir = path.join(root, 'parent', 'data');
    const error = failureOf(() => mkdirSync(dataDir, { recursive: true }));
    expect(dataDirFailure(error, dataDir)).toBe(
      `Nido cannot start: the data folder ${dataDir} (DATA_DIR) cannot be created: ${path.join(root, 'parent')} is a file. Set DATA_DIR to a folder.`,
    );
  });

  it('names a path inside a usable DATA_DIR that failed, with its code', () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    const error = failureOf(() => writeFileSync(path.join(dataDir, 'db'), 'x'));
    expect(dataDirFailure(error, dataDir)).toBe(
      `Nido cannot start: ${path.join(dataDir, 'db')} in the data folder ${dataDir} (DATA_DIR) cannot be used (EISDIR). Nido keeps its database, files and keys there: it must be a folder the user running Nido can write.`,
    );
  });

  it('leaves other failures alone', () => {
    const dataDir = path.join(root, 'data');
    const elsewhere = failureOf(() => writeFileSync(root, 'x'));
    expect(dataDirFailure(elsewhere, dataDir)).toBeNull();
    expect(dataDirFailure(new Error('the database is down'), dataDir)).toBeNull();
    expect(dataDirFailure(undefined, dataDir)).toBeNull();
  });
});
