// The server as one ES module per entry (esbuild), with its packages left to node_modules: what
// `npm run build` writes to dist/server, and what the integration tests start (test/harness).
import { build } from 'esbuild';
import { ROOT } from './build-state.mjs';

/** Bundles the given entries (name → source file) into `outdir` (relative to the project). */
export async function bundleServer(entryPoints, outdir) {
  await build({
    entryPoints,
    absWorkingDir: ROOT,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
}
