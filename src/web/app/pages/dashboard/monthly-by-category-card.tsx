import { Link } from 'react-router';
import { CATEGORY_COLORS, CATEGORY_LABELS } from '@shared/finance/categories';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { formatCents, formatPercent } from '@shared/finance/money';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/**
 * Where the monthly money goes, as plain bars: the dashboard stays free of the charting library
 * the expenses screen loads for its pie.
 */
export function MonthlyByCategoryCard({ monthly }: Pick<TDashboardSummary, 'monthly'>) {
  const categories = monthly.byCategory
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.monthlyCents - a.monthlyCents);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Monthly obligations by category</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {categories.map((entry) => (
            <li key={entry.category} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <Link
                  to={`/expenses?category=${entry.category}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {CATEGORY_LABELS[entry.category]}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  <span className="font-medium text-foreground">
                    {formatCents(Math.round(entry.monthlyCents))}/mo
                  </span>{' '}
                  · {formatPercent(entry.share)}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full"
                  style={{
                    width: `${Math.max(entry.share * 100, 1)}%`,
                    backgroundColor: CATEGORY_COLORS[entry.category],
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
