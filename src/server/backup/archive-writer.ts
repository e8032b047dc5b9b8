import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import { ENTRY, type TChecksums } from './manifest';

export type ArchiveEntry =
  { name: string; buffer: Buffer } | { name: string; path: string; size: number };

/**
 * Writes a backup archive (tar, gzip-compressed) to `output`: the entries in the order given, then
 * `checksums.json` with the size and SHA-256 of each. Resolves when `output` has finished.
 */
export async function writeArchive(
  output: Writable,
  entries: Iterable<ArchiveEntry>,
): Promise<void> {
  const pack = tarPack();
  const gzip = createGzip();
  const written = pipeline(gzip, output);
  pack.pipe(gzip);
  const checksums: TChecksums = { entries: {} };
  const mtime = new Date();
  try {
    for (const entry of entries) {
      checksums.entries[entry.name] = await addEntry(pack, entry, mtime);
    }
    await addEntry(
      pack,
      { name: ENTRY.checksums, buffer: Buffer.from(JSON.stringify(checksums, null, 2)) },
      mtime,
    );
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

async function addEntry(
  pack: Pack,
  entry: ArchiveEntry,
  mtime: Date,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  if ('buffer' in entry) {
    hash.update(entry.buffer);
    await new Promise<void>((resolve, reject) =>
      pack.entry(header(entry.name, entry.buffer.length, mtime), entry.buffer, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    return { size: entry.buffer.length, sha256: hash.digest('hex') };
  }
  let sink!: ReturnType<Pack['entry']>;
  // The executor runs at once, so `sink` is set before it is used.
  const finished = new Promise<void>((resolve, reject) => {
    sink = pack.entry(header(entry.name, entry.size, mtime), (error) =>
      error ? reject(error) : resolve(),
    );
  });
  for await (const chunk of createReadStream(entry.path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (!sink.write(chunk)) await once(sink, 'drain');
  }
  sink.end(null);
  await finished;
  return { size: entry.size, sha256: hash.digest('hex') };
}

function header(name: string, size: number, mtime: Date) {
  return { name, size, mtime, mode: 0o600, type: 'file' as const };
}
