import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { assets, expenses, properties } from '@server/db/schema';
import { listedFields } from '@server/modules/expenses/expense-mapping';
import type { TAsset } from '@shared/finance/asset-schemas';
import {
  ZExpenseList,
  expandListedExpense,
  type TExpense,
  type TExpenseSaved,
} from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

// Spec §3: address_full is the parts joined with commas.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
});
afterAll(() => t.close());

const ADDRESS = { street: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62701' };
const FULL = '12 Oak St, Springfield, IL, 62701';
const OLD_FULL = '12 Oak St, Springfield, IL 62701';

async function saved<T>(response: Response): Promise<T> {
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

async function addAll(user: TestUser) {
  const { expense } = await saved<TExpenseSaved>(
    await user.client.post('/api/expenses', {
      category: 'home',
      vendor: 'Springfield Water',
      costCents: 4500,
      address: ADDRESS,
    }),
  );
  const { asset } = await saved<{ asset: TAsset }>(
    await user.client.post('/api/assets', {
      type: 'home',
      institutionName: 'Home',
      accountName: 'Oak St',
      address: ADDRESS,
    }),
  );
  const { property } = await saved<{ property: TProperty }>(
    await user.client.post('/api/properties', {
      kind: 'home',
      address: ADDRESS,
      homeType: 'primary_residence',
    }),
  );
  return { expense, asset, property };
}

async function listedExpense(user: TestUser, id: string): Promise<TExpense | undefined> {
  const response = await user.client.get('/api/expenses');
  const list = ZExpenseList.parse(await response.json());
  return list.expenses.map(expandListedExpense).find((expense) => expense.id === id);
}

describe('address_full', () => {
  it('is the parts joined with commas on obligations, accounts and properties', async () => {
    const { expense, asset, property } = await addAll(owner);
    expect(expense.address?.full).toBe(FULL);
    expect(asset.address?.full).toBe(FULL);
    expect(property.kind === 'home' && property.address.full).toBe(FULL);
    expect((await listedExpense(owner, expense.id))?.address?.full).toBe(FULL);
  });

  it('is rewritten by migration 0007 where it was built the old way, and only there', async () => {
    const user = await newUser(t);
    const built = await addAll(user);
    const named = await addAll(user);
    const { db } = t.database;
    // Rows as the old code wrote them: the old build, in the columns and the list's JSON.
    for (const { expense, asset, property } of [built, named]) {
      const full = expense === built.expense ? OLD_FULL : 'The lake house';
      const [row] = await db.select().from(expenses).where(eq(expenses.id, expense.id));
      const oldListed = row ? listedFields({ ...row, addressFull: full }) : null;
      await db
        .update(expenses)
        .set({ addressFull: full, listedFields: JSON.stringify(oldListed) })
        .where(eq(expenses.id, expense.id));
      await db.update(assets).set({ addressFull: full }).where(eq(assets.id, asset.id));
      await db.update(properties).set({ addressFull: full }).where(eq(properties.id, property.id));
    }
    expect((await listedExpense(user, built.expense.id))?.address?.full).toBe(OLD_FULL);

    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0007_address_full_commas.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const [builtRow] = await db.select().from(expenses).where(eq(expenses.id, built.expense.id));
    expect(builtRow?.addressFull).toBe(FULL);
    // The list's JSON is what saving the row today writes.
    expect(JSON.parse(builtRow?.listedFields ?? '')).toEqual(
      builtRow ? listedFields(builtRow) : null,
    );
    expect(await listedExpense(user, built.expense.id)).toEqual(
      expect.objectContaining({ address: { ...ADDRESS, full: FULL } }),
    );
    const [builtAsset] = await db.select().from(assets).where(eq(assets.id, built.asset.id));
    const [builtProperty] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, built.property.id));
    expect([builtAsset?.addressFull, builtProperty?.addressFull]).toEqual([FULL, FULL]);

    // A value that is not the parts' old build was not derived from them: it stays.
    expect((await listedExpense(user, named.expense.id))?.address?.full).toBe('The lake house');
    const [namedAsset] = await db.select().from(assets).where(eq(assets.id, named.asset.id));
    const [namedProperty] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, named.property.id));
    expect([namedAsset?.addressFull, namedProperty?.addressFull]).toEqual([
      'The lake house',
      'The lake house',
    ]);
  });
});
