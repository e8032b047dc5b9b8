export type PdfTextFailure = 'encrypted' | 'invalid' | 'unreadable' | 'timeout' | 'page-shape';

const MESSAGES: Record<PdfTextFailure, string> = {
  encrypted: 'The PDF is password-protected, so its text cannot be read.',
  invalid: 'The file is not a valid PDF.',
  unreadable: 'The PDF could not be read.',
  timeout: 'Reading the PDF took too long and was stopped.',
  'page-shape': 'A page of the PDF is too long and narrow to be drawn.',
};

/** Why no text came out of a PDF; callers then index the document by its name and tags only. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';
  constructor(
    readonly reason: PdfTextFailure,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[reason]} (${detail})` : MESSAGES[reason]);
  }
}
