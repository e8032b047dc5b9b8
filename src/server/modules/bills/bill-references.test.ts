import { describe, expect, it } from 'vitest';
import { readBillReference } from './bill-references';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-0123456789';
const ID = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0d9c1b2e';

describe('readBillReference', () => {
  it('reads our signed file links, relative or absolute, and ignores the host', () => {
    expect(readBillReference(`/api/files/${TOKEN}`)).toEqual({ token: TOKEN });
    expect(readBillReference(`https://nido.example/api/files/${TOKEN}?expires=1`)).toEqual({
      token: TOKEN,
    });
    // Another host names the same token of ours and is never contacted: only the path is read.
    expect(readBillReference(`http://169.254.169.254/api/files/${TOKEN}`)).toEqual({
      token: TOKEN,
    });
  });

  it('reads a document id, in any case, as lower case', () => {
    expect(readBillReference(` ${ID.toUpperCase()} `)).toEqual({ documentId: ID });
  });

  it('names nothing for any other path or text', () => {
    for (const reference of [
      '',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:5432/',
      'file:///etc/passwd',
      `/api/files/${TOKEN}/../../admin`,
      `/api/documents/${TOKEN}`,
      `/api/files/${TOKEN}/extra`,
      '/api/files/short',
      `/api/files/${TOKEN}%2F..`,
      `${ID}x`,
      'not a reference',
    ])
      expect(readBillReference(reference), reference).toBeNull();
  });
});
