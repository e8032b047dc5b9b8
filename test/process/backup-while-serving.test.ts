import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { lockDataDir, type DataDirLock } from '@server/db/data-dir-lock';
import { createLogger } from '@server/logger';
import { startControlSocket, type ControlSocket } from '@server/backup/control-socket';
import { backupThroughServer } from '@server/backup/control-client';
import { prepareBackup } from '@server/backup/create-backup';
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
import { ROOT, startServer, type ServerProcess } from '@test/harness/server-process';
import { sourceEntryArgs } from '@test/harness/source-bundle';

const nido = runNido;

/** The keys of the in-process server below, as a server process takes them. */
const KEYS = {
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
  ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
};

/** Polls until `condition` holds: these wait for other processes, on a busy machine. */
async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts the real `nido` command without waiting for it, to stop it halfway. */
function startNido(env: Record<string, string>, ...args: string[]) {
  const command = spawn(process.execPath, [...sourceEntryArgs('cli', ROOT), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) =>
    command.once('exit', (code) => resolve(code)),
  );
  return { command, exited };
}

/** A start that must fail: its exit code and its output, trimmed. */
async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const server = await startServer(env, { fromSource: true, waitUntilReady: false });
  const code = await Promise.race([
    server.exited,
    new Promise<'still serving'>((resolve) => setTimeout(() => resolve('still serving'), 60_000)),
  ]);
  if (code === 'still serving') {
    await server.stop('SIGKILL');
    throw new Error(`the server started instead of refusing:\n${server.output()}`);
  }
  return { code, output: server.output().trim() };
}

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

  it('a restore stopped halfway leaves no half folder: a start refuses it, and the restore runs again', async () => {
    const archive = path.join(scratch, 'to-interrupt.tgz');
    // Made here rather than through the control socket, which another test closes.
    const prepared = await prepareBackup({
      source: { kind: 'pglite', client: database.pglite as PGlite },
      dataDir: t.dataDir,
      storageKind: 'local',
      keys: null,
      includeKeys: false,
    });
    try {
      await prepared.write(createWriteStream(archive, { mode: 0o600 }));
    } finally {
      await prepared.dispose();
    }
    const target = path.join(scratch, 'interrupted');
    const databaseLoading = () =>
      existsSync(path.join(target, 'db', 'PG_VERSION')) ||
      (existsSync(target) &&
        readdirSync(target).some((name) =>
          existsSync(path.join(target, name, 'db', 'PG_VERSION')),
        ));

    // Killed while it loads the database: the files are not in place yet.
    const restore = startNido({ DATA_DIR: target }, 'restore', archive);
    await waitFor(databaseLoading, 'the restore to load the database');
    restore.command.kill('SIGKILL');
    await restore.exited;
    const interrupted = await refusedStart({ DATA_DIR: target, ...KEYS });
    expect(interrupted.code).toBe(1);
    expect(interrupted.output).toMatch(
      new RegExp(
        `^Nido cannot start: a restore into ${target} has not finished \\(${target}/\\.restore-\\d+-\\w+ remains\\)\\. If it was stopped, run \`nido restore\` again: it starts over\\.$`,
      ),
    );

    // Run again, it starts over (the stopped restore's stage and lock are its own to replace).
    const again = await nido({ DATA_DIR: target }, 'restore', archive);
    expect(again.code, again.stderr).toBe(0);
    expect(readdirSync(target).filter((name) => name.startsWith('.restore-'))).toEqual([]);

    // A database without its files (a folder copied in part) is refused too.
    renameSync(path.join(target, 'files'), path.join(scratch, 'files-kept-aside'));
    const filesMissing = await refusedStart({ DATA_DIR: target, ...KEYS });
    expect(filesMissing.code).toBe(1);
    expect(filesMissing.output).toMatch(
      new RegExp(
        `^Nido cannot start: the database lists \\d+ documents, but ${path.join(target, 'files')} holds none of the \\d+ files looked for: the data folder is incomplete`,
      ),
    );
    expect(filesMissing.output.split('\n')).toHaveLength(1);
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
    let dataDir: string;
    let server: ServerProcess;
    beforeAll(async () => {
      dataDir = path.join(scratch, 'served');
      const demo = await nido({ DATA_DIR: dataDir }, 'demo', '30');
      expect(demo.code, demo.stderr).toBe(0);
      server = await startServer({ DATA_DIR: dataDir }, { fromSource: true, timeoutMs: 60_000 });
    }, 180_000);
    afterAll(async () => {
      expect(await server.stop()).toBe(0);
      expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
    });

    it('backs up a running server and the copy restores', async () => {
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
    });

    it('a backup stopped with Ctrl-C costs only itself: the server keeps serving, drops its copy and makes the next', async () => {
      const name = 'stopped.tgz';
      const arriving = () =>
        readdirSync(scratch).some(
          (file) =>
            file.startsWith(`${name}.partial-`) && statSync(path.join(scratch, file)).size > 0,
        );
      const backup = startNido({ DATA_DIR: dataDir }, 'backup', path.join(scratch, name));
      await waitFor(arriving, 'the archive to arrive');
      backup.command.kill('SIGINT');
      expect(await backup.exited).toBe(130);
      // Nothing of it is left beside the name it would have had.
      expect(readdirSync(scratch).filter((file) => file.startsWith(name))).toEqual([]);

      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await waitFor(
        () => !readdirSync(dataDir).some((file) => file.startsWith('.backup-')),
        "the server to remove the stopped backup's links",
      );
      const next = await nido(
        { DATA_DIR: dataDir },
        'backup',
        path.join(scratch, 'after-stop.tgz'),
      );
      expect(next.code, next.stderr).toBe(0);
      expect(next.stdout).toContain('made by the running server; checked.');
      expect(server.process.exitCode).toBeNull();
    });
  },
);
