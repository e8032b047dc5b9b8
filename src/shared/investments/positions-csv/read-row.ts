import type { TAssetClass } from '../investment-schemas';
import type { TParsedHolding, TPositionFormat } from '../positions-import-schemas';
import { assetClassFromLabel, inferAssetClass, isOptionSymbol } from './asset-class';
import type { TColumnField, TColumns } from './header-names';
import { dollarsToCents, dollarsToMicros, parseNumberCell } from './numbers';

/** Text placeholders brokerages print in empty text cells. */
const EMPTY_TEXT = new Set(['', '-', '--', 'n/a']);

/** A cell of a row by its column, trimmed; '' when the file has no such column. */
export function cellOf(cells: readonly string[], columns: TColumns, field: TColumnField): string {
  const index = columns[field];
  const text = index === undefined ? '' : (cells[index] ?? '').trim();
  return EMPTY_TEXT.has(text.toLowerCase()) ? '' : text;
}

const LABELS: Partial<Record<TColumnField, string>> = {
  quantity: 'Quantity',
  price: 'Price',
  marketValue: 'Value',
  costBasisTotal: 'Cost basis',
  costBasisPerShare: 'Cost per share',
};

/**
 * The symbol as printed, without Fidelity's `**` mark on core money market funds (`SPAXX**`).
 * A "symbol" with spaces that is not an option is a label (Schwab's "Cash & Cash
 * Investments" row), so the row has no symbol and the label is its name.
 */
function readSymbol(raw: string): { symbol: string | null; label: string; core: boolean } {
  const core = /\*\*$/.test(raw);
  const symbol = raw.replace(/\*+$/, '').trim();
  if (/\s/.test(symbol) && !isOptionSymbol(symbol)) return { symbol: null, label: symbol, core };
  return { symbol: symbol || null, label: '', core };
}

export interface TRowResult {
  holding: TParsedHolding | null;
  errors: string[];
  /** The row's market value in cents, when the file gives one. */
  valueCents: number | null;
}

/**
 * One position row to a holding, or the reasons it cannot be one. Never throws.
 * - Fidelity's `Type` column is not read (it is Cash/Margin, see fidelity-headers.ts).
 * - Cash with a value and no quantity (Fidelity core funds, Schwab "Cash & Cash Investments")
 *   becomes that many dollars at $1; cash with a quantity and no price is priced at $1.
 * - The cost basis is the total when given, else the per-share cost × quantity.
 * - When quantity × price is 100 times the value or a hundredth of it (bonds, options), the
 *   price is value ÷ quantity.
 */
export function readPositionRow(
  cells: readonly string[],
  columns: TColumns,
  format: TPositionFormat,
): TRowResult {
  const errors: string[] = [];
  const numberOf = (field: TColumnField): number | null => {
    const raw = cellOf(cells, columns, field);
    const cell = parseNumberCell(raw);
    if (cell.kind === 'invalid') errors.push(`${LABELS[field]} "${cell.text}" is not a number`);
    return cell.kind === 'number' ? cell.value : null;
  };

  const { symbol, label, core } = readSymbol(cellOf(cells, columns, 'symbol'));
  const name = cellOf(cells, columns, 'description') || label || symbol || '';
  let quantity = numberOf('quantity');
  let price = numberOf('price');
  const value = numberOf('marketValue');
  const costTotal = numberOf('costBasisTotal');
  const costPerShare = numberOf('costBasisPerShare');

  if (!name) errors.push('The row has no symbol or description');
  if (price !== null && price < 0)
    errors.push(`Price "${cellOf(cells, columns, 'price')}" is negative`);

  const assetClass: TAssetClass =
    (symbol && isOptionSymbol(symbol) ? 'other' : null) ??
    (core ? 'cash' : null) ??
    assetClassFromLabel(cellOf(cells, columns, 'assetLabel')) ??
    inferAssetClass({ symbol, name, hasPrice: price !== null });

  if (assetClass === 'cash' && quantity === null && value !== null && price === null) {
    quantity = value;
    price = 1;
  }
  if (assetClass === 'cash' && quantity !== null && price === null) price = 1;
  // Options are quoted per share of a 100-share contract (quantity × price is a hundredth of
  // the value) and bonds per $100 of face value (a hundred times it). The unit price is then
  // value ÷ quantity, the price of one contract or one dollar of face value, so that quantity ×
  // price is the value the file prints.
  if (value && quantity && price) {
    const ratio = Math.abs((quantity * price) / value);
    if ((ratio > 99 && ratio < 101) || (ratio > 0.0099 && ratio < 0.0101))
      price = Math.abs(value / quantity);
  }
  const quantityCell = cellOf(cells, columns, 'quantity');
  if (quantity === null && parseNumberCell(quantityCell).kind === 'missing')
    errors.push(format === 'vanguard' ? 'The row has no shares' : 'The row has no quantity');

  const valueCents = value === null ? null : dollarsToCents(value);
  if (errors.length > 0 || quantity === null) return { holding: null, errors, valueCents };

  let costBasisCents: number | null = null;
  if (costTotal !== null) costBasisCents = dollarsToCents(costTotal);
  else if (costPerShare !== null) costBasisCents = dollarsToCents(costPerShare * quantity);

  return {
    holding: {
      symbol,
      name,
      assetClass,
      quantity,
      costBasisCents,
      priceMicros: price === null ? null : dollarsToMicros(price),
    },
    errors,
    valueCents,
  };
}
