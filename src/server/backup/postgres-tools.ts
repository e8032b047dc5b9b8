import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error';
import type { RunQuery } from './database-contents';

const run = promisify(execFile);

export type ToolVersion = { version: string; major: number };

/** The major version in `pg_dump (PostgreSQL) 15.20 (Debian …)` or `server_version` `18.6`. */
export function majorVersion(version: string): number {
  return Number.parseInt(/(\d+)/.exec(version)?.[1] ?? '0', 10);
}

/** The installed pg_dump or pg_restore; a BackupError saying what to install when it is missing. */
export async function toolVersion(
  tool: 'pg_dump' | 'pg_restore',
  neededMajor: number,
): Promise<ToolVersion> {
  let output: string;
  try {
    output = (await run(tool, ['--version'])).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL ${neededMajor} client tools ` +
          `(or newer) so that ${tool} is on the PATH, and run this again.`,
      );
    throw error;
  }
  const version = /\(PostgreSQL\)\s+([\d.]+)/.exec(output)?.[1] ?? output.trim();
  return { version, major: majorVersion(version) };
}

/**
 * How a PostgreSQL tool reaches the database: the URL without its password (command lines are
 * visible to every user of the machine in `ps`), and the password in the environment instead.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Runs a PostgreSQL tool; a failure is a BackupError carrying the tool's own first error line. */
export async function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 64 * 1024) errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    const line =
      errors
        .split('\n')
        .map((text) => text.trim())
        .find((text) => /error|fatal/i.test(text)) ?? errors.trim().split('\n')[0];
    throw new BackupError(`${tool} failed: ${line || `exit code ${code}`}`);
  }
}

/**
 * Runs `work` with a connection of its own to the database in DATABASE_URL, closed afterwards; a
 * connection that cannot be made stops the command with one line. `run` answers a query's rows.
 */
export async function withPostgresClient<T>(
  databaseUrl: string,
  work: (run: RunQuery) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the database in DATABASE_URL: ${(error as Error).message}`,
    );
  }
  try {
    return await work(async <R>(text: string) => (await client.query(text)).rows as R[]);
  } finally {
    await client.end().catch(() => undefined);
  }
}
