import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { expenses } from '@server/db/schema';
import { seedDemoHousehold } from '@server/db/seed/demo-household';
import { listExpenses } from '@server/modules/expenses/expense-repository';
import { toExpenseView } from '@server/modules/expenses/expense-mapping';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import {
  ZExpenseList,
  expandListedExpense,
  type TExpense,
  type TExpenseSaved,
} from '@shared/finance/expense-schemas';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

// GET /expenses is put together from JSON stored with each row (listed_fields) instead of from
// the typed columns; these tests hold it to what the typed path gives.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOME = { street: '12 "Oak" Lane', city: 'Portland', state: 'OR', zip: '97201' };

async function listed(user: TestUser): Promise<{ raw: string; expenses: TExpense[] }> {
  const response = await user.client.get('/api/expenses');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  const raw = await response.text();
  return { raw, expenses: ZExpenseList.parse(JSON.parse(raw)).expenses.map(expandListedExpense) };
}

async function save(user: TestUser, body: object, id?: string): Promise<TExpense> {
  const response = id
    ? await user.client.put(`/api/expenses/${id}`, body)
    : await user.client.post('/api/expenses', body);
  expect(response.status).toBe(id ? 200 : 201);
  return ((await response.json()) as TExpenseSaved).expense;
}

describe('the obligations list', () => {
  it('shows every obligation as saving it answered, null fields left out of the JSON', async () => {
    const user = await newUser(t);
    const saved = new Map<string, TExpense>();
    const keep = (expense: TExpense) => saved.set(expense.id, expense);
    keep(await save(user, { category: 'other', vendor: 'Plain' }));
    keep(
      await save(user, {
        category: 'kids',
        vendor: 'Tricky "quotes" \\ back/slash, </script> ☃ 👪',
        // Line breaks and tabs belong to multi-line fields (a vendor is one line).
        description: 'Tab\there,\r\nnew line, unicode “curly” é',
        costCents: 1999,
        frequency: 'yearly',
        bankAccount: 'Chase ****1234',
        isAutoPay: true,
        autoPayDate: 31,
        website: 'example.com/a?b=c&d=%22e%22',
        vendorAccount: '1234 5678-90',
        entityName: 'Emma',
      }),
    );
    const mortgage = await save(user, {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Wells Fargo',
      costCents: 245000,
      vendorAccount: '7788990011',
      outstandingLoanBalanceCents: 31250000,
      address: HOME,
    });
    // Changed later: updatedAt moves on, the number it was given is kept.
    keep(
      await save(
        user,
        {
          category: 'home',
          homeSubcategory: 'Mortgage',
          vendor: 'Wells Fargo Home',
          costCents: 250000,
          outstandingLoanBalanceCents: 31000000,
          address: HOME,
        },
        mortgage.id,
      ),
    );

    const { raw, expenses: list } = await listed(user);
    expect(raw).not.toContain('null');
    expect(raw).not.toContain('7788990011');
    expect(list).toHaveLength(saved.size);
    for (const expense of list) expect(expense).toEqual(saved.get(expense.id));
    const updated = list.find((expense) => expense.id === mortgage.id);
    expect(updated?.updatedAt).not.toBe(updated?.createdAt);
    expect(updated).toMatchObject({ vendorAccountLast4: '0011' });
    expect(updated?.linkedLoanId).toBeTruthy();
  });

  it('matches the typed read for a whole demo household, in the same order', async () => {
    const user = await newUser(t);
    await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), user.id, {
      obligations: 300,
    });
    const typed = (await listExpenses(t.database.db, [user.id])).map(toExpenseView);
    expect((await listed(user)).expenses).toEqual(typed);
  });

  it('is compressed for a browser that takes it', async () => {
    const user = await newUser(t);
    await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), user.id, {
      obligations: 50,
    });
    const response = await user.client.get('/api/expenses', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(ZExpenseList.parse(JSON.parse(body)).expenses).toHaveLength(50);
  });

  it('gets the same listed fields from the migration for rows that existed before it', async () => {
    const user = await newUser(t);
    await seedDemoHousehold(t.database.db, createFieldCipher(TEST_ENCRYPTION_KEY), user.id, {
      obligations: 300,
    });
    await save(user, {
      category: 'kids',
      vendor: 'Tricky "quotes" \\ back/slash ☃',
      description: 'Tab\there\nand a line',
      entityName: 'Emma',
      isAutoPay: true,
      autoPayDate: 3,
    });
    const before = await t.database.db
      .select({ id: expenses.id, listedFields: expenses.listedFields })
      .from(expenses);
    const migration = readFileSync(
      `${MIGRATIONS_FOLDER}/0003_expense_listed_fields.sql`,
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = migration.find((statement) => statement.includes('UPDATE "expenses"'));
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill ?? ''));
    const after = new Map(
      (
        await t.database.db
          .select({ id: expenses.id, listedFields: expenses.listedFields })
          .from(expenses)
      ).map((row) => [row.id, row.listedFields]),
    );
    for (const row of before) {
      expect(JSON.parse(after.get(row.id) ?? '')).toEqual(JSON.parse(row.listedFields));
    }
  });
});
