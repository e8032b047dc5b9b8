import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '@server/db/schema';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import type { TExpenseSaved } from '@shared/finance/expense-schemas';

// What an obligation's free-text fields may hold, checked by the API itself (issue 10).

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
});
afterAll(() => t.close());

const NUMBER_MESSAGE =
  'Only the last 4 digits of a card or account number can be saved, as in Chase Checking ****1234';

function add(body: object): Promise<Response> {
  return owner.client.post('/api/expenses', { category: 'other', vendor: 'Comcast', ...body });
}

async function fieldError(response: Response, field: string): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { fields?: Record<string, string> } };
  return error.fields?.[field];
}

async function storedText(): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(expenses));
}

describe('bank_account (spec §3: a name, a space, ****, the last 4 digits)', () => {
  it('is saved as a name and last 4, or a name alone', async () => {
    for (const bankAccount of ['Chase Checking ****1234', 'Amex Blue Cash']) {
      const response = await add({ bankAccount });
      expect(response.status).toBe(201);
      expect(((await response.json()) as TExpenseSaved).expense.bankAccount).toBe(bankAccount);
    }
  });

  it('never takes more of a card or account number than its last 4 digits', async () => {
    for (const bankAccount of [
      'Visa 4111111111111111',
      'Visa 4111 1111 1111 1111',
      'Checking 0012-3456-789',
      '4111111111111111',
    ]) {
      expect(await fieldError(await add({ bankAccount }), 'bankAccount')).toBe(NUMBER_MESSAGE);
    }
    const { expense } = (await (await add({})).json()) as TExpenseSaved;
    const update = await owner.client.put(`/api/expenses/${expense.id}`, {
      category: 'other',
      vendor: 'Comcast',
      bankAccount: 'Card 5500-0000-0000-0004',
    });
    expect(await fieldError(update, 'bankAccount')).toBe(NUMBER_MESSAGE);
    const stored = await storedText();
    expect(stored).not.toContain('41111111');
    expect(stored).not.toContain('4111 1111');
    expect(stored).not.toContain('5500-0000');
  });

  it('is checked in a CSV import too', async () => {
    const csv = ['category,vendor,bank_account', 'other,Netflix,Visa 4111 1111 1111 1111'].join(
      '\n',
    );
    const preview = await owner.client.post('/api/expenses/import/preview', { csv });
    expect(await preview.json()).toMatchObject({
      errorCount: 1,
      rows: [{ errors: { bankAccount: NUMBER_MESSAGE } }],
    });
  });
});

describe('documentUrl', () => {
  it('is refused unless it is one of our document links or https', async () => {
    for (const documentUrl of [
      '/\\evil.example/x',
      '//evil.example/x',
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/bill.pdf',
      '/expenses',
    ]) {
      expect(await fieldError(await add({ documentUrl }), 'documentUrl')).toBe(
        'Attach a document, or enter a link that starts with https://',
      );
    }
    expect(await storedText()).not.toContain('evil.example');
    expect(await storedText()).not.toMatch(/javascript:/i);

    const https = await add({ documentUrl: 'https://example.com/bill.pdf' });
    expect(((await https.json()) as TExpenseSaved).expense.documentUrl).toBe(
      'https://example.com/bill.pdf',
    );
  });
});

describe('website', () => {
  it('is refused when a browser would not read it as the address it shows', async () => {
    for (const website of ['/\\evil.example/x', 'javascript:alert(1)', 'https:evil.example']) {
      expect(await fieldError(await add({ website }), 'website')).toBe(
        'Enter a website address such as https://example.com',
      );
    }
    const plain = await add({ website: 'comcast.com' });
    expect(((await plain.json()) as TExpenseSaved).expense.website).toBe('https://comcast.com');
  });
});

describe('vendor', () => {
  it('over the length limit is said to be too long, not missing', async () => {
    const response = await add({ vendor: 'V'.repeat(201) });
    expect(await fieldError(response, 'vendor')).toBe(
      'The vendor is too long: use at most 200 characters',
    );
    expect((await add({ vendor: 'V'.repeat(200) })).status).toBe(201);
  });
});
