import sharp from 'sharp';
import { photoLike } from '@test/harness/photo-like';
import { buildTextPdf } from '../../../platform/pdf/build-text-pdf';
import { renderPdfPage } from '../../../platform/pdf/pdf-pages';

/**
 * Bills made on the spot for the engine's tests, so they never need the dev corpus: a one-page
 * text PDF, the same page drawn to pixels (a scan) and degraded like a phone photo.
 */
export const GENERATED_BILL_LINES = [
  'BRIGHTLINE ELECTRIC',
  'PO Box 1200, Springfield IL 62701',
  '',
  'Statement Date: 06/02/2024',
  'Account Number: 4410-0098-12',
  'Service Address: 88 ELM ST',
  'Billing period 05/01/2024 - 05/31/2024',
  '',
  'Electric charges 650 kWh $82.40',
  'Amount Due $82.40',
  'Due Date: 06/20/2024',
  '',
  'Your payment of $82.40 will be automatically drafted on 06/20/2024.',
];

/** What the field rules should read from the generated bill, in any of its forms. */
export const GENERATED_BILL_FIELDS = {
  vendor: 'Brightline Electric',
  cost: 82.4,
  accountNumber: '4410-0098-12',
  dueDate: '2024-06-20',
  isAutoPay: true,
};

export const generatedBillPdf = (): Buffer => buildTextPdf(GENERATED_BILL_LINES);

/**
 * The generated bill's page (or a Letter page of other `lines`, 14 points apart from 1 inch
 * down) as a PNG of `width` pixels (Letter is 612 points wide).
 */
export async function generatedBillPng(
  width = 1700,
  lines: string[] = GENERATED_BILL_LINES,
): Promise<Buffer> {
  const { png } = await renderPdfPage(buildTextPdf(lines), 1, width / 612, 30_000);
  // Drawn pages are transparent where nothing is printed; paper is white.
  return sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** The generated bill as a crooked, blurred, noisy phone-photo JPEG. */
export async function generatedBillPhoto(): Promise<Buffer> {
  return photoLike(await generatedBillPng(), undefined, 7);
}
