import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POOL_CONNECTION_TIMEOUT_MS, POOL_SIZE } from '@server/db/client';
import { createTestDatabase } from '@test/harness/test-database';

describe.skipIf(!process.env.DATABASE_URL)('waiting for a PostgreSQL connection', () => {
  it('ends with an error after the pool timeout instead of waiting unboundedly', async () => {
    const handle = await createTestDatabase();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    // Every connection of the pool taken by a transaction that does not end yet.
    const transactions = Array.from({ length: POOL_SIZE }, () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding += 1;
        await held;
      }),
    );
    try {
      await expect.poll(() => holding, { timeout: 10_000 }).toBe(POOL_SIZE);
      const started = performance.now();
      // Drizzle wraps the pool's error.
      const failure: unknown = await handle.ping().catch((error: unknown) => error);
      expect((failure as Error).cause).toMatchObject({
        message: expect.stringMatching(/timeout/i) as string,
      });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(POOL_CONNECTION_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(POOL_CONNECTION_TIMEOUT_MS + 2_000);
    } finally {
      release();
      await Promise.all(transactions);
    }
    await handle.ping();
    await handle.close();
  });
});
