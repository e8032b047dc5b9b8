import { detectImageKind, type ImageKind } from '../../../platform/ocr/decode-image';

export type BillFileKind = 'pdf' | ImageKind;

/** What a bill file really is, from its bytes: a PDF or a photo; null for anything else. */
export function detectBillFileKind(bytes: Buffer): BillFileKind | null {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return detectImageKind(bytes);
}
