// `npm run bench`: builds if needed, then runs every benchmark in bench/ and prints its numbers.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build-state.mjs';

ensureBuilt();
const only = process.argv[2];
for (const file of readdirSync(path.join(ROOT, 'bench'))
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
