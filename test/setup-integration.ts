import { afterAll, vi } from 'vitest';

// Files share a worker (isolate: false in vitest.config.ts); module state of ours (caches, rate
// limits, stores) is not carried into the next file.
afterAll(() => {
  vi.resetModules();
});
