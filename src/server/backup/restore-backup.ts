import { mkdir, mkdtemp, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../env';
import { lockDataDir } from '../db/data-dir-lock';
import { keyFingerprint } from '../platform/crypto/key-fingerprint';
import { readArchive, readManifest } from './archive-reader';
import { BackupError } from './backup-error';
import { countRows, listTables, type RunQuery } from './database-contents';
import { compareKeys, readKeysInPlace, secretsFile, type KeyComparison } from './keys-in-place';
import { ENTRY, type TBackupManifest } from './manifest';
import { removeAbandonedStages } from './abandoned-stages';
import { RESTORE_STAGE_PREFIX } from './unfinished-restore';
import {
  connectionFor,
  majorVersion,
  runTool,
  toolVersion,
  withPostgresClient,
} from './postgres-tools';

export type RestoreOptions = {
  archive: string;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'authSecret' | 'encryptionKey'>;
  /** Where the configured install keeps files; a backup of local files needs local storage. */
  storageKind: 'local' | 's3';
};

export type RestoreReport = {
  manifest: TBackupManifest;
  /** secrets.json was written from the archive's keys. */
  keysRestored: boolean;
  /** The keys in place after the restore, compared with those the backup was made with. */
  keys: { encryption: KeyComparison; auth: KeyComparison };
};

/**
 * Entries a data folder may hold and still count as empty: keys put back before the restore, and
 * the lock a stopped restore left (taken over below when its process is gone).
 */
const ALLOWED_IN_EMPTY_FOLDER = new Set(['secrets.json', 'nido.lock']);

/**
 * Restores an archive into an empty data folder (PGlite) or an empty PostgreSQL database. The
 * archive is read and checked completely into a stage folder of its own first, so a damaged
 * archive changes nothing; the embedded database is loaded there too and its row counts compared
 * with the manifest. Only then are the database and the files moved into place, and the stage
 * removed last: a restore stopped at any point leaves either the stage, which a start refuses
 * (unfinished-restore.ts), or everything.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { archive, config } = options;
  const manifest = await readManifest(archive);
  checkTarget(manifest, options);
  if (config.databaseUrl) await assertEmptyDatabase(config.databaseUrl);
  // A restore that was stopped: this one starts over. It began on an empty folder (it refuses
  // any other), so a database or files beside its stage are what it had moved into place.
  if ((await removeAbandonedStages(config.dataDir, RESTORE_STAGE_PREFIX)) > 0)
    for (const moved of config.databaseUrl ? ['files'] : ['db', 'files'])
      await rm(path.join(config.dataDir, moved), { recursive: true, force: true });
  await assertEmptyFolder(config.dataDir, config.databaseUrl ? 'files' : null);
  assertKeysFit(manifest, config);

  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  // Keeps a server from opening the folder while it is restored.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const staging = await mkdtemp(
    path.join(config.dataDir, `${RESTORE_STAGE_PREFIX}${process.pid}-`),
  );
  const created: string[] = [];
  try {
    const contents = await readArchive(archive, staging);
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, contents.databasePath ?? '', manifest);
    } else {
      const stagedDb = path.join(staging, 'db');
      await restorePglite(stagedDb, contents.databasePath ?? '', manifest);
      // The database before the files: stopped in between, the folder has a database whose
      // documents have no files, which a start refuses too (stored-files-check.ts).
      created.push(path.join(config.dataDir, 'db'));
      await rename(stagedDb, path.join(config.dataDir, 'db'));
    }
    if (contents.files.length > 0) {
      const target = path.join(config.dataDir, 'files');
      await rmdir(target).catch(() => undefined); // an empty folder is replaced, nothing else
      created.push(target);
      await rename(path.join(staging, ENTRY.filesPrefix), target);
    }
    let keysRestored = false;
    if (contents.keys) {
      const file = secretsFile(config.dataDir);
      try {
        await writeFile(file, JSON.stringify(contents.keys, null, 2), { mode: 0o600, flag: 'wx' });
        created.push(file);
        keysRestored = true;
      } catch (error) {
        // assertKeysFit let an existing secrets.json through only when it holds these very keys.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return { manifest, keysRestored, keys: compareKeys(readKeysInPlace(config), manifest) };
  } catch (error) {
    // Back to the empty folder it was, so the operator can fix the cause and run it again.
    for (const made of created) await rm(made, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

function checkTarget(manifest: TBackupManifest, options: RestoreOptions): void {
  const { databaseUrl } = options.config;
  if (manifest.database.kind === 'pglite' && databaseUrl)
    throw new BackupError(
      'This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into ' +
        'DATA_DIR. Moving data between PGlite and PostgreSQL is not supported by restore.',
    );
  if (manifest.database.kind === 'postgres' && !databaseUrl)
    throw new BackupError(
      'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to ' +
        'restore it into.',
    );
  if (manifest.files.included && manifest.files.count > 0 && options.storageKind === 's3')
    throw new BackupError(
      'This backup holds files from local storage but S3 is configured: unset the S3_* ' +
        'variables to restore them into DATA_DIR/files.',
    );
}

async function assertEmptyFolder(dataDir: string, only: 'files' | null): Promise<void> {
  const folder = only ? path.join(dataDir, only) : dataDir;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new BackupError(`${folder} is a file, not a folder.`);
    throw error;
  }
  const present = names.filter((name) => only || !ALLOWED_IN_EMPTY_FOLDER.has(name)).sort();
  if (present.length > 0) {
    const shown = present.slice(0, 4).join(', ') + (present.length > 4 ? ', …' : '');
    throw new BackupError(
      `${folder} is not empty (it holds ${shown}): restore only into an empty folder. ` +
        (only
          ? 'Move it away first.'
          : 'Set DATA_DIR to a new folder, or move this one away first.'),
    );
  }
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const tables = await withPostgresClient(databaseUrl, listTables);
  if (tables.length > 0)
    throw new BackupError(
      `The database in DATABASE_URL is not empty (it has ${tables.length} tables): restore only ` +
        'into a new, empty database (for example: createdb nido_restored).',
    );
}

/** Keys in the archive must not silently replace different keys already in the folder. */
function assertKeysFit(
  manifest: TBackupManifest,
  config: Pick<Config, 'dataDir' | 'authSecret' | 'encryptionKey'>,
): void {
  if (!manifest.keys.included) return;
  const inFile = readKeysInPlace({
    dataDir: config.dataDir,
    authSecret: undefined,
    encryptionKey: undefined,
  });
  if (inFile.encryptionKey === null) return;
  const same =
    keyFingerprint(inFile.encryptionKey) === manifest.keys.encryptionKeyFingerprint &&
    inFile.authSecret !== null &&
    keyFingerprint(inFile.authSecret) === manifest.keys.authSecretFingerprint;
  if (!same)
    throw new BackupError(
      `${secretsFile(config.dataDir)} holds other keys than this backup: move it away, then ` +
        'restore again (the backup brings its own keys).',
    );
}

async function restorePglite(
  dbDir: string,
  databasePath: string,
  manifest: TBackupManifest,
): Promise<void> {
  const data = await readFile(databasePath);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dbDir,
      loadDataDir: new File([new Uint8Array(data)], 'pgdata.tar', { type: 'application/x-tar' }),
    });
  } catch (error) {
    throw new BackupError(
      `The backup's database (PostgreSQL ${manifest.database.postgresVersion}) could not be ` +
        `opened by this Nido: ${(error as Error).message}`,
    );
  }
  try {
    await checkRowCounts(async <T>(text: string) => (await client.query<T>(text)).rows, manifest);
  } finally {
    await client.close();
  }
}

async function restorePostgres(
  databaseUrl: string,
  dumpPath: string,
  manifest: TBackupManifest,
): Promise<void> {
  const dumpMajor = majorVersion(
    manifest.database.pgDumpVersion ?? manifest.database.postgresVersion,
  );
  const restoreTool = await toolVersion('pg_restore', dumpMajor);
  if (restoreTool.major < dumpMajor)
    throw new BackupError(
      `pg_restore ${restoreTool.version} is older than the pg_dump that made this backup ` +
        `(${manifest.database.pgDumpVersion}): install the PostgreSQL ${dumpMajor} client tools ` +
        '(or newer) and run this again.',
    );
  const connection = connectionFor(databaseUrl);
  // One transaction: a failure leaves the database as empty as it was.
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${connection.dbname}`,
      dumpPath,
    ],
    connection.env,
  );
  await withPostgresClient(databaseUrl, (run) => checkRowCounts(run, manifest));
}

async function checkRowCounts(run: RunQuery, manifest: TBackupManifest): Promise<void> {
  const counts = await countRows(run);
  const expected = manifest.database.tables;
  const wrong = [...new Set([...Object.keys(counts), ...Object.keys(expected)])].filter(
    (table) => counts[table] !== expected[table],
  );
  if (wrong.length > 0)
    throw new BackupError(
      `The restored database does not hold what the backup recorded (${wrong
        .slice(0, 3)
        .map(
          (table) =>
            `${table}: ${counts[table] ?? 'missing'} rows, expected ${expected[table] ?? 'none'}`,
        )
        .join('; ')}).`,
    );
}
