import { existsSync, createWriteStream, rmSync } from 'node:fs';
import { link, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { loadConfig, type Config } from '../env';
import { openPglite } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { shortFingerprint } from '../platform/crypto/key-fingerprint';
import { readS3Settings } from '../platform/storage/create-object-storage';
import { readArchive } from './archive-reader';
import { BackupError } from './backup-error';
import { backupThroughServer, NoServerListeningError } from './control-client';
import { controlSocketPath } from './control-socket';
import { prepareBackup, type BackupKeys, type BackupSource } from './create-backup';
import { readKeysInPlace } from './keys-in-place';
import type { TBackupManifest } from './manifest';
import { formatBytes, formatCount } from './report-format';

/**
 * `nido backup FILE [--include-keys]`. The archive is written next to FILE under a temporary
 * name, read back and checked completely, and only then given its name; FILE is never
 * overwritten.
 */
export async function backupCommand(args: string[]): Promise<void> {
  const includeKeys = args.includes('--include-keys');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--include-keys');
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || names.length !== 1)
    throw new BackupError('Usage: nido backup FILE [--include-keys]');
  const config = loadConfig();
  // `npm run` changes to the project folder; FILE is meant relative to where it was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), names[0] ?? '');
  if (existsSync(target))
    throw new BackupError(`${target} already exists: give the backup a new name.`);
  const storageKind = readS3Settings() ? 's3' : 'local';

  const started = performance.now();
  const partial = `${target}.partial-${process.pid}`;
  // Ctrl-C (or a kill) would otherwise leave half an archive beside FILE. The server, if it was
  // making the copy, sees the connection close and drops its side.
  const stopped = (signal: NodeJS.Signals) => {
    rmSync(partial, { force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopped);
  process.once('SIGTERM', stopped);
  let madeBy: string;
  try {
    madeBy = await writeBackup(config, storageKind, includeKeys, partial);
    const { manifest } = await readArchive(partial, null);
    // link() refuses an existing name, where rename() would replace a file made meanwhile.
    await link(partial, target);
    const size = (await stat(target)).size;
    printSummary(manifest, {
      target,
      size,
      seconds: (performance.now() - started) / 1000,
      madeBy,
    });
  } finally {
    process.off('SIGINT', stopped);
    process.off('SIGTERM', stopped);
    await rm(partial, { force: true });
  }
}

async function writeBackup(
  config: Config,
  storageKind: 'local' | 's3',
  includeKeys: boolean,
  file: string,
): Promise<string> {
  if (config.databaseUrl) {
    await writePrepared(file, {
      source: { kind: 'postgres', databaseUrl: config.databaseUrl },
      config,
      storageKind,
      includeKeys,
    });
    return 'pg_dump';
  }
  try {
    await withOutput(file, (output) => backupThroughServer(config.dataDir, includeKeys, output));
    return 'the running server';
  } catch (error) {
    if (!(error instanceof NoServerListeningError)) throw error;
  }
  if (!existsSync(config.dataDir))
    throw new BackupError(`There is no Nido database in ${config.dataDir} to back up.`);
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `A Nido server is using ${config.dataDir} but does not answer on ` +
        `${controlSocketPath(config.dataDir)} (see its log): if it is starting, try again in a ` +
        'moment; if it is an older version, stop it first.',
    );
  }
  try {
    if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION')))
      throw new BackupError(`There is no Nido database in ${config.dataDir} to back up.`);
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      if (!database.pglite) throw new Error('The embedded database handle has no PGlite client.');
      await writePrepared(file, {
        source: { kind: 'pglite', client: database.pglite },
        config,
        storageKind,
        includeKeys,
      });
      return 'the data folder (no server was running)';
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function writePrepared(
  file: string,
  options: {
    source: BackupSource;
    config: Config;
    storageKind: 'local' | 's3';
    includeKeys: boolean;
  },
): Promise<void> {
  const inPlace = readKeysInPlace(options.config);
  const keys: BackupKeys | null =
    inPlace.authSecret && inPlace.encryptionKey
      ? { authSecret: inPlace.authSecret, encryptionKey: inPlace.encryptionKey }
      : null;
  const prepared = await prepareBackup({
    source: options.source,
    dataDir: options.config.dataDir,
    storageKind: options.storageKind,
    keys,
    includeKeys: options.includeKeys,
  });
  try {
    await withOutput(file, (output) => prepared.write(output));
  } finally {
    await prepared.dispose();
  }
}

/** A new file readable by its owner only: the archive holds the household's data. */
async function withOutput(file: string, write: (output: Writable) => Promise<void>): Promise<void> {
  const output = createWriteStream(file, { flags: 'w', mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    output.once('open', () => resolve());
    output.once('error', (error) =>
      reject(new BackupError(`Could not write ${file}: ${error.message}`)),
    );
  });
  try {
    await write(output);
  } catch (error) {
    output.destroy();
    throw error;
  }
}

function printSummary(
  manifest: TBackupManifest,
  made: { target: string; size: number; seconds: number; madeBy: string },
): void {
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(manifest.database.tables).length;
  const lines = [
    `Backup written to ${made.target} (${formatBytes(made.size)}) in ${made.seconds.toFixed(1)} s, made by ${made.madeBy}; checked.`,
    `  Database: ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} ${manifest.database.postgresVersion}, ${formatCount(rows, 'row')} in ${formatCount(tables, 'table')}.`,
    manifest.files.included
      ? `  Files: ${formatCount(manifest.files.count, 'stored file')} (${formatBytes(manifest.files.bytes)}), copied as stored (encrypted).`
      : "  Files: not in this archive. They are in the S3 bucket: back the bucket up with your provider's tools (versioning or replication).",
  ];
  const fingerprint = manifest.keys.encryptionKeyFingerprint;
  if (manifest.keys.included) lines.push('  Keys: included (this archive alone opens the data).');
  else
    lines.push(
      `  Keys: not included. A restore needs this data folder's secrets.json (or AUTH_SECRET and ENCRYPTION_KEY)${
        fingerprint ? `, encryption key fingerprint ${shortFingerprint(fingerprint)}` : ''
      }: keep them safe, apart from this file.`,
    );
  process.stdout.write(`${lines.join('\n')}\n`);
  if (manifest.keys.included)
    process.stderr.write(
      'Warning: this backup contains the encryption keys. Anyone who has the file can read all ' +
        'of the data: keep it as safe as the keys themselves.\n',
    );
  if (manifest.files.missing.length > 0)
    process.stderr.write(
      `Warning: ${formatCount(manifest.files.missing.length, 'document')} in the database ` +
        'refer to a stored file that does not exist (they are listed in the manifest).\n',
    );
}
