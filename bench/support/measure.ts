// Small measuring helpers the benchmarks share: CPU time of processes from /proc, quantiles,
// one HTTP GET timed to its last byte, and the machine's load average.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';

/** What Chromium sends. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** User + system CPU of processes (all their threads), in ms, from /proc (Linux). */
export function cpuMs(pids: readonly number[]): number {
  const msPerTick = 1000 / 100; // USER_HZ
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // The process ended.
    }
  }
  return ticks * msPerTick;
}

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** "p50 …, p95 …, max … ms" of unsorted times. */
export function summarize(times: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? NaN };
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

export type Answer = {
  status: number;
  wireBytes: number;
  encoding: string;
  ms: number;
  body: Buffer;
};

/** One GET until its last byte, without decompressing (the browser's work, not the server's). */
export function get(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            wireBytes: body.length,
            encoding: String(response.headers['content-encoding'] ?? 'none'),
            ms: performance.now() - started,
            body,
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
