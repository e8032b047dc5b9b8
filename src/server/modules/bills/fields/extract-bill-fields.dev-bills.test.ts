import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutLines } from '../../../platform/pdf/layout-lines';
import { readPdfLayout } from '../../../platform/pdf/pdf-pages';
import { projectPath } from '../../../project-path';
import type { BillText } from './bill-fields';
import { extractBillFields } from './extract-bill-fields';

/** The shared corpus of real bills beside the checkout (see its README). */
const CORPUS = projectPath('..', 'shared', 'bills', 'dev');

type Label = {
  file: string;
  vendor: string;
  vendor_aliases: string[];
  amount_due: number;
  account_number: string;
  due_date: string;
  bill_date: string | null;
  is_auto_pay: boolean;
  category: string;
};

/** Pages 1–3 as the scanner reads them. */
async function readBill(file: string): Promise<BillText> {
  const layout = await readPdfLayout(readFileSync(path.join(CORPUS, file)), [1, 2, 3], 60_000);
  return {
    origin: 'pdf-text',
    pageCount: layout.numPages,
    lines: layout.pages.flatMap((page) => layoutLines(page)),
  };
}

// One bill per issuer: a residential gas bill paid by bank draft, a water bill without a bill
// date whose labels are images, an electric bill of the older layout ("DATE DUE").
const BILLS = ['atmos-example-03.pdf', 'city_of_keller_01.pdf', 'pacific_power_test_04.pdf'];

describe.skipIf(!existsSync(CORPUS))('extractBillFields on real bills', () => {
  const labels = existsSync(CORPUS)
    ? (JSON.parse(readFileSync(path.join(CORPUS, 'labels.json'), 'utf8')) as Label[])
    : [];

  it.each(BILLS)(
    'reads %s as labelled',
    async (file) => {
      const label = labels.find((candidate) => candidate.file === file)!;
      const fields = extractBillFields(await readBill(file), { today: new Date(2026, 10, 23) });

      expect([label.vendor, ...label.vendor_aliases].map((name) => name.toLowerCase())).toContain(
        fields.vendor.value?.toLowerCase(),
      );
      expect(fields.cost.value).toBeCloseTo(label.amount_due, 2);
      expect(fields.accountNumber.value).toBe(label.account_number);
      expect(fields.dueDate.value).toBe(label.due_date);
      expect(fields.billDate.value).toBe(label.bill_date);
      expect(fields.isAutoPay.value).toBe(label.is_auto_pay);
      expect(fields.category.value).toBe(label.category);
      // Clear labels that agree across the summary and the stub: nothing needs a review here.
      for (const field of [fields.cost, fields.accountNumber, fields.dueDate])
        expect(field.confidence).toBeGreaterThanOrEqual(0.85);
    },
    60_000,
  );
});
