import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '@test/harness/server-process';

// These start the real process from source, always on the embedded database: they are about the
// process (lock, signals, restarts, configuration), not about which database is behind it.
const embedded = { DATABASE_URL: '' };
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-process-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForExit(server: ServerProcess): Promise<number | null> {
  return Promise.race([
    server.exited,
    new Promise<null>((_, reject) => setTimeout(() => reject(new Error('no exit')), 20_000)),
  ]);
}

describe('the server process', () => {
  it('starts on an empty data folder (over a stale lock naming another live program), refuses a second server there, and stops cleanly on SIGTERM', async () => {
    // What a Nido that crashed leaves once the system gave its process id to another program:
    // the lock names a live process, started at another time than the one that wrote it.
    const other = spawn('sleep', ['120'], { stdio: 'ignore' });
    await new Promise((resolve) => other.once('spawn', resolve));
    writeFileSync(path.join(dataDir, 'nido.lock'), `${other.pid}\n1\n`);
    let first: ServerProcess;
    try {
      first = await startServer(
        { ...embedded, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        { fromSource: true },
      );
    } finally {
      other.kill('SIGKILL');
    }
    expect(readFileSync(path.join(dataDir, 'nido.lock'), 'utf8').split('\n')[0]).toBe(
      String(first.process.pid),
    );
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as {
      database: { kind: string };
    };
    expect(health.database.kind).toBe('pglite');

    const second = await startServer(
      { ...embedded, DATA_DIR: dataDir },
      { fromSource: true, waitUntilReady: false },
    );
    expect(await waitForExit(second)).toBe(1);
    expect(second.output()).toContain('Another Nido server');
    expect(second.output()).toContain(dataDir);

    // The refused second server must not have disturbed the first.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
  });

  it('keeps its data across a restart', async () => {
    // Write a row while no server runs, as an operator would with the CLI.
    const direct = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    await direct.query(
      `INSERT INTO app_config (key, value) VALUES ('restart_marker', '{"enabled": true}')`,
    );
    await direct.close();

    const restarted = await startServer({ ...embedded, DATA_DIR: dataDir }, { fromSource: true });
    expect(await restarted.stop('SIGINT')).toBe(0);

    const reopened = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const rows = await reopened.query<{ key: string }>('SELECT key FROM app_config ORDER BY key');
    await reopened.close();
    expect(rows.rows.map((row) => row.key)).toEqual(['payment_required', 'restart_marker']);
  });

  it('exits with a readable message on bad configuration', async () => {
    const server = await startServer(
      { ...embedded, DATA_DIR: dataDir, PORT: '1', LOG_LEVEL: 'shouty' },
      { fromSource: true, waitUntilReady: false },
    );
    expect(await waitForExit(server)).toBe(1);
    expect(server.output()).toContain('Nido cannot start: invalid configuration');
    expect(server.output()).toContain('LOG_LEVEL: must be one of');
  });
});
