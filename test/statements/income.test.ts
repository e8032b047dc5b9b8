import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnomalies } from '@shared/ai-insights/ai-schemas';
import { ZIncomeList, type TIncomeList } from '@shared/statements/income-api';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { chaseChecking, detectStatements, seriesOf, type Row } from './support/statement-files';

/**
 * Issue 40 item 4 through the real app: the pay a statement import finds is kept when the person
 * keeps it (one row per payer, a re-import updates it), AI Insights then points out a large bill
 * due just before payday, and removing the income silences it. The app's clock is fixed.
 */
const NOW = new Date('2026-12-01T15:00:00Z');
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => NOW });
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

/** Every other Wednesday's pay up to Nov 18, 2026 (so Dec 2 and Dec 16 come next). */
function payroll(amount: number, count = 26): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    on: new Date(Date.UTC(2026, 10, 18 - index * 14)).toISOString().slice(0, 10),
    description: 'ACME CORP PAYROLL PPD ID: 1234567890',
    amount,
  }));
}

/** What the review sends for a pay series the person keeps ticked. */
async function keepPay(client: TestUser['client'], amount: number, count?: number) {
  const answer = await detectStatements(client, [chaseChecking(payroll(amount, count))]);
  const pay = seriesOf(answer, /acme/i);
  expect(pay).toMatchObject({ kind: 'income', frequency: 'biweekly', lastSeen: '2026-11-18' });
  const response = await client.put('/api/statements/income', {
    streams: [
      {
        label: pay.vendor,
        cadence: pay.frequency,
        typicalAmountCents: pay.amountCents,
        lastPaidOn: pay.lastSeen,
      },
    ],
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ZIncomeList.parse(await response.json());
}

async function listIncome(client: TestUser['client']): Promise<TIncomeList> {
  const response = await client.get('/api/statements/income');
  expect(response.status).toBe(200);
  return ZIncomeList.parse(await response.json());
}

async function anomalies() {
  const response = await owner.client.post('/api/ai-financial-assistant', {
    action: 'detect_anomalies',
  });
  expect(response.status).toBe(200);
  return ZAnomalies.parse(await response.json()).anomalies;
}

describe('/api/statements/income', () => {
  it('keeps a pay series once per payer, and a re-import updates it', async () => {
    expect((await listIncome(owner.client)).income).toEqual([]);
    const first = await keepPay(owner.client, 2450);
    expect(first.income.map(({ id: _id, ...kept }) => kept)).toEqual([
      {
        ownerId: owner.id,
        label: 'ACME CORP PAYROLL',
        cadence: 'biweekly',
        typicalAmountCents: 245000,
        lastPaidOn: '2026-11-18',
      },
    ]);
    const again = await keepPay(owner.client, 2600, 10);
    expect(again.income).toEqual([{ ...first.income[0], typicalAmountCents: 260000 }]);
    expect((await listIncome(owner.client)).income).toEqual(again.income);
  });

  it('lets AI Insights point out a large bill due just before payday, until the income is removed', async () => {
    await keepPay(owner.client, 2450);
    const rent = await owner.client.post('/api/expenses', {
      category: 'other',
      vendor: 'Oak Street Apartments',
      costCents: 76000,
      isAutoPay: true,
      autoPayDate: 14,
    });
    expect(rent.status).toBe(201);
    const found = (await anomalies()).filter((each) => each.rule === 'due_before_income');
    expect(found.map((each) => [each.expense.vendor, each.reason])).toEqual([
      [
        'Oak Street Apartments',
        'Due Dec 14, 2 days before your next pay from ACME CORP PAYROLL (Dec 16, usually $2,450.00); ' +
          'its $760.00 is 31% of that pay. Moving the due date after payday, or paying from ' +
          'savings, avoids a short balance.',
      ],
    ]);

    const [kept] = (await listIncome(owner.client)).income;
    const removed = await owner.client.delete(`/api/statements/income/${kept?.id}`);
    expect(removed.status).toBe(200);
    expect((await listIncome(owner.client)).income).toEqual([]);
    expect((await anomalies()).filter((each) => each.rule === 'due_before_income')).toEqual([]);
  });

  it("lets a viewer read the household's income but not keep or remove it", async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const [kept] = (await keepPay(owner.client, 2450)).income;
    const seen = await viewer.client.get(`/api/statements/income?owners=${owner.id}`);
    expect(ZIncomeList.parse(await seen.json()).income).toEqual([kept]);
    const removed = await viewer.client.delete(`/api/statements/income/${kept?.id}`);
    expect(removed.status).toBe(404);
    const saved = await viewer.client.put(`/api/statements/income?owner=${owner.id}`, {
      streams: [
        { label: 'X', cadence: 'monthly', typicalAmountCents: 1, lastPaidOn: '2026-11-01' },
      ],
    });
    expect(saved.status).toBe(404);
  });
});
