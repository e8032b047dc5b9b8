import { Link } from 'react-router';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { formatCents } from '@shared/finance/money';
import { CategoryBadge } from '@web/components/category-badge';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { formatIsoDay } from '@web/lib/local-day';

/** The first ones are listed; the rest are counted, the expenses screen has them all. */
const LISTED = 8;

/** Payments that fall due within 30 days, from each obligation's frequency and payment day. */
export function UpcomingPaymentsCard({ upcoming }: Pick<TDashboardSummary, 'upcoming'>) {
  const more = upcoming.length - LISTED;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Due in the next 30 days</h2>
        <CardDescription>
          From each obligation's payment day and how often it is paid.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing falls due in the next 30 days. Obligations show here once they have a payment
            day.
          </p>
        ) : (
          <ul className="divide-y">
            {upcoming.slice(0, LISTED).map((payment) => (
              <li
                key={`${payment.expenseId}-${payment.dueDate}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0"
              >
                <span className="truncate font-medium">{payment.vendor}</span>
                <span className="text-right font-medium tabular-nums">
                  {formatCents(payment.amountCents)}
                </span>
                <span className="col-span-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <time dateTime={payment.dueDate} className="tabular-nums">
                    {formatIsoDay(payment.dueDate)}
                  </time>
                  <CategoryBadge category={payment.category} />
                  {payment.isAutoPay ? 'Auto-pay' : 'Pay manually'}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <Link
            to="/expenses"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {more} more in the next 30 days on Monthly Expenses
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
