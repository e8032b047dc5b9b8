import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@server/db/client';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL connection the server ends while idle', () => {
  it('is reported and replaced, not a crash', async () => {
    const onIdleError = vi.fn();
    const handle = openPostgres(url ?? '', onIdleError);
    // The handle's db is typed for either driver; on PostgreSQL the answer has rows.
    const result = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    const [row] = result.rows;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [row?.pid]);
    await admin.end();
    await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledOnce());
    await handle.ping();
    await handle.close();
  });
});
