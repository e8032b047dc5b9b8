import { describe, expect, it } from 'vitest';
import { documentIdFromOpenUrl, documentOpenUrl } from './document-open-url';
import { documentNameFromFile } from './upload-document';

describe('documentNameFromFile', () => {
  it('drops the extension only', () => {
    expect(documentNameFromFile('Lease 2024.pdf')).toBe('Lease 2024');
    expect(documentNameFromFile('scan.final.jpeg')).toBe('scan.final');
    expect(documentNameFromFile('README')).toBe('README');
    expect(documentNameFromFile('.pdf')).toBe('.pdf');
  });
});

describe('attachment URLs', () => {
  it("round-trip a document's id", () => {
    expect(documentOpenUrl('doc-7')).toBe('/api/documents/doc-7/open');
    expect(documentIdFromOpenUrl('/api/documents/doc-7/open')).toBe('doc-7');
  });

  it('recognise nothing else as an attached document', () => {
    expect(documentIdFromOpenUrl('https://example.com/bill.pdf')).toBeNull();
    expect(documentIdFromOpenUrl('/api/documents/doc-7')).toBeNull();
    expect(documentIdFromOpenUrl(null)).toBeNull();
  });
});
