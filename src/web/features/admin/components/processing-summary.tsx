import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { formatCount, formatDuration, formatShare } from '../lib/admin-format';
import { ReportSection } from './report-section';

/** Files read or refused in the period, how many worked, and how long reading one took. */
export function ProcessingSummary({ report }: { report: TDocumentAnalysisReport }) {
  const { files, succeeded, failed, p50Ms, p95Ms } = report.processing;
  return (
    <ReportSection
      title="Processing"
      description="Every bill file read or refused at upload in the period; times are of files read."
    >
      <StatGrid className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        <Stat label="Files" value={formatCount(files)} />
        <Stat
          label="Succeeded"
          value={formatCount(succeeded)}
          hint={files > 0 ? `${formatShare(succeeded, files)} of files` : undefined}
        />
        <Stat
          label="Failed"
          value={formatCount(failed)}
          hint={files > 0 ? `${formatShare(failed, files)} of files` : undefined}
        />
        <Stat label="Median time (p50)" value={formatDuration(p50Ms)} />
        <Stat label="95th percentile (p95)" value={formatDuration(p95Ms)} />
      </StatGrid>
    </ReportSection>
  );
}
