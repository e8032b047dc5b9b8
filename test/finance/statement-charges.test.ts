import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obligationAmounts } from '@server/db/schema';
import type { TExpense } from '@shared/finance/expense-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createTestApp, type TestApp } from '@test/harness/test-app';

/**
 * Charges found in bank statements (issue 41) become the obligation's amount history, so a price
 * increase is an anomaly the day the obligation is saved, and a second import adds nothing.
 */
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

/**
 * The ISO day `months` months and `days` days before today (UTC). Never a day still to come: the
 * anomaly rules leave out amounts dated after today, so a fixed day of the month would make the
 * test depend on the date it runs (on the 1st, "the 5th of this month" is in the future).
 */
function ago(months: number, days = 0): string {
  const now = new Date();
  // Day 28 at most, so a month back from the 31st stays in the month before.
  const day = Math.min(now.getUTCDate(), 28) - days;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day))
    .toISOString()
    .slice(0, 10);
}

/** A year of an internet plan up to three days ago: $65.00, then $80.00 in the latest month. */
const CHARGES = Array.from({ length: 12 }, (_, index) => ({
  on: ago(11 - index, 3),
  amountCents: index < 11 ? 6500 : 8000,
}));

function history(obligationId: string) {
  return t.database.db
    .select({
      amountCents: obligationAmounts.amountCents,
      source: obligationAmounts.source,
      periodStart: obligationAmounts.periodStart,
    })
    .from(obligationAmounts)
    .where(eq(obligationAmounts.obligationId, obligationId))
    .orderBy(asc(obligationAmounts.periodStart));
}

async function saved(response: Response): Promise<TExpense> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { expense: TExpense }).expense;
}

const INTERNET = {
  category: 'other',
  vendor: 'Lakeside Fiber',
  costCents: 8000,
  frequency: 'monthly',
};

describe('statement charges as amount history', () => {
  it('records each charge once, shows the price increase as an anomaly, and adds nothing on a second import', async () => {
    const created = await saved(
      await owner.client.post('/api/expenses', { ...INTERNET, statementCharges: CHARGES }),
    );
    const recorded = await history(created.id);
    // The latest charge is the cost: no typed entry on top of the twelve imported ones.
    expect(recorded).toEqual(
      CHARGES.map((charge) => ({
        amountCents: charge.amountCents,
        source: 'import',
        periodStart: charge.on,
      })),
    );

    const anomalies = await owner.client.post('/api/ai-financial-assistant', {
      action: 'detect_anomalies',
    });
    expect(anomalies.status).toBe(200);
    const body = (await anomalies.json()) as {
      anomalies: { expense: { id: string }; reason: string }[];
    };
    const found = body.anomalies.find((anomaly) => anomaly.expense.id === created.id);
    expect(found?.reason).toContain('from $65.00 to $80.00');

    // The same statements again, plus one newer charge: only the new day is added.
    const next = { on: ago(0), amountCents: 8000 };
    await saved(
      await owner.client.put(`/api/expenses/${created.id}`, {
        ...INTERNET,
        statementCharges: [...CHARGES, next],
      }),
    );
    const after = await history(created.id);
    expect(after).toHaveLength(CHARGES.length + 1);
    expect(after.at(-1)).toEqual({ amountCents: 8000, source: 'import', periodStart: next.on });
  });

  it('shows a charge the statements show beginning in the last two months as new', async () => {
    const created = await saved(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Streamly',
        costCents: 999,
        statementCharges: [
          { on: ago(1), amountCents: 999 },
          { on: ago(0), amountCents: 999 },
        ],
      }),
    );
    const anomalies = await owner.client.post('/api/ai-financial-assistant', {
      action: 'detect_anomalies',
    });
    const body = (await anomalies.json()) as {
      anomalies: { expense: { id: string }; rule: string; reason: string }[];
    };
    const found = body.anomalies.find((anomaly) => anomaly.expense.id === created.id);
    expect(found?.rule).toBe('new_charge');
    expect(found?.reason).toMatch(/^New: first charged .* \(\$9\.99\)/);
  });

  it('refuses charges it cannot read, and saves nothing', async () => {
    const before = await owner.client.get('/api/expenses');
    const count = ((await before.json()) as { expenses: unknown[] }).expenses.length;
    for (const statementCharges of [
      [{ on: '05/11/2026', amountCents: 6500 }],
      Array.from({ length: 121 }, () => ({ on: '2026-01-05', amountCents: 100 })),
    ]) {
      const response = await owner.client.post('/api/expenses', { ...INTERNET, statementCharges });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/YYYY-MM-DD|At most 120 charges/);
    }
    const after = await owner.client.get('/api/expenses');
    expect(((await after.json()) as { expenses: unknown[] }).expenses).toHaveLength(count);
  });
});
