import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenRenderer } from '@server/http/first-screen';
import { newUser, type TestUser } from '@test/harness/accounts';
import { newConnectedMember, newGuest } from '@test/harness/family';
import { createTestApp, type TestApp } from '@test/harness/test-app';

// A signed-in screen's first screen, rendered by the server into the page's HTML with the web
// app's own components (http/first-screen.ts): read through the real app and database.
let t: TestApp;
let webRoot: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Nido</title><script type="module" async src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
let renderer: FirstScreenRenderer;

/** A vendor name that would end a script block, and more, if it were not escaped. */
const HOSTILE = '</script><script>alert(1)</script> & "Co" <b>';

async function onboarded(user: TestUser): Promise<TestUser> {
  expect((await user.client.post('/api/onboarding/complete')).status).toBe(200);
  return user;
}

async function addObligation(user: TestUser, vendor: string): Promise<void> {
  const response = await user.client.post('/api/expenses', {
    category: 'other',
    vendor,
    costCents: 4_200,
  });
  expect(response.status).toBe(201);
}

async function page(user: TestUser, route = '/expenses', headers?: Record<string, string>) {
  const response = await user.client.get(route, headers);
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

/** The answers that came with the page, by URL, as the app reads them. */
function pageAnswers(html: string): Record<string, unknown> {
  const blocks = html.matchAll(
    /<script type="application\/json" data-api-answer="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g,
  );
  return Object.fromEntries(
    [...blocks].map(([, url = '', json = '']) => [url.replace(/&amp;/g, '&'), JSON.parse(json)]),
  );
}

beforeAll(async () => {
  // After the app's modules: the API's routes extend zod's schemas as they load, which the
  // shared schemas the renderer imports must not have been made before.
  const { renderFirstScreen, FIRST_SCREEN_PATHS } =
    await import('@web/app/first-screen/render-first-screen');
  renderer = { render: renderFirstScreen, paths: new Set(FIRST_SCREEN_PATHS) };
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'nido-web-first-screen-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webRoot, firstScreenRenderer: renderer });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the first screen of Monthly Expenses', () => {
  it('comes rendered in the page, with the answers the app reads, for someone who views only their own household', async () => {
    const owner = await onboarded(await newUser(t));
    await addObligation(owner, 'City Water');
    await addObligation(owner, HOSTILE);
    const { response, html } = await page(owner);

    expect(html).toContain('<div id="root" data-first-screen="/expenses" inert>');
    expect(html).toContain('2 obligations<!-- --> shown');
    expect(html).toContain('City Water');
    // The head first, the app's entry in it; nothing left to preload.
    expect(html.indexOf('index-abc.js')).toBeLessThan(html.indexOf('data-first-screen'));
    expect(html).not.toContain('rel="preload"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");

    // The household's text is text: escaped in the markup, and unable to end a data block.
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;b&gt;',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1 + 4);

    // Each answer is the API's own, byte for byte once parsed.
    const answers = pageAnswers(html);
    expect(Object.keys(answers)).toEqual([
      '/api/auth/session',
      '/api/subscription',
      '/api/family/sources',
      `/api/expenses?owners=${owner.id}`,
    ]);
    for (const [url, body] of Object.entries(answers))
      expect(body).toEqual(await (await owner.client.get(url)).json());
    const list = answers[`/api/expenses?owners=${owner.id}`] as { expenses: { vendor: string }[] };
    expect(list.expenses.map((expense) => expense.vendor).sort()).toEqual(
      [HOSTILE, 'City Water'].sort(),
    );
    // With the list's ETag, so the app's next read of it is a conditional one.
    const etag = (await owner.client.get(`/api/expenses?owners=${owner.id}`)).headers.get('etag');
    expect(html).toContain(`data-etag="${etag?.replace(/"/g, '&quot;')}"`);
  });

  it("never shows another household's data", async () => {
    const owner = await onboarded(await newUser(t));
    await addObligation(owner, 'Owner Only Utility');
    const neighbour = await onboarded(await newUser(t));
    await addObligation(neighbour, 'Neighbour Gas Co');
    const { html } = await page(neighbour);
    expect(html).toContain('Neighbour Gas Co');
    expect(html).not.toContain('Owner Only Utility');
    expect(html).not.toContain(owner.id);
  });

  it('is compressed as the browser accepts, and follows the sidebar cookie', async () => {
    const owner = await onboarded(await newUser(t));
    await addObligation(owner, 'Piano Lessons');
    owner.client.cookies.set('sidebar_state', 'false');
    const response = await owner.client.get('/expenses', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    // In process there is no browser to undo it.
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('Piano Lessons');
    expect(html).toContain('data-state="collapsed"');
  });

  it('is not made for anyone whose view could be another household, or on other screens', async () => {
    const owner = await onboarded(await newUser(t));
    const guest = await newGuest(t, owner);
    const member = await onboarded(await newConnectedMember(t, owner, 'viewer'));
    for (const user of [guest, member]) {
      const { html } = await page(user);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-api-answer');
    }
    const { html } = await page(owner, '/dashboard');
    expect(html).toContain('<div id="root"></div>');
    // Not before onboarding either: the app sends them there.
    const newcomer = await newUser(t);
    expect((await page(newcomer)).html).toContain('<div id="root"></div>');
  });
});

describe('the first screens rendered ahead at start', () => {
  it("render from made-up answers that the app's schemas accept (a changed schema fails here, not at start)", async () => {
    const { warmUpFirstScreens } = await import('@web/app/first-screen/render-first-screen');
    expect(() => warmUpFirstScreens()).not.toThrow();
  });
});

describe('a first screen that cannot be rendered', () => {
  it('leaves the page as it would be without one, the app reading its data itself', async () => {
    const failing = await createTestApp({
      webRoot,
      database: { ...t.database, close: () => Promise.resolve() },
      firstScreenRenderer: {
        paths: renderer.paths,
        render: () => {
          throw new Error('renderer broke');
        },
      },
    });
    try {
      const owner = await onboarded(await newUser(failing));
      const response = await owner.client.get('/expenses');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-api-answer');
      expect(failing.logs.text()).toContain('could not render the first screen');
    } finally {
      await failing.close();
    }
  });
});
