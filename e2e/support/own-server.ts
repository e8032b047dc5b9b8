import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type ServerProcess } from '@test/harness/server-process';
import { callApi, type Method } from './household';

/**
 * A Nido server of the test file's own, for flows that move the server's clock (NIDO_DEV_CLOCK):
 * on the shared server that would disturb every other file's timed steps. Its pages and API calls
 * go to this server, not to the one the other files share.
 */
export type OwnServer = {
  url: string;
  /** A fresh browser profile on this server, the cookie banner answered in advance. */
  newPage: (browser: Browser) => Promise<Page>;
  /** The JSON API as the signed-in user of `page`; writes carry this server's Origin. */
  api: <T = unknown>(page: Page, method: Method, path: string, data?: unknown) => Promise<T>;
  /** Moves the server's clock forward (POST /dev/clock, answered on loopback only). */
  advanceClock: (hours: number) => Promise<void>;
};

type OwnServerOptions = {
  /**
   * Runs on the fresh data folder before the server starts (and so before it holds the folder's
   * lock), e.g. to set an operator switch the way the CLI would.
   */
  prepare?: (dataDir: string) => Promise<void>;
};

/** Starts the server (its own data folder) before the file's tests and stops it after them. */
export function useOwnServer(
  env: Record<string, string>,
  { prepare }: OwnServerOptions = {},
): () => OwnServer {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-e2e-own-'));
    await prepare?.(dataDir);
    server = await startServer({ DATA_DIR: dataDir, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('The server is not running yet');
    return ownServer(server.url);
  };
}

function ownServer(url: string): OwnServer {
  const origin = new URL(url).origin;
  return {
    url,
    async newPage(browser) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: { width: 1280, height: 900 },
        colorScheme: 'light',
      });
      await context.addInitScript(() => {
        window.localStorage.setItem(
          'consent_preferences',
          JSON.stringify({
            marketing: false,
            dataSharing: true,
            decidedAt: new Date().toISOString(),
          }),
        );
      });
      return context.newPage();
    },
    api: (page, method, apiPath, data) => callApi(page, method, apiPath, data, origin),
    async advanceClock(hours) {
      const response = await fetch(`${url}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceHours: hours }),
      });
      expect(response.status, await response.text()).toBe(200);
    },
  };
}
