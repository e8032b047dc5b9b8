import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server and the `nido` command bundled from the current sources once per test run (by
 * test/global-setup-server.ts), so that the tests which start them as processes do not load some
 * three hundred source files through tsx on every start: about 1 s less per start on an idle
 * machine, several on a busy one. Without the bundle (a test run some other way) tsx runs them.
 */
export const SOURCE_BUNDLE_DIR =
  process.env.NIDO_TEST_BUNDLE_DIR ??
  path.resolve(import.meta.dirname, '../../node_modules/.cache/nido-test-server');

/**
 * A folder of this run's own (the global setup's process id), so that two test runs at once on
 * one checkout do not remove or replace each other's bundle. The global setup names it in the
 * environment before the test workers start, and they inherit it.
 */
export function runBundleDir(): string {
  return path.resolve(
    import.meta.dirname,
    `../../node_modules/.cache/nido-test-server/run-${process.pid}`,
  );
}

/** Node's arguments to run `src/server/<entry>.ts`: its bundle when there is one, else through tsx. */
export function sourceEntryArgs(entry: 'main' | 'cli', root: string): string[] {
  const bundled = path.join(SOURCE_BUNDLE_DIR, `${entry}.js`);
  return existsSync(bundled)
    ? ['--enable-source-maps', bundled]
    : ['--import', 'tsx', path.join(root, `src/server/${entry}.ts`)];
}
