import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, PayloadTooLargeError, readWithinLimit, sizeLimit } from './size-limit';

const MB = 1024 * 1024;

/** A 50 MB body in 1 MB chunks that records how many chunks were pulled from it. */
function hugeBody() {
  const counter = { pulled: 0, finished: false };
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < 50; i++) {
        counter.pulled++;
        yield Buffer.alloc(MB, 1);
      }
      counter.finished = true;
    })(),
    { objectMode: false },
  );
  return { counter, source };
}

describe('upload size limit', () => {
  it('is the 10 MB of spec §9', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('passes a body of exactly the limit', async () => {
    const body = Buffer.alloc(MAX_DOCUMENT_BYTES, 7);
    const read = await readWithinLimit(Readable.from([body.subarray(0, MB), body.subarray(MB)]));
    expect(read.length).toBe(MAX_DOCUMENT_BYTES);

    let through = 0;
    await pipeline(
      Readable.from([body], { objectMode: false }),
      sizeLimit(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          through += chunk.length;
          callback();
        },
      }),
    );
    expect(through).toBe(MAX_DOCUMENT_BYTES);
  });

  it('stops reading a larger body as soon as it passes the limit', async () => {
    const { counter, source } = hugeBody();
    await expect(readWithinLimit(source)).rejects.toThrow(PayloadTooLargeError);
    expect(counter.pulled).toBe(11);
    expect(counter.finished).toBe(false);
    expect(source.destroyed).toBe(true);
  });

  it('errors a pipeline early, before the sink sees more than the limit', async () => {
    const { counter, source } = hugeBody();
    let written = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback();
      },
    });
    const error: unknown = await pipeline(source, sizeLimit(), sink).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as PayloadTooLargeError).message).toBe('The file is larger than 10 MB.');
    expect(written).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    // A few chunks may sit in stream buffers, but nowhere near the 50 MB of the body.
    expect(counter.pulled).toBeLessThan(20);
    expect(counter.finished).toBe(false);
  });

  it('honours a custom limit', async () => {
    await expect(readWithinLimit(Readable.from([Buffer.alloc(5)]), 4)).rejects.toThrow(
      'larger than 4 bytes',
    );
  });
});
