import { PassThrough, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from './compress-json';

/**
 * A page with its data is about 2 MB for a large household: the fastest settings, which still
 * take it to about a ninth, in zlib's worker threads.
 */
function encoder(encoding: 'br' | 'gzip' | null): Transform {
  if (encoding === 'br')
    return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 1 });
  return new PassThrough();
}

/**
 * Resolves once what was written to `output` has left it and had one turn of the event loop to
 * reach the socket: a compressor hands its output back from zlib's threads only on a later turn.
 */
function flushed(output: Transform): Promise<void> {
  return new Promise<void>((resolve) => flush(output, resolve)).then(
    () => new Promise<void>((resolve) => setImmediate(resolve)),
  );
}

/** Has a compressor give out all it was given so far (`done` once it has); a pass-through has. */
function flush(output: Transform, done?: () => void): void {
  if (output instanceof zlib.BrotliCompress || output instanceof zlib.Gzip) output.flush(done);
  else done?.();
}

/**
 * A 200 HTML answer sent in parts: `first` at once, then the parts `rest` resolves to, each
 * flushed as it is written so the browser can show it before the next has arrived (`rest` must
 * not reject: the status is sent by then), compressed as the request accepts. `rest` is only
 * started once `first` is on its way: making the rest can hold the thread for a while (the
 * embedded database and the server's render are synchronous), and the browser should spend that
 * time fetching what `first` names.
 */
export function streamedPage(
  c: Context,
  first: string,
  rest: () => Promise<readonly string[]>,
): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  c.header('Vary', 'Accept-Encoding', { append: true });
  const output = encoder(encoding);
  output.write(first);
  void flushed(output)
    .then(rest)
    .then(
      (parts) => {
        for (const part of parts.slice(0, -1)) {
          output.write(part);
          flush(output);
        }
        output.end(parts.at(-1) ?? '');
      },
      (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8' };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200, headers);
}
