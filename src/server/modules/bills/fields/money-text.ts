import type { BillText } from './bill-fields';
import { findDates } from './date-text';

/** An amount of money written in a bill, in dollars; negative for credits and payments. */
export type MoneyMatch = { value: number; index: number; text: string };

/**
 * An amount needs cents or a dollar sign, so account numbers, years and usage figures
 * ("42,505 kw") are not read as money. Separators may be commas or, in OCR text, periods.
 */
const MONEY =
  /(?<![\w.,$])(\()?([-+])?(\$)?\s?([-+])?(\d{1,3}(?:[,.]\d{3})+|\d+)?([.,]\d{2})?(?![\d%])(-(?!\d)|\s?CR\b)?(\))?/gi;

/** Whole-dollar part: "1,014" or, from OCR, "1.014" — every separator is a thousands one. */
function dollars(text: string): number {
  return Number(text.replace(/[,.]/g, ''));
}

function readMoney(match: RegExpExecArray, origin: BillText['origin']): MoneyMatch | null {
  const [whole, open, signBefore, dollarSign, signAfter, integer, cents, trailing, close] = match;
  if (integer === undefined && cents === undefined) return null;
  if (cents === undefined && dollarSign === undefined) return null;
  // A comma before the cents is OCR reading a period; a PDF text layer never writes it so.
  if (cents?.startsWith(',') && origin !== 'ocr') return null;
  if (integer !== undefined && /[.]/.test(integer) && origin !== 'ocr') return null;
  const value = dollars(integer ?? '0') + (cents ? Number(cents.slice(1)) / 100 : 0);
  const negative =
    signBefore === '-' || signAfter === '-' || trailing !== undefined || (open && close);
  return {
    value: Math.round((negative ? -value : value) * 100) / 100,
    index: match.index,
    text: whole.trim(),
  };
}

/** Blanks dates out (keeping positions) so "07/22/2019" is not read as 7.22 or 22.20. */
function withoutDates(text: string, today: Date): string {
  let blanked = text;
  for (const date of findDates(text, { today }))
    blanked =
      blanked.slice(0, date.index) +
      ' '.repeat(date.text.length) +
      blanked.slice(date.index + date.text.length);
  return blanked;
}

/** Every amount of money in `text`, left to right. */
export function findMoney(
  text: string,
  { origin, today }: { origin: BillText['origin']; today: Date },
): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const match of withoutDates(text, today).matchAll(MONEY)) {
    if (match[0].trim() === '') continue;
    const money = readMoney(match, origin);
    if (money) found.push(money);
  }
  return found;
}

/** Whole cents, so amounts are compared without floating-point surprises. */
export function cents(value: number): number {
  return Math.round(value * 100);
}
