import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { prepareBackup, type BackupSource } from '@server/backup/create-backup';
import { restoreBackup } from '@server/backup/restore-backup';
import { BackupError } from '@server/backup/backup-error';
import type { TBackupManifest } from '@server/backup/manifest';
import { keyFingerprint } from '@server/platform/crypto/key-fingerprint';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { createObjectStorage } from '@server/platform/storage/create-object-storage';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { seedDemoHousehold } from '@server/db/seed/demo-household';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';
import { PNG, uploadDocument } from '@test/harness/documents';
import {
  allRows,
  createEmptyPostgresDatabase,
  createSourceDatabase,
  filesUnder,
  runOn,
  type SourceDatabase,
} from '@test/harness/backup';

const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';
const kind = process.env.DATABASE_URL ? 'PostgreSQL (pg_dump)' : 'PGlite';

let source: SourceDatabase;
let t: TestApp;
let scratch: string;
/** What each stored document was when uploaded, by object key. */
const uploaded = new Map<string, Buffer>();

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'nido-backup-test-'));
  source = await createSourceDatabase();
  t = await createTestApp({ database: source.handle });
  // Two households: the demo family with documents, and another with a document of its own.
  const owner = await newUser(t, { fullName: 'Dana Carter' });
  await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), owner.id);
  const other = await newUser(t, { fullName: 'Sam Rivera' });
  const files = [
    {
      client: owner.client,
      bytes: buildTextPdf(['Trust agreement', 'Schedule A']),
      name: 'Trust.pdf',
    },
    { client: owner.client, bytes: PNG, name: 'Deed.png' },
    { client: owner.client, bytes: buildTextPdf(['Insurance policy']), name: 'Policy.pdf' },
    { client: other.client, bytes: buildTextPdf(['Lease']), name: 'Lease.pdf' },
  ];
  for (const file of files) {
    const document = await uploadDocument(file.client, { bytes: file.bytes, name: file.name });
    const [row] = await runOn(t.database)<{ key: string }>(
      `SELECT object_key AS key FROM documents WHERE id = '${document.id}'`,
    );
    uploaded.set(row?.key ?? '', file.bytes);
  }
}, 120_000);

afterAll(async () => {
  await t.close();
  await source.close();
  await rm(scratch, { recursive: true, force: true });
});

function backupSource(): BackupSource {
  if (source.url) return { kind: 'postgres', databaseUrl: source.url };
  if (!source.handle.pglite) throw new Error('no PGlite client');
  return { kind: 'pglite', client: source.handle.pglite };
}

async function writeBackup(file: string, includeKeys: boolean) {
  const prepared = await prepareBackup({
    source: backupSource(),
    dataDir: t.dataDir,
    storageKind: 'local',
    keys: { authSecret: AUTH_SECRET, encryptionKey: TEST_ENCRYPTION_KEY },
    includeKeys,
  });
  try {
    await prepared.write(createWriteStream(file, { mode: 0o600 }));
  } finally {
    await prepared.dispose();
  }
  return prepared.manifest;
}

let roundTrip: Promise<{ archive: string; manifest: TBackupManifest }> | undefined;
/** A backup without keys, made once and shared by the tests that read it. */
function roundTripBackup() {
  roundTrip ??= (async () => {
    const archive = path.join(scratch, 'round-trip.tgz');
    return { archive, manifest: await writeBackup(archive, false) };
  })();
  return roundTrip;
}

/** An empty target (a new folder, and a new database on PostgreSQL), restored and opened. */
async function restoreInto(archive: string, name: string) {
  const dataDir = path.join(scratch, name);
  const target = source.url ? await createEmptyPostgresDatabase() : null;
  const report = await restoreBackup({
    archive,
    config: { dataDir, databaseUrl: target?.url, authSecret: undefined, encryptionKey: undefined },
    storageKind: 'local',
  });
  const handle: DatabaseHandle = target
    ? openPostgres(target.url)
    : await openPglite(path.join(dataDir, 'db'));
  return {
    report,
    dataDir,
    handle,
    close: async () => {
      await handle.close();
      await target?.drop();
    },
  };
}

describe(`backup and restore on ${kind}`, () => {
  it('restores every row of every table and every stored file, byte for byte', async () => {
    const { archive, manifest } = await roundTripBackup();
    expect(manifest.database.kind).toBe(source.url ? 'postgres' : 'pglite');
    expect(manifest.files).toMatchObject({
      storage: 'local',
      included: true,
      count: 4,
      missing: [],
    });
    expect(manifest.database.tables['public.documents']).toBe(4);
    expect(manifest.database.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(manifest.keys).toEqual({
      encryptionKeyFingerprint: keyFingerprint(TEST_ENCRYPTION_KEY),
      authSecretFingerprint: keyFingerprint(AUTH_SECRET),
      included: false,
    });

    const restored = await restoreInto(archive, 'restored');
    try {
      const expected = await allRows(runOn(t.database));
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      expect(expected['public.expenses']?.length).toBeGreaterThan(20);
      expect(await allRows(runOn(restored.handle))).toEqual(expected);

      const original = await filesUnder(path.join(t.dataDir, 'files'));
      const copied = await filesUnder(path.join(restored.dataDir, 'files'));
      expect([...copied.keys()].sort()).toEqual([...original.keys()].sort());
      for (const [key, bytes] of original) expect(copied.get(key)?.equals(bytes), key).toBe(true);

      // The copies are the sealed files, and they open with the data's key.
      const storage = createObjectStorage({
        dataDir: restored.dataDir,
        encryptionKey: TEST_ENCRYPTION_KEY,
        env: {},
      });
      for (const [key, bytes] of uploaded) {
        expect(copied.get(key)?.includes(bytes)).toBe(false);
        expect((await storage.get(key)).equals(bytes), key).toBe(true);
      }
      expect(restored.report.keysRestored).toBe(false);
      expect(restored.report.keys).toEqual({ encryption: 'absent', auth: 'absent' });
    } finally {
      await restored.close();
    }
  });

  it('brings the keys back only when they were included', async () => {
    const archive = path.join(scratch, 'with-keys.tgz');
    const manifest = await writeBackup(archive, true);
    expect(manifest.keys.included).toBe(true);
    const restored = await restoreInto(archive, 'restored-with-keys');
    try {
      expect(restored.report.keysRestored).toBe(true);
      expect(restored.report.keys).toEqual({ encryption: 'match', auth: 'match' });
    } finally {
      await restored.close();
    }
  });

  it('starts over after a restore killed once it had moved the database into place', async () => {
    const { archive } = await roundTripBackup();
    const dataDir = path.join(scratch, 'after-a-killed-restore');
    // What a restore killed between its moves leaves: its stage (its process gone) and the
    // database it had already moved in; the largest process id is never a live one here.
    await mkdir(path.join(dataDir, '.restore-4194304-x1y2z3', 'files'), { recursive: true });
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '18');
    const restored = await restoreInto(archive, 'after-a-killed-restore');
    try {
      expect(await readdir(dataDir)).not.toContain('.restore-4194304-x1y2z3');
      const [row] = await runOn(restored.handle)<{ users: string }>(
        'SELECT count(*) AS users FROM users',
      );
      expect(Number(row?.users)).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  });

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const { archive } = await roundTripBackup();
    const dataDir = path.join(scratch, 'occupied');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'mine');
    const restore = (databaseUrl: string | undefined, folder: string) =>
      restoreBackup({
        archive,
        config: { dataDir: folder, databaseUrl, authSecret: undefined, encryptionKey: undefined },
        storageKind: 'local',
      });
    if (source.url) {
      // The source database has tables: restore never mixes a backup into existing data.
      await expect(restore(source.url, path.join(scratch, 'unused'))).rejects.toThrow(
        /^The database in DATABASE_URL is not empty \(it has \d+ tables\): restore only into a new, empty database/,
      );
    } else {
      await expect(restore(undefined, dataDir)).rejects.toThrow(
        new BackupError(
          `${dataDir} is not empty (it holds notes.txt): restore only into an empty folder. ` +
            'Set DATA_DIR to a new folder, or move this one away first.',
        ),
      );
      expect(await readdir(dataDir)).toEqual(['notes.txt']);
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'says in one line that pg_dump is missing, or older than the server',
    async () => {
      const bin = path.join(scratch, 'bin');
      await mkdir(bin, { recursive: true });
      const savedPath = process.env.PATH;
      try {
        process.env.PATH = bin;
        await expect(writeBackup(path.join(scratch, 'no-tool.tgz'), false)).rejects.toThrow(
          /^pg_dump is not installed: install the PostgreSQL \d+ client tools \(or newer\)/,
        );
        await writeFile(
          path.join(bin, 'pg_dump'),
          '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n',
        );
        await chmod(path.join(bin, 'pg_dump'), 0o755);
        await expect(writeBackup(path.join(scratch, 'old-tool.tgz'), false)).rejects.toThrow(
          /^pg_dump 9\.6\.24 is older than the PostgreSQL server \(\d+/,
        );
      } finally {
        process.env.PATH = savedPath;
      }
    },
  );
});
