// Browser tests: builds when needed, then runs e2e/ with Vitest against the built app in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build-state.mjs';
import { findChromium } from './lib/chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found (set CHROME_PATH, or run: apt-get install -y chromium). Browser tests cannot run.',
  );
  process.exit(1);
}
ensureBuilt();
const result = spawnSync(
  path.join(ROOT, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
);
process.exit(result.status ?? 1);
