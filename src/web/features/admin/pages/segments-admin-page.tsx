import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSegmentsReport } from '../api/admin-queries';
import { ActiveUsers } from '../components/active-users';
import { DateRangeFilter } from '../components/date-range-filter';
import { FunnelByCampaign } from '../components/funnel-by-campaign';
import { FunnelByWeek } from '../components/funnel-by-week';
import { FunnelTotals } from '../components/funnel-totals';
import { PaymentsPanel } from '../components/payments-panel';
import { PlanMix } from '../components/plan-mix';
import { ReportBody } from '../components/report-body';
import { SegmentsCsvLink } from '../components/segments-csv-link';
import { useReportRange } from '../lib/use-report-range';

/**
 * /segments-admin (issue 18): the sign-up funnel by week and by campaign, the plan mix and active
 * users, from the tracked events, and the payment switch. Counts only: no household's data.
 */
export function SegmentsAdminPage() {
  usePageTitle('Segments');
  const [range, setRange] = useReportRange();
  const report = useSegmentsReport(range);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <PageHeader
        title="Segments"
        description="Sign-ups from registration to a paid plan, by week and by campaign. Counts only: nothing of any household's own data."
        actions={<SegmentsCsvLink range={range} />}
      />
      <DateRangeFilter key={`${range.from}:${range.to}`} range={range} onApply={setRange} />
      <ReportBody report={report} name="the segments report">
        {(data) => (
          <>
            <FunnelTotals report={data} />
            <FunnelByWeek report={data} />
            <FunnelByCampaign report={data} />
            <div className="grid min-w-0 gap-6 lg:grid-cols-2">
              <PlanMix report={data} />
              <ActiveUsers report={data} />
            </div>
          </>
        )}
      </ReportBody>
      <PaymentsPanel />
    </div>
  );
}

export { SegmentsAdminPage as Component };
