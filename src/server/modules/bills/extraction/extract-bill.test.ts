import { afterAll, describe, expect, it } from 'vitest';
import { assemblePdf, textPdfObjects } from '../../../platform/pdf/build-text-pdf';
import { BillExtractionError, type BillFailure } from './bill-extraction-error';
import { createBillReader } from './extract-bill';
import { GENERATED_BILL_FIELDS, generatedBillPdf } from './generated-bills';

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
