import { describe, expect, it } from 'vitest';
import { buildTextPdf } from './build-text-pdf';

describe('buildTextPdf', () => {
  it('writes a cross-reference table whose offsets point at each object', () => {
    const pdf = buildTextPdf(['Hello estate plan']).toString('latin1');
    const xrefAt = Number(pdf.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf.slice(xrefAt).split('\n').slice(3, 8);
    expect(entries).toHaveLength(5);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
  });

  it('escapes string delimiters and replaces what WinAnsi cannot show', () => {
    const pdf = buildTextPdf(['a (b) \\ c', 'Zoë → 日本']).toString('latin1');
    expect(pdf).toContain('(a \\(b\\) \\\\ c) Tj T* (Zoë ? ??) Tj');
    const length = Number(pdf.match(/\/Length (\d+)/)?.[1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream).toHaveLength(length);
  });
});
