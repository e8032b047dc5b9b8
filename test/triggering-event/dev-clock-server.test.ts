import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '@test/harness/server-process';

// The dev clock in the real server process, as a browser test starts it (from source).
const HOUR = 60 * 60 * 1000;
let root: string;
let folders = 0;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nido-dev-clock-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const embedded = () => ({ DATABASE_URL: '', DATA_DIR: path.join(root, `data-${(folders += 1)}`) });

async function clockOf(url: string): Promise<number> {
  const response = await fetch(`${url}/dev/clock`);
  expect(response.status).toBe(200);
  return new Date(((await response.json()) as { now: string }).now).getTime();
}

describe('the dev clock', () => {
  it('moves the server clock forward on request when NIDO_DEV_CLOCK=1', async () => {
    const server = await startServer(
      { ...embedded(), NIDO_DEV_CLOCK: '1', EVENT_JOB_INTERVAL_MS: '1000' },
      { fromSource: true },
    );
    try {
      const before = await clockOf(server.url);
      expect(Math.abs(before - Date.now())).toBeLessThan(60_000);
      const moved = await fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceHours: 3 }),
      });
      expect(moved.status).toBe(200);
      const now = new Date(((await moved.json()) as { now: string }).now).getTime();
      expect(now - before).toBeGreaterThanOrEqual(3 * HOUR);
      expect(now - before).toBeLessThan(3 * HOUR + 60_000);

      const backwards = await fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceHours: -1 }),
      });
      expect(backwards.status).toBe(400);
      expect(await backwards.json()).toMatchObject({
        error: { fields: { advanceHours: 'The clock only moves forward' } },
      });
      // Another site the developer's browser visits cannot move it (no preflight for text/plain).
      const crossSite = await fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://elsewhere.example' },
        body: JSON.stringify({ advanceHours: 100 }),
      });
      expect(crossSite.status).toBe(403);
      expect((await clockOf(server.url)) - now).toBeLessThan(60_000);
      // Asked through a proxy, it is not there.
      const forwarded = await fetch(`${server.url}/dev/clock`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(forwarded.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('is not there without NIDO_DEV_CLOCK, and refused in production', async () => {
    const server = await startServer(embedded(), { fromSource: true });
    try {
      // (A GET would get the web app's page, as any unknown path does.)
      const moved = await fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceHours: 3 }),
      });
      expect(moved.status).toBe(404);
    } finally {
      await server.stop();
    }
    const production = await startServer(
      {
        ...embedded(),
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        NIDO_DEV_CLOCK: '1',
      },
      { fromSource: true, waitUntilReady: false },
    );
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain('NIDO_DEV_CLOCK: must not be set in production');
  });
});
