import { MAX_IMAGE_PIXELS, MAX_PAGE_ASPECT } from '../../../platform/ocr/raster-limits';

export type BillFailure =
  | 'empty'
  | 'unsupported'
  | 'encrypted'
  | 'corrupt'
  | 'timeout'
  | 'no-text'
  | 'page-shape'
  | 'too-many-pixels';

/** Plain words for the person who uploaded the file; shown on the bill's result row. */
export const BILL_FAILURE_MESSAGES: Record<BillFailure, string> = {
  empty: 'The file is empty.',
  unsupported:
    'This file is not a bill we can read. Use a PDF or a photo (JPEG, PNG, WebP or HEIC).',
  encrypted: 'The PDF is password-protected. Save a copy without the password and try again.',
  corrupt: 'The file is damaged and could not be read.',
  timeout: 'Reading this bill took too long and was stopped.',
  'no-text': 'No text could be read from this bill. Try a sharper, well-lit photo.',
  'page-shape': `This page is too long and narrow to be a bill (more than ${MAX_PAGE_ASPECT} times as long as it is wide). Upload the bill as ordinary pages, or a photo of each page.`,
  'too-many-pixels': `This picture is too large to read (more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Save it at a smaller size, or take a new photo, and try again.`,
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
