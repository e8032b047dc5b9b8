import type { TSegmentsReport } from '@shared/admin/admin-api';
import { planLabel } from '../lib/admin-labels';
import { CountShareTable } from './count-share-table';
import { ReportSection } from './report-section';

/** How many people hold each plan, and their share of everyone counted. */
export function PlanMix({ report }: { report: TSegmentsReport }) {
  const rows = report.planMix.map((row) => ({
    key: row.planType,
    label: planLabel(row.planType),
    count: row.users,
  }));
  return (
    <ReportSection
      title="Plan mix"
      description="People with an active plan today, whatever the period."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one holds a plan yet.</p>
      ) : (
        <CountShareTable name="Plan mix" columns={['Plan', 'People', 'Share']} rows={rows} />
      )}
    </ReportSection>
  );
}
