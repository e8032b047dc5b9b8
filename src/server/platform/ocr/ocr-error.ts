export type OcrFailure =
  'unsupported' | 'unreadable' | 'timeout' | 'page-shape' | 'too-many-pixels';

const MESSAGES: Record<OcrFailure, string> = {
  unsupported: 'This image format cannot be read. Use a JPEG, PNG, WebP or HEIC photo.',
  unreadable: 'The image could not be read; it may be damaged.',
  timeout: 'Reading the image took too long and was stopped.',
  'page-shape': 'The image is too long and narrow to be a page.',
  'too-many-pixels': 'The image has too many pixels to be read.',
};

/** Why no text came out of an image; the message is shown to the person who uploaded it. */
export class OcrError extends Error {
  override readonly name = 'OcrError';
  constructor(
    readonly reason: OcrFailure,
    detail?: string,
  ) {
    super(MESSAGES[reason]);
    if (detail) this.cause = detail;
  }
}
