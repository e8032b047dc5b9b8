import type { TSegmentsReport } from '@shared/admin/admin-api';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatCount, formatShare } from '../lib/admin-format';
import { planLabel } from '../lib/admin-labels';
import { ReportSection } from './report-section';

/** How many people hold each plan, and their share of everyone counted. */
export function PlanMix({ report }: { report: TSegmentsReport }) {
  const total = report.planMix.reduce((sum, row) => sum + row.users, 0);
  const rows = [...report.planMix].sort((a, b) => b.users - a.users);
  return (
    <ReportSection
      title="Plan mix"
      description="People with an active plan today, whatever the period."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one holds a plan yet.</p>
      ) : (
        <Table label="Plan mix, table">
          <caption className="sr-only">Plan mix</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Plan</TableHead>
              <TableHead scope="col" className="text-right">
                People
              </TableHead>
              <TableHead scope="col" className="text-right">
                Share
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.planType}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {planLabel(row.planType)}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatCount(row.users)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatShare(row.users, total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
