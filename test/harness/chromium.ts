import { chromium, type Browser } from 'playwright-core';

/**
 * The flags with which Debian's Chromium runs headless on this machine (DESIGN.md §2): as root
 * it needs --no-sandbox, and without the networking flags it keeps reaching for Google's hosts,
 * which the closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless Chromium for the browser tests and the benchmarks. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
