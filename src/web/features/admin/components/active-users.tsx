import type { TSegmentsReport } from '@shared/admin/admin-api';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { formatCount } from '../lib/admin-format';
import { ReportSection } from './report-section';

/** People who used Nido lately, counted up to today whatever the period. */
export function ActiveUsers({ report }: { report: TSegmentsReport }) {
  return (
    <ReportSection title="Active users" description="Signed-in use up to today.">
      <StatGrid className="grid-cols-2 lg:grid-cols-2">
        <Stat label="Last 7 days" value={formatCount(report.activeUsers.last7Days)} />
        <Stat label="Last 30 days" value={formatCount(report.activeUsers.last30Days)} />
      </StatGrid>
    </ReportSection>
  );
}
