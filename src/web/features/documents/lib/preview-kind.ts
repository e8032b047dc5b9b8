import type { TDocument } from '@shared/documents/document-schemas';

export type PreviewKind = 'pdf' | 'image';

/** The files a browser shows inline (the server serves only these inline): PDFs and images. */
export function previewKind(fileType: TDocument['fileType']): PreviewKind | null {
  if (fileType === 'pdf') return 'pdf';
  // HEIC is left out: browsers other than Safari cannot show it, so it is downloaded instead.
  if (fileType === 'jpg' || fileType === 'png' || fileType === 'webp') return 'image';
  return null;
}
