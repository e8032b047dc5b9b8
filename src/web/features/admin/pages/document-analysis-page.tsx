import { FileSearch } from 'lucide-react';
import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { useDocumentAnalysis } from '../api/admin-queries';
import { DateRangeFilter } from '../components/date-range-filter';
import { FailuresByReason } from '../components/failures-by-reason';
import { FieldOutcomes } from '../components/field-outcomes';
import { ProcessingSummary } from '../components/processing-summary';
import { ReportBody } from '../components/report-body';
import { useReportRange } from '../lib/use-report-range';

const hasNoData = (report: TDocumentAnalysisReport) =>
  report.processing.files === 0 &&
  report.fields.every((row) => row.kept + row.corrected + row.added === 0);

/**
 * /document-analysis (issue 18): how bill reading does in real use. Counts only: no bill, vendor,
 * amount or account number of anyone's is shown or even sent to this screen.
 */
export function DocumentAnalysisPage() {
  usePageTitle('Document Analysis');
  const [range, setRange] = useReportRange();
  const report = useDocumentAnalysis(range);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <PageHeader
        title="Document Analysis"
        description="How bill scanning performs in real use: what people kept or corrected in review, processing times and failures. Counts only."
      />
      <DateRangeFilter key={`${range.from}:${range.to}`} range={range} onApply={setRange} />
      <ReportBody report={report} name="the document analysis">
        {(data) =>
          hasNoData(data) ? (
            <EmptyState
              icon={<FileSearch aria-hidden />}
              title="No bills processed in this period."
              description="Bills people scan appear here once they are read and reviewed. Try a longer period."
            />
          ) : (
            <>
              <ProcessingSummary report={data} />
              <FieldOutcomes report={data} />
              <FailuresByReason report={data} />
            </>
          )
        }
      </ReportBody>
    </div>
  );
}

export { DocumentAnalysisPage as Component };
