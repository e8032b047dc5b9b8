import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installMatchMedia, resetMedia } from './web-media';
import { installJsdomStandIns } from './web/jsdom-stand-ins';

installJsdomStandIns();
// findBy/waitFor wait for a condition; 1 s (the library's default) is too short when the CI
// machine's two cores are busy with other test files, so they wait up to 10 s, polling as before.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => installMatchMedia());

/** What a page keeps in the browser: a test, or a file, starts without the last one's. */
function clearBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
}

// Test files share a worker's jsdom and its loaded packages (isolate: false in vitest.config.ts),
// so each file starts from fresh copies of our modules (below) and a clean browser: this runs
// before the file's imports, which read storage as they load (the family selector, consent).
clearBrowserState();

afterEach(() => {
  cleanup();
  // Tests stub fetch (test/web/fake-api.ts) and may use a fake clock; the next test starts real.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetMedia();
  clearBrowserState();
});

afterAll(() => {
  // Module state (stores, caches) is not carried into the next file.
  vi.resetModules();
});
