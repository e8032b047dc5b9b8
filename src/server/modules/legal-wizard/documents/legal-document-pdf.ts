import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../binder/pdf-bytes';
import { pdfText } from '../../binder/pdf-text';
import type { LegalBlock, LegalDocumentContent, SignatureLine } from './legal-document-content';
import { drawPageFrames, PAGE_MARGIN } from './legal-page-frame';

/**
 * Lays a Legal Wizard document out on US Letter pages with pdfkit and the PDF standard fonts, as
 * the binder is (ADR 0008): nothing shipped or fetched. Body text is set in Times, the face
 * people expect of a signed paper; the frame (legal-page-frame.ts) in Helvetica. Signature,
 * witness and notary blocks are never split across pages, so no one signs under a page break.
 */

const FONT = {
  regular: 'Times-Roman',
  bold: 'Times-Bold',
  italic: 'Times-Italic',
  label: 'Helvetica',
  labelBold: 'Helvetica-Bold',
};
const BASE_SIZE = { title: 20, subtitle: 12, heading: 12.5, text: 11, label: 7.5 };
type TSizes = typeof BASE_SIZE;

/**
 * The type sizes of one document: the base sizes, raised to the document's minimum where a
 * statute sets one (N.Y. Gen. Oblig. Law § 5-1501B(1)(a): 12-point; Cal. Civ. Code § 56.11(a):
 * 14-point). Kept per document so two documents rendered at once never share them.
 */
const SIZES = new WeakMap<Doc, TSizes>();

function sizesFor(minimum: number | undefined): TSizes {
  const at = (base: number) => Math.max(base, minimum ?? 0);
  return {
    title: at(BASE_SIZE.title),
    subtitle: at(BASE_SIZE.subtitle),
    heading: at(BASE_SIZE.heading),
    text: at(BASE_SIZE.text),
    label: at(BASE_SIZE.label),
  };
}

function size(doc: Doc): TSizes {
  return SIZES.get(doc) ?? BASE_SIZE;
}
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#1f2933';
const NOTICE_FILL = '#fff4e5';
const NOTICE_BORDER = '#c77700';
/** Room above a signature line for a hand-written signature, and the row under it. */
const SIGNATURE_ROW = 38;
const SEAL = 108;
const BOX = { width: 46, height: 24, gap: 12 };
const INDENT = 18;
/** Extra space between the lines of body text, as written and as measured. */
const LINE_GAP = 1.5;
/**
 * Space around and inside a signature or notary block, in points. Fixed numbers rather than
 * moveDown (whose step depends on the font last set) so the height measured before the block is
 * the height it takes: a block that does not fit moves whole to the next page.
 */
const GAP = { before: 6, afterTitle: 4, paragraph: 4, after: 8 };

type Doc = InstanceType<typeof PDFDocument>;

function left(doc: Doc): number {
  return doc.page.margins.left;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function pageIsEmpty(doc: Doc): boolean {
  return doc.y <= doc.page.margins.top + 1;
}

/** Starts a new page unless `height` still fits on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc) && !pageIsEmpty(doc)) doc.addPage();
}

function textHeight(doc: Doc, text: string, font: string, size: number, width: number): number {
  return doc.font(font).fontSize(size).heightOfString(pdfText(text), { width, lineGap: LINE_GAP });
}

function write(
  doc: Doc,
  text: string,
  options: { font?: string; size?: number; color?: string; x?: number; width?: number } = {},
): void {
  const x = options.x ?? left(doc);
  doc
    .font(options.font ?? FONT.regular)
    .fontSize(options.size ?? size(doc).text)
    .fillColor(options.color ?? INK)
    .text(pdfText(text), x, doc.y, {
      width: options.width ?? contentWidth(doc) - (x - left(doc)),
      lineGap: LINE_GAP,
    });
  doc.x = left(doc);
}

function drawTitle(doc: Doc, content: LegalDocumentContent): void {
  write(doc, content.title, { font: FONT.bold, size: size(doc).title });
  doc.moveDown(0.3);
  for (const line of content.subtitle) write(doc, line, { size: size(doc).subtitle, color: MUTED });
  doc.moveDown(1);
}

function drawHeading(doc: Doc, text: string): void {
  // A heading keeps at least two lines of its text with it.
  ensureSpace(doc, 70);
  if (!pageIsEmpty(doc)) doc.moveDown(0.7);
  write(doc, text, { font: FONT.bold, size: size(doc).heading });
  doc.moveDown(0.35);
}

function drawList(doc: Doc, items: string[], numbered: boolean): void {
  const width = contentWidth(doc) - INDENT;
  items.forEach((item, index) => {
    ensureSpace(doc, Math.min(textHeight(doc, item, FONT.regular, size(doc).text, width), 40));
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(size(doc).text)
      .fillColor(INK)
      .text(numbered ? `${index + 1}.` : '•', left(doc), y, { width: INDENT });
    doc.y = y;
    write(doc, item, { x: left(doc) + INDENT, width });
    doc.moveDown(0.25);
  });
  doc.moveDown(0.4);
}

function drawInitialed(doc: Doc, items: { title: string; text: string }[]): void {
  const x = left(doc) + BOX.width + BOX.gap;
  const width = contentWidth(doc) - BOX.width - BOX.gap;
  for (const item of items) {
    const height =
      textHeight(doc, item.title, FONT.bold, size(doc).text, width) +
      textHeight(doc, item.text, FONT.regular, size(doc).text, width);
    ensureSpace(doc, Math.max(height, BOX.height) + 8);
    const y = doc.y;
    doc.rect(left(doc), y, BOX.width, BOX.height).lineWidth(0.8).strokeColor(RULE).stroke();
    write(doc, item.title, { font: FONT.bold, x, width });
    write(doc, item.text, { x, width });
    doc.y = Math.max(doc.y, y + BOX.height) + 8;
  }
  doc.moveDown(0.3);
}

/**
 * One row of lines to sign or print on; `width` is the row's. A row that would cross the bottom
 * margin starts a new page itself: left to pdfkit, only its label would move and the next row
 * would be placed from the old page's height.
 */
function drawSignatureRow(doc: Doc, row: SignatureLine[], x: number, width: number): void {
  if (doc.y + SIGNATURE_ROW > bottom(doc) && !pageIsEmpty(doc)) doc.addPage();
  const gap = 18;
  const total = row.reduce((sum, line) => sum + (line.share ?? 1), 0);
  const lineY = doc.y + SIGNATURE_ROW - 16;
  let cursor = x;
  for (const line of row) {
    const lineWidth = ((line.share ?? 1) / total) * (width - gap * (row.length - 1));
    if (line.value)
      doc
        .font(FONT.regular)
        .fontSize(size(doc).text)
        .fillColor(INK)
        .text(pdfText(line.value), cursor + 2, lineY - 14, { width: lineWidth, lineBreak: false });
    doc
      .moveTo(cursor, lineY)
      .lineTo(cursor + lineWidth, lineY)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(FONT.label)
      .fontSize(size(doc).label)
      .fillColor(MUTED)
      .text(pdfText(line.label), cursor, lineY + 3, { width: lineWidth, lineBreak: false });
    cursor += lineWidth + gap;
  }
  doc.x = left(doc);
  doc.y = lineY + 16;
}

type SignatureBlock = Extract<LegalBlock, { kind: 'signature' }>;
type NotaryBlock = Extract<LegalBlock, { kind: 'notary' }>;

/** The height drawSignature takes, from its first gap to its last row. */
function signatureHeight(doc: Doc, block: SignatureBlock): number {
  const width = contentWidth(doc);
  return (
    GAP.before +
    (block.title ? textHeight(doc, block.title, FONT.bold, size(doc).text, width) : 0) +
    (block.text ? textHeight(doc, block.text, FONT.regular, size(doc).text, width) : 0) +
    block.rows.length * SIGNATURE_ROW
  );
}

function drawSignature(doc: Doc, block: SignatureBlock): void {
  const width = contentWidth(doc);
  ensureSpace(doc, signatureHeight(doc, block));
  doc.y += GAP.before;
  if (block.title) write(doc, block.title, { font: FONT.bold });
  if (block.text) write(doc, block.text);
  for (const row of block.rows) drawSignatureRow(doc, row, left(doc), width);
  doc.y += GAP.after;
}

/** The height drawNotary takes: its wording, then the notary's rows beside the seal's square. */
function notaryHeight(doc: Doc, block: NotaryBlock): number {
  const width = contentWidth(doc);
  const paragraphs = block.paragraphs.reduce(
    (sum, text) => sum + textHeight(doc, text, FONT.regular, size(doc).text, width) + GAP.paragraph,
    0,
  );
  return (
    GAP.before +
    textHeight(doc, block.title, FONT.bold, size(doc).text, width) +
    GAP.afterTitle +
    paragraphs +
    Math.max(block.rows.length * SIGNATURE_ROW, SEAL)
  );
}

function drawNotary(doc: Doc, block: NotaryBlock): void {
  const width = contentWidth(doc);
  ensureSpace(doc, notaryHeight(doc, block));
  doc.y += GAP.before;
  write(doc, block.title, { font: FONT.bold });
  doc.y += GAP.afterTitle;
  for (const text of block.paragraphs) {
    write(doc, text);
    doc.y += GAP.paragraph;
  }
  const top = doc.y;
  const sealX = left(doc) + width - SEAL;
  doc
    .rect(sealX, top + 8, SEAL, SEAL - 8)
    .dash(3, { space: 3 })
    .lineWidth(0.7)
    .strokeColor(MUTED)
    .stroke()
    .undash();
  doc
    .font(FONT.label)
    .fontSize(size(doc).label)
    .fillColor(MUTED)
    .text('Notary seal', sealX, top + SEAL / 2, { width: SEAL, align: 'center' });
  doc.y = top;
  for (const row of block.rows) drawSignatureRow(doc, row, left(doc), width - SEAL - 24);
  doc.y = Math.max(doc.y, top + SEAL) + GAP.after;
  doc.x = left(doc);
}

function drawNotice(doc: Doc, block: Extract<LegalBlock, { kind: 'notice' }>): void {
  const padding = 10;
  const width = contentWidth(doc) - padding * 2;
  const height =
    textHeight(doc, block.title, FONT.labelBold, 10.5, width) +
    textHeight(doc, block.text, FONT.label, 9.5, width) +
    padding * 2 +
    4;
  ensureSpace(doc, height + 12);
  const top = doc.y;
  doc
    .rect(left(doc), top, contentWidth(doc), height)
    .lineWidth(1)
    .fillAndStroke(NOTICE_FILL, NOTICE_BORDER);
  doc.y = top + padding;
  write(doc, block.title, { font: FONT.labelBold, size: 10.5, x: left(doc) + padding, width });
  doc.y += 4;
  write(doc, block.text, { font: FONT.label, size: 9.5, x: left(doc) + padding, width });
  doc.y = top + height + 12;
}

function drawBlock(doc: Doc, block: LegalBlock): void {
  switch (block.kind) {
    case 'heading':
      drawHeading(doc, block.text);
      return;
    case 'paragraph':
      write(doc, block.text, { font: block.bold ? FONT.bold : FONT.regular });
      doc.moveDown(0.45);
      return;
    case 'list':
      drawList(doc, block.items, block.numbered ?? false);
      return;
    case 'initialed':
      drawInitialed(doc, block.items);
      return;
    case 'signature':
      drawSignature(doc, block);
      return;
    case 'notary':
      drawNotary(doc, block);
      return;
    case 'notice':
      drawNotice(doc, block);
      return;
    case 'pageBreak':
      if (!pageIsEmpty(doc)) doc.addPage();
      return;
  }
}

/** The document as a PDF file; `createdAt` dates the file itself (the day it was prepared). */
export function renderLegalPdf(content: LegalDocumentContent, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: {
      top: PAGE_MARGIN.top,
      left: PAGE_MARGIN.side,
      right: PAGE_MARGIN.side,
      bottom: PAGE_MARGIN.bottom,
    },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: pdfText(content.title),
      Author: pdfText(content.author),
      Creator: 'Nido',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const done = pdfBytes(doc);
  SIZES.set(doc, sizesFor(content.minimumTextSize));
  doc.addPage();
  drawTitle(doc, content);
  for (const block of content.blocks) drawBlock(doc, block);
  const documentPages = doc.bufferedPageRange().count;
  if (content.instructions.length > 0) {
    doc.addPage();
    for (const block of content.instructions) drawBlock(doc, block);
  }
  drawPageFrames(doc, content, documentPages);
  doc.end();
  return done;
}
