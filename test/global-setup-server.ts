import { rmSync } from 'node:fs';
import { bundleServer } from '../scripts/lib/server-bundle.mjs';
import { runBundleDir } from './harness/source-bundle';

/** Bundles the server and the `nido` command from the sources before the integration tests. */
export default async function setup(): Promise<() => void> {
  const dir = runBundleDir();
  rmSync(dir, { recursive: true, force: true });
  await bundleServer({ main: 'src/server/main.ts', cli: 'src/server/cli.ts' }, dir);
  process.env.NIDO_TEST_BUNDLE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
