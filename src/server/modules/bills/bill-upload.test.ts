import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../platform/storage/size-limit';
import { buildTextPdf } from '../../platform/pdf/build-text-pdf';
import { billObjectKey, checkBillUpload, NOT_A_BILL_MESSAGE } from './bill-upload';

const OWNER = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0d9c1b2e';
const NOW = new Date(Date.UTC(2026, 10, 23, 12));
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
const HEIC = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');

describe('checkBillUpload', () => {
  it('takes PDFs and every photo kind by their content, whatever their names', () => {
    const cases: [Buffer, string, string][] = [
      [buildTextPdf(['Amount Due $1.00']), 'pdf', 'application/pdf'],
      [JPEG, 'jpg', 'image/jpeg'],
      [PNG, 'png', 'image/png'],
      [WEBP, 'webp', 'image/webp'],
      [HEIC, 'heic', 'image/heic'],
    ];
    for (const [bytes, type, contentType] of cases)
      expect(checkBillUpload('bill.txt', bytes)).toEqual({ ok: true, type, contentType });
  });

  it('refuses an empty file, one over 10 MB, and anything that is not a PDF or a photo', () => {
    expect(checkBillUpload('bill.pdf', Buffer.alloc(0))).toMatchObject({ reason: 'empty' });
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(checkBillUpload('bill.jpg', big)).toMatchObject({ reason: 'too-large' });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    for (const bytes of [zip, Buffer.from('Amount Due $82.40'), Buffer.from('MZ\x90\x00')])
      expect(checkBillUpload('bill.pdf', bytes)).toEqual({
        ok: false,
        reason: 'type',
        message: NOT_A_BILL_MESSAGE,
      });
  });
});

describe('billObjectKey', () => {
  it('is {userId}/{timestamp}-{random}-{filename}', () => {
    expect(billObjectKey(OWNER, 'June bill.pdf', NOW)).toMatch(
      new RegExp(`^${OWNER}/${NOW.getTime()}-[0-9a-f]{8}-June-bill\\.pdf$`),
    );
  });

  it('gives two uploads of one name in one millisecond different keys', () => {
    expect(billObjectKey(OWNER, 'a.pdf', NOW)).not.toBe(billObjectKey(OWNER, 'a.pdf', NOW));
  });

  it('keeps the name inside the folder and readable', () => {
    const name = (fileName: string) =>
      billObjectKey(OWNER, fileName, NOW).split('/').slice(1).join('/').slice(23);
    expect(name('../../etc/passwd')).toBe('etc-passwd');
    expect(name('..\\..\\boot.ini')).toBe('boot.ini');
    expect(name('Facture été.PDF')).toBe('Facture-ete.PDF');
    expect(name('...')).toBe('bill');
    expect(name('x'.repeat(300) + '.pdf')).toHaveLength(100);
    expect(billObjectKey(OWNER, '../../x.pdf', NOW).split('/')).toHaveLength(2);
  });
});
