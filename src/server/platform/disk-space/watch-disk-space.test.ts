import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import type { ObjectStorage } from '../storage/object-storage';
import { DiskSpaceStatus } from './disk-space-status';
import { watchMailSpace, watchStorageSpace } from './watch-disk-space';

/** A store that writes where it is told: /dev/full (every write: ENOSPC) or nowhere. */
function storageOn(target: { full: boolean }): ObjectStorage {
  return {
    kind: 'local',
    put: async (_key, body) => {
      if (target.full) await writeFile('/dev/full', body as Buffer);
    },
    get: () => Promise.resolve(Buffer.alloc(0)),
    delete: () => Promise.resolve(),
    exists: () => Promise.resolve(false),
  };
}

describe('watched writers', () => {
  it('mark the files full when a document write fails for lack of space, and clear it after one succeeds', async () => {
    const disk = { full: true };
    const status = new DiskSpaceStatus();
    const storage = watchStorageSpace(storageOn(disk), status);
    await expect(
      storage.put('u/1.pdf', Buffer.from('%PDF'), 'application/pdf'),
    ).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(status.report()).toMatchObject({ status: 'full', areas: ['files'] });
    disk.full = false;
    await storage.put('u/1.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(status.report()).toEqual({ status: 'ok' });
  });

  it('mark the mailbox full the same way, and leave other failures unmarked', async () => {
    const status = new DiskSpaceStatus();
    let failure: Error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const mailer: Mailer = { kind: 'local', send: () => Promise.reject(failure) };
    const watched = watchMailSpace(mailer, status);
    await expect(watched.send({ to: 'a@b.c', subject: 's', html: '', text: '' })).rejects.toBe(
      failure,
    );
    expect(status.report()).toMatchObject({ areas: ['mail'] });
    status.writeSucceeded('mail');
    failure = new Error('SMTP server said no');
    await expect(watched.send({ to: 'a@b.c', subject: 's', html: '', text: '' })).rejects.toBe(
      failure,
    );
    expect(status.report()).toEqual({ status: 'ok' });
  });
});
