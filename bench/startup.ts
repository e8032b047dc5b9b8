// Measures how long `node dist/server/main.js` takes to serve /api/health on an existing data
// folder, and the process's memory once it serves (DESIGN.md §8: within 3 s, under 500 MB).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../test/harness/server-process';

const RUNS = 5;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-start-'));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

try {
  // The first start creates the database; the budget is about later starts.
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  const times: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const server = await startServer({ DATA_DIR: dataDir });
    times.push(performance.now() - started);
    for (let i = 0; i < 50; i += 1) await fetch(`${server.url}/api/health`);
    memory.push(rssMb(server.process.pid ?? 0));
    await server.stop();
  }
  times.sort((a, b) => a - b);
  console.log(
    `start to first healthy response, ${RUNS} runs: median ${Math.round(times[Math.floor(RUNS / 2)] ?? 0)} ms, max ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  console.log(`resident memory after 50 requests: max ${Math.max(...memory).toFixed(0)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
