import { dollarsToCents, parseNumberCell } from '@shared/investments/positions-csv/numbers';

/** A CSV amount as banks print it (`$1,234.56`, `(12.00)`, `-12.00`) in cents; null if none. */
export function csvCents(text: string | undefined): number | null {
  const cell = parseNumberCell(text);
  return cell.kind === 'number' ? dollarsToCents(cell.value) : null;
}

/**
 * An OFX amount (`-15.49`, `+2450.00`) in cents; null if it is not one. The standard has a
 * decimal point and no thousands separators, but some banks write a decimal comma (`-100,00`).
 */
export function ofxCents(text: string): number | null {
  const trimmed = text.trim();
  const decimalComma = /^[+-]?\d*,\d{1,2}$/.test(trimmed);
  const normalized = decimalComma ? trimmed.replace(',', '.') : trimmed;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return dollarsToCents(Number(normalized));
}
