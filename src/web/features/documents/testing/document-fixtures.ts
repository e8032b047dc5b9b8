import type { TDocument } from '@shared/documents/document-schemas';

let sequence = 0;

/** A document as the API returns it: a 1.2 MB PDF insurance policy unless a test says more. */
export function makeDocument(overrides: Partial<TDocument> = {}): TDocument {
  sequence += 1;
  return {
    id: `doc-${sequence}`,
    ownerId: 'user-1',
    name: `Policy ${sequence}`,
    fileName: `policy-${sequence}.pdf`,
    fileType: 'pdf',
    contentType: 'application/pdf',
    sizeBytes: 1_258_291,
    category: 'insurance_policy',
    tags: [],
    link: null,
    expiresOn: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A file of `bytes` bytes (the content does not matter to the web app; the server sniffs it). */
export function makeFile(name: string, bytes = 2048, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
