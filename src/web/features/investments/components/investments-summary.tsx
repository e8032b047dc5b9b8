import { Info } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import type { PortfolioSummary } from '@shared/investments/valuation';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { cn } from '@web/lib/utils';
import {
  formatAsOfDay,
  formatCount,
  formatSignedCents,
  formatSignedPercent,
  trendClass,
} from '../lib/investment-format';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** What the totals leave out or rest on: holdings without a price, and prices that are old. */
function PriceNote({ summary }: { summary: PortfolioSummary }) {
  const { unpricedCount, stalePriceCount, oldestStalePriceAsOf } = summary;
  if (unpricedCount === 0 && stalePriceCount === 0) return null;
  return (
    <Alert>
      <Info aria-hidden />
      <AlertDescription className="grid gap-1">
        {unpricedCount > 0 && (
          <p>
            {plural(unpricedCount, 'holding has', 'holdings have')} no price and{' '}
            {unpricedCount === 1 ? 'is' : 'are'} not counted in the total value.
          </p>
        )}
        {stalePriceCount > 0 && oldestStalePriceAsOf && (
          <p>
            {plural(stalePriceCount, 'price is', 'prices are')} more than 3 days old (oldest: price
            as of {formatAsOfDay(oldestStalePriceAsOf)}).
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** The headline figures: value, gain against cost basis, and how much is recorded. */
export function InvestmentsSummary({ summary }: { summary: PortfolioSummary }) {
  const { gain } = summary;
  return (
    <div className="grid gap-4">
      <StatGrid>
        <Stat
          label="Total value"
          value={formatCents(summary.totalValueCents)}
          hint={
            summary.enteredBalanceCents > 0
              ? `At the latest recorded prices; includes ${formatCents(summary.enteredBalanceCents)} of entered balances`
              : 'At the latest recorded prices'
          }
        />
        <Stat
          label="Gain/loss"
          value={
            gain ? (
              <span className={cn(trendClass(gain.cents))}>
                {formatSignedCents(gain.cents)}
                {gain.percent !== null && (
                  <span className="ml-2 text-base">{formatSignedPercent(gain.percent)}</span>
                )}
              </span>
            ) : (
              '—'
            )
          }
          hint={
            gain
              ? `Against a cost basis of ${formatCents(summary.costBasisCents)}`
              : 'No cost basis recorded yet'
          }
        />
        <Stat
          label="Accounts"
          value={summary.accountCount}
          hint={plural(summary.holdingCount, 'holding', 'holdings')}
        />
      </StatGrid>
      <PriceNote summary={summary} />
    </div>
  );
}
