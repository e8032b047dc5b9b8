import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine. Integration tests spend much of their time waiting (child processes, sockets,
    // PostgreSQL), so two files at a time roughly halve the wall time.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          environment: 'node',
          // The default 5 s is too tight when a 2-core machine is busy (CI runs everything at
          // once); a hung test still fails, just later.
          testTimeout: 20_000,
          // As the web and integration tests below: files share a worker's loaded packages, and
          // test/setup-unit.ts gives each file fresh copies of our modules.
          isolate: false,
          setupFiles: ['./test/setup-unit.ts'],
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          // Files share a worker's jsdom and loaded packages instead of building both for each of
          // 159 files (149 s -> 40 s on two workers); test/setup-web.ts gives each file fresh
          // copies of our own modules and an empty browser state. Checked with shuffled files.
          isolate: false,
          testTimeout: 20_000,
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-web.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          environment: 'node',
          // As the web tests: files share a worker's loaded packages (better-auth, drizzle, hono,
          // pdfkit...), each file gets fresh copies of our modules (test/setup-integration.ts).
          // 281 s -> 185 s on PGlite, 187 s -> 130 s on PostgreSQL; checked with shuffled files.
          isolate: false,
          setupFiles: ['./test/setup-integration.ts'],
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup-server.ts', './test/global-setup-database.ts'],
          // Some tests start the real server several times (from the sources, bundled once per
          // run by the global setup); with two files at a time on a busy 2-core machine one start
          // can take ten seconds or more.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
