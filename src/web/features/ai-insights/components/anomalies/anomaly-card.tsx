import { useId } from 'react';
import type { TAnomaly } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import { Badge } from '@web/components/ui/badge';
import { anomalyLabel, deviationFigure, expensesSearchHref } from '../../lib/anomaly-labels';
import { formatDollars } from '../../lib/insight-format';
import { InsightLink } from '../insight-link';

/** Spec §3 anomaly: the obligation (vendor, cost), why it stands out, by how much, and the average. */
export function AnomalyCard({ anomaly }: { anomaly: TAnomaly }) {
  const titleId = useId();
  const { expense } = anomaly;
  const figure = deviationFigure(anomaly);
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-words">
          {expense.vendor}
        </h3>
        <Badge variant="secondary">{anomalyLabel(anomaly)}</Badge>
      </div>
      <p className="text-sm">{anomaly.reason}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Cost</dt>
          <dd className="font-medium tabular-nums">{formatCents(expense.costCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="font-medium tabular-nums">{figure.value}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Category average</dt>
          <dd className="font-medium tabular-nums">
            {formatDollars(anomaly.categoryAverage)}
            <span className="text-xs font-normal text-muted-foreground"> /mo</span>
          </dd>
        </div>
      </dl>
      <InsightLink to={expensesSearchHref(expense.vendor)} className="w-fit text-sm">
        {/* Spaces outside the hidden name: some name computations trim each element's text. */}
        Show <span className="sr-only">{expense.vendor}</span> in Monthly Expenses
      </InsightLink>
    </article>
  );
}
