import { formatCents } from '@shared/finance/money';
import type { Gain } from '@shared/investments/valuation';

/** "a gain of $1,690.00 (11.1%)", "a loss of $1,397.00 (5.9%)". */
export function gainPhrase(gain: Gain): string {
  const percent = gain.percent === null ? '' : ` (${Math.abs(gain.percent).toFixed(1)}%)`;
  return `${gain.cents < 0 ? 'a loss' : 'a gain'} of ${formatCents(Math.abs(gain.cents))}${percent}`;
}
