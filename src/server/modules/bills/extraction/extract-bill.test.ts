import { afterAll, describe, expect, it } from 'vitest';
import {
  assemblePdf,
  buildPlacedTextPdf,
  textPdfObjects,
} from '../../../platform/pdf/build-text-pdf';
import { BillExtractionError, type BillFailure } from './bill-extraction-error';
import { createBillReader } from './extract-bill';
import { GENERATED_BILL_FIELDS, generatedBillPdf } from './generated-bills.test-helper';

// The engine on files that need no OCR: text PDFs and every file it must refuse. The reader's
// OCR pool starts no worker for these, so they run in milliseconds.
const today = new Date(2026, 10, 23);
const reader = createBillReader();
afterAll(() => reader.close());

async function failure(bytes: Buffer, from = reader): Promise<BillFailure> {
  const error = await from.read(bytes, today).then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(BillExtractionError);
  return (error as BillExtractionError).reason;
}

describe('createBillReader on text PDFs and refused files', () => {
  it('reads the fields of a generated text PDF from its text layer', async () => {
    const fields = await reader.read(generatedBillPdf(), today);
    expect(fields.vendor.value).toBe(GENERATED_BILL_FIELDS.vendor);
    expect(fields.cost.value).toBe(GENERATED_BILL_FIELDS.cost);
    expect(fields.accountNumber.value).toBe(GENERATED_BILL_FIELDS.accountNumber);
    expect(fields.dueDate.value).toBe(GENERATED_BILL_FIELDS.dueDate);
    expect(fields.isAutoPay.value).toBe(true);
  });

  it('reads a text layer laid out in columns, with a split label and an amount in pieces', async () => {
    // A telephone bill of an issuer no rule was written for: a stub header row with a third
    // column over two values, "AMO UNT DUE" and "$ 1 23 .45" drawn as separate pieces, an
    // AutoPay offer in the margin, and the company only in its domain and a payable-to line.
    const fields = await reader.read(
      buildPlacedTextPdf([
        { text: 'Bluebird Telephone Cooperative', x: 40, y: 740, size: 18 },
        { text: 'BILL DATE', x: 320, y: 700 },
        { text: 'DATE DUE', x: 400, y: 700 },
        { text: 'Page 1 of 2', x: 500, y: 700 },
        { text: 'Oct 2, 2026', x: 320, y: 688 },
        { text: 'Oct 22, 2026', x: 400, y: 688 },
        { text: 'Account Number', x: 40, y: 650 },
        { text: '0-3325-7003', x: 40, y: 638 },
        { text: 'AMO', x: 320, y: 650 },
        { text: 'UNT DUE', x: 344, y: 650 },
        { text: '$', x: 320, y: 638 },
        { text: '1', x: 328, y: 638 },
        { text: '23', x: 336, y: 638 },
        { text: '.45', x: 350, y: 638 },
        { text: 'Sign up for Automatic Payment at bluebird-tel.com', x: 40, y: 600 },
        { text: 'Make checks payable to Bluebird Telephone.', x: 40, y: 560 },
        { text: 'SANTA CLARA CA 95050', x: 40, y: 540 },
      ]),
      today,
    );
    expect(fields.cost.value).toBe(123.45);
    expect(fields.dueDate.value).toBe('2026-10-22');
    expect(fields.accountNumber.value).toBe('0-3325-7003');
    expect(fields.isAutoPay.value).toBe(false);
    expect(fields.vendor.value).toMatch(/^Bluebird Tel/);
  });

  it('says an empty file is empty', async () => {
    expect(await failure(Buffer.alloc(0))).toBe('empty');
  });

  it('refuses a ZIP and a text file as unsupported, by content, whatever their names', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('bill.pdf and more')]);
    expect(await failure(zip)).toBe('unsupported');
    expect(await failure(Buffer.from('Amount Due $82.40\nDue Date: 06/20/2024\n'))).toBe(
      'unsupported',
    );
  });

  it('calls a PDF cut short and a broken JPEG corrupt', async () => {
    const pdf = generatedBillPdf();
    expect(await failure(pdf.subarray(0, 200))).toBe('corrupt');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    expect(await failure(jpeg)).toBe('corrupt');
  });

  it('says a password-protected PDF is encrypted', async () => {
    const encrypted = assemblePdf(
      [
        ...textPdfObjects(['Amount Due $82.40']),
        `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
      ],
      `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
    );
    expect(await failure(encrypted)).toBe('encrypted');
  });

  it('stops a file that overruns its time limit with a timeout', async () => {
    const hurried = createBillReader({ timeoutMs: 1 });
    try {
      expect(await failure(generatedBillPdf(), hurried)).toBe('timeout');
    } finally {
      await hurried.close();
    }
  });
});
