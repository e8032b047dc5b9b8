import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from '../../../platform/ocr/ocr-pool';
import { createBillReader } from './extract-bill';
import { deadlineIn } from './deadline';
import { generatedBillPng } from './generated-bills.test-helper';
import { readImageBill } from './read-bill-text';

// Summary-first OCR on a generated page whose due date sits in the middle, away from the top
// and the stub. Each read is a second or more of Tesseract; the limits are generous for a busy
// machine.
const OCR_TEST_MS = 180_000;
const today = new Date(2026, 10, 23);
const ocr = new OcrPool();
const reader = createBillReader({ timeoutMs: 150_000, ocr });
afterAll(() => reader.close());

/** Line `index` of the page sits 72 + 14 × index points down a 792-point page. */
function pageLines(): string[] {
  const lines: string[] = Array.from({ length: 46 }, () => '');
  lines[0] = 'BRIGHTLINE ELECTRIC';
  lines[1] = 'PO Box 1200, Springfield IL 62701';
  lines[3] = 'Account Number: 4410-0098-12';
  lines[4] = 'Amount Due $82.40';
  lines[24] = 'Due Date: 06/20/2024'; // 53 % down: the middle of the page
  lines[44] = 'Your payment of $82.40 will be automatically drafted.'; // 87 % down: the stub
  return lines;
}

describe('summary-first OCR of a photo or scan', () => {
  it(
    'reads only the top and the stub when they are enough',
    async () => {
      const png = await generatedBillPng(1275, pageLines());
      const text = await readImageBill(png, 'png', ocr, deadlineIn(150_000), 'normal', () => true);
      const all = text.lines.map((line) => line.text).join('\n');
      expect(all).toMatch(/BRIGHTLINE/);
      expect(all).toMatch(/automatically drafted/);
      expect(all).not.toMatch(/Due Date/);
    },
    OCR_TEST_MS,
  );

  it(
    'reads the rest of the page when a field is missing from the summary',
    async () => {
      const fields = await reader.read(await generatedBillPng(1275, pageLines()), today);
      expect(fields.dueDate.value).toBe('2024-06-20');
      expect(fields.cost.value).toBe(82.4);
      expect(fields.accountNumber.value).toBe('4410-0098-12');
      expect(fields.isAutoPay.value).toBe(true);
    },
    OCR_TEST_MS,
  );
});
