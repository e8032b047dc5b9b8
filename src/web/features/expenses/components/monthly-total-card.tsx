import { Receipt } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { obligationCount } from '../lib/expense-labels';

type Props = { totalMonthlyCents: number; count: number };

/** The monthly equivalent of every obligation shown (quarterly /3, bi-annual /6, yearly /12). */
export function MonthlyTotalCard({ totalMonthlyCents, count }: Props) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <h2 className="text-sm font-medium text-muted-foreground">Total Monthly Expenses</h2>
        <Receipt className="size-5 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-semibold tracking-tight tabular-nums">
          {formatCents(totalMonthlyCents)}
        </p>
        <p className="text-sm text-muted-foreground">{obligationCount(count)}</p>
      </CardContent>
    </Card>
  );
}
