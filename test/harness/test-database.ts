import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';

/**
 * Set by the integration tests' global setup (test/global-setup-database.ts): a migrated PGlite
 * database's files, or the name of a migrated PostgreSQL template database. Each test database
 * starts as a copy of it instead of running every migration again (PGlite: ~0.4 s instead of
 * ~1.6 s a database). Without them (unit tests, benchmarks) a database is migrated from empty.
 */
export const PGLITE_SNAPSHOT_ENV = 'NIDO_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'NIDO_TEST_POSTGRES_TEMPLATE';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    const handle = await openPglite(
      null,
      snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    );
    await handle.migrate();
    return handle;
  }
  const name = `nido_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(
    baseUrl,
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
  );
  const handle = openPostgres(databaseUrl(baseUrl, name));
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** `baseUrl` with its database replaced by `name`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's administrative connection (CREATE and DROP DATABASE). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
