import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toExtractedData } from './bill-result';
import { BillExtractionError } from './extraction/bill-extraction-error';
import { createBillReader } from './extraction/extract-bill';
import { mapWithLimit } from '../../platform/map-with-limit';
import { OCR_THREADS } from '../../platform/ocr/ocr-pool';
import { LOW_CONFIDENCE, type BillFields } from './fields/bill-fields';

/** One file's outcome, in the issue's JSON shape (the spec's result with the file and dates). */
export type ExtractBillOutput = {
  file: string;
  success: boolean;
  error: string | null;
  data: ReturnType<typeof toExtractedData> | null;
};

export class ExtractBillUsageError extends Error {}

/**
 * `nido extract-bill [--json] FILE...`: the server's bill reader without a server, database or
 * network. Exits 0 when every file was read, 1 when any was not (each says why).
 */
export async function extractBillCommand(args: string[]): Promise<boolean> {
  const json = args.includes('--json');
  const files = args.filter((arg) => arg !== '--json');
  if (files.length === 0)
    throw new ExtractBillUsageError(
      'extract-bill needs one or more files: PDFs or photos of bills.',
    );
  const reader = createBillReader();
  try {
    const read = await mapWithLimit(files, OCR_THREADS, (file) => readOne(reader, file));
    const outputs = read.map(({ output }) => output);
    process.stdout.write(
      json
        ? `${JSON.stringify(outputs, null, 2)}\n`
        : read.map(({ output, fields }) => describe(output, fields)).join(''),
    );
    return outputs.every((output) => output.success);
  } finally {
    await reader.close();
  }
}

async function readOne(
  reader: ReturnType<typeof createBillReader>,
  file: string,
): Promise<{ output: ExtractBillOutput; fields: BillFields | null }> {
  try {
    const fields = await reader.read(await readFile(file), new Date());
    return { output: { file, success: true, error: null, data: toExtractedData(fields) }, fields };
  } catch (error) {
    const message =
      error instanceof BillExtractionError
        ? error.message
        : (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'No such file.'
          : `The file could not be read (${(error as Error).message}).`;
    return { output: { file, success: false, error: message, data: null }, fields: null };
  }
}

/** The human form: one block per file, doubtful fields marked for a second look. */
function describe(output: ExtractBillOutput, fields: BillFields | null): string {
  const name = path.basename(output.file);
  if (!output.success || !output.data || !fields) return `${name}: ${output.error}\n\n`;
  const data = output.data;
  const doubt = (confidence: number) => (confidence < LOW_CONFIDENCE ? '  (check)' : '');
  const rows: [string, string | number | null, number][] = [
    ['Vendor', data.vendor, fields.vendor.confidence],
    ['Amount due', data.cost === null ? null : `$${data.cost.toFixed(2)}`, fields.cost.confidence],
    ['Due date', data.due_date, fields.dueDate.confidence],
    ['Bill date', data.bill_date, fields.billDate.confidence],
    ['Account', data.account_number, fields.accountNumber.confidence],
    [
      'Auto-pay',
      data.is_auto_pay ? `yes, day ${data.auto_pay_date ?? '?'}` : 'no',
      fields.isAutoPay.confidence,
    ],
    [
      'Category',
      data.home_subcategory ? `${data.category} (${data.home_subcategory})` : data.category,
      fields.category.confidence,
    ],
    ['Description', data.description, fields.description.confidence],
  ];
  const lines = rows.map(
    ([label, value, confidence]) =>
      `  ${`${label}:`.padEnd(13)}${value ?? '—'}${doubt(confidence)}`,
  );
  return `${name}\n${lines.join('\n')}\n\n`;
}
