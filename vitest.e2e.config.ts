import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Two files at a time: a browser test spends much of its time waiting (for the server, for
    // Chromium to lay out and paint, for a mail to arrive), so a second file fills those gaps and
    // the suite takes far less wall time on the 2-core CI machine (852 s one file at a time, 510 s
    // two at a time, measured back to back on a busy machine). Two, not more: three took as long
    // (399 s against 400 s, 2026-11-27), the CPU idle 1% of the time. Files must not depend on
    // each other: unique accounts (support/users.ts) and addresses (support/browser.ts); a file
    // that changes the whole server (its clock, the payment switch) starts its own
    // (support/own-server.ts).
    fileParallelism: true,
    maxWorkers: 2,
    // A flow that takes 25-35 s on a quiet machine took 2.4 times as long in a CI run on a
    // loaded one (1,025 s for the suite against 434 s quiet), past a 60 s limit: a hung test
    // still fails, just later.
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
