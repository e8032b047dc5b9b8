import { describe, expect, it } from 'vitest';
import { compressedCopies } from './compressed-copies';

type Encoding = 'br' | 'gzip';

/** A stand-in compressor that counts its calls and marks its output with the encoding. */
function countingCompressor(fail = () => false) {
  const calls: Encoding[] = [];
  const compress = (body: Uint8Array, encoding: Encoding) => {
    calls.push(encoding);
    if (fail()) return Promise.reject(new Error('compressor failed'));
    return Promise.resolve(Buffer.concat([Buffer.from(`${encoding}:`), body]));
  };
  return { calls, compress };
}

describe('compressedCopies', () => {
  it('compresses the same bytes once per encoding, also when asked twice at once', async () => {
    const { calls, compress } = countingCompressor();
    const compressOnce = compressedCopies(compress);
    const kept = new TextEncoder().encode('{"expenses":[]}');
    const [first, second] = await Promise.all([compressOnce(kept, 'br'), compressOnce(kept, 'br')]);
    expect(second).toBe(first);
    expect(first.toString()).toBe('br:{"expenses":[]}');
    expect((await compressOnce(kept, 'gzip')).toString()).toBe('gzip:{"expenses":[]}');
    expect(await compressOnce(kept, 'br')).toBe(first);
    expect(calls).toEqual(['br', 'gzip']);
  });

  it('compresses other bytes of the same content on their own', async () => {
    const { calls, compress } = countingCompressor();
    const compressOnce = compressedCopies(compress);
    await compressOnce(new TextEncoder().encode('{"a":1}'), 'br');
    await compressOnce(new TextEncoder().encode('{"a":1}'), 'br');
    expect(calls).toEqual(['br', 'br']);
  });

  it('tries again after a compression failed', async () => {
    let failing = true;
    const { calls, compress } = countingCompressor(() => failing);
    const compressOnce = compressedCopies(compress);
    const kept = new TextEncoder().encode('{"a":1}');
    await expect(compressOnce(kept, 'br')).rejects.toThrow('compressor failed');
    failing = false;
    expect((await compressOnce(kept, 'br')).toString()).toBe('br:{"a":1}');
    expect(calls).toEqual(['br', 'br']);
  });
});
