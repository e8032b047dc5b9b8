import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBillExtractionResult } from '@shared/bills/bill-schemas';
import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import { documents, expenses } from '@server/db/schema';
import type { BillReader } from '@server/modules/bills/extraction/extract-bill';
import { createBillReader } from '@server/modules/bills/extraction/extract-bill';
import { newUser, type TestUser } from '@test/harness/accounts';
import { processBills, uploadBill, waterBillPdf } from '@test/harness/bills';
import { createFamilyTestApp, mailedInvitationCode } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

/**
 * Issue 36, items 6 and 7: a bill uploaded again is known by its bytes; a bill for an obligation
 * the household has is offered as an update of it; what the bill says about its service address
 * and the account it is paid from proposes the household's property and account. Each only from
 * the household being added to, and only from the sections this person's access covers.
 */

/**
 * The real reader, with the service address and "paid from" digits a test gives it (the rules
 * that read them from the page are written separately; these tests hold the contract).
 */
function readerWithExtras(): BillReader & {
  extras: { serviceAddress: string | null; paidFromLast4: string | null };
} {
  const real = createBillReader();
  return {
    extras: { serviceAddress: null, paidFromLast4: null },
    async read(bytes, today) {
      const fields = await real.read(bytes, today);
      const given = (value: string | null) => ({ value, confidence: 0.9, source: value });
      return {
        ...fields,
        serviceAddress: this.extras.serviceAddress
          ? given(this.extras.serviceAddress)
          : fields.serviceAddress,
        paidFromLast4: this.extras.paidFromLast4
          ? given(this.extras.paidFromLast4)
          : fields.paidFromLast4,
      };
    },
    close: () => real.close(),
  };
}

const reader = readerWithExtras();
let t: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp({ billReader: reader });
});
afterAll(() => t.close());

const LAKESIDE = { street: '42 Birch Lane', city: 'Lakeside', state: 'MN', zip: '55401' };

/** A water bill of its own bytes (the amount differs), so each test's file is new to the app. */
function waterBill(amount: string) {
  return { bytes: waterBillPdf(amount), name: `Water ${amount}.pdf`, type: 'application/pdf' };
}

async function created<T>(response: Response, key: string): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, T>)[key] as T;
}

async function listExpenses(user: TestUser): Promise<TExpense[]> {
  const response = await user.client.get(`/api/expenses?owners=${user.id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { expenses: TExpense[] }).expenses;
}

/** What the review dialog saves for a new bill: the obligation, with the bill attached. */
function newObligationFrom(result: TBillExtractionResult): TExpenseInput {
  const data = result.data!;
  return {
    category: data.category,
    vendor: data.vendor ?? '',
    costCents: Math.round((data.cost ?? 0) * 100),
    vendorAccount: data.account_number,
    documentUrl: `/api/documents/${result.documentId}/open`,
    homeSubcategory: data.home_subcategory,
    address: data.category === 'home' ? LAKESIDE : null,
    amountSource: 'bill_scan',
    billDate: data.bill_date,
  };
}

/** What the review dialog saves for "Update existing": the new amount and the bill, nothing else. */
function updateFrom(existing: TExpense, result: TBillExtractionResult): TExpenseInput {
  return {
    category: existing.category,
    vendor: existing.vendor,
    costCents: Math.round((result.data?.cost ?? 0) * 100),
    frequency: existing.frequency,
    homeSubcategory: existing.homeSubcategory,
    address: existing.address,
    documentUrl: `/api/documents/${result.documentId}/open`,
    amountSource: 'bill_scan',
    billDate: result.data?.bill_date ?? null,
  };
}

async function scan(user: TestUser, file: ReturnType<typeof waterBill>, owner?: string) {
  const uploaded = await uploadBill(user.client, file, owner);
  const [result] = await processBills(user.client, [uploaded.url], owner);
  expect(result?.success, result?.error ?? '').toBe(true);
  return result!;
}

describe('the same bill scanned twice', () => {
  it('keeps its SHA-256 with the upload, says the second was scanned before and to which obligation, and updates that one', async () => {
    const owner = await newUser(t);
    const file = waterBill('86.40');
    const first = await scan(owner, file);
    expect(first).toMatchObject({ duplicate: null, match: null });
    const [stored] = await t.database.db
      .select({ hash: documents.contentSha256, scannedAt: documents.scannedAt })
      .from(documents)
      .where(eq(documents.id, first.documentId!));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.scannedAt).toBeInstanceOf(Date);

    const saved = await created<TExpense>(
      await owner.client.post('/api/expenses', newObligationFrom(first)),
      'expense',
    );

    const second = await scan(owner, file);
    expect(second.documentId).not.toBe(first.documentId);
    expect(second.duplicate).toMatchObject({
      documentId: first.documentId,
      fileName: 'Water 86.40.pdf',
      obligation: { id: saved.id, vendor: 'Lakeside Municipal Water' },
    });
    expect(Date.parse(second.duplicate!.scannedAt)).not.toBeNaN();
    expect(second.match).toMatchObject({ id: saved.id, reason: 'same_file', costCents: 8640 });

    const updated = await owner.client.put(`/api/expenses/${saved.id}`, updateFrom(saved, second));
    expect(updated.status, await updated.clone().text()).toBe(200);
    const list = await listExpenses(owner);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: saved.id,
      documentUrl: `/api/documents/${second.documentId}/open`,
    });

    // A third time: the file is now the one attached to the same obligation.
    const third = await scan(owner, file);
    expect(third.duplicate?.obligation?.id).toBe(saved.id);
    expect(third.match).toMatchObject({ id: saved.id, reason: 'same_file' });
  });

  it('says a file read but never saved was scanned before, with no obligation', async () => {
    const owner = await newUser(t);
    const file = waterBill('12.00');
    const first = await scan(owner, file);
    const again = await scan(owner, file);
    expect(again.duplicate).toMatchObject({ documentId: first.documentId, obligation: null });
    expect(again.match).toBeNull();
  });

  it("never tells one household of another's copy of the same file", async () => {
    const owner = await newUser(t);
    const neighbour = await newUser(t);
    const file = waterBill('33.30');
    const theirs = await scan(neighbour, file);
    await created(
      await neighbour.client.post('/api/expenses', newObligationFrom(theirs)),
      'expense',
    );
    const mine = await scan(owner, file);
    expect(mine).toMatchObject({ duplicate: null, match: null });
  });
});

describe('a bill for an obligation the household has', () => {
  it('is matched by its whole account number, whatever the obligation calls the vendor', async () => {
    const owner = await newUser(t);
    const other = await created<TExpense>(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Lakeside Municipal Water',
        costCents: 5000,
        vendorAccount: '999-2045-33',
      }),
      'expense',
    );
    const mine = await created<TExpense>(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'City water (Birch Lane)',
        costCents: 7110,
        vendorAccount: '118204533',
      }),
      'expense',
    );
    const result = await scan(owner, waterBill('86.41'));
    expect(result.match).toEqual({
      id: mine.id,
      vendor: 'City water (Birch Lane)',
      costCents: 7110,
      reason: 'account_number',
      accountLast4: '4533',
      address: null,
    });
    expect(result.match?.id).not.toBe(other.id);
  });

  it('is matched by the last four where the obligation keeps only those', async () => {
    const owner = await newUser(t);
    const kept = await created<TExpense>(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Lakeside Water',
        costCents: 7000,
        vendorAccount: '4533',
      }),
      'expense',
    );
    // Rows from before whole numbers were kept have only the last four.
    await t.database.db
      .update(expenses)
      .set({ vendorAccountSealed: null })
      .where(eq(expenses.id, kept.id));
    const result = await scan(owner, waterBill('86.42'));
    expect(result.match).toMatchObject({ id: kept.id, reason: 'account_number' });
  });

  it('is not offered an obligation of the same vendor for another account', async () => {
    const owner = await newUser(t);
    await created(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Lakeside Municipal Water',
        costCents: 5000,
        vendorAccount: '555-0000-01',
      }),
      'expense',
    );
    expect((await scan(owner, waterBill('86.43'))).match).toBeNull();
  });

  it("is never matched with another household's obligation for the same account", async () => {
    const owner = await newUser(t);
    const neighbour = await newUser(t);
    await created(
      await neighbour.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Lakeside Municipal Water',
        costCents: 5000,
        vendorAccount: '118-2045-33',
      }),
      'expense',
    );
    expect((await scan(owner, waterBill('86.44'))).match).toBeNull();
  });
});

describe('what the bill says proposes the household’s property and account', () => {
  const withExtras = async <T>(work: () => Promise<T>): Promise<T> => {
    reader.extras = {
      serviceAddress: '42 Birch Ln, Lakeside, MN 55401',
      paidFromLast4: '8842',
    };
    try {
      return await work();
    } finally {
      reader.extras = { serviceAddress: null, paidFromLast4: null };
    }
  };

  async function addHome(user: TestUser, street: string, zip = '55401') {
    return created<{ id: string }>(
      await user.client.post('/api/properties', {
        kind: 'home',
        name: null,
        address: { ...LAKESIDE, street, zip },
        homeType: 'primary_residence',
      }),
      'property',
    );
  }

  async function addAccount(user: TestUser, type: string, accountNumber: string) {
    return created<{ id: string }>(
      await user.client.post('/api/assets', {
        type,
        institutionName: 'First Lakeside Bank',
        accountName: 'Everyday Checking',
        accountNumber,
        balanceCents: 0,
      }),
      'asset',
    );
  }

  it('proposes the home at the service address and the account ending in the paid-from digits', async () => {
    const owner = await newUser(t);
    await addHome(owner, '42 Birch Lane', '60601');
    const home = await addHome(owner, '42 Birch Lane');
    await addHome(owner, '44 Birch Lane');
    await addAccount(owner, 'brokerage', '000088420');
    const checking = await addAccount(owner, 'checking', '0007-7711-8842');
    const result = await withExtras(() => scan(owner, waterBill('86.45')));
    expect(result.data).toMatchObject({
      service_address: '42 Birch Ln, Lakeside, MN 55401',
      paid_from_last4: '8842',
    });
    expect(result.proposals).toEqual({
      property: {
        id: home.id,
        name: null,
        address: { ...LAKESIDE, full: '42 Birch Lane, Lakeside, MN, 55401' },
      },
      canAddProperty: false,
      paymentAccount: {
        id: checking.id,
        label: 'First Lakeside Bank - Everyday Checking ****8842',
      },
    });
  });

  it('offers to add the service address as a property when no home is there, and no account when none ends so', async () => {
    const owner = await newUser(t);
    await addHome(owner, '12 Maple Street');
    await addAccount(owner, 'checking', '11112222');
    const result = await withExtras(() => scan(owner, waterBill('86.46')));
    expect(result.proposals).toEqual({
      property: null,
      canAddProperty: true,
      paymentAccount: null,
    });
  });

  it("never proposes another household's home or account", async () => {
    const owner = await newUser(t);
    const neighbour = await newUser(t);
    await addHome(neighbour, '42 Birch Lane');
    await addAccount(neighbour, 'checking', '99998842');
    const result = await withExtras(() => scan(owner, waterBill('86.47')));
    expect(result.proposals).toMatchObject({ property: null, paymentAccount: null });
  });

  it('proposes nothing from the sections a scoped advisor was not shared, but matches within those shared', async () => {
    const owner = await newUser(t, { fullName: 'Olivia Owner' });
    await addHome(owner, '42 Birch Lane');
    await addAccount(owner, 'checking', '0007-7711-8842');
    const saved = await created<TExpense>(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Lakeside Municipal Water',
        costCents: 7110,
        vendorAccount: '118-2045-33',
      }),
      'expense',
    );
    const advisor = await newUser(t, { fullName: 'Casey Accountant' });
    const contact = await created<{ id: string }>(
      await owner.client.post('/api/advisors', {
        name: advisor.fullName,
        role: 'cpa',
        email: advisor.email,
      }),
      'advisor',
    );
    const granted = await owner.client.post(`/api/advisors/${contact.id}/access`, {
      level: 'read_write',
      days: 30,
      scope: { sections: ['expenses', 'documents'], revealNumbers: false },
    });
    expect(granted.status, await granted.clone().text()).toBe(200);
    const accepted = await advisor.client.post('/api/family/invitations/accept', {
      invitation: mailedInvitationCode(t, advisor.email),
    });
    expect(accepted.status).toBe(200);

    const result = await withExtras(() => scan(advisor, waterBill('86.48'), owner.id));
    expect(result.match).toMatchObject({ id: saved.id, reason: 'account_number' });
    expect(result.proposals).toEqual({
      property: null,
      canAddProperty: false,
      paymentAccount: null,
    });
    // The owner, who sees every section, is proposed both for the same bill.
    const own = await withExtras(() => scan(owner, waterBill('86.48')));
    expect(own.proposals.property).not.toBeNull();
    expect(own.proposals.paymentAccount).not.toBeNull();
  });
});
