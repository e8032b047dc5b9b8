// `npm test`: unit, web and integration tests, then the browser tests when Chromium is present.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build-state.mjs';
import { findChromium } from './lib/chromium.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run']);

if (findChromium()) {
  run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')]);
} else {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROME_PATH or apt-get install -y chromium).\n${banner}\n`,
  );
  if (process.env.NIDO_REQUIRE_BROWSER === '1') process.exit(1);
}
