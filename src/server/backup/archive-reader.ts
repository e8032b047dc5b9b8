import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Extract } from 'tar-stream';
import type { z } from 'zod';
import { assertValidObjectKey } from '../platform/storage/object-key';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT_VERSION,
  ENTRY,
  ZBackupManifest,
  ZChecksums,
  ZStoredKeys,
  type TBackupManifest,
  type TChecksums,
  type TStoredKeys,
} from './manifest';

type Entry = Extract extends AsyncIterable<infer T> ? T : never;

/** Small JSON entries are read into memory; anything bigger than this is not one of ours. */
const MAX_JSON_ENTRY_BYTES = 16 * 1024 * 1024;

export type ArchiveContents = {
  manifest: TBackupManifest;
  /** The database entry, written under the target folder (null when only verifying). */
  databasePath: string | null;
  /** The stored objects, written under `<target>/files/<key>`. */
  files: { key: string; size: number }[];
  keys: TStoredKeys | null;
};

/**
 * Reads a backup archive from start to end, checking every entry against the archive's own
 * checksums, and writes its database and files under `targetDir` (or only verifies, when null).
 * Anything wrong (not gzip, not a tar, an unexpected entry, a checksum that does not match, a cut
 * short ending) is a BackupError naming the file, before the caller has changed anything.
 */
export async function readArchive(
  file: string,
  targetDir: string | null,
): Promise<ArchiveContents> {
  try {
    return await readEntries(file, targetDir);
  } catch (error) {
    throw asBackupError(error, file);
  }
}

/**
 * The manifest alone (the archive's first entry), to refuse a wrong target before reading the
 * rest. It proves nothing about the rest of the archive: readArchive checks that.
 */
export async function readManifest(file: string): Promise<TBackupManifest> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tarExtract();
  source.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.name !== ENTRY.manifest || entry.header.type !== 'file')
        throw damaged(file, 'it does not start with a manifest');
      return checkFormat((await readJson(entry, ZBackupManifest, file)).value, file);
    }
    throw damaged(file, 'it is empty');
  } catch (error) {
    throw asBackupError(error, file);
  } finally {
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
}

function asBackupError(error: unknown, file: string): BackupError {
  if (error instanceof BackupError) return error;
  const failure = error as NodeJS.ErrnoException;
  // A file system error about another path is about where the archive is being unpacked.
  if (failure.path && path.resolve(failure.path) !== path.resolve(file))
    return new BackupError(`Could not write ${failure.path}: ${failure.message}`);
  const code = failure.code;
  if (code === 'ENOENT') return new BackupError(`There is no file ${file}.`);
  if (code === 'EACCES') return new BackupError(`${file} cannot be read (permission denied).`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file.`);
  return damaged(file, (error as Error).message);
}

function damaged(file: string, detail: string): BackupError {
  return new BackupError(
    `${file} is not a complete Nido backup: it is damaged or was cut short (${detail}).`,
  );
}

async function readEntries(file: string, targetDir: string | null): Promise<ArchiveContents> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tarExtract();
  source.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);

  let manifest: TBackupManifest | null = null;
  let checksums: TChecksums | null = null;
  let keys: TStoredKeys | null = null;
  let databasePath: string | null = null;
  const seen = new Map<string, { size: number; sha256: string }>();
  const files: { key: string; size: number }[] = [];

  for await (const entry of extract) {
    const name = entry.header.name;
    if (checksums) throw damaged(file, `${name} after the checksums`);
    if (entry.header.type !== 'file') throw damaged(file, `${name} is not a file`);
    if (seen.has(name)) throw damaged(file, `${name} appears twice`);

    if (!manifest) {
      if (name !== ENTRY.manifest) throw damaged(file, 'it does not start with a manifest');
      const { value, digest } = await readJson(entry, ZBackupManifest, file);
      manifest = checkFormat(value, file);
      seen.set(name, digest);
    } else if (name === ENTRY.checksums) {
      checksums = (await readJson(entry, ZChecksums, file)).value;
    } else if (name === ENTRY.keys) {
      const { value, digest } = await readJson(entry, ZStoredKeys, file);
      keys = value;
      seen.set(name, digest);
    } else if (name === databaseEntryOf(manifest)) {
      const target = targetDir ? path.join(targetDir, name) : null;
      seen.set(name, await copyEntry(entry, target));
      databasePath = target;
    } else if (name.startsWith(ENTRY.filesPrefix)) {
      const key = name.slice(ENTRY.filesPrefix.length);
      try {
        assertValidObjectKey(key);
      } catch {
        throw damaged(file, `unexpected entry ${name}`);
      }
      const digest = await copyEntry(entry, targetDir ? path.join(targetDir, name) : null);
      seen.set(name, digest);
      files.push({ key, size: digest.size });
    } else {
      throw damaged(file, `unexpected entry ${name}`);
    }
  }
  // The tar can end before the gzip trailer is checked; a bad trailer is damage too.
  await finished(gunzip);

  if (!manifest) throw damaged(file, 'it holds no manifest');
  if (!checksums) throw damaged(file, 'the checksums at its end are missing');
  for (const [name, expected] of Object.entries(checksums.entries)) {
    const actual = seen.get(name);
    if (!actual) throw damaged(file, `${name} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw damaged(file, `${name} does not match its checksum`);
  }
  for (const name of seen.keys())
    if (!(name in checksums.entries)) throw damaged(file, `${name} has no checksum`);
  if (!seen.has(databaseEntryOf(manifest))) throw damaged(file, 'the database is missing');
  const bytes = files.reduce((sum, entry) => sum + entry.size, 0);
  if (files.length !== manifest.files.count || bytes !== manifest.files.bytes)
    throw damaged(file, 'its files do not match the manifest');
  if (manifest.keys.included !== (keys !== null))
    throw damaged(file, 'its keys do not match the manifest');
  return { manifest, databasePath, files, keys };
}

function databaseEntryOf(manifest: TBackupManifest): string {
  return manifest.database.kind === 'pglite' ? ENTRY.pgliteDatabase : ENTRY.postgresDatabase;
}

function checkFormat(manifest: TBackupManifest, file: string): TBackupManifest {
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${file} was made by a newer Nido (${manifest.nidoVersion}, backup format ` +
        `${manifest.formatVersion}); update Nido to restore it.`,
    );
  return manifest;
}

async function readJson<T>(
  entry: Entry,
  schema: z.ZodType<T>,
  file: string,
): Promise<{ value: T; digest: { size: number; sha256: string } }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_ENTRY_BYTES) throw damaged(file, `${entry.header.name} is too large`);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged(file, `${entry.header.name} is not JSON`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw damaged(file, `${entry.header.name} is not what Nido writes`);
  return {
    value: result.data,
    digest: { size, sha256: createHash('sha256').update(bytes).digest('hex') },
  };
}

async function copyEntry(
  entry: Entry,
  target: string | null,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  if (target) await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const output = target ? createWriteStream(target, { flags: 'wx', mode: 0o600 }) : null;
  try {
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (output && !output.write(chunk)) await once(output, 'drain');
    }
  } finally {
    output?.end();
  }
  if (output) await finished(output);
  return { size, sha256: hash.digest('hex') };
}
