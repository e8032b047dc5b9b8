import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { renderPdfPage } from '@server/platform/pdf/pdf-pages';

/**
 * Bills as a household receives them, made up for the tests (no real bill is committed): what
 * each prints, and what a person reading it would type into Nido.
 */
export type SampleBill = {
  lines: string[];
  vendor: string;
  /** The amount due as the list shows it. */
  amount: string;
  accountNumber: string;
};

export const ELECTRIC_BILL: SampleBill = {
  vendor: 'Sunrise Electric Cooperative',
  amount: '$142.37',
  accountNumber: '4410-2231-07',
  lines: [
    'SUNRISE ELECTRIC COOPERATIVE',
    'www.sunrise-electric.example   Customer Service 1-800-555-0142',
    '',
    'MORGAN ELLIS',
    'Account Number: 4410-2231-07',
    'Statement Date: 11/12/2026',
    'Due Date: 12/04/2026',
    'Service Address: 12 Maple Street, Springfield, IL 62704',
    'Service Period: 10/10/2026 - 11/09/2026',
    '',
    'Previous Balance   $128.90',
    'Payment Received - Thank You   -$128.90',
    'Current Electric Charges   $142.37',
    'Total Amount Due   $142.37',
    '',
    'Please return this portion with your payment.',
    'Remit to:',
    'SUNRISE ELECTRIC COOPERATIVE',
    'PO Box 1200',
    'Springfield, IL 62701',
  ],
};

export const PHONE_BILL: SampleBill = {
  vendor: 'Northwind Wireless',
  amount: '$124.84',
  accountNumber: '5521 8830 1942',
  lines: [
    'NORTHWIND WIRELESS',
    'www.northwind-wireless.example',
    '',
    'MORGAN ELLIS',
    'Account Number: 5521 8830 1942',
    'Bill Date: 11/08/2026',
    'Billing Period: 11/08/2026 - 12/07/2026',
    'Due Date: 12/01/2026',
    '',
    'Monthly Plan Charges - 3 lines   $115.00',
    'Taxes and Fees   $9.84',
    'Total Due   $124.84',
    '',
    'AutoPay is on: $124.84 will be automatically drafted on 12/01/2026. Do not pay.',
    'NORTHWIND WIRELESS',
    'PO Box 4700',
    'Denver, CO 80217',
  ],
};

export const WATER_BILL: SampleBill = {
  vendor: 'Clearbrook Water District',
  amount: '$60.52',
  accountNumber: '7302-5518-44',
  lines: [
    'CLEARBROOK WATER DISTRICT',
    'www.clearbrook-water.example   Customer Care 1-888-555-0199',
    '',
    'MORGAN ELLIS',
    'Account Number: 7302-5518-44',
    'Bill Date: 11/02/2026',
    'Due Date: 11/27/2026',
    'Service Address: 12 Maple Street, Springfield, IL 62704',
    'Service Period: 10/01/2026 - 10/31/2026',
    '',
    'Water Usage 4,200 gallons   $38.12',
    'Sewer Service   $22.40',
    'Amount Due   $60.52',
    '',
    'Make checks payable to:',
    'CLEARBROOK WATER DISTRICT',
    'PO Box 88',
    'Springfield, IL 62705',
  ],
};

/** The bill as the issuer's PDF (a text layer, as downloaded from its website). */
export function billPdf(bill: SampleBill): Buffer {
  return buildTextPdf(bill.lines);
}

/**
 * The bill as a phone photo: the printed page drawn at 144 dpi, a little crooked, as a JPEG.
 * Reading it goes through OCR, which takes a few seconds.
 */
export async function billPhoto(bill: SampleBill): Promise<Buffer> {
  const { png } = await renderPdfPage(billPdf(bill), 1, 2, 30_000);
  return sharp(png).rotate(2, { background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A folder of files for the file chooser, made before the file's tests and removed after them.
 * `write` puts a file there and answers its path.
 */
export function useFileFolder(): { write: (name: string, bytes: Buffer | string) => string } {
  let folder: string | undefined;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nido-e2e-bills-'));
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return {
    write(name, bytes) {
      if (!folder) throw new Error('The file folder is made before the tests run');
      const file = path.join(folder, name);
      writeFileSync(file, bytes);
      return file;
    },
  };
}
