import { lazy, Suspense, useId, useState } from 'react';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { allocation, type AllocationBy } from '@shared/investments/valuation';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { allocationColor } from '../lib/allocation-colors';
import { AllocationTable, type ColoredSlice } from './allocation-table';

// recharts is only ever loaded from here, when this card renders (never on the landing page).
const AllocationPie = lazy(() => import('./allocation-pie'));
const PIE_HEIGHT_CLASS = 'h-64'; // 256 px, see allocation-pie

/** Asset class first (a bond fund is bonds), then the holdings' own types, then the accounts. */
const GROUPINGS: { by: AllocationBy; grouping: string }[] = [
  { by: 'allocationClass', grouping: 'asset class' },
  { by: 'assetClass', grouping: 'fund type' },
  { by: 'account', grouping: 'account' },
];

/**
 * The portfolio split by asset class, by fund type or by account: a chart, and a table with the
 * same figures.
 */
export function AllocationCard({ accounts }: { accounts: readonly TInvestmentAccount[] }) {
  const titleId = useId();
  const [by, setBy] = useState<AllocationBy>('allocationClass');
  const slices: ColoredSlice[] = allocation(accounts, by).map((slice, index) => ({
    ...slice,
    color: allocationColor(index),
  }));
  const grouping = GROUPINGS.find((option) => option.by === by)?.grouping ?? '';
  const summary = slices.map((slice) => `${slice.label} ${slice.percentage}%`).join(', ');
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="leading-none font-semibold">
          Allocation
        </h2>
        <div
          role="group"
          aria-label="Group allocation by"
          className="flex flex-wrap gap-1 rounded-md border p-1"
        >
          {GROUPINGS.map((option) => (
            <Button
              key={option.by}
              variant={by === option.by ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={by === option.by}
              onClick={() => setBy(option.by)}
            >
              By {option.grouping}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {slices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The allocation appears once a holding has a price.
          </p>
        ) : (
          <div className="grid items-center gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <div
              role="img"
              aria-label={`Allocation by ${grouping}: ${summary}`}
              className={`mx-auto w-full max-w-64 ${PIE_HEIGHT_CLASS}`}
            >
              <Suspense fallback={<Skeleton className={`${PIE_HEIGHT_CLASS} rounded-full`} />}>
                <AllocationPie slices={slices} />
              </Suspense>
            </div>
            <AllocationTable slices={slices} grouping={grouping} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
