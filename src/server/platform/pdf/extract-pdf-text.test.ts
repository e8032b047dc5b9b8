import { describe, expect, it } from 'vitest';
import { assemblePdf, buildTextPdf, textPdfObjects } from './build-text-pdf';
import { extractPdfText, PdfTextError } from './extract-pdf-text';

/** A PDF with one page per content stream (raw operators), fonts F1 = Helvetica. */
function pdfWithPages(contents: string[]): Buffer {
  const pageIds = contents.map((_, index) => 4 + index * 2);
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...contents.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ]);
}

const textPage = (text: string) => `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;

async function failure(promise: Promise<unknown>): Promise<PdfTextError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PdfTextError);
  return error as PdfTextError;
}

describe('extractPdfText', () => {
  it('reads the words of a real PDF, one line per text line', async () => {
    const text = await extractPdfText(
      buildTextPdf(['Hello estate plan', 'Trust (revocable) for the Cruz family']),
    );
    expect(text).toBe('Hello estate plan\nTrust (revocable) for the Cruz family');
  });

  it('keeps Latin-1 accents and separates pages with a newline', async () => {
    expect(await extractPdfText(buildTextPdf(['Café résumé']))).toBe('Café résumé');
    expect(
      await extractPdfText(pdfWithPages([textPage('First page'), textPage('Second page')])),
    ).toBe('First page\nSecond page');
  });

  it('stops at the page and character limits', async () => {
    const pdf = pdfWithPages(['Alpha', 'Bravo', 'Charlie'].map(textPage));
    expect(await extractPdfText(pdf, { maxPages: 2 })).toBe('Alpha\nBravo');
    expect(await extractPdfText(pdf, { maxChars: 8 })).toBe('Alpha\nBr');
  });

  it('refuses a file that is not a PDF', async () => {
    const error = await failure(extractPdfText(Buffer.from('just some text, not a PDF')));
    expect(error.reason).toBe('invalid');
    expect(error.message).toBe('The file is not a valid PDF.');
  });

  it('refuses a password-protected PDF', async () => {
    // Standard security handler with owner/user hashes that the empty password does not match.
    const encrypted = assemblePdf(
      [
        ...textPdfObjects(['Secret']),
        `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
      ],
      `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
    );
    expect((await failure(extractPdfText(encrypted))).reason).toBe('encrypted');
  });

  it('stops a document that overruns its time, and the next one still reads', async () => {
    // 30,000 tiny words on one page take pdf.js several hundred ms, far over the 20 ms allowed.
    const words = Array.from({ length: 30_000 }, (_, index) => `(w${index}) Tj 0 -0.02 Td`);
    const crowded = pdfWithPages([`BT /F1 1 Tf 72 720 Td ${words.join(' ')} ET`]);
    const error = await failure(extractPdfText(crowded, { timeoutMs: 20 }));
    expect(error.reason).toBe('timeout');
    expect(await extractPdfText(buildTextPdf(['Next document']))).toBe('Next document');
  });

  it('reads several documents at once (more than there are parser threads)', async () => {
    const names = ['Will', 'Deed', 'Policy', 'Passport', 'Tax return'];
    const texts = await Promise.all(names.map((name) => extractPdfText(buildTextPdf([name]))));
    expect(texts).toEqual(names);
  });
});
