/**
 * Money is integer cents everywhere below the UI (DESIGN.md §4). These are the only places where
 * cents become dollars or dollars become cents.
 */
const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const PLAIN = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `123456` → `$1,234.56` (spec §5: en-US, exactly 2 decimals). Fractions of a cent are rounded. */
export function formatCents(cents: number): string {
  return DOLLARS.format(Math.round(cents) / 100);
}

/** `123456` → `1,234.56`: the currency input's display when it is not focused. */
export function formatCentsPlain(cents: number): string {
  return PLAIN.format(Math.round(cents) / 100);
}

/**
 * Spec §5 currency input: keeps digits and one decimal point with at most 2 decimals, as typed.
 * `"1,2a34.567"` → `"1234.56"`.
 */
export function sanitizeCurrencyInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}

/** Dollars as typed → cents; empty or invalid becomes 0 (spec §5). */
export function parseDollarsToCents(text: string): number {
  const sanitized = sanitizeCurrencyInput(text);
  if (!sanitized || sanitized === '.') return 0;
  const [whole = '0', fraction = ''] = sanitized.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : 0;
}

/** Cents → the text a focused currency input starts from (`123450` → `"1234.50"`, `0` → `""`). */
export function centsToInputText(cents: number): string {
  if (!cents) return '';
  return (cents / 100).toFixed(2);
}

/** Spec §9: percentages shown to 1 decimal. */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}
