import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNido } from '@test/harness/nido-command';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function nido(...args: string[]) {
  return runNido({ DATA_DIR: dataDir }, ...args);
}

describe('the nido command', () => {
  it('migrates a new data folder', async () => {
    const result = await nido('migrate');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Migrations are up to date.');
  });

  it('makes an existing account an admin, and says so when there is none', async () => {
    const missing = await nido('create-admin', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account uses nobody@example.com');

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    await db.query(
      `INSERT INTO users (name, email, email_verified) VALUES ('Ada Admin', 'ada@example.com', true)`,
    );
    await db.close();

    const granted = await nido('create-admin', 'Ada@Example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('ada@example.com is now an admin.');
    const check = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const rows = await check.query<{ role: string }>(
      `SELECT role FROM users WHERE email = 'ada@example.com'`,
    );
    await check.close();
    expect(rows.rows[0]?.role).toBe('admin');
  });

  it('shows its usage for an unknown command', async () => {
    const result = await nido('frobnicate');
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('Usage: nido <command>');
  });
});
