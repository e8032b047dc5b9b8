import type { TPositionFormat } from '../positions-import-schemas';
import { FIDELITY_HEADERS, FIDELITY_SIGNATURE } from './fidelity-headers';
import { GENERIC_HEADERS } from './generic-headers';
import { hasHeaderNames, mapColumns, type TColumns } from './header-names';
import { SCHWAB_HEADERS, SCHWAB_SIGNATURE } from './schwab-headers';
import { TRANSACTIONS_SIGNATURE, VANGUARD_HEADERS, VANGUARD_SIGNATURE } from './vanguard-headers';

export type THeaderRow =
  { kind: 'positions'; format: TPositionFormat; columns: TColumns } | { kind: 'transactions' };

const BROKERAGES = [
  { format: 'fidelity', signature: FIDELITY_SIGNATURE, aliases: FIDELITY_HEADERS },
  { format: 'vanguard', signature: VANGUARD_SIGNATURE, aliases: VANGUARD_HEADERS },
  { format: 'schwab', signature: SCHWAB_SIGNATURE, aliases: SCHWAB_HEADERS },
] as const;

/**
 * Whether a row is a header, and whose: a brokerage's positions header, a transactions header
 * (Vanguard's second section), or a generic one with a symbol or name column and a quantity or
 * value column. Null for any other row.
 */
export function detectHeaderRow(cells: readonly string[]): THeaderRow | null {
  if (hasHeaderNames(cells, TRANSACTIONS_SIGNATURE)) return { kind: 'transactions' };
  for (const brokerage of BROKERAGES)
    if (hasHeaderNames(cells, brokerage.signature))
      return {
        kind: 'positions',
        format: brokerage.format,
        columns: mapColumns(cells, brokerage.aliases),
      };
  const columns = mapColumns(cells, GENERIC_HEADERS);
  const named = columns.symbol !== undefined || columns.description !== undefined;
  const counted = columns.quantity !== undefined || columns.marketValue !== undefined;
  return named && counted ? { kind: 'positions', format: 'generic', columns } : null;
}
