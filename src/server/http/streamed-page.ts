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
  return new Promise<void>((resolve) => {
    if (output instanceof zlib.BrotliCompress || output instanceof zlib.Gzip)
      output.flush(() => resolve());
    else resolve();
  }).then(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

/**
 * A 200 HTML answer sent in two parts: `first` at once, then what `rest` resolves to (it must
 * not reject: the status is sent by then), compressed as the request accepts. `rest` is only
 * started once `first` is on its way: making the rest can hold the thread for a while (the
 * embedded database and the server's render are synchronous), and the browser should spend that
 * time fetching what `first` names.
 */
export function streamedPage(c: Context, first: string, rest: () => Promise<string>): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  c.header('Vary', 'Accept-Encoding', { append: true });
  const output = encoder(encoding);
  output.write(first);
  void flushed(output)
    .then(rest)
    .then(
      (text) => output.end(text),
      (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8' };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200, headers);
}
