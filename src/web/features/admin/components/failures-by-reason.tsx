import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';
import { failureLabel } from '../lib/admin-labels';
import { CountShareTable } from './count-share-table';
import { ReportSection } from './report-section';

/** Why files could not be read, most common first. */
export function FailuresByReason({ report }: { report: TDocumentAnalysisReport }) {
  const rows = report.failuresByReason.map((row) => ({
    key: row.reason,
    label: failureLabel(row.reason),
    count: row.files,
  }));
  return (
    <ReportSection title="Failures by reason">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No file failed in this period.</p>
      ) : (
        <CountShareTable
          name="Failures by reason"
          columns={['Reason', 'Files', 'Share of failures']}
          rows={rows}
        />
      )}
    </ReportSection>
  );
}
