import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obligationAmounts } from '@server/db/schema';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import { processBills, uploadBill, waterBillPdf } from '@test/harness/bills';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

async function saved(response: Response): Promise<TExpense> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { expense: TExpense }).expense;
}

function history(obligationId: string) {
  return t.database.db
    .select({
      amountCents: obligationAmounts.amountCents,
      source: obligationAmounts.source,
      periodStart: obligationAmounts.periodStart,
      documentId: obligationAmounts.documentId,
    })
    .from(obligationAmounts)
    .where(eq(obligationAmounts.obligationId, obligationId))
    .orderBy(asc(obligationAmounts.createdAt));
}

const home = {
  category: 'home',
  homeSubcategory: 'Utilities',
  address: { street: '42 Birch Lane', city: 'Lakeside', state: 'MN', zip: '55401' },
};

describe("an obligation's amount history", () => {
  it('records a scanned bill, offers the same obligation for the next bill, and records typed changes only when the cost changes', async () => {
    const november = await uploadBill(owner.client, {
      bytes: waterBillPdf('86.40'),
      name: 'november.pdf',
    });
    const [first] = await processBills(owner.client, [november.url]);
    expect(first?.match).toBeNull();
    const created = await saved(
      await owner.client.post('/api/expenses', {
        ...home,
        vendor: first?.data?.vendor,
        costCents: 8640,
        vendorAccount: first?.data?.account_number,
        documentUrl: `/api/documents/${november.documentId}/open`,
        amountSource: 'bill_scan',
        billDate: first?.data?.bill_date,
      }),
    );
    expect(await history(created.id)).toEqual([
      {
        amountCents: 8640,
        source: 'bill_scan',
        periodStart: '2026-11-20',
        documentId: november.documentId,
      },
    ]);

    // December's bill for the same vendor and account is matched to it instead of duplicated.
    const december = await uploadBill(owner.client, {
      bytes: waterBillPdf('91.25', '01/15/2027'),
      name: 'december.pdf',
    });
    const [second] = await processBills(owner.client, [december.url]);
    expect(second?.match).toEqual({
      id: created.id,
      vendor: 'Lakeside Municipal Water',
      costCents: 8640,
      reason: 'account_number',
      accountLast4: '4533',
      address: '42 Birch Lane, Lakeside, MN, 55401',
    });
    const base = {
      ...home,
      vendor: created.vendor,
    };
    await saved(
      await owner.client.put(`/api/expenses/${created.id}`, {
        ...base,
        costCents: 9125,
        documentUrl: `/api/documents/${december.documentId}/open`,
        amountSource: 'bill_scan',
        billDate: '2026-12-20',
      }),
    );
    // Typed: a new cost is recorded as an edit; saving the same cost again adds nothing.
    const attached = `/api/documents/${december.documentId}/open`;
    await saved(
      await owner.client.put(`/api/expenses/${created.id}`, {
        ...base,
        costCents: 9500,
        documentUrl: attached,
      }),
    );
    await saved(
      await owner.client.put(`/api/expenses/${created.id}`, {
        ...base,
        costCents: 9500,
        documentUrl: attached,
        description: 'Water and sewer',
      }),
    );
    expect((await history(created.id)).map((entry) => [entry.source, entry.amountCents])).toEqual([
      ['bill_scan', 8640],
      ['bill_scan', 9125],
      ['edit', 9500],
    ]);
  });

  it('starts a typed obligation with its amount', async () => {
    const created = await saved(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Netflix',
        costCents: 1599,
      }),
    );
    expect(await history(created.id)).toEqual([
      { amountCents: 1599, source: 'manual', periodStart: null, documentId: null },
    ]);
  });
});
