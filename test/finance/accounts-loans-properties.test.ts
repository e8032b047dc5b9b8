import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentAccounts, loans } from '@server/db/schema';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
  stranger = await newUser(t);
});
afterAll(() => t.close());

const HOME = { street: '12 Oak Lane', city: 'Portland', state: 'OR', zip: '97201' };

describe('financial accounts', () => {
  it('are added with the number sealed, listed masked, revealed on request, changed and deleted', async () => {
    const created = await owner.client.post('/api/assets', {
      type: 'roth_ira',
      institutionName: 'Vanguard',
      accountName: 'Roth IRA',
      accountNumber: '1234 5678 9012',
      balanceCents: 4520050,
      ownerName: 'Olivia',
      beneficiary: 'Mia (100%)',
      address: HOME,
    });
    expect(created.status).toBe(201);
    const { asset } = (await created.json()) as { asset: TAsset };
    expect(asset).toMatchObject({
      type: 'roth_ira',
      accountNumberLast4: '9012',
      balanceCents: 4520050,
      beneficiary: 'Mia (100%)',
      address: null,
    });
    // A Roth IRA is kept on the investment ledger (issue 40): one record Investments lists too.
    expect(asset.ledger).toBe('investments');
    const [raw] = await t.database.db
      .select()
      .from(investmentAccounts)
      .where(eq(investmentAccounts.id, asset.id));
    expect(raw?.accountNumberSealed).not.toContain('1234 5678 9012');
    expect(await (await owner.client.get(`/api/assets/${asset.id}/account-number`)).json()).toEqual(
      { accountNumber: '1234 5678 9012' },
    );

    const updated = await owner.client.put(`/api/assets/${asset.id}`, {
      type: 'roth_ira',
      institutionName: 'Vanguard',
      accountName: 'Roth IRA (Olivia)',
      balanceCents: 4600000,
    });
    expect(await updated.json()).toMatchObject({
      asset: { accountName: 'Roth IRA (Olivia)', accountNumberLast4: '9012' },
    });

    expect((await stranger.client.get(`/api/assets/${asset.id}/account-number`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/assets/${asset.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/assets/${asset.id}`)).status).toBe(200);
  });

  it('refuse bad input with field messages', async () => {
    const response = await owner.client.post('/api/assets', {
      type: 'piggy_bank',
      institutionName: '',
      accountName: 'x',
      accountNumber: '12$4',
    });
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      type: 'Choose the type of account',
      institutionName: 'Enter the institution',
      accountNumber: 'Use letters, digits, spaces and dashes only',
    });
  });

  it('export as CSV with masked numbers', async () => {
    await owner.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      accountNumber: '000111222333',
      balanceCents: 100,
    });
    const text = await (await owner.client.get('/api/assets/export')).text();
    expect(text).toContain('****2333');
    expect(text).not.toContain('000111222333');
  });
});

describe('loans', () => {
  it('are added with every field, revealed, and checked against the household', async () => {
    const expense = (await (
      await owner.client.post('/api/expenses', {
        category: 'auto',
        vendor: 'Toyota Financial',
        costCents: 45000,
        entityName: '2022 RAV4',
      })
    ).json()) as { expense: { id: string } };
    const theirs = (await (
      await stranger.client.post('/api/expenses', { category: 'other', vendor: 'Theirs' })
    ).json()) as { expense: { id: string } };

    const refused = await owner.client.post('/api/loans', {
      loanType: 'auto',
      lender: 'Toyota',
      relatedExpenseId: theirs.expense.id,
    });
    expect(await refused.json()).toMatchObject({
      error: { fields: { relatedExpenseId: 'Choose one of your obligations' } },
    });

    const created = await owner.client.post('/api/loans', {
      loanType: 'auto',
      lender: 'Toyota Financial',
      accountNumber: 'TF-99887766',
      originalAmountCents: 3200000,
      outstandingBalanceCents: 2150000,
      interestRatePercent: 4.875,
      monthlyPaymentCents: 45000,
      termMonths: 72,
      startDate: '2024-03-01',
      relatedExpenseId: expense.expense.id,
    });
    expect(created.status).toBe(201);
    const { loan } = (await created.json()) as { loan: TLoan };
    expect(loan).toMatchObject({
      interestRatePercent: 4.875,
      termMonths: 72,
      startDate: '2024-03-01',
      accountNumberLast4: '7766',
      relatedExpenseId: expense.expense.id,
    });
    const [raw] = await t.database.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(raw?.interestRateThousandths).toBe(4875);
    expect(await (await owner.client.get(`/api/loans/${loan.id}/account-number`)).json()).toEqual({
      accountNumber: 'TF-99887766',
    });
    expect(
      (await stranger.client.put(`/api/loans/${loan.id}`, { loanType: 'auto', lender: 'X' }))
        .status,
    ).toBe(404);
  });

  it('refuse impossible values', async () => {
    const response = await owner.client.post('/api/loans', {
      loanType: 'auto',
      lender: 'X',
      interestRatePercent: 120,
      termMonths: 0,
      startDate: '2024-13-40',
    });
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual([
      'interestRatePercent',
      'startDate',
      'termMonths',
    ]);
  });
});

describe('properties', () => {
  it('hold homes and vehicles, and a loan can point at them', async () => {
    const home = await owner.client.post('/api/properties', {
      kind: 'home',
      address: HOME,
      homeType: 'primary_residence',
      estimatedValueCents: 65000000,
      purchaseDate: '2019-06-15',
      purchasePriceCents: 52000000,
    });
    const { property: house } = (await home.json()) as { property: TProperty };
    expect(house).toMatchObject({
      kind: 'home',
      homeType: 'primary_residence',
      address: { full: '12 Oak Lane, Portland, OR, 97201' },
    });

    const car = await owner.client.post('/api/properties', {
      kind: 'vehicle',
      year: 2021,
      make: 'Honda',
      model: 'CR-V',
      vin: '5j6rw2h89ml000001',
      estimatedValueCents: 2400000,
    });
    expect(await car.json()).toMatchObject({
      property: { kind: 'vehicle', vin: '5J6RW2H89ML000001' },
    });

    const badVin = await owner.client.post('/api/properties', {
      kind: 'vehicle',
      year: 2021,
      make: 'Honda',
      model: 'CR-V',
      vin: 'IOQ',
    });
    expect(await badVin.json()).toMatchObject({
      error: { fields: { vin: 'A VIN has 17 letters and digits (no I, O or Q)' } },
    });

    const mortgage = await owner.client.post('/api/loans', {
      loanType: 'mortgage',
      lender: 'Chase',
      outstandingBalanceCents: 30000000,
      propertyId: house.id,
    });
    expect(mortgage.status).toBe(201);
    const foreign = await stranger.client.post('/api/loans', {
      loanType: 'mortgage',
      lender: 'X',
      propertyId: house.id,
    });
    expect(await foreign.json()).toMatchObject({
      error: { fields: { propertyId: 'Choose one of your properties' } },
    });
  });
});

describe('the dashboard summary', () => {
  it('adds up obligations, net worth and what needs attention', async () => {
    const user = await newUser(t);
    await user.client.post('/api/expenses', {
      category: 'home',
      vendor: 'Rent',
      costCents: 200000,
      address: HOME,
      bankAccount: 'Chase ****1111',
      isAutoPay: true,
      autoPayDate: 1,
    });
    await user.client.post('/api/expenses', {
      category: 'insurance',
      vendor: 'Life',
      costCents: 120000,
      frequency: 'yearly',
    });
    await user.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Checking',
      balanceCents: 1000000,
    });
    await user.client.post('/api/assets', {
      type: 'credit_card',
      institutionName: 'Amex',
      accountName: 'Gold',
      balanceCents: 50000,
    });
    await user.client.post('/api/properties', {
      kind: 'vehicle',
      year: 2020,
      make: 'Subaru',
      model: 'Outback',
      estimatedValueCents: 1800000,
    });
    await user.client.post('/api/loans', {
      loanType: 'auto',
      lender: 'Subaru Motors Finance',
      outstandingBalanceCents: 900000,
    });
    const summary: unknown = await (await user.client.get('/api/dashboard')).json();
    expect(summary).toMatchObject({
      monthly: { totalCents: 210000, count: 2 },
      netWorth: {
        accountsCents: 1000000,
        liabilitiesCents: 50000,
        propertiesCents: 1800000,
        loansCents: 900000,
        totalCents: 1850000,
      },
      counts: { expenses: 2, assets: 2, loans: 1, properties: 1 },
    });
    expect((summary as { attention: { kind: string; title: string }[] }).attention).toEqual([
      {
        kind: 'obligation-without-payment-method',
        id: expect.any(String) as unknown,
        title: 'Life',
      },
      {
        kind: 'loan-without-payment',
        id: expect.any(String) as unknown,
        title: 'Subaru Motors Finance',
      },
    ]);
    expect(
      (summary as { upcoming: { vendor: string }[] }).upcoming.map((payment) => payment.vendor),
    ).toEqual(['Rent']);
  });

  it("counts the next 30 days from the visitor's own day", async () => {
    const user = await newUser(t);
    await user.client.post('/api/expenses', {
      category: 'other',
      vendor: 'Gym',
      costCents: 5000,
      bankAccount: 'Chase ****1111',
      isAutoPay: true,
      autoPayDate: 15,
    });
    const summary = (await (await user.client.get('/api/dashboard?today=2030-01-20')).json()) as {
      upcoming: { vendor: string; dueDate: string }[];
    };
    expect(summary.upcoming).toEqual([
      expect.objectContaining({ vendor: 'Gym', dueDate: '2030-02-15' }),
    ]);
    const invalid = await user.client.get('/api/dashboard?today=2030-02-31');
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(await invalid.json())).toContain(
      'today must be a date written YYYY-MM-DD',
    );
  });
});
