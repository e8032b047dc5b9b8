import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { lockDataDir, type DataDirLock } from '@server/db/data-dir-lock';
import { createLogger } from '@server/logger';
import { startControlSocket, type ControlSocket } from '@server/backup/control-socket';
import { backupThroughServer } from '@server/backup/control-client';
import { createObjectStorage } from '@server/platform/storage/create-object-storage';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { seedDemoHousehold } from '@server/db/seed/demo-household';
import type { TBackupManifest } from '@server/backup/manifest';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { uploadDocument } from '@test/harness/documents';
import { archiveEntries, runOn } from '@test/harness/backup';
import { runNido } from '@test/harness/nido-command';
import { ROOT, startServer } from '@test/harness/server-process';

const nido = runNido;

let scratch: string;
let database: DatabaseHandle;
let t: TestApp;
let lock: DataDirLock;
let control: ControlSocket;
let owner: TestUser;

/**
 * The server's side runs in this process, as main.ts runs it: PGlite on disk, the data-folder lock
 * held, the app serving, and the control socket open; the real `nido` command runs beside it.
 */
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'nido-backup-serving-'));
  database = await openPglite(path.join(scratch, 'db'));
  await database.migrate();
  t = await createTestApp({ database });
  lock = lockDataDir(t.dataDir);
  control = await startControlSocket({
    dataDir: t.dataDir,
    database,
    storage: t.storage,
    secrets: {
      authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      encryptionKey: TEST_ENCRYPTION_KEY,
    },
    logger: createLogger({ logLevel: 'silent' }),
  });
  owner = await newUser(t, { fullName: 'Dana Carter' });
  await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), owner.id);
  for (const name of ['Will', 'Deed', 'Policy'])
    await uploadDocument(owner.client, { bytes: buildTextPdf([name]), name: `${name}.pdf` });
}, 120_000);

afterAll(async () => {
  await control.close();
  lock.release();
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('nido backup while the server runs (embedded database)', { timeout: 120_000 }, () => {
  it('is made by the server, consistent while uploads and deletions go on, and restores', async () => {
    let stop = false;
    let writes = 0;
    const load = (async () => {
      const uploaded: string[] = [];
      while (!stop) {
        const document = await uploadDocument(owner.client, {
          bytes: buildTextPdf([`Receipt ${writes}`]),
          name: `Receipt ${writes}.pdf`,
        });
        uploaded.push(document.id);
        if (uploaded.length > 2) {
          const response = await owner.client.delete(`/api/documents/${uploaded.shift() ?? ''}`);
          expect(response.status).toBe(200);
        }
        writes += 1;
      }
    })();
    const archive = path.join(scratch, 'online.tgz');
    const result = await nido({ DATA_DIR: t.dataDir }, 'backup', archive);
    stop = true;
    await load;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('made by the running server; checked.');
    expect(writes).toBeGreaterThan(0);

    const manifest = JSON.parse(
      (await archiveEntries(archive))[0]?.bytes.toString() ?? '{}',
    ) as TBackupManifest;
    expect(manifest.files.missing).toEqual([]);

    const restoredDir = path.join(scratch, 'restored');
    const restored = await nido({ DATA_DIR: restoredDir }, 'restore', archive);
    expect(restored.code, restored.stderr).toBe(0);
    const copy = await openPglite(path.join(restoredDir, 'db'));
    try {
      const rows = await runOn(copy)<{ key: string }>('SELECT object_key AS key FROM documents');
      expect(rows.length).toBe(manifest.database.tables['public.documents']);
      // Every document row of the snapshot has its file, and the file opens.
      const storage = createObjectStorage({
        dataDir: restoredDir,
        encryptionKey: TEST_ENCRYPTION_KEY,
        env: {},
      });
      for (const { key } of rows)
        expect((await storage.get(key)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await copy.close();
    }
  });

  it('makes one backup at a time', async () => {
    const outputs = [new PassThrough(), new PassThrough()];
    for (const output of outputs) output.resume();
    const results = await Promise.allSettled(
      outputs.map((output) => backupThroughServer(t.dataDir, false, output)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { message: 'A backup is already being made; try again when it is done.' },
    });
  });

  it("listens only for the data's owner, and goes away with the server", async () => {
    const socket = path.join(t.dataDir, 'control.sock');
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    await control.close();
    expect(existsSync(socket)).toBe(false);
    // The lock is still held: the command must not open the database under the server's feet.
    const result = await nido({ DATA_DIR: t.dataDir }, 'backup', path.join(scratch, 'no.tgz'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `A Nido server is using ${t.dataDir} but does not answer on ${socket} (see its log): if ` +
        'it is starting, try again in a moment; if it is an older version, stop it first.\n',
    );
  });
});

// main.ts starts the control socket once it is wired in (see docs/ARCHITECTURE.md, Backups).
const mainStartsControlSocket = readFileSync(
  path.join(ROOT, 'src/server/main.ts'),
  'utf8',
).includes('startControlSocket');

describe.skipIf(!mainStartsControlSocket)(
  'nido backup against the server process',
  { timeout: 180_000 },
  () => {
    it('backs up a running server and the copy restores', async () => {
      const dataDir = path.join(scratch, 'served');
      const demo = await nido({ DATA_DIR: dataDir }, 'demo', '30');
      expect(demo.code, demo.stderr).toBe(0);
      const server = await startServer(
        { DATA_DIR: dataDir },
        { fromSource: true, timeoutMs: 60_000 },
      );
      try {
        const archive = path.join(scratch, 'served.tgz');
        const result = await nido({ DATA_DIR: dataDir }, 'backup', archive);
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toContain('made by the running server; checked.');
        const restored = await nido(
          { DATA_DIR: path.join(scratch, 'served-restored') },
          'restore',
          archive,
        );
        expect(restored.code, restored.stderr).toBe(0);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
    });
  },
);
