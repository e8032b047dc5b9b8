import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';

let t: TestApp;
let webRoot: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Nido</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'nido-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({
    webRoot,
    routePreloads: { '/': ['/assets/main-abc123.js', '/assets/evil"><script>.js'] },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log("app")');
  });

  it("serves a hashed asset's pre-compressed copy when the browser accepts it", async () => {
    const zipped = await t.request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('content-type')).toContain('text/javascript');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
      'console.log("app")',
    );
  });

  it('falls back to index.html for app routes (history routing), revalidated each time', async () => {
    for (const route of ['/dashboard', '/expenses/anything', '/login?invitation=abc']) {
      const response = await t.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it("preloads a public page's code from its HTML, and only safe asset names", async () => {
    const landing = await (await t.request('/')).text();
    expect(landing).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/main-abc123.js"></head>',
    );
    expect(landing).not.toContain('evil');
    expect(await (await t.request('/dashboard')).text()).toBe(INDEX_HTML);
  });

  it('answers a missing hashed asset with 404, not the app shell', async () => {
    const response = await t.request('/assets/old-deadbeef.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves other public files with revalidation', async () => {
    const response = await t.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not let the fallback swallow unknown API routes', async () => {
    const response = await t.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('refuses path traversal', async () => {
    const response = await t.request('/assets/..%2f..%2fpackage.json');
    expect(response.status).toBe(404);
  });
});

describe('the pre-rendered public pages', () => {
  let prerenderedApp: TestApp;
  let root: string;
  const LANDING = '<!doctype html><html><body><div id="root"><h1>Landing</h1></div></body></html>';

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'nido-web-pages-'));
    mkdirSync(path.join(root, 'pages'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'pages', 'index.html'), LANDING);
    writeFileSync(path.join(root, 'pages', 'index.html.gz'), gzipSync(LANDING));
    writeFileSync(path.join(root, 'pages', 'terms.html'), '<h1>Terms</h1>');
    prerenderedApp = await createTestApp({ webRoot: root, routePreloads: { '/': [] } });
  });
  afterAll(async () => {
    await prerenderedApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /, /terms… as their pre-rendered HTML, compressed when the browser accepts it', async () => {
    const plain = await prerenderedApp.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toContain('text/html');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(await plain.text()).toBe(LANDING);
    const zipped = await prerenderedApp.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(LANDING);
    expect(await (await prerenderedApp.request('/terms')).text()).toBe('<h1>Terms</h1>');
  });

  it("gives an invitation link on / to the app's invitation handler", async () => {
    expect(await (await prerenderedApp.request('/?invitation=ABCDEF123456')).text()).toBe(
      INDEX_HTML,
    );
    expect(await (await prerenderedApp.request('/dashboard')).text()).toBe(INDEX_HTML);
  });
});
