import type { LegalBlock, LegalDocumentContent, SignatureLine } from './legal-document-content';
import { DISCLAIMER } from './legal-page-frame';

/** A line to write on, as plain text: its label under a rule, or the value already printed. */
function signatureLine(line: SignatureLine): string {
  return line.value ? `${line.label}: ${line.value}` : `${line.label}: ______________________`;
}

function blockText(block: LegalBlock): string[] {
  switch (block.kind) {
    case 'heading':
      return ['', block.text.toUpperCase(), ''];
    case 'paragraph':
      return [block.text, ''];
    case 'list':
      return [
        ...block.items.map((item, index) =>
          block.numbered ? `${index + 1}. ${item}` : `- ${item}`,
        ),
        '',
      ];
    case 'initialed':
      return [...block.items.map((item) => `[____] ${item.title}: ${item.text}`), ''];
    case 'signature':
      return [
        ...(block.title ? [block.title] : []),
        ...(block.text ? [block.text] : []),
        ...block.rows.map((row) => row.map(signatureLine).join('    ')),
        '',
      ];
    case 'notary':
      return [
        block.title,
        ...block.paragraphs,
        ...block.rows.map((row) => row.map(signatureLine).join('    ')),
        '[Notary seal]',
        '',
      ];
    case 'notice':
      return [`** ${block.title} **`, block.text, ''];
    case 'pageBreak':
      return ['', '----------', ''];
  }
}

/**
 * A Legal Wizard document as plain text: the same words the PDF carries (title, every block, the
 * disclaimer and version the pages print, and the signing instructions after it), for attorneys
 * reviewing the wording and for tests that look for a statute's elements.
 */
export function legalDocumentText(content: LegalDocumentContent): string {
  const lines = [
    content.title.toUpperCase(),
    ...content.subtitle,
    '',
    ...content.blocks.flatMap(blockText),
    `${DISCLAIMER} Version ${content.version}, prepared ${content.preparedOn}.`,
    '',
    '==========',
    'SIGNING INSTRUCTIONS (not part of the document)',
    '',
    ...content.instructions.flatMap(blockText),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
