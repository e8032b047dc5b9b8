import PDFDocument from 'pdfkit';
import { pdfBytes } from './pdf-bytes';
import {
  NOTHING_RECORDED,
  type BinderBlock,
  type BinderContent,
  type BinderSection,
} from './binder-layout';
import { pdfText } from './pdf-text';

/**
 * Lays the binder out on US Letter pages with pdfkit (the engine under @react-pdf/renderer,
 * used directly: laying out a 500-row household through React took 5-10 times the 2 s budget
 * of DESIGN.md §8, see bench/README.md). Pages are kept in memory until the end, so the table of
 * contents (page 2) and every page's "Page N of M" are written once the page count is known.
 */

const MARGIN = 54;
const FOOTER_SPACE = 36;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const SIZE = { title: 26, heading: 18, subheading: 12, text: 9.5, small: 8 };
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const HEADER_FILL = '#eef2f5';
const CELL_PADDING = 3;

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` still fits on this one (keeps headings with what follows). */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function write(doc: Doc, text: string, font: string, size: number, color = INK, gap = 0): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  if (gap) doc.moveDown(gap);
}

function drawItem(doc: Doc, block: Extract<BinderBlock, { kind: 'item' }>): void {
  doc.font(FONT.bold).fontSize(SIZE.text + 1);
  ensureSpace(doc, doc.heightOfString(pdfText(block.title), { width: contentWidth(doc) }) + 24);
  write(doc, block.title, FONT.bold, SIZE.text + 1);
  for (const line of block.lines) write(doc, line, FONT.regular, SIZE.text, MUTED);
  if (block.body) {
    doc.moveDown(0.3);
    write(doc, block.body, FONT.regular, SIZE.text);
  }
  doc.moveDown(0.8);
}

/** One row of cells; returns its height. */
function rowHeight(doc: Doc, cells: string[], widths: number[], font: string): number {
  doc.font(font).fontSize(SIZE.small + 0.5);
  let height = 0;
  cells.forEach((cell, index) => {
    const width = (widths[index] ?? 0) - CELL_PADDING * 2;
    height = Math.max(height, doc.heightOfString(pdfText(cell) || ' ', { width }));
  });
  return height + CELL_PADDING * 2;
}

function drawRow(doc: Doc, cells: string[], widths: number[], header: boolean): void {
  const font = header ? FONT.bold : FONT.regular;
  const height = rowHeight(doc, cells, widths, font);
  const top = doc.y;
  const left = doc.page.margins.left;
  if (header) doc.rect(left, top, contentWidth(doc), height).fill(HEADER_FILL);
  let x = left;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    doc
      .font(font)
      .fontSize(SIZE.small + 0.5)
      .fillColor(INK)
      .text(pdfText(cell), x + CELL_PADDING, top + CELL_PADDING, {
        width: width - CELL_PADDING * 2,
      });
    x += width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = left;
  doc.y = top + height;
}

/** A table that continues over pages, repeating its header row on each. */
function drawTable(doc: Doc, block: Extract<BinderBlock, { kind: 'table' }>): void {
  const widths = block.widths.map((fraction) => fraction * contentWidth(doc));
  const headerHeight = rowHeight(doc, block.columns, widths, FONT.bold);
  ensureSpace(doc, headerHeight + rowHeight(doc, block.rows[0] ?? [], widths, FONT.regular));
  drawRow(doc, block.columns, widths, true);
  for (const row of block.rows) {
    if (doc.y + rowHeight(doc, row, widths, FONT.regular) > bottom(doc)) {
      doc.addPage();
      drawRow(doc, block.columns, widths, true);
    }
    drawRow(doc, row, widths, false);
  }
  doc.moveDown(1);
}

function drawBlock(doc: Doc, block: BinderBlock): void {
  switch (block.kind) {
    case 'subheading':
      ensureSpace(doc, 60);
      doc.moveDown(0.4);
      write(doc, block.text, FONT.bold, SIZE.subheading, INK, 0.3);
      return;
    case 'note':
      write(doc, block.text, FONT.italic, SIZE.text, MUTED, 0.5);
      return;
    case 'item':
      drawItem(doc, block);
      return;
    case 'table':
      drawTable(doc, block);
      return;
  }
}

/** Draws one section from a new page; returns that page's number. */
function drawSection(doc: Doc, section: BinderSection, anchor: string): number {
  doc.addPage();
  const page = doc.bufferedPageRange().count;
  doc.addNamedDestination(anchor);
  write(doc, section.title, FONT.bold, SIZE.heading, INK, 0.6);
  if (section.blocks.length === 0) write(doc, NOTHING_RECORDED, FONT.italic, SIZE.text + 1, MUTED);
  for (const block of section.blocks) drawBlock(doc, block);
  return page;
}

function drawCover(doc: Doc, content: BinderContent): void {
  doc.addPage();
  doc.y = 200;
  write(doc, 'Family binder', FONT.bold, SIZE.title, INK, 0.4);
  write(doc, content.householdName, FONT.regular, SIZE.heading, INK, 1.2);
  write(doc, `Printed ${content.printedOn} by ${content.printedBy}`, FONT.regular, 11, MUTED, 2);
  write(
    doc,
    'Account, policy and vendor account numbers are masked: only their last 4 digits are printed. ' +
      'The full numbers stay in Nido, for the people allowed to see them.',
    FONT.regular,
    SIZE.text + 1,
    INK,
    0.6,
  );
  write(
    doc,
    `This binder holds what ${content.printedBy} may see in Nido on the day it was printed. ` +
      'Keep it somewhere safe: it says where everything is.',
    FONT.regular,
    SIZE.text + 1,
    INK,
  );
}

function drawContents(doc: Doc, content: BinderContent, pages: number[], anchors: string[]): void {
  doc.y = doc.page.margins.top;
  write(doc, 'Contents', FONT.bold, SIZE.heading, INK, 1);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  content.sections.forEach((section, index) => {
    const y = doc.y;
    const options = { width: width - 60, goTo: anchors[index] ?? '' };
    doc
      .font(FONT.regular)
      .fontSize(12)
      .fillColor(INK)
      .text(pdfText(section.title), left, y, options);
    doc.text(String(pages[index] ?? ''), left + width - 60, y, { width: 60, align: 'right' });
    doc.x = left;
    doc.moveDown(0.6);
  });
}

function drawFooters(doc: Doc, content: BinderContent): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The footer sits below the text area: without this, pdfkit would start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 12;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(MUTED);
    doc.text(pdfText(`Family binder · Printed ${content.printedOn}`), left, y, {
      width: width - 100,
      lineBreak: false,
    });
    doc.text(`Page ${index + 1} of ${count}`, left + width - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The binder as a PDF file. `now` dates the file itself (the app clock). */
export function renderBinderPdf(content: BinderContent, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE - 18 },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: pdfText(`Family binder: ${content.householdName}`),
      Author: pdfText(content.printedBy),
      Creator: 'Nido',
      CreationDate: now,
      ModDate: now,
    },
  });
  const done = pdfBytes(doc);
  drawCover(doc, content);
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  const anchors = content.sections.map((_, index) => `section-${index + 1}`);
  const pages = content.sections.map((section, index) =>
    drawSection(doc, section, anchors[index] ?? ''),
  );
  doc.switchToPage(contentsPage);
  drawContents(doc, content, pages, anchors);
  drawFooters(doc, content);
  doc.end();
  return done;
}
