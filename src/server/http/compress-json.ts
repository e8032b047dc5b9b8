import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { compressedCopies } from './compressed-copies';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing saves less than the headers it costs. */
const MIN_BYTES = 1024;
/** Up to this size the better settings cost a few milliseconds; above it the fastest ones. */
const SMALL_BYTES = 256 * 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to use from Accept-Encoding: brotli, else gzip; `;q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  const small = body.byteLength <= SMALL_BYTES;
  if (encoding === 'gzip') return gzip(body, { level: small ? 6 : 1 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: small ? 5 : 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** Bytes a route sends again as they are (the kept list answers) are compressed once. */
const compressOnce = compressedCopies(compress);

/**
 * A 200 answer of JSON bytes the route built itself, compressed as the request accepts. The
 * middleware below would read such a body back out of its Response (copying 2 MB twice for the
 * obligations list); this compresses it as it is sent, or sends the form made for the same bytes
 * before.
 */
export async function sendJsonBytes(c: Context, json: Uint8Array<ArrayBuffer>): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding || json.byteLength < MIN_BYTES) return c.body(json, 200, headers);
  const sent = await compressOnce(json, encoding);
  // zlib's Buffers are plain ArrayBuffer-backed; the DOM typings only doubt it.
  return c.body(sent as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Encoding': encoding });
}

/**
 * Compresses the API's JSON answers as the browser accepts them. The obligations list of a large
 * household is 2 MB of JSON and about 0.2 MB compressed; big bodies use the fastest settings
 * (brotli quality 1 takes ~4 ms for 2 MB, quality 11 would take seconds), in a worker thread of
 * zlib so other requests go on meanwhile. Static files are compressed at build time instead.
 * Session cookies are SameSite=Lax, so another site cannot make the requests whose compressed
 * sizes would hint at a secret (BREACH).
 */
export function compressJson() {
  return createMiddleware(async (c, next) => {
    await next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const response = c.res;
    // The headers first: asking for `body` makes @hono/node-server's lightweight answer a real
    // Response, read back as a stream (see answered-headers.ts), so it is asked last.
    if (
      !encoding ||
      c.req.method === 'HEAD' ||
      response.headers.has('content-encoding') ||
      !response.headers.get('content-type')?.startsWith('application/json') ||
      !response.body
    ) {
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (!headers.get('Vary')?.includes('Accept-Encoding'))
      headers.append('Vary', 'Accept-Encoding');
    let sent: Buffer = body;
    if (body.byteLength >= MIN_BYTES) {
      sent = await compress(body, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.delete('Content-Length');
    // Unset first: assigning over an existing response would wrap the new body in a stream again.
    c.res = undefined;
    c.res = new Response(sent as Uint8Array<ArrayBuffer>, { status: response.status, headers });
  });
}
