import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Two files at a time: a browser test spends most of its time waiting (for the server, for
    // Chromium to lay out and paint, for a mail to arrive), so a second file fills those gaps and
    // the suite takes far less wall time on the 2-core CI machine (852 s one file at a time, 510 s
    // two at a time, measured back to back on a busy machine). Two, not more: the machine has
    // two cores (more was not measured). Files must not depend on each other: unique accounts
    // (support/users.ts) and addresses (support/browser.ts); a file that changes the whole server
    // (its clock, the payment switch) starts its own (support/own-server.ts).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
