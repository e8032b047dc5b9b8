import { afterAll, afterEach, vi } from 'vitest';

// Files share a worker (isolate: false in vitest.config.ts): a test's fake clock or stubs end with
// it, and our module state (caches, counters) is not carried into the next file.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

afterAll(() => {
  vi.resetModules();
});
