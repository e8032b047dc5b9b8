import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatReportDay } from '../lib/admin-format';
import { ReportError } from './report-error';
import { ReportLoading } from './report-loading';
import { UpdatingNote } from './updating-note';

type Props<Report extends { from: string; to: string }> = {
  report: UseQueryResult<Report>;
  /** What is loading, in the spinner's words ("the segments report"). */
  name: string;
  children: (report: Report) => ReactNode;
};

/**
 * An admin report's states, the same on every admin screen: loading, an error with Try again, and
 * the report with the period it covers (kept on screen, marked updating, while another loads).
 */
export function ReportBody<Report extends { from: string; to: string }>({
  report,
  name,
  children,
}: Props<Report>) {
  if (report.isPending) return <ReportLoading label={`Loading ${name}…`} />;
  if (report.isError)
    return (
      <ReportError
        title={`We couldn't load ${name}`}
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  return (
    <div className="grid min-w-0 gap-6" aria-busy={report.isPlaceholderData || undefined}>
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {`Showing ${formatReportDay(report.data.from)} to ${formatReportDay(report.data.to)}.`}
        </p>
        <UpdatingNote updating={report.isPlaceholderData} />
      </div>
      {children(report.data)}
    </div>
  );
}
