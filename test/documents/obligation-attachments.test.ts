import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@server/db/schema';
import type { TDocument } from '@shared/documents/document-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError } from '@test/harness/family';
import { PNG, uploadDocument } from '@test/harness/documents';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

const openUrl = (document: TDocument) => `/api/documents/${document.id}/open`;
const obligation = (documentUrl: string | null) => ({
  category: 'insurance',
  vendor: 'Geico',
  costCents: 12000,
  documentUrl,
});

/** A bill uploaded from the obligation form, and the key its file is stored under. */
async function uploadedBill(user: TestUser, name = 'bill.png') {
  const document = await uploadDocument(user.client, { bytes: PNG, name }, { name });
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
  return { document, key: row?.objectKey ?? '' };
}

async function saved(response: Response): Promise<TExpense> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { expense: TExpense }).expense;
}

async function linkOf(documentId: string) {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
  return row ? { kind: row.linkKind, id: row.linkId } : null;
}

describe("an obligation's document", () => {
  it('is linked to the obligation when attached', async () => {
    const { document, key } = await uploadedBill(owner);
    const expense = await saved(
      await owner.client.post('/api/expenses', obligation(openUrl(document))),
    );
    expect(expense.documentUrl).toBe(openUrl(document));
    expect(await linkOf(document.id)).toEqual({ kind: 'expense', id: expense.id });
    expect(await t.storage.exists(key)).toBe(true);
    // The address opens the file in a new tab.
    const opened = await owner.client.get(expense.documentUrl ?? '');
    expect(opened.status).toBe(302);
  });

  it('is deleted with its stored file when replaced, and when cleared', async () => {
    const first = await uploadedBill(owner, 'first.png');
    const expense = await saved(
      await owner.client.post('/api/expenses', obligation(openUrl(first.document))),
    );
    const second = await uploadedBill(owner, 'second.png');
    await saved(
      await owner.client.put(`/api/expenses/${expense.id}`, obligation(openUrl(second.document))),
    );
    expect(await linkOf(first.document.id)).toBeNull();
    expect(await t.storage.exists(first.key)).toBe(false);
    expect(await linkOf(second.document.id)).toEqual({ kind: 'expense', id: expense.id });

    // Saving again with the same document keeps it.
    await saved(
      await owner.client.put(`/api/expenses/${expense.id}`, obligation(openUrl(second.document))),
    );
    expect(await t.storage.exists(second.key)).toBe(true);

    await saved(await owner.client.put(`/api/expenses/${expense.id}`, obligation(null)));
    expect(await linkOf(second.document.id)).toBeNull();
    expect(await t.storage.exists(second.key)).toBe(false);
  });

  it('is deleted with its stored file when the obligation is deleted', async () => {
    const { document, key } = await uploadedBill(owner);
    const expense = await saved(
      await owner.client.post('/api/expenses', obligation(openUrl(document))),
    );
    expect((await owner.client.delete(`/api/expenses/${expense.id}`)).status).toBe(200);
    expect(await linkOf(document.id)).toBeNull();
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('is kept when the user has since linked it to something else', async () => {
    const { document, key } = await uploadedBill(owner);
    const expense = await saved(
      await owner.client.post('/api/expenses', obligation(openUrl(document))),
    );
    expect(
      (await owner.client.patch(`/api/documents/${document.id}`, { name: 'Kept', link: null }))
        .status,
    ).toBe(200);
    expect((await owner.client.delete(`/api/expenses/${expense.id}`)).status).toBe(200);
    expect(await t.storage.exists(key)).toBe(true);
  });

  it("must be one of the household's own documents", async () => {
    const theirs = await uploadedBill(stranger);
    await expectError(
      await owner.client.post('/api/expenses', obligation(openUrl(theirs.document))),
      400,
      { fields: { documentUrl: 'Choose one of your documents' } },
    );
    await expectError(
      await owner.client.post('/api/expenses', obligation('/api/documents/not-an-id/open')),
      400,
      { fields: { documentUrl: 'Choose one of your documents' } },
    );
    expect(await linkOf(theirs.document.id)).toEqual({ kind: null, id: null });

    // Any other address is an ordinary link, left alone.
    const external = await saved(
      await owner.client.post('/api/expenses', obligation('https://example.com/bill.pdf')),
    );
    expect(external.documentUrl).toBe('https://example.com/bill.pdf');
    expect((await owner.client.delete(`/api/expenses/${external.id}`)).status).toBe(200);
  });
});
