import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { startListWarmUp } from './list-warm-up';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPglite(null);
}, 90_000);
afterAll(() => database.close());

/** The embedded database, counting the statements run and the rows they gave. */
function counted() {
  const seen: Array<{ rows: Array<Record<string, unknown>> }> = [];
  const db = {
    execute: async (query: SQL) => {
      const result = (await database.db.execute(query)) as { rows: Array<Record<string, unknown>> };
      seen.push(result);
      return result;
    },
  };
  return { db: db as never, seen };
}

describe('startListWarmUp', () => {
  it('reads generated rows shaped like the obligations list, in ten pieces of 500', async () => {
    const { db, seen } = counted();
    await startListWarmUp(db).finished;
    expect(seen).toHaveLength(10);
    const [first] = seen;
    expect(first?.rows).toHaveLength(500);
    expect(Object.keys(first?.rows[0] ?? {})).toEqual([
      'id',
      'ownerId',
      'createdAt',
      'updatedAt',
      'vendorAccountLast4',
      'listedFields',
      'linkedLoanId',
    ]);
    expect(JSON.parse(String(first?.rows[0]?.listedFields))).toMatchObject({ vendor: 'Vendor 1' });
  });

  it('stops between two pieces when asked (shutdown)', async () => {
    const { db, seen } = counted();
    await startListWarmUp(db).stop();
    expect(seen).toHaveLength(1);
  });

  it('ends quietly when the database fails', async () => {
    let calls = 0;
    const failing = {
      execute: () => {
        calls += 1;
        return Promise.reject(new Error('closed'));
      },
    };
    await expect(startListWarmUp(failing as never).finished).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });
});
