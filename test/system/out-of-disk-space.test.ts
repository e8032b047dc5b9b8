import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '@server/platform/storage/object-storage';
import { createObjectStorage } from '@server/platform/storage/create-object-storage';
import { OUT_OF_DISK_SPACE_MESSAGE } from '@server/platform/disk-space/out-of-disk-space';
import { newUser, type TestUser } from '@test/harness/accounts';
import { PNG, postUpload, uploadForm } from '@test/harness/documents';
import { TEST_ENCRYPTION_KEY, createTestApp, type TestApp } from '@test/harness/test-app';

// Issue 35, item 11, in process (it always runs; test/process/disk-full.test.ts fills a real
// disk): a document written to a full disk answers that the server is out of disk space, health
// reports it until a write succeeds again, and the log holds nothing of the document.

/** Local document storage whose disk can be made full: writes then go to /dev/full (ENOSPC). */
function storageWithDisk(folder: string, disk: { full: boolean }): ObjectStorage {
  const local = createObjectStorage({
    dataDir: folder,
    encryptionKey: TEST_ENCRYPTION_KEY,
    env: {},
  });
  return {
    ...local,
    kind: local.kind,
    put: async (key, body, contentType) => {
      if (disk.full) await writeFile('/dev/full', body as Buffer);
      await local.put(key, body, contentType);
    },
    get: (key) => local.get(key),
    delete: (key) => local.delete(key),
    exists: (key) => local.exists(key),
  };
}

type Health = { status: string; disk: { status: string; areas?: string[]; message?: string } };

const disk = { full: false };
let folder: string;
let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'nido-full-disk-'));
  t = await createTestApp({ storage: storageWithDisk(folder, disk) });
  ann = await newUser(t, { fullName: 'Ann Lee' });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

async function health(): Promise<{ status: number; body: Health }> {
  const response = await t.request('/api/health');
  return { status: response.status, body: (await response.json()) as Health };
}

describe('a full disk', () => {
  it('answers an upload with 507 and says so; health reports it; the log holds no contents', async () => {
    disk.full = true;
    const logged = t.logs.lines.length;
    const response = await postUpload(
      ann.client,
      uploadForm(
        { bytes: PNG, name: 'passport-ann-lee.png' },
        { name: 'Passport of Ann Lee', tags: ['identity'] },
      ),
    );
    expect(response.status).toBe(507);
    expect(await response.json()).toMatchObject({
      error: { code: 'INSUFFICIENT_STORAGE', message: OUT_OF_DISK_SPACE_MESSAGE },
    });
    expect(OUT_OF_DISK_SPACE_MESSAGE).toContain('out of disk space');

    const reported = await health();
    expect(reported.status).toBe(503);
    expect(reported.body).toMatchObject({
      status: 'degraded',
      disk: { status: 'full', areas: ['files'], message: OUT_OF_DISK_SPACE_MESSAGE },
    });

    const log = t.logs.lines.slice(logged).join('');
    expect(log).toContain('out of disk space');
    for (const contents of ['Passport of Ann Lee', 'passport-ann-lee', 'identity'])
      expect(log).not.toContain(contents);
    const list = (await (await ann.client.get('/api/documents')).json()) as {
      documents: unknown[];
    };
    expect(list.documents).toEqual([]);
  });

  it('stops being reported as soon as a write succeeds again', async () => {
    disk.full = false;
    const response = await postUpload(
      ann.client,
      uploadForm({ bytes: PNG, name: 'passport.png' }, { name: 'Passport' }),
    );
    expect(response.status).toBe(201);
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', disk: { status: 'ok' } },
    });
  });
});
