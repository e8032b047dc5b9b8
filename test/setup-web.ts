import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installMatchMedia, resetMedia } from './web-media';
import { installJsdomStandIns } from './web/jsdom-stand-ins';

installJsdomStandIns();

beforeEach(() => installMatchMedia());

afterEach(() => {
  cleanup();
  // Tests stub fetch (test/web/fake-api.ts) and may use a fake clock; the next test starts real.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetMedia();
  localStorage.clear();
  document.documentElement.className = '';
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
