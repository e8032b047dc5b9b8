import { mkdtemp, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { keyFingerprint } from '../platform/crypto/key-fingerprint';
import { projectPath } from '../project-path';
import { writeArchive, type ArchiveEntry } from './archive-writer';
import { BackupError } from './backup-error';
import { FileStage } from './file-stage';
import { BACKUP_FORMAT_VERSION, ENTRY, type TBackupManifest, type TStoredKeys } from './manifest';
import { snapshotPglite } from './pglite-snapshot';
import { snapshotPostgres } from './postgres-snapshot';
import { assertRoomForSnapshot } from './room-for-snapshot';

export type BackupSource =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; databaseUrl: string };

export type BackupKeys = { authSecret: string; encryptionKey: Buffer };

export type BackupOptions = {
  source: BackupSource;
  dataDir: string;
  /** Where stored files live: local files are copied, an S3 bucket is not (see README). */
  storageKind: 'local' | 's3';
  /** The keys in use, for their fingerprints (and the archive, with includeKeys); null if none. */
  keys: BackupKeys | null;
  includeKeys: boolean;
  now?: () => Date;
};

/** A snapshot taken and ready to be written as an archive; dispose() removes its working files. */
export type PreparedBackup = {
  manifest: TBackupManifest;
  /** How long the snapshot took (on PGlite, how long requests waited for the database). */
  snapshotMs: number;
  write(output: Writable): Promise<void>;
  dispose(): Promise<void>;
};

/**
 * Takes the consistent snapshot of a backup (the database, and the stored files linked aside at
 * the same moment), then lets the caller stream the archive wherever it goes: a file for the CLI,
 * the control socket's response in the server. The two steps are apart so that everything likely
 * to fail happens before the first byte is sent.
 */
export async function prepareBackup(options: BackupOptions): Promise<PreparedBackup> {
  if (options.includeKeys && !options.keys)
    throw new BackupError(
      'There are no keys to include: neither AUTH_SECRET and ENCRYPTION_KEY nor secrets.json ' +
        'in the data folder.',
    );
  if (options.source.kind === 'pglite') await assertRoomForSnapshot(options.dataDir);
  const stage = options.storageKind === 'local' ? await FileStage.create(options.dataDir) : null;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nido-backup-'));
  const dispose = async () => {
    await stage?.dispose();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const entries: ArchiveEntry[] = [];
    const started = performance.now();
    let database: TBackupManifest['database'];
    let missing: string[];
    if (options.source.kind === 'pglite') {
      const snapshot = await snapshotPglite(options.source.client, stage);
      database = {
        kind: 'pglite',
        postgresVersion: snapshot.postgresVersion,
        tables: snapshot.tables,
      };
      missing = snapshot.missing;
      entries.push({ name: ENTRY.pgliteDatabase, buffer: snapshot.data });
    } else {
      const dumpFile = path.join(workDir, 'postgres.dump');
      const snapshot = await snapshotPostgres(options.source.databaseUrl, dumpFile, stage);
      database = {
        kind: 'postgres',
        postgresVersion: snapshot.postgresVersion,
        pgDumpVersion: snapshot.pgDumpVersion,
        tables: snapshot.tables,
      };
      missing = snapshot.missing;
      entries.push({
        name: ENTRY.postgresDatabase,
        path: dumpFile,
        size: (await stat(dumpFile)).size,
      });
    }

    const snapshotMs = Math.round(performance.now() - started);
    const files = stage?.entries() ?? [];
    for (const file of files)
      entries.push({ name: `${ENTRY.filesPrefix}${file.key}`, path: file.path, size: file.size });
    if (options.includeKeys && options.keys) {
      const stored: TStoredKeys = {
        authSecret: options.keys.authSecret,
        encryptionKey: options.keys.encryptionKey.toString('base64'),
      };
      entries.push({ name: ENTRY.keys, buffer: Buffer.from(JSON.stringify(stored, null, 2)) });
    }

    const manifest: TBackupManifest = {
      format: 'nido-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      nidoVersion: nidoVersion(),
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      database,
      files: {
        storage: options.storageKind,
        included: stage !== null,
        count: files.length,
        bytes: files.reduce((sum, file) => sum + file.size, 0),
        missing,
      },
      keys: {
        encryptionKeyFingerprint: options.keys ? keyFingerprint(options.keys.encryptionKey) : null,
        authSecretFingerprint: options.keys ? keyFingerprint(options.keys.authSecret) : null,
        included: options.includeKeys,
      },
    };
    entries.unshift({
      name: ENTRY.manifest,
      buffer: Buffer.from(JSON.stringify(manifest, null, 2)),
    });

    let written = false;
    return {
      manifest,
      snapshotMs,
      write: (output) => {
        if (written) throw new Error('A prepared backup is written once.');
        written = true;
        return writeArchive(output, entries);
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function nidoVersion(): string {
  const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}
