import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '@server/db/client';
import {
  PGLITE_SNAPSHOT_ENV,
  POSTGRES_TEMPLATE_ENV,
  adminQuery,
  databaseUrl,
} from './harness/test-database';

/**
 * Migrates one database before the integration tests and names it to the test workers (which
 * inherit this process's environment), so each test database starts as a copy of it: a PGlite
 * database's files in a temporary file, or a PostgreSQL template database when DATABASE_URL is set.
 */
export default async function setup(): Promise<() => void | Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = `nido_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${template}"`);
    const handle = openPostgres(databaseUrl(baseUrl, template));
    await handle.migrate();
    await handle.close();
    process.env[POSTGRES_TEMPLATE_ENV] = template;
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  const handle = await openPglite(null);
  await handle.migrate();
  const files = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'nido-test-db-'));
  const snapshot = path.join(dir, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await files.arrayBuffer()));
  process.env[PGLITE_SNAPSHOT_ENV] = snapshot;
  return () => rmSync(dir, { recursive: true, force: true });
}
