import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { assemblePdf } from '../../../platform/pdf/build-text-pdf';
import type { BillFields } from '../fields/bill-fields';
import { createBillReader } from './extract-bill';
import {
  GENERATED_BILL_FIELDS,
  generatedBillPhoto,
  generatedBillPng,
} from './generated-bills.test-helper';

// The engine's OCR path on generated images. Each read is a few seconds of Tesseract (far more
// on a busy 2-core machine), so there are few of them and their time limits are generous.
const OCR_TEST_MS = 180_000;
const today = new Date(2026, 10, 23);
const reader = createBillReader({ timeoutMs: 150_000 });
afterAll(() => reader.close());

function expectBillFields(fields: BillFields) {
  expect(fields.vendor.value).toBe(GENERATED_BILL_FIELDS.vendor);
  expect(fields.cost.value).toBe(GENERATED_BILL_FIELDS.cost);
  expect(fields.accountNumber.value).toBe(GENERATED_BILL_FIELDS.accountNumber);
  expect(fields.dueDate.value).toBe(GENERATED_BILL_FIELDS.dueDate);
  expect(fields.isAutoPay.value).toBe(GENERATED_BILL_FIELDS.isAutoPay);
}

/** A scanner's PDF: the page is one grey image and there is no text layer at all. */
async function scannedPdf(): Promise<Buffer> {
  const { data: pixels, info } = await sharp(await generatedBillPng(1275))
    // One byte a pixel, as /DeviceGray says; sharp writes three unless told to.
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = deflateSync(pixels);
  const content = 'q 612 0 0 792 0 0 cm /Scan Do Q';
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>',
    // Latin-1 carries every byte unchanged, so the compressed pixels go into the file as it is.
    `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

describe('createBillReader on photos and scans (OCR)', () => {
  it(
    'reads the fields of a crooked, blurred, noisy phone photo of a bill',
    async () => {
      expectBillFields(await reader.read(await generatedBillPhoto(), today));
    },
    OCR_TEST_MS,
  );

  it(
    'reads a scanned PDF without a text layer by OCR',
    async () => {
      expectBillFields(await reader.read(await scannedPdf(), today));
    },
    OCR_TEST_MS,
  );

  it(
    'reads an iPhone HEIC photo (HEVC, which sharp cannot decode by itself)',
    async () => {
      // Made once from generatedBillPng(1200), top 45 %, with `heif-enc -q 40` (libheif 1.15).
      const heic = readFileSync(new URL('fixtures/generated-bill.heic', import.meta.url));
      expectBillFields(await reader.read(heic, today));
    },
    OCR_TEST_MS,
  );

  it(
    'stops a photo that overruns its time limit',
    async () => {
      const hurried = createBillReader({ timeoutMs: 50 });
      try {
        await expect(hurried.read(await generatedBillPhoto(), today)).rejects.toMatchObject({
          reason: 'timeout',
        });
      } finally {
        await hurried.close();
      }
    },
    OCR_TEST_MS,
  );
});
