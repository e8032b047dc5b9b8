import { Transform } from 'node:stream';

/** Spec §5 and §9: a document may be at most 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export class PayloadTooLargeError extends Error {
  override name = 'PayloadTooLargeError';
  constructor(readonly limit: number) {
    super(`The file is larger than ${formatLimit(limit)}.`);
  }
}

/**
 * A pass-through stream that fails with PayloadTooLargeError as soon as more than `limit` bytes
 * have gone through. The chunk that crosses the limit is not passed on, and the source stops
 * being read, so a route can answer 413 without reading (or storing) the rest of the body.
 */
export function sizeLimit(limit = MAX_DOCUMENT_BYTES): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new PayloadTooLargeError(limit));
      else callback(null, chunk);
    },
  });
}

/**
 * Reads a whole body into memory, failing with PayloadTooLargeError the moment it passes `limit`
 * (the rest of the source is never pulled). Suits uploads: their type is checked on the complete
 * bytes before anything is stored, and the limit keeps the buffer small.
 */
export async function readWithinLimit(
  source: AsyncIterable<Uint8Array>,
  limit = MAX_DOCUMENT_BYTES,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.byteLength;
    // Leaving the loop early calls the iterator's return(), which destroys a Node stream.
    if (seen > limit) throw new PayloadTooLargeError(limit);
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, seen);
}

function formatLimit(limit: number): string {
  const mb = limit / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${limit} bytes`;
}
