import type { BillText } from './bill-fields';
import { changeLineText } from './line-text';

/** Letters OCR reads in place of digits; only swapped inside tokens that are mostly digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  S: '5',
  B: '8',
  Z: '2',
};
const LOOKALIKE = /[OoDlIiSBZ]/g;

/**
 * A token counts as a number when its digits outnumber its look-alike letters: "2O19" and
 * "3O48569396" are numbers, "IS" and "BOX" are words and stay as they are.
 */
function repairToken(token: string): string {
  const digits = (token.match(/\d/g) ?? []).length;
  if (digits === 0) return token;
  const lookalikes = (token.match(LOOKALIKE) ?? []).length;
  const others = token.replace(/[\d$.,/:+\-()]/g, '').replace(LOOKALIKE, '').length;
  if (others > 0 || lookalikes >= digits) return token;
  // "S21.15": a dollar sign read as S before an amount with cents.
  const dollar = /^S(?=[\dOoIl]{1,3}(?:[.,][\dOoIl]{3})*[.,][\dOoIl]{2}$)/.exec(token) ? '$' : '';
  const rest = dollar ? token.slice(1) : token;
  return dollar + rest.replace(LOOKALIKE, (letter) => DIGIT_LOOKALIKES[letter] ?? letter);
}

/**
 * Undoes the usual OCR slips in one line so the number and date rules can stay strict: stray
 * rule characters ("|", "—" used as a separator), look-alike letters inside numbers, and a space
 * lost or added around the decimal point of an amount. Words are left alone.
 */
export function repairOcrLine(text: string): string {
  const cleaned = text
    .replace(/[|¦]/g, ' ')
    .replace(/[—–]/g, '-')
    .replace(/[‘’`]/g, "'")
    // "$ 21.15" and "21 .15" / "21. 15": the space belongs to neither number.
    .replace(/\$\s+(?=\d)/g, '$')
    .replace(/(\d)\s+([.,]\d{2})(?!\d)/g, '$1$2')
    .replace(/(\d[.,])\s+(\d{2})(?!\d)/g, '$1$2');
  return cleaned
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? part : repairToken(part)))
    .join('');
}

/** The same text with OCR lines repaired; a text layer from a PDF is returned as it is. */
export function repairOcrText(text: BillText): BillText {
  if (text.origin !== 'ocr') return text;
  return { ...text, lines: text.lines.map((line) => changeLineText(line, repairOcrLine)) };
}
