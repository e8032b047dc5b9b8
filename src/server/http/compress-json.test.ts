import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressJson, sendJsonBytes } from './compress-json';

const big = {
  items: Array.from({ length: 2000 }, (_, index) => ({ index, name: `Item ${index}` })),
};

function app() {
  const hono = new Hono();
  hono.use('*', compressJson());
  hono.get('/big', (c) => c.json(big));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/bytes', (c) => sendJsonBytes(c, new TextEncoder().encode(JSON.stringify(big))));
  hono.get('/small-bytes', (c) => sendJsonBytes(c, new TextEncoder().encode('{"ok":true}')));
  hono.get('/text', (c) => c.text('x'.repeat(5000)));
  return hono;
}

describe('compressJson', () => {
  it('sends large JSON with brotli when the browser takes it, gzip otherwise', async () => {
    const brotli = await app().request('/big', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    const sent = Buffer.from(await brotli.arrayBuffer());
    expect(sent.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(sent).toString())).toEqual(big);

    const gzip = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(
      big,
    );
  });

  it('leaves alone what needs no compression or cannot take it', async () => {
    const none = await app().request('/big');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect(await none.json()).toEqual(big);
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app().request('/text', { headers: { 'Accept-Encoding': 'br' } });
    expect(text.headers.get('Content-Encoding')).toBeNull();
  });

  it('compresses JSON bytes a route built itself once, as they are sent', async () => {
    const brotli = await app().request('/bytes', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    const sent = Buffer.from(await brotli.arrayBuffer());
    expect(JSON.parse(zlib.brotliDecompressSync(sent).toString())).toEqual(big);

    const small = await app().request('/small-bytes', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
  });

  it('reads Accept-Encoding, refusals included', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
