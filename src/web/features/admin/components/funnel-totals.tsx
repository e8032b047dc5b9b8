import type { TFunnelCounts, TSegmentsReport } from '@shared/admin/admin-api';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { formatCount, formatShare } from '../lib/admin-format';
import { FUNNEL_STEPS } from '../lib/admin-labels';

/** The period's funnel added up over its weeks. */
export function funnelTotals(rows: readonly TFunnelCounts[]): TFunnelCounts {
  return rows.reduce<TFunnelCounts>(
    (sum, row) => ({
      registered: sum.registered + row.registered,
      verified: sum.verified + row.verified,
      onboarded: sum.onboarded + row.onboarded,
      subscribed: sum.subscribed + row.subscribed,
    }),
    { registered: 0, verified: 0, onboarded: 0, subscribed: 0 },
  );
}

/** Each step's total for the period, and how many of those registered got that far. */
export function FunnelTotals({ report }: { report: TSegmentsReport }) {
  const totals = funnelTotals(report.byWeek);
  return (
    <StatGrid className="grid-cols-2 lg:grid-cols-4">
      {FUNNEL_STEPS.map((step) => (
        <Stat
          key={step.key}
          label={step.label}
          value={formatCount(totals[step.key])}
          hint={
            step.key === 'registered'
              ? 'Accounts created in the period'
              : `${formatShare(totals[step.key], totals.registered)} of those registered`
          }
        />
      ))}
    </StatGrid>
  );
}
