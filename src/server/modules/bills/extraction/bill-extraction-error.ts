export type BillFailure = 'empty' | 'unsupported' | 'encrypted' | 'corrupt' | 'timeout' | 'no-text';

/** Plain words for the person who uploaded the file; shown on the bill's result row. */
export const BILL_FAILURE_MESSAGES: Record<BillFailure, string> = {
  empty: 'The file is empty.',
  unsupported:
    'This file is not a bill we can read. Use a PDF or a photo (JPEG, PNG, WebP or HEIC).',
  encrypted: 'The PDF is password-protected. Save a copy without the password and try again.',
  corrupt: 'The file is damaged and could not be read.',
  timeout: 'Reading this bill took too long and was stopped.',
  'no-text': 'No text could be read from this bill. Try a sharper, well-lit photo.',
};

/** Why one bill of a batch could not be read; the other bills go on. */
export class BillExtractionError extends Error {
  override readonly name = 'BillExtractionError';
  constructor(
    readonly reason: BillFailure,
    detail?: string,
  ) {
    super(BILL_FAILURE_MESSAGES[reason]);
    if (detail) this.cause = detail;
  }
}
