import { writeFile } from 'node:fs/promises';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseStoppedForSpace, isOutOfDiskSpace } from './out-of-disk-space';

/** What a file write meets on a full disk: Linux's /dev/full answers every write with ENOSPC. */
async function fullDiskError(): Promise<unknown> {
  return writeFile('/dev/full', 'a bill').then(
    () => null,
    (error: unknown) => error,
  );
}

/** The embedded database's error as drizzle hands it on ("could not extend file …"). */
function databaseError(severity: 'ERROR' | 'PANIC', message: string): DrizzleQueryError {
  const cause = Object.assign(new Error(message), { code: '53100', severity });
  return new DrizzleQueryError('insert into "expenses" ("vendor") values ($1)', ['Ann'], cause);
}

describe('isOutOfDiskSpace', () => {
  it('recognises a file write on a full disk (ENOSPC)', async () => {
    const error = await fullDiskError();
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(isOutOfDiskSpace(error)).toBe(true);
    expect(isOutOfDiskSpace(new Error('saving the upload failed', { cause: error }))).toBe(true);
  });

  it("recognises the database's disk_full (SQLSTATE 53100) behind drizzle's error", () => {
    const error = databaseError(
      'ERROR',
      'could not extend file "base/5/16390": No space left on device',
    );
    expect(isOutOfDiskSpace(error)).toBe(true);
    expect(isDatabaseStoppedForSpace(error)).toBe(false);
  });

  it('tells when the embedded database stopped (a PANIC: its log could not grow)', () => {
    const error = databaseError(
      'PANIC',
      'could not write to file "pg_wal/xlogtemp.42": No space left on device',
    );
    expect(isDatabaseStoppedForSpace(error)).toBe(true);
  });

  it('recognises the words alone, where no code came along', () => {
    expect(isOutOfDiskSpace(new Error('write failed: No space left on device'))).toBe(true);
  });

  it('is not fooled by a value that reads like it in a failed statement', () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "No space left on device"'),
      {
        code: '22P02',
        severity: 'ERROR',
      },
    );
    const error = new DrizzleQueryError(
      'select 1 where id = $1',
      ['No space left on device'],
      cause,
    );
    expect(error.message).toContain('No space left on device');
    expect(isOutOfDiskSpace(error)).toBe(false);
  });

  it('leaves other failures alone', () => {
    expect(isOutOfDiskSpace(new Error('connection refused'))).toBe(false);
    expect(isOutOfDiskSpace(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isOutOfDiskSpace(null)).toBe(false);
  });
});
