// Knows whether dist/ matches the sources, and builds it when it does not.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAMP = path.join(ROOT, 'dist', '.build-stamp');
const INPUTS = ['src', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs', 'tsconfig.json'];

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const stats = statSync(full);
  if (stats.isFile()) {
    yield [entry, stats];
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, child));
  }
}

/** A fingerprint of everything the build reads: names, sizes and modification times. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const [name, stats] of files(entry))
      hash.update(`${name}:${stats.size}:${stats.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function buildIsFresh() {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceFingerprint();
}

export function markBuilt() {
  writeFileSync(STAMP, sourceFingerprint());
}

/** Runs `npm run build` unless dist/ is already up to date. */
export function ensureBuilt() {
  if (buildIsFresh()) return;
  console.log('Building Nido (the sources changed since the last build)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
