import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@server/db/client';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('a PostgreSQL connection the server ends while idle', () => {
  it('is reported and replaced, not a crash', async () => {
    // A database of its own, so ending its connections touches no other test.
    const name = `nido_idle_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const onIdleError = vi.fn();
    const handle = openPostgres(url.toString(), onIdleError);
    try {
      await handle.ping(); // one connection, now idle in the pool
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledOnce());
      await handle.ping();
    } finally {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
