import { MICROS_PER_DOLLAR } from '../investment-schemas';

/** A number cell: empty or a placeholder (`--`, `n/a`), a number, or text that is not one. */
export type TNumberCell =
  { kind: 'missing' } | { kind: 'number'; value: number } | { kind: 'invalid'; text: string };

/** What brokerages print where there is no value. */
const MISSING = new Set(['', '-', '--', '---', 'n/a', 'na', 'none', 'null']);

/**
 * Reads a money, share or percent cell as brokerages print it: `$1,234.56`, `+$0.31`, `-$5.00`,
 * `$-5.00`, `($1,234.50)` (accounting negative), `12.5%`, `1 234.5`.
 */
export function parseNumberCell(raw: string | undefined): TNumberCell {
  const text = (raw ?? '').trim();
  if (MISSING.has(text.toLowerCase())) return { kind: 'missing' };
  let body = text.replace(/[\s$,%+]/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1);
  }
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1);
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(body)) return { kind: 'invalid', text };
  const value = Number(body);
  if (!Number.isFinite(value)) return { kind: 'invalid', text };
  return { kind: 'number', value: negative && value !== 0 ? -value : value };
}

/**
 * Rounds half away from zero after trimming binary noise: 1234.565 × 100 is 123456.49999999999
 * in floating point, and should round to 123457 like the printed amount says.
 */
function roundScaled(value: number, scale: number): number {
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = Math.round(scaled);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Dollars to whole cents. */
export function dollarsToCents(dollars: number): number {
  return roundScaled(dollars, 100);
}

/** A unit price in dollars to whole micro-dollars. */
export function dollarsToMicros(dollars: number): number {
  return roundScaled(dollars, MICROS_PER_DOLLAR);
}
