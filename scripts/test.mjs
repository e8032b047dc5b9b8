// `npm test`: unit and web tests, then the integration tests, then the browser tests when
// Chromium is present. Each phase prints how long it took.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build-state.mjs';
import { findChromium } from './lib/chromium.mjs';
import { integrationWorkers } from './lib/test-workers.mjs';

const started = Date.now();

function run(label, command, args) {
  const phaseStarted = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = (ms) => Math.round(ms / 1000);
  console.log(
    `\n--- ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - phaseStarted)} s (npm test so far ${seconds(Date.now() - started)} s)\n`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const vitest = path.join(ROOT, 'node_modules', '.bin', 'vitest');
run('unit and web tests', vitest, ['run', '--project', 'unit', '--project', 'web']);
run('integration tests', vitest, [
  'run',
  '--project',
  'integration',
  `--maxWorkers=${integrationWorkers(process.env)}`,
]);

if (findChromium()) {
  run('browser tests', process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')]);
} else {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROME_PATH or apt-get install -y chromium).\n${banner}\n`,
  );
  if (process.env.NIDO_REQUIRE_BROWSER === '1') process.exit(1);
}
