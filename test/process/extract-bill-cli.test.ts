import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNido } from '@test/harness/nido-command';
import { waterBillPdf } from '@test/harness/bills';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nido-extract-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('nido extract-bill', () => {
  it('prints one JSON result per file in the issue shape, and exits 1 when one could not be read', async () => {
    const bill = path.join(folder, 'water.pdf');
    const notABill = path.join(folder, 'notes.pdf');
    writeFileSync(bill, waterBillPdf());
    writeFileSync(notABill, 'shopping list: milk, eggs');

    // No DATA_DIR or database: the command needs neither.
    const result = await runNido({}, 'extract-bill', '--json', bill, notABill);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual([
      {
        file: bill,
        success: true,
        error: null,
        data: {
          vendor: 'Lakeside Municipal Water',
          cost: 86.4,
          category: 'home',
          home_subcategory: 'Utilities',
          account_number: '118-2045-33',
          is_auto_pay: false,
          auto_pay_date: null,
          description: expect.stringContaining('Water service') as unknown,
          due_date: '2026-12-15',
          bill_date: '2026-11-20',
          service_address: '42 Birch Lane, Lakeside, MN 55401',
          paid_from_last4: null,
        },
      },
      {
        file: notABill,
        success: false,
        error:
          'This file is not a bill we can read. Use a PDF or a photo (JPEG, PNG, WebP or HEIC).',
        data: null,
      },
    ]);
  });

  it('explains itself without files', async () => {
    const result = await runNido({}, 'extract-bill');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('extract-bill needs one or more files');
  });
});
