import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shared/csv';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t);
});
afterAll(() => t.close());

const HEADER =
  'category,vendor,cost,frequency,is_auto_pay,auto_pay_date,vendor_account,entity_name,home_subcategory,outstanding_loan_balance,address_street,address_city,address_state,address_zip';
const GOOD = [
  'home,PGE,"1,234.56",monthly,yes,15,9988776655,,Utilities,,12 Oak Lane,Portland,OR,97201',
  'auto,State Farm,600,bi-annual,no,,,2021 Honda CR-V,,,,,,',
  'utilities,Verizon,85.00,monthly,yes,3,,,,,,,,',
];

async function count(): Promise<number> {
  return ((await (await user.client.get('/api/expenses')).json()) as { expenses: unknown[] })
    .expenses.length;
}

describe('CSV import', () => {
  it('previews every row with its problems and saves nothing', async () => {
    const csv = [
      HEADER,
      ...GOOD,
      'pets,Vet,abc,monthly,maybe,,,,,,,,,',
      'home,HOA,40,monthly,no,,,,HOA,,,,,',
    ].join('\n');
    const response = await user.client.post('/api/expenses/import/preview', { csv });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as {
      rows: { line: number; vendor: string; errors: Record<string, string> }[];
      validCount: number;
      errorCount: number;
    };
    expect(preview.validCount).toBe(3);
    expect(preview.errorCount).toBe(2);
    expect(preview.rows[3]).toEqual({
      line: 5,
      vendor: 'Vet',
      errors: {
        category: 'must be one of home, auto, insurance, kids, other',
        cost: 'must be an amount like 45.99',
        is_auto_pay: 'must be yes or no',
      },
    });
    expect(preview.rows[4]).toMatchObject({
      line: 6,
      errors: { address: 'Choose or enter the property address' },
    });
    expect(await count()).toBe(0);
  });

  it('imports nothing when any row is bad', async () => {
    const response = await user.client.post('/api/expenses/import', {
      csv: [HEADER, GOOD[0], 'home,HOA,40,monthly,no,,,,HOA,,,,,'].join('\n'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: '1 of 2 rows have problems; nothing was imported.',
        fields: { 'line 3.address': 'Choose or enter the property address' },
      },
    });
    expect(await count()).toBe(0);
  });

  it('imports all rows when they are good, keeping older categories as Other', async () => {
    const response = await user.client.post('/api/expenses/import', {
      csv: [HEADER, ...GOOD].join('\n'),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ created: 3 });
    const { expenses } = (await (await user.client.get('/api/expenses')).json()) as {
      expenses: {
        vendor: string;
        category: string;
        costCents: number;
        vendorAccountLast4: string | null;
      }[];
    };
    expect(expenses.find((expense) => expense.vendor === 'Verizon')?.category).toBe('other');
    expect(expenses.find((expense) => expense.vendor === 'PGE')).toMatchObject({
      costCents: 123456,
      vendorAccountLast4: '6655',
    });
  });

  it('refuses a file without a header', async () => {
    const response = await user.client.post('/api/expenses/import/preview', {
      csv: GOOD.join('\n'),
    });
    expect(await response.json()).toMatchObject({
      error: {
        fields: { csv: 'The first line must name the columns, including category and vendor.' },
      },
    });
  });
});

describe('CSV export', () => {
  it('downloads the obligations with account numbers masked and formulas neutralised', async () => {
    await user.client.post('/api/expenses', {
      category: 'other',
      vendor: '=HYPERLINK("http://evil")',
      costCents: 100,
    });
    const response = await user.client.get('/api/expenses/export');
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="nido-obligations.csv"',
    );
    const text = await response.text();
    expect(text).not.toContain('9988776655');
    const rows = parseCsv(text);
    expect(rows[0]?.slice(0, 3)).toEqual(['category', 'vendor', 'cost']);
    expect(rows.some((row) => row[9] === '****6655')).toBe(true);
    expect(rows.some((row) => row[1] === `'=HYPERLINK("http://evil")`)).toBe(true);
  });

  it('round-trips: an exported file imports again', async () => {
    const exported = await (await user.client.get('/api/expenses/export')).text();
    const preview = (await (
      await user.client.post('/api/expenses/import/preview', { csv: exported })
    ).json()) as { errorCount: number; validCount: number };
    expect(preview.errorCount).toBe(0);
    expect(preview.validCount).toBe(4);
  });
});
