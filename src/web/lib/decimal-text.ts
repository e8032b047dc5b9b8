/**
 * Decimal numbers as typed, turned into whole units (percent into basis points, dollars into
 * micros) digit by digit, so "33.33" is exactly 3,333 and never 3,332.9999. Commas, spaces,
 * "$" and "%" are ignored.
 */
export type DecimalParse =
  { ok: true; units: number } | { ok: false; reason: 'empty' | 'invalid' | 'too-many-decimals' };

export function parseDecimalUnits(text: string, decimals: number): DecimalParse {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && !match[3])) return { ok: false, reason: 'invalid' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  const units = Number(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(units)) return { ok: false, reason: 'invalid' };
  return { ok: true, units: sign && units !== 0 ? -units : units };
}

/** Whole units back into the text an input starts from: 3333 with 2 decimals → "33.33". */
export function unitsToDecimalText(units: number, decimals: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
