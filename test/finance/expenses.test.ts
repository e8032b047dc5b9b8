import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, loans } from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import type { TExpense, TExpenseSaved } from '@shared/finance/expense-schemas';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

const HOME = { street: '12 Oak Lane', city: 'Portland', state: 'OR', zip: '97201' };

async function addExpense(user: TestUser, body: object): Promise<TExpenseSaved> {
  const response = await user.client.post('/api/expenses', body);
  expect(response.status).toBe(201);
  return (await response.json()) as TExpenseSaved;
}

describe('obligations', () => {
  it('are created with their rules applied and listed newest first, account number masked', async () => {
    const first = await addExpense(owner, {
      category: 'auto',
      vendor: 'Geico',
      costCents: 60000,
      frequency: 'bi-annual',
      entityName: '2021 Honda CR-V',
      homeSubcategory: 'Rent',
      address: HOME,
    });
    expect(first.expense).toMatchObject({
      category: 'auto',
      entityName: '2021 Honda CR-V',
      homeSubcategory: null,
      address: null,
      frequency: 'bi-annual',
    });
    const second = await addExpense(owner, {
      category: 'home',
      vendor: 'Portland Water',
      costCents: 8450,
      frequency: 'quarterly',
      isAutoPay: false,
      autoPayDate: 12,
      vendorAccount: '0012-3456-789',
      entityName: 'should be dropped',
      address: HOME,
      website: 'portlandoregon.gov/water',
    });
    expect(second.expense).toMatchObject({
      autoPayDate: null,
      entityName: null,
      vendorAccountLast4: '6789',
      website: 'https://portlandoregon.gov/water',
      address: { ...HOME, full: '12 Oak Lane, Portland, OR, 97201' },
    });
    const listed = (await (await owner.client.get('/api/expenses')).json()) as {
      expenses: TExpense[];
    };
    expect(listed.expenses.map((expense) => expense.vendor).slice(0, 2)).toEqual([
      'Portland Water',
      'Geico',
    ]);
    expect(JSON.stringify(listed)).not.toContain('0012');
  });

  it('keep the vendor account number sealed in the table', async () => {
    const { expense } = await addExpense(owner, {
      category: 'other',
      vendor: 'Comcast',
      vendorAccount: '8155600123456789',
    });
    const [raw] = await t.database.db.select().from(expenses).where(eq(expenses.id, expense.id));
    expect(raw?.vendorAccountSealed).toBeTruthy();
    expect(raw?.vendorAccountSealed).not.toContain('8155600123456789');
    expect(createFieldCipher(TEST_ENCRYPTION_KEY).decrypt(raw?.vendorAccountSealed ?? '')).toBe(
      '8155600123456789',
    );
    const revealed = await owner.client.get(`/api/expenses/${expense.id}/vendor-account`);
    expect(await revealed.json()).toEqual({ vendorAccount: '8155600123456789' });
  });

  it('refuse bad input with field messages and save nothing', async () => {
    const before = (
      (await (await owner.client.get('/api/expenses')).json()) as { expenses: unknown[] }
    ).expenses.length;
    const response = await owner.client.post('/api/expenses', {
      category: 'home',
      vendor: '  ',
      costCents: -5,
      autoPayDate: 40,
      isAutoPay: true,
      address: { street: '1 Main', city: '', state: 'OR', zip: '123' },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      vendor: 'Enter the vendor',
      costCents: 'Amounts cannot be negative',
      autoPayDate: 'Choose a day from 1 to 31',
      'address.city': 'Enter the city',
      'address.zip': 'Enter a 5-digit ZIP code',
    });
    const missingAddress = await owner.client.post('/api/expenses', {
      category: 'home',
      vendor: 'HOA',
    });
    expect(await missingAddress.json()).toMatchObject({
      error: { fields: { address: 'Choose or enter the property address' } },
    });
    const after = (
      (await (await owner.client.get('/api/expenses')).json()) as { expenses: unknown[] }
    ).expenses.length;
    expect(after).toBe(before);
  });

  it('keep the stored vendor account when an update leaves it out, and clear it on null', async () => {
    const { expense } = await addExpense(owner, {
      category: 'kids',
      vendor: 'Little Gym',
      costCents: 12000,
      vendorAccount: 'LG-4455',
      entityName: 'Mia',
    });
    const kept = await owner.client.put(`/api/expenses/${expense.id}`, {
      category: 'kids',
      vendor: 'Little Gym',
      costCents: 13000,
      entityName: 'Mia',
    });
    expect(await kept.json()).toMatchObject({
      expense: { costCents: 13000, vendorAccountLast4: '4455' },
    });
    const cleared = await owner.client.put(`/api/expenses/${expense.id}`, {
      category: 'kids',
      vendor: 'Little Gym',
      vendorAccount: null,
    });
    expect(await cleared.json()).toMatchObject({ expense: { vendorAccountLast4: null } });
  });

  it("answer 404 for another household's obligation and leave it unchanged", async () => {
    const { expense } = await addExpense(owner, {
      category: 'other',
      vendor: 'Netflix',
      costCents: 1599,
    });
    expect(
      (
        await stranger.client.put(`/api/expenses/${expense.id}`, {
          category: 'other',
          vendor: 'Hacked',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/expenses/${expense.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/expenses/${expense.id}/vendor-account`)).status).toBe(
      404,
    );
    const [raw] = await t.database.db.select().from(expenses).where(eq(expenses.id, expense.id));
    expect(raw?.vendor).toBe('Netflix');
  });

  it("never list another household's rows, even when asked for them by id", async () => {
    const theirs = await stranger.client.get(`/api/expenses?owners=${owner.id}`);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(await theirs.json())).not.toContain(owner.id);
    const mixed = (await (
      await stranger.client.get(`/api/expenses?owners=${owner.id},${stranger.id}`)
    ).json()) as { expenses: TExpense[] };
    expect(mixed.expenses.every((expense) => expense.ownerId === stranger.id)).toBe(true);
  });

  it('store new rows under the actor whatever the body says', async () => {
    const response = await stranger.client.post('/api/expenses', {
      category: 'other',
      vendor: 'Sneaky',
      userId: owner.id,
      ownerId: owner.id,
      user_id: owner.id,
    });
    const { expense } = (await response.json()) as TExpenseSaved;
    expect(expense.ownerId).toBe(stranger.id);
  });

  it('are deleted', async () => {
    const { expense } = await addExpense(owner, { category: 'other', vendor: 'Gym' });
    expect((await owner.client.delete(`/api/expenses/${expense.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/expenses/${expense.id}`)).status).toBe(404);
  });
});

describe('a home Mortgage with an outstanding balance', () => {
  it('creates its loan, then keeps it up to date (spec §4)', async () => {
    const created = await addExpense(owner, {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Wells Fargo Home Mortgage',
      costCents: 245000,
      vendorAccount: '7788990011',
      outstandingLoanBalanceCents: 31250000,
      address: HOME,
    });
    expect(created.loan?.action).toBe('created');
    const [loan] = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.relatedExpenseId, created.expense.id));
    expect(loan).toMatchObject({
      loanType: 'mortgage',
      bankName: 'Wells Fargo Home Mortgage',
      accountNumberLast4: '0011',
      originalLoanAmountCents: 31250000,
      currentOutstandingBalanceCents: 31250000,
      monthlyPaymentCents: 245000,
      notes: 'Auto-created from mortgage expense: Wells Fargo Home Mortgage',
      userId: owner.id,
    });
    expect(created.expense.linkedLoanId).toBe(loan?.id);

    const updated = await owner.client.put(`/api/expenses/${created.expense.id}`, {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Wells Fargo',
      costCents: 250000,
      outstandingLoanBalanceCents: 31000000,
      address: HOME,
    });
    expect(await updated.json()).toMatchObject({ loan: { id: loan?.id, action: 'updated' } });
    const linked = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.relatedExpenseId, created.expense.id));
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      bankName: 'Wells Fargo',
      currentOutstandingBalanceCents: 31000000,
      monthlyPaymentCents: 250000,
      accountNumberLast4: '0011',
      notes: 'Auto-updated from mortgage expense: Wells Fargo',
    });
  });

  it('creates no loan without a balance or away from Mortgage, and drops the balance there', async () => {
    const rent = await addExpense(owner, {
      category: 'home',
      homeSubcategory: 'Rent',
      vendor: 'Landlord',
      outstandingLoanBalanceCents: 500000,
      address: HOME,
    });
    expect(rent.loan).toBeNull();
    expect(rent.expense.outstandingLoanBalanceCents).toBeNull();
    const noBalance = await addExpense(owner, {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Paid-off Bank',
      address: HOME,
    });
    expect(noBalance.loan).toBeNull();
  });

  it('leaves the loan in place, unlinked, when the obligation is deleted', async () => {
    const { expense, loan } = await addExpense(owner, {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Chase',
      costCents: 180000,
      outstandingLoanBalanceCents: 20000000,
      address: HOME,
    });
    await owner.client.delete(`/api/expenses/${expense.id}`);
    const [row] = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.id, loan?.id ?? ''));
    expect(row).toMatchObject({ relatedExpenseId: null, bankName: 'Chase' });
  });
});
