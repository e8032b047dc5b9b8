import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, readManifest } from './archive-reader';
import { writeArchive, type ArchiveEntry } from './archive-writer';
import { BackupError } from './backup-error';
import { BACKUP_FORMAT_VERSION, ENTRY, type TBackupManifest } from './manifest';

const FILE_KEY = 'user-1/1700000000000-0123456789abcdef.pdf';
const FILE_BYTES = Buffer.from('sealed bytes of a document');
const DATABASE = Buffer.alloc(64 * 1024, 'pgdata ');

const manifest: TBackupManifest = {
  format: 'nido-backup',
  formatVersion: BACKUP_FORMAT_VERSION,
  nidoVersion: '0.1.0',
  createdAt: '2026-01-02T03:04:05.000Z',
  database: { kind: 'pglite', postgresVersion: '18.6', tables: { 'public.users': 1 } },
  files: { storage: 'local', included: true, count: 1, bytes: FILE_BYTES.length, missing: [] },
  keys: { encryptionKeyFingerprint: 'ab', authSecretFingerprint: 'cd', included: false },
};

let dir: string;
let good: string;

function entries(changed: Partial<TBackupManifest> = {}): ArchiveEntry[] {
  return [
    { name: ENTRY.manifest, buffer: Buffer.from(JSON.stringify({ ...manifest, ...changed })) },
    { name: ENTRY.pgliteDatabase, buffer: DATABASE },
    { name: `${ENTRY.filesPrefix}${FILE_KEY}`, buffer: FILE_BYTES },
  ];
}

async function archiveOf(name: string, list: ArchiveEntry[]): Promise<string> {
  const file = path.join(dir, name);
  await writeArchive(createWriteStream(file), list);
  return file;
}

/** A tar.gz of exactly these entries (no checksums added), to build archives Nido never writes. */
async function rawArchive(name: string, list: { name: string; bytes: Buffer }[]): Promise<string> {
  const file = path.join(dir, name);
  const pack = tarPack();
  const done = pipeline(
    pack as unknown as NodeJS.ReadableStream,
    createGzip(),
    createWriteStream(file),
  );
  for (const entry of list) pack.entry({ name: entry.name, size: entry.bytes.length }, entry.bytes);
  pack.finalize();
  await done;
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nido-archive-'));
  good = await archiveOf('good.tgz', entries());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DAMAGED = /is not a complete Nido backup: it is damaged or was cut short \(/;

describe('backup archives', () => {
  it('read back what was written, checked, into the target folder', async () => {
    const target = path.join(dir, 'unpacked');
    const contents = await readArchive(good, target);
    expect(contents.manifest).toEqual(manifest);
    expect(contents.files).toEqual([{ key: FILE_KEY, size: FILE_BYTES.length }]);
    expect(contents.keys).toBeNull();
    expect(await readFile(contents.databasePath ?? '')).toEqual(DATABASE);
    expect(await readFile(path.join(target, 'files', FILE_KEY))).toEqual(FILE_BYTES);
    expect(await readManifest(good)).toEqual(manifest);
  });

  it('refuse an archive cut short, wherever it was cut', async () => {
    const bytes = await readFile(good);
    for (const length of [10, Math.floor(bytes.length / 2), bytes.length - 4]) {
      const cut = path.join(dir, `cut-${length}.tgz`);
      await writeFile(cut, bytes.subarray(0, length));
      await expect(readArchive(cut, null), `cut at ${length}`).rejects.toThrow(DAMAGED);
    }
  });

  it('refuse an archive with a changed byte', async () => {
    const bytes = Buffer.from(await readFile(good));
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    const flipped = path.join(dir, 'flipped.tgz');
    await writeFile(flipped, bytes);
    await expect(readArchive(flipped, null)).rejects.toThrow(DAMAGED);
  });

  it('refuse a file that is not an archive, naming it', async () => {
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not a backup');
    await expect(readArchive(text, null)).rejects.toThrow(
      new BackupError(
        `${text} is not a complete Nido backup: it is damaged or was cut short (incorrect header check).`,
      ),
    );
    await expect(readArchive(path.join(dir, 'absent.tgz'), null)).rejects.toThrow(
      `There is no file ${path.join(dir, 'absent.tgz')}.`,
    );
  });

  it('refuse entries that could be written outside the target folder', async () => {
    const names = ['files/../../escape.pdf', '../escape', 'files//etc/passwd', 'db/extra'];
    for (const [index, name] of names.entries()) {
      const file = await archiveOf(`escape-${index}.tgz`, [
        ...entries(),
        { name, buffer: FILE_BYTES },
      ]);
      const target = path.join(dir, `escape-${index}`);
      await expect(readArchive(file, target), name).rejects.toThrow(
        /is not a complete Nido backup: it is damaged or was cut short \(unexpected entry/,
      );
    }
    await expect(readFile(path.join(dir, 'escape.pdf'))).rejects.toThrow(/ENOENT/);
  });

  it('refuse an entry whose bytes do not match its checksum', async () => {
    const list = entries();
    const file = await rawArchive('mismatch.tgz', [
      ...list.map((entry) => ({
        name: entry.name,
        bytes: 'buffer' in entry ? entry.buffer : Buffer.alloc(0),
      })),
      {
        name: ENTRY.checksums,
        bytes: Buffer.from(
          JSON.stringify({
            entries: Object.fromEntries(
              list.map((entry) => [
                entry.name,
                { size: 'buffer' in entry ? entry.buffer.length : 0, sha256: '00' },
              ]),
            ),
          }),
        ),
      },
    ]);
    await expect(readArchive(file, null)).rejects.toThrow(/does not match its checksum/);
  });

  it('refuse an archive without its checksums, or with entries after them', async () => {
    const list = entries().map((entry) => ({
      name: entry.name,
      bytes: 'buffer' in entry ? entry.buffer : Buffer.alloc(0),
    }));
    const unfinished = await rawArchive('unfinished.tgz', list);
    await expect(readArchive(unfinished, null)).rejects.toThrow(
      /the checksums at its end are missing/,
    );
    const appended = await archiveOf('appended.tgz', entries());
    const contents = await readFile(appended);
    // A second gzip member after the first is read as more of the same stream.
    const extra = await rawArchive('extra.tgz', [
      { name: 'files/user-1/x.pdf', bytes: FILE_BYTES },
    ]);
    await writeFile(appended, Buffer.concat([contents, await readFile(extra)]));
    await expect(readArchive(appended, null)).rejects.toThrow(DAMAGED);
  });

  it('refuse a backup made by a newer Nido, saying to update', async () => {
    const file = await archiveOf(
      'newer.tgz',
      entries({ formatVersion: BACKUP_FORMAT_VERSION + 1, nidoVersion: '9.0.0' }),
    );
    await expect(readManifest(file)).rejects.toThrow(
      `${file} was made by a newer Nido (9.0.0, backup format ${BACKUP_FORMAT_VERSION + 1}); update Nido to restore it.`,
    );
  });

  it('refuse an archive whose files do not add up to its manifest', async () => {
    const file = await archiveOf('short.tgz', entries().slice(0, 2));
    await expect(readArchive(file, null)).rejects.toThrow(/its files do not match the manifest/);
  });
});
