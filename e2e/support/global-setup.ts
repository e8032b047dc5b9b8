import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '@test/harness/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One built Nido server on a free port and a throw-away data folder for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-e2e-'));
  // TRUST_PROXY lets a test play a visitor from abroad with X-Forwarded-For (the waitlist).
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
