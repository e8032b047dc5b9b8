import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatCount, formatShare } from '../lib/admin-format';
import { failureLabel } from '../lib/admin-labels';
import { ReportSection } from './report-section';

/** Why files could not be read, most common first. */
export function FailuresByReason({ report }: { report: TDocumentAnalysisReport }) {
  const rows = [...report.failuresByReason].sort((a, b) => b.files - a.files);
  const failed = rows.reduce((sum, row) => sum + row.files, 0);
  return (
    <ReportSection title="Failures by reason">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No file failed in this period.</p>
      ) : (
        <Table label="Failures by reason, table">
          <caption className="sr-only">Failures by reason</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Reason</TableHead>
              <TableHead scope="col" className="text-right">
                Files
              </TableHead>
              <TableHead scope="col" className="text-right">
                Share of failures
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.reason}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {failureLabel(row.reason)}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatCount(row.files)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatShare(row.files, failed)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
