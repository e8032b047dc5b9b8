import type { TDocument } from '@shared/documents/document-schemas';

export type PreviewKind = 'pdf' | 'image';

/** The files a browser shows inline (the server serves only these inline): PDFs and images. */
export function previewKind(fileType: TDocument['fileType']): PreviewKind | null {
  if (fileType === 'pdf') return 'pdf';
  if (fileType === 'jpg' || fileType === 'png') return 'image';
  return null;
}
