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
 * `checksums.json` with the size and SHA-256 of each. Resolves when `output` has finished; rejects
 * when it fails or closes before the end (a `nido backup` that was stopped), with every stream
 * closed and no error left for anyone else to handle.
 */
export async function writeArchive(
  output: Writable,
  entries: Iterable<ArchiveEntry>,
): Promise<void> {
  const pack = tarPack();
  // One pipeline owns the three streams: when `output` goes away it destroys the pack, which ends
  // the entry being added with an error, and rejects. It is marked handled now because that can
  // happen while an entry is still being added; it is awaited below.
  const written = pipeline(pack, createGzip(), output);
  written.catch(() => undefined);
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
    // The output's own failure (the client went away) says more than the entry it cut short.
    await written;
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
    await openEntry(pack, header(entry.name, entry.buffer.length, mtime), entry.buffer).finished;
    return { size: entry.buffer.length, sha256: hash.digest('hex') };
  }
  const { sink, finished } = openEntry(pack, header(entry.name, entry.size, mtime));
  const source = createReadStream(entry.path);
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      hash.update(chunk);
      // A destroyed entry never drains: its end settles the wait instead.
      if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), finished]);
    }
    sink.end(null);
    await finished;
  } finally {
    source.destroy();
  }
  return { size: entry.size, sha256: hash.digest('hex') };
}

/**
 * Starts an entry (written whole when `buffer` is given). `finished` settles when the entry is
 * in the archive, or fails when the pack is destroyed under it; the entry then also emits its
 * error, which would end the process if nothing listened to it.
 */
function openEntry(
  pack: Pack,
  entryHeader: ReturnType<typeof header>,
  buffer?: Buffer,
): { sink: ReturnType<Pack['entry']>; finished: Promise<void> } {
  let settle!: (error?: Error | null) => void;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Awaited by the caller, possibly only after it has waited for something else.
  finished.catch(() => undefined);
  const sink = buffer ? pack.entry(entryHeader, buffer, settle) : pack.entry(entryHeader, settle);
  sink.on('error', () => undefined);
  return { sink, finished };
}

function header(name: string, size: number, mtime: Date) {
  return { name, size, mtime, mode: 0o600, type: 'file' as const };
}
