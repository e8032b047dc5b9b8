import type PDFDocument from 'pdfkit';
import { pdfText } from '../../binder/pdf-text';
import type { LegalDocumentContent } from './legal-document-content';

/**
 * The frame around every page of a Legal Wizard document: whose document and which state at the
 * top; at the bottom the signer's initials line (so a page cannot be swapped unnoticed), the
 * page number out of the document's pages, and that it is not legal advice. Drawn once every
 * page exists, since "of M" is only known then (pages are buffered, as in the binder). The
 * signing-instructions sheet after the document gets a frame of its own that says it is not part
 * of the document: no number, no initials or signature line, still "not legal advice".
 */

export const DISCLAIMER = 'This document was prepared with Nido. It is not legal advice.';
export const INITIALS = 'Initials: ____________';
export const TESTATOR_SIGNATURE = 'Testator signature: ______________________________';
export const INSTRUCTIONS_HEAD = 'Signing instructions — not part of the document';

export const PAGE_MARGIN = { top: 72, side: 60, bottom: 96 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const SIZE = { head: 8.5, foot: 8 };
const MUTED = '#52606d';
const RULE = '#9aa5b1';

type Doc = InstanceType<typeof PDFDocument>;

function rule(doc: Doc, y: number): void {
  const left = PAGE_MARGIN.side;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - left, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function header(doc: Doc, content: LegalDocumentContent, runningHead: string): void {
  const left = PAGE_MARGIN.side;
  const width = doc.page.width - left * 2;
  const y = 36;
  doc.font(FONT.regular).fontSize(SIZE.head).fillColor(MUTED);
  doc.text(pdfText(runningHead), left, y, { width: width - 150, lineBreak: false });
  doc.font(FONT.bold).text(pdfText(`State of ${content.stateName}`), left + width - 150, y, {
    width: 150,
    align: 'right',
    lineBreak: false,
  });
  rule(doc, y + 14);
}

/** The disclaimer and the version, the last line of every page. */
function notice(doc: Doc, content: LegalDocumentContent, y: number): void {
  const left = PAGE_MARGIN.side;
  const width = doc.page.width - left * 2;
  doc.font(FONT.regular).fontSize(SIZE.foot).fillColor(MUTED);
  doc.text(DISCLAIMER, left, y, { width: width - 170, lineBreak: false });
  doc.text(
    pdfText(`Version ${content.version}, prepared ${content.preparedOn}`),
    left + width - 170,
    y,
    { width: 170, align: 'right', lineBreak: false },
  );
}

function footer(doc: Doc, content: LegalDocumentContent, page: number, pages: number): void {
  const left = PAGE_MARGIN.side;
  const width = doc.page.width - left * 2;
  const top = doc.page.height - PAGE_MARGIN.bottom + 26;
  rule(doc, top);
  const signLine = top + 14;
  doc
    .font(FONT.regular)
    .fontSize(SIZE.foot + 1)
    .fillColor('#1f2933');
  doc.text(INITIALS, left, signLine, { width: 140, lineBreak: false });
  if (content.testatorSignsEveryPage)
    doc.text(TESTATOR_SIGNATURE, left + 150, signLine, { width: 240, lineBreak: false });
  doc.font(FONT.bold).text(`Page ${page} of ${pages}`, left + width - 100, signLine, {
    width: 100,
    align: 'right',
    lineBreak: false,
  });
  notice(doc, content, signLine + 18);
}

/**
 * Writes the header and footer on every buffered page: the first `documentPages` are the
 * document's, numbered among themselves; any after them are the instructions sheet.
 */
export function drawPageFrames(
  doc: Doc,
  content: LegalDocumentContent,
  documentPages: number,
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The frame sits outside the text area: without this pdfkit would start a new page for it.
    const margins = { ...doc.page.margins };
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const page = index - start + 1;
    if (page <= documentPages) {
      header(doc, content, content.runningHead);
      footer(doc, content, page, documentPages);
    } else {
      header(doc, content, INSTRUCTIONS_HEAD);
      const top = doc.page.height - PAGE_MARGIN.bottom + 26;
      rule(doc, top);
      notice(doc, content, top + 14);
    }
    doc.page.margins.top = margins.top;
    doc.page.margins.bottom = margins.bottom;
  }
}
