import { describe, expect, it } from 'vitest';
import { cleanUploadedFileName, contentDisposition, downloadName } from './file-names';

describe('the shown file name', () => {
  it('keeps only the last path part, without control or direction characters', () => {
    expect(cleanUploadedFileName('C:\\Users\\ann\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(cleanUploadedFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanUploadedFileName('bill\u0000\u001f\u007f.pdf', 'pdf')).toBe('bill.pdf');
    expect(cleanUploadedFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe');
    expect(cleanUploadedFileName('Ünïcode – résumé.docx', 'docx')).toBe('Ünïcode – résumé.docx');
  });

  it('falls back to a plain name when nothing is left', () => {
    expect(cleanUploadedFileName(undefined, 'png')).toBe('document.png');
    expect(cleanUploadedFileName('dir/', 'pdf')).toBe('document.pdf');
    expect(cleanUploadedFileName('..', 'pdf')).toBe('document.pdf');
  });

  it('is cut to 200 characters with its extension kept', () => {
    const cut = cleanUploadedFileName(`${'é'.repeat(250)}.xlsx`, 'xlsx');
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut.endsWith('é.xlsx')).toBe(true);
  });
});

describe('the download name', () => {
  it('carries the extension of what the file really is', () => {
    expect(downloadName('scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(downloadName('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(downloadName('passport.pdf', 'png')).toBe('passport.png');
    expect(downloadName('notes', 'docx')).toBe('notes.docx');
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Résumé "2026"; 50%.pdf')).toBe(
      `attachment; filename="Resume _2026__ 50_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22%3B%2050%25.pdf`,
    );
    expect(contentDisposition('inline', "it's (final).pdf")).toBe(
      `inline; filename="it's (final).pdf"; filename*=UTF-8''it%27s%20%28final%29.pdf`,
    );
  });
});
