import { rmSync } from 'node:fs';
import { bundleServer } from '../scripts/lib/server-bundle.mjs';
import { SOURCE_BUNDLE_DIR } from './harness/source-bundle';

/** Bundles the server and the `nido` command from the sources before the integration tests. */
export default async function setup(): Promise<() => void> {
  rmSync(SOURCE_BUNDLE_DIR, { recursive: true, force: true });
  await bundleServer({ main: 'src/server/main.ts', cli: 'src/server/cli.ts' }, SOURCE_BUNDLE_DIR);
  return () => rmSync(SOURCE_BUNDLE_DIR, { recursive: true, force: true });
}
