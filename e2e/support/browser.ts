import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '@test/harness/chromium';

/**
 * One Chromium for the test file: launched before its tests, closed after them. Returns a getter
 * because the browser exists only once the hooks ran.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Where this test file's visitors come from: a random block of 10.0.0.0/8 per file. Files run two
 * at a time (vitest.e2e.config.ts), and a worker process may run one file after another, so
 * neither the process id nor a counter alone keeps two files' visitors apart.
 */
const addressBlock = randomInt(0, 65_536);
let contexts = 0;
function privateAddress(): string {
  contexts += 1;
  const block = (addressBlock + Math.floor(contexts / 250)) % 65_536;
  return `10.${block >> 8}.${block & 255}.${(contexts % 250) + 1}`;
}

type ContextOptions = {
  theme?: 'light' | 'dark';
  width?: number;
  height?: number;
  consentDecided?: boolean;
};

/**
 * A fresh browser profile (no cookies, no storage). By default the cookie banner is answered in
 * advance so that it does not cover what a test looks at; consent tests pass consentDecided: false.
 */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // Every test is its own visitor: a private address of its own (private addresses count as the
    // US), so the per-address abuse limits of one test never spill into another.
    extraHTTPHeaders: { 'X-Forwarded-For': privateAddress() },
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.theme ?? 'light',
  });
  if (options.consentDecided !== false) {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('consent_preferences')) {
        window.localStorage.setItem(
          'consent_preferences',
          JSON.stringify({
            marketing: false,
            dataSharing: true,
            decidedAt: new Date().toISOString(),
          }),
        );
      }
    });
  }
  return context;
}

export async function newPage(browser: Browser, options: ContextOptions = {}): Promise<Page> {
  return (await newContext(browser, options)).newPage();
}
