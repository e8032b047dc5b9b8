import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@web/components/ui/table';
import { TableColumnHeader, type TableColumn } from '@web/components/ui/table-column-heads';
import { formatCount, formatShare } from '../lib/admin-format';
import { REVIEWED_FIELD_LABELS } from '../lib/admin-labels';
import { ReportSection } from './report-section';

const COLUMNS: readonly TableColumn[] = [
  'Field',
  ...['Kept', 'Corrected', 'Added', 'Kept rate'].map((label) => ({ label, numeric: true })),
];

type FieldRow = TDocumentAnalysisReport['fields'][number];

const reviewed = (row: FieldRow) => row.kept + row.corrected + row.added;

/** Per field: how often people saved what was read, changed it, or filled in what was missing. */
export function FieldOutcomes({ report }: { report: TDocumentAnalysisReport }) {
  // Every reviewed field is listed, one nobody touched too: a field never read shows as such.
  const rows = report.fields;
  return (
    <ReportSection
      title="Review outcomes by field"
      description="For each bill saved after review: kept as read, corrected, or added where nothing was read. The kept rate is the share kept as read."
    >
      {rows.every((row) => reviewed(row) === 0) ? (
        <p className="text-sm text-muted-foreground">
          No reviewed bills were saved in this period.
        </p>
      ) : (
        <Table label="Review outcomes by field, table">
          <caption className="sr-only">Review outcomes by field</caption>
          <TableColumnHeader columns={COLUMNS} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {REVIEWED_FIELD_LABELS[row.field]}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatCount(row.kept)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(row.corrected)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.added)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatShare(row.kept, reviewed(row))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
