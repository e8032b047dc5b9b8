import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { streamedPage } from './streamed-page';

const FIRST = '<!doctype html><html><head><script src="/assets/app.js"></script></head><body>';
const REST = `<main>${'The rest of the page. '.repeat(2000)}</main></body></html>`;
const SCREEN = `<div id="root">${'<p>A row of the screen.</p>'.repeat(3000)}</div>`;
// Data that compresses little, as a household's answers: many compressor outputs.
const ANSWERS = `<script type="application/json">${JSON.stringify(
  Array.from({ length: 20_000 }, (_, index) =>
    ((index * 2_654_435_761) % 4_294_967_296).toString(36),
  ),
)}</script></body></html>`;
const HOLD_MS = 1000;

// The browser, in a process of its own so that it can receive while the server's thread is held.
const CLIENT = `
const http = require('node:http');
http.get(process.argv[1], { headers: { 'accept-encoding': process.argv[2] } }, (response) => {
  const chunks = [];
  response.on('data', (chunk) => chunks.push({ at: Date.now(), data: chunk.toString('base64') }));
  response.on('end', () =>
    process.stdout.write(JSON.stringify({ encoding: response.headers['content-encoding'] ?? null, chunks })));
});`;

type Received = { encoding: string | null; chunks: Array<{ at: number; data: string }> };

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br')
    return zlib
      .brotliDecompressSync(bytes, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
      .toString();
  if (encoding === 'gzip')
    return zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString();
  return bytes.toString();
}

let server: ServerType | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('streamedPage', () => {
  it.each(['br', 'gzip', 'identity'])(
    'has sent the first part (%s) before the rest starts and holds the thread, then the rest',
    async (acceptEncoding) => {
      let heldUntil = Infinity;
      const app = new Hono();
      // The rest holds the thread, as the embedded database and the server's render do.
      app.get('/', (c) =>
        streamedPage(c, FIRST, () => {
          heldUntil = Date.now() + HOLD_MS;
          while (Date.now() < heldUntil);
          return Promise.resolve([REST]);
        }),
      );
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server?.once('listening', resolve));
      const { port } = server.address() as AddressInfo;

      const { stdout } = await promisify(execFile)(process.execPath, [
        '-e',
        CLIENT,
        `http://127.0.0.1:${port}/`,
        acceptEncoding,
      ]);
      const received = JSON.parse(stdout) as Received;
      expect(received.encoding).toBe(acceptEncoding === 'identity' ? null : acceptEncoding);
      const bytes = (chunks: Received['chunks']) =>
        Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, 'base64')));
      const whileHeld = received.chunks.filter((chunk) => chunk.at < heldUntil);
      expect(decode(received.encoding, bytes(whileHeld))).toBe(FIRST);
      expect(decode(received.encoding, bytes(received.chunks))).toBe(FIRST + REST);
    },
  );

  it.each(['br', 'gzip', 'identity'])(
    'sends each part of the rest (%s) as soon as it is written, before the next',
    async (acceptEncoding) => {
      const app = new Hono();
      app.get('/', (c) => streamedPage(c, FIRST, () => Promise.resolve([SCREEN, ANSWERS])));
      const response = await app.request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      const encoding = response.headers.get('content-encoding');
      // The encoder's outputs, as they would go to the socket one by one.
      const outputs: Buffer[] = [];
      const reader = response.body!.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read())
        outputs.push(Buffer.from(next.value));
      const prefixes = outputs.map((_, count) =>
        decode(encoding, Buffer.concat(outputs.slice(0, count + 1))),
      );
      expect(prefixes).toContain(FIRST + SCREEN);
      expect(prefixes.at(-1)).toBe(FIRST + SCREEN + ANSWERS);
    },
  );
});
