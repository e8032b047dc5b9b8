import { useId, type ReactNode } from 'react';
import { Receipt } from 'lucide-react';
import { formatCents, formatPercent } from '@shared/finance/money';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { obligationCount, perMonthLabel } from '../lib/expense-labels';
import type { MonthlyFigures } from '../lib/monthly-figures';

type Props = { totalMonthlyCents: number; count: number; figures: MonthlyFigures };

/** One figure of the card: a term, its amount, and any details under them (as `dd`s). */
function Figure({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1 border-t pt-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
      {children}
    </div>
  );
}

/** A figure's detail line, across the whole row. */
function Detail({ children, className }: { children: ReactNode; className?: string }) {
  return <dd className={cn('col-span-2 text-xs text-muted-foreground', className)}>{children}</dd>;
}

/**
 * The monthly equivalent of every obligation shown (quarterly /3, bi-annual /6, yearly /12), and
 * what the household wants to know next about it: the year's cost, how much is paid by auto-pay,
 * and the biggest bill. Next to the pie it stretches to the pie's height; the figures keep to the
 * foot of the card so the space between them reads as one block, not an empty card.
 */
export function MonthlyTotalCard({ totalMonthlyCents, count, figures }: Props) {
  const titleId = useId();
  const { autoPay, largest } = figures;
  const manualCount = count - autoPay.count;
  const autoShare = totalMonthlyCents > 0 ? autoPay.monthlyCents / totalMonthlyCents : 0;
  const ofAll = (part: number) => `${part.toLocaleString('en-US')} of ${obligationCount(count)}`;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between pb-2">
        <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
          Total Monthly Expenses
        </h2>
        <Receipt className="size-5 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <div className="grid gap-1">
          <p className="text-3xl font-semibold tracking-tight tabular-nums">
            {formatCents(totalMonthlyCents)}
          </p>
          <p className="text-sm text-muted-foreground">{obligationCount(count)}</p>
        </div>
        <dl className="mt-auto grid gap-3">
          <Figure term="Per year" value={formatCents(figures.yearlyCents)} />
          <Figure term="On auto-pay" value={perMonthLabel(autoPay.monthlyCents)}>
            {/* The share as a bar for the eye; the words under it say the same. */}
            <Detail className="grid gap-1.5 pt-1">
              <span aria-hidden className="block h-1.5 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${autoShare * 100}%` }}
                />
              </span>
              <span>
                {ofAll(autoPay.count)}, {formatPercent(autoShare)} of the total
              </span>
            </Detail>
          </Figure>
          <Figure term="Manual pay" value={perMonthLabel(totalMonthlyCents - autoPay.monthlyCents)}>
            <Detail>{ofAll(manualCount)}</Detail>
          </Figure>
          {largest && (
            <Figure term="Largest bill" value={perMonthLabel(largest.monthlyCents)}>
              <Detail className="truncate">{largest.vendor}</Detail>
            </Figure>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
