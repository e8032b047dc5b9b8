import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHousehold } from '@server/db/seed/demo-household';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { ZExpenseList } from '@shared/finance/expense-schemas';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

// The app as main.ts serves it, through @hono/node-server over a socket: the middlewares set
// their headers on the answer in place and skip what a GET does not need (answered-headers.ts,
// app.ts), so these check that every answer still carries them, whole and compressed.

let t: TestApp;
let server: ServerType;
let base: string;
let owner: TestUser;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
  await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), owner.id, {
    obligations: 300,
  });
  cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function expectApiHeaders(response: Response): void {
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('API answers through the Node server', () => {
  it('send the obligations list compressed and whole, with every header, then 304 unchanged', async () => {
    const response = await fetch(`${base}/api/expenses`, {
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expectApiHeaders(response);
    expect(ZExpenseList.parse(await response.json()).expenses).toHaveLength(300);

    const etag = response.headers.get('etag') ?? '';
    const unchanged = await fetch(`${base}/api/expenses`, {
      headers: { cookie, 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expectApiHeaders(unchanged);
    expect(await unchanged.text()).toBe('');
  });

  it('compress a JSON answer the route did not compress itself', async () => {
    const response = await fetch(`${base}/api/assets`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expectApiHeaders(response);
    expect(((await response.json()) as { assets: unknown[] }).assets.length).toBeGreaterThan(0);
  });

  it('carry the headers on errors, and still refuse a JSON body over 1 MB', async () => {
    const missing = await fetch(`${base}/api/no-such-route`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    expectApiHeaders(missing);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');

    const tooLarge = await fetch(`${base}/api/expenses`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ vendor: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(tooLarge.status).toBe(413);
    expectApiHeaders(tooLarge);
  });
});
