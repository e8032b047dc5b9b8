import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdVersionsOf } from '@server/db/household-versions';
import { seedDemoHousehold } from '@server/db/seed/demo-household';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { listExpensesForResponse, preparedExpenseList } from './expense-repository';

// GET /expenses reads its rows and its ETag's change total in one statement; it must give the
// rows the plain statement gives, in the same order, and the total the counters hold.

let t: TestApp;
let owner: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
  neighbour = await newUser(t);
  await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), owner.id, {
    obligations: 120,
  });
  // A database, migrations and a seeded household: an integration test's time on a busy machine.
}, 90_000);
afterAll(() => t.close());

async function counterTotal(ownerIds: string[]): Promise<number> {
  const versions = await householdVersionsOf(t.database.db, ownerIds);
  return [...versions.values()].reduce((sum, version) => sum + version, 0);
}

const readList = (ownerIds: string[]) => preparedExpenseList(t.database.db)(ownerIds);

describe('preparedExpenseList', () => {
  it("gives the plain statement's rows in its order, and the households' change total", async () => {
    const owners = [owner.id, neighbour.id];
    const { rows, versionTotal } = await readList(owners);
    expect(rows).toHaveLength(120);
    expect(rows).toEqual(await listExpensesForResponse(t.database.db, owners));
    expect(versionTotal).toBeGreaterThan(0);
    expect(versionTotal).toBe(await counterTotal(owners));
  });

  it('serves any number of households with one prepared statement, read after read', async () => {
    const read = preparedExpenseList(t.database.db);
    const both = [neighbour.id, owner.id];
    for (const owners of [[owner.id], both, [neighbour.id], both, [owner.id]]) {
      const { rows, versionTotal } = await read(owners);
      expect(rows).toEqual(await listExpensesForResponse(t.database.db, owners));
      expect(versionTotal).toBe(await counterTotal(owners));
    }
    expect(await read([])).toEqual({ rows: [], versionTotal: 0 });
  });

  it('gives the total of a household with nothing listed', async () => {
    const { rows, versionTotal } = await readList([neighbour.id]);
    expect(rows).toEqual([]);
    expect(versionTotal).toBe(await counterTotal([neighbour.id]));
  });

  it("moves with a write in the household, not with another household's", async () => {
    // Households of their own, so the tests above do not depend on running before this one.
    const mine = await newUser(t);
    const other = await newUser(t);
    const before = (await readList([mine.id])).versionTotal;
    const added = await other.client.post('/api/expenses', { category: 'other', vendor: 'Hulu' });
    expect(added.status).toBe(201);
    expect((await readList([mine.id])).versionTotal).toBe(before);
    const own = await mine.client.post('/api/expenses', { category: 'other', vendor: 'Netflix' });
    expect(own.status).toBe(201);
    const after = await readList([mine.id]);
    expect(after.versionTotal).toBeGreaterThan(before);
    expect(after.rows[0]?.listedFields).toContain('Netflix');
  });
});
