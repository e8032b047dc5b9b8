import { lazy, Suspense } from 'react';
import type { TSegmentsReport } from '@shared/admin/admin-api';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount, formatReportDay } from '../lib/admin-format';
import { FUNNEL_STEPS } from '../lib/admin-labels';
import { FUNNEL_CHART_HEIGHT } from './funnel-chart-height';
import { FunnelTable } from './funnel-table';
import { ReportSection } from './report-section';

// recharts is loaded from here only when there are weeks to draw.
const FunnelChart = lazy(() => import('./funnel-chart'));

const shortDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The chart in words, for those who cannot see it: the whole period's steps. */
function chartSummary(weeks: TSegmentsReport['byWeek']): string {
  const total = (key: (typeof FUNNEL_STEPS)[number]['key']) =>
    weeks.reduce((sum, week) => sum + week[key], 0);
  const steps = FUNNEL_STEPS.map((step) => `${formatCount(total(step.key))} ${step.label}`);
  return `Sign-ups over ${weeks.length} week(s): ${steps.join(', ')}. The table below lists each week.`;
}

/** Spec issue 18: registered → verified → onboarded → subscribed, week by week. */
export function FunnelByWeek({ report }: { report: TSegmentsReport }) {
  const weeks = report.byWeek;
  // The server lists every week of the period, the quiet ones as zeros.
  const nobody = weeks.every((week) => week.registered === 0);
  return (
    <ReportSection
      title="Sign-up funnel by week"
      description="People counted in the week they registered (weeks start on Monday), and how far they have got since."
    >
      {nobody ? (
        <p className="text-sm text-muted-foreground">No one registered in this period.</p>
      ) : (
        <>
          <div role="img" aria-label={chartSummary(weeks)} style={{ height: FUNNEL_CHART_HEIGHT }}>
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <FunnelChart
                weeks={weeks.map((week) => ({ ...week, label: shortDay(week.weekStart) }))}
              />
            </Suspense>
          </div>
          <FunnelTable
            label="Sign-up funnel by week"
            rows={weeks}
            keyColumns={['Week of']}
            rowKey={(week) => week.weekStart}
            renderKeyCells={(week) => [formatReportDay(week.weekStart)]}
          />
        </>
      )}
    </ReportSection>
  );
}
