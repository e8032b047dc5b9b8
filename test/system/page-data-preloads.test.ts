import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@shared/constants';
import { sessions } from '@server/db/schema';
import { newUser, type TestUser } from '@test/harness/accounts';
import { TestClient } from '@test/harness/client';
import { newConnectedMember, newGuest } from '@test/harness/family';
import { createTestApp, type TestApp } from '@test/harness/test-app';

// An app page's HTML asks the browser to start the API reads the page makes first
// (http/page-data-preloads.ts): these tests read that HTML through the real app and database.
let t: TestApp;
let webRoot: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Nido</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** The hrefs of the page's fetch preloads, in order. */
function fetchPreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
    (match) => (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

async function onboarded(user: TestUser): Promise<TestUser> {
  expect((await user.client.post('/api/onboarding/complete')).status).toBe(200);
  return user;
}

async function pageFor(client: TestClient, route: string): Promise<Response> {
  const response = await client.get(route);
  expect(response.status).toBe(200);
  return response;
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'nido-web-preloads-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the data preloads of an app page', () => {
  it("start the session, subscription, households and the screen's own list for someone who views only their own household, after the page's scripts", async () => {
    const owner = await onboarded(await newUser(t));
    const response = await pageFor(owner.client, '/expenses');
    const html = await response.text();
    expect(fetchPreloads(html)).toEqual([
      '/api/auth/session',
      '/api/subscription',
      '/api/family/sources',
      `/api/expenses?owners=${owner.id}`,
    ]);
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('index-abc.js'));
    // Made for one person: never kept by a cache, and another cookie gets another page.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');

    const loans = fetchPreloads(await (await pageFor(owner.client, '/loans')).text());
    expect(loans.slice(3)).toEqual(
      ['expenses', 'properties', 'loans'].map((list) => `/api/${list}?owners=${owner.id}`),
    );
    // Each preloaded read answers as the app would ask it.
    for (const href of loans) expect((await owner.client.get(href)).status).toBe(200);
  });

  it('start nothing for a visitor, or on a page that is not a signed-in screen', async () => {
    const visitor = await pageFor(new TestClient(t), '/expenses');
    expect(fetchPreloads(await visitor.text())).toEqual([]);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    const owner = await onboarded(await newUser(t));
    expect(fetchPreloads(await (await pageFor(owner.client, '/login')).text())).toEqual([]);
    expect(fetchPreloads(await (await pageFor(owner.client, '/no-such-page')).text())).toEqual([]);
  });

  it('start only the session before onboarding is complete, and on screens outside the household', async () => {
    const owner = await newUser(t);
    expect(fetchPreloads(await (await pageFor(owner.client, '/expenses')).text())).toEqual([
      '/api/auth/session',
    ]);
    await onboarded(owner);
    expect(fetchPreloads(await (await pageFor(owner.client, '/settings')).text())).toEqual([
      '/api/auth/session',
    ]);
    expect(fetchPreloads(await (await pageFor(owner.client, '/dashboard')).text())).toEqual([
      '/api/auth/session',
      '/api/subscription',
      '/api/family/sources',
    ]);
  });

  it('start no list for anyone whose selection could be another household', async () => {
    const owner = await onboarded(await newUser(t));
    const guest = await newGuest(t, owner);
    expect(fetchPreloads(await (await pageFor(guest.client, '/expenses')).text())).toEqual([
      '/api/auth/session',
      '/api/family/sources',
    ]);
    const member = await onboarded(await newConnectedMember(t, owner, 'viewer'));
    expect(fetchPreloads(await (await pageFor(member.client, '/expenses')).text())).toEqual([
      '/api/auth/session',
      '/api/subscription',
      '/api/family/sources',
    ]);
    // Sharing gives the member a way into the owner's household, not the owner into theirs.
    const ownerPage = fetchPreloads(await (await pageFor(owner.client, '/expenses')).text());
    expect(ownerPage).toContain(`/api/expenses?owners=${owner.id}`);
  });

  it('treat an idle session as signed out without ending it, and a signed-out one as a visitor', async () => {
    const owner = await onboarded(await newUser(t));
    const idleSince = new Date(Date.now() - INACTIVITY_TIMEOUT_MS - 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastActiveAt: idleSince })
      .where(eq(sessions.userId, owner.id));
    expect(fetchPreloads(await (await pageFor(owner.client, '/expenses')).text())).toEqual([]);
    // The page only looked: the API is what ends it, and tells the app why.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(row?.lastActiveAt).toEqual(idleSince);
    const expired = await owner.client.get('/api/expenses');
    expect(expired.status).toBe(401);

    const other = await onboarded(await newUser(t));
    expect((await other.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(fetchPreloads(await (await pageFor(other.client, '/expenses')).text())).toEqual([]);
  });

  it('go out without preloads when the server is at capacity, rather than wait for a slot', async () => {
    const owner = await onboarded(await newUser(t));
    // The same database (left open for the other tests) behind an app whose API has no free slot.
    const busy = await createTestApp({
      webRoot,
      database: { ...t.database, close: () => Promise.resolve() },
      admission: { concurrency: 0, queue: 0 },
    });
    try {
      const client = new TestClient(busy);
      for (const [name, value] of owner.client.cookies) client.cookies.set(name, value);
      expect(fetchPreloads(await (await pageFor(client, '/expenses')).text())).toEqual([]);
      expect((await client.get('/api/auth/session')).status).toBe(503);
    } finally {
      await busy.close();
    }
  });
});
