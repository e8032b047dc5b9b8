import type { BillText } from './bill-fields';
import { changeLineText } from './line-text';

/**
 * An amount a text layer split into pieces: "$ 1 23 .45", "$1 ,234. 56". Only pieces of digits
 * after a dollar sign and before the cents are joined, so "12 34.56" (two numbers) stays two.
 */
const SPLIT_DOLLARS = /\$\s*(\d(?:[\d,]|\s(?=[\d,]))*)\s*([.,])\s*(\d{2})(?!\d)/g;
/** Cents standing alone after digits: "1 23 .45" is one amount when ".45" follows a space. */
const LOOSE_CENTS = /(?<![\d.,$])((?:\d{1,3}\s){1,3}\d{1,3})\s+\.(\d{2})(?!\d)/g;

export function joinSplitTokens(text: string): string {
  return text
    .replace(
      SPLIT_DOLLARS,
      (_all, whole: string, point: string, cents: string) =>
        `$${whole.replace(/\s+/g, '')}${point === ',' && !whole.includes('.') ? '.' : point}${cents}`,
    )
    .replace(
      LOOSE_CENTS,
      (_all, whole: string, cents: string) => `${whole.replace(/\s+/g, '')}.${cents}`,
    );
}

/**
 * Amounts put back together before any rule reads them: text layers of some bills place each run
 * of digits as its own item, and the spaces between them would leave only the cents.
 */
export function repairSplitTokens(text: BillText): BillText {
  return { ...text, lines: text.lines.map((line) => changeLineText(line, joinSplitTokens)) };
}
