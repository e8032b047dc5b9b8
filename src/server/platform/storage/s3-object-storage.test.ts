import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from './object-key';
import { ObjectNotFoundError } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

type Seen = { method: string; path: string; headers: IncomingMessage['headers'] };

/** Just enough of the S3 REST API, path-style, in process: no network leaves the machine. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: Seen[] = [];
  let deny = false;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      seen.push({ method: request.method ?? '', path: url.pathname, headers: request.headers });
      const body = await collect(request);
      const prefix = `/${bucket}/`;
      const key = url.pathname.startsWith(prefix)
        ? decodeURIComponent(url.pathname.slice(prefix.length))
        : undefined;
      const fail = (status: number, code: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(
          request.method === 'HEAD'
            ? undefined
            : `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
        );
      };
      if (deny) return fail(403, 'AccessDenied');
      if (!key) return fail(404, 'NoSuchBucket');
      const stored = objects.get(key);
      switch (request.method) {
        case 'PUT':
          objects.set(key, { body, contentType: request.headers['content-type'] ?? '' });
          response.writeHead(200, { etag: '"1"' });
          return response.end();
        case 'GET':
        case 'HEAD':
          if (!stored) return fail(404, 'NoSuchKey');
          response.writeHead(200, {
            'content-type': stored.contentType,
            'content-length': stored.body.length,
          });
          return response.end(request.method === 'GET' ? stored.body : undefined);
        case 'DELETE':
          objects.delete(key);
          response.writeHead(204);
          return response.end();
        default:
          return fail(405, 'MethodNotAllowed');
      }
    })();
  });
  return {
    server,
    objects,
    seen,
    denyAll: (value: boolean) => {
      deny = value;
    },
  };
}

let fake: ReturnType<typeof fakeS3>;
let storage: S3ObjectStorage;

beforeAll(async () => {
  fake = fakeS3('nido-docs');
  const server: Server = fake.server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  storage = new S3ObjectStorage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'nido-docs',
    region: 'us-east-1',
    accessKeyId: 'AKIDNIDOTEST',
    secretAccessKey: 'not-a-real-secret',
  });
});
afterAll(async () => {
  await storage.close();
  await new Promise((resolve) => fake.server.close(resolve));
});
beforeEach(() => {
  fake.objects.clear();
  fake.seen.length = 0;
  fake.denyAll(false);
});

describe('S3ObjectStorage', () => {
  it('puts, gets and deletes objects with path-style, signed requests', async () => {
    await storage.put('user-1/1.pdf', Buffer.from('%PDF-1.4 body'), 'application/pdf');
    expect(fake.objects.get('user-1/1.pdf')).toEqual({
      body: Buffer.from('%PDF-1.4 body'),
      contentType: 'application/pdf',
    });
    const put = fake.seen[0];
    expect(put?.path).toBe('/nido-docs/user-1/1.pdf');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDNIDOTEST\//);
    expect(put?.headers['content-length']).toBe('13');
    // No optional CRC headers or aws-chunked bodies, which some S3-compatible servers refuse.
    expect(Object.keys(put?.headers ?? {}).filter((name) => name.includes('checksum'))).toEqual([]);
    expect(put?.headers['content-encoding']).toBeUndefined();

    expect((await storage.get('user-1/1.pdf')).toString()).toBe('%PDF-1.4 body');
    expect(await storage.exists('user-1/1.pdf')).toBe(true);
    await storage.delete('user-1/1.pdf');
    expect(fake.objects.has('user-1/1.pdf')).toBe(false);
    expect(await storage.exists('user-1/1.pdf')).toBe(false);
  });

  it('uploads a stream with its length', async () => {
    const body = Buffer.alloc(200_000, 9);
    await storage.put('u/big.png', Readable.from([body.subarray(0, 5), body.subarray(5)]), 'x/y');
    expect(fake.objects.get('u/big.png')?.body.equals(body)).toBe(true);
    expect(fake.seen[0]?.headers['content-length']).toBe('200000');
  });

  it('reports a missing object as ObjectNotFoundError', async () => {
    await expect(storage.get('u/none.pdf')).rejects.toThrow(ObjectNotFoundError);
  });

  it('does not hide other failures', async () => {
    fake.denyAll(true);
    await expect(storage.get('u/x.pdf')).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(storage.exists('u/x.pdf')).rejects.toThrow();
  });

  it('refuses invalid keys without a request', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      InvalidObjectKeyError,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(InvalidObjectKeyError);
    expect(fake.seen).toEqual([]);
  });
});
