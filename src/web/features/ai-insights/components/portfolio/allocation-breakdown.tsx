import { ASSET_CLASS_LABELS } from '@shared/investments/investment-schemas';
import type { TPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatDollars, formatShare } from '../../lib/insight-format';

type Props = { allocation: TPortfolioInsights['allocation'] };

/** Spec §3 allocation (type, percentage, value, count), each share drawn as a bar beside its figure. */
export function AllocationBreakdown({ allocation }: Props) {
  return (
    <Table label="Allocation">
      <TableColumnHeader
        columns={[
          'Type',
          { label: 'Value', numeric: true },
          'Share',
          { label: 'Holdings', numeric: true },
        ]}
      />
      <TableBody>
        {allocation.map((slice) => (
          <TableRow key={slice.type}>
            <TableCell className="font-medium">{ASSET_CLASS_LABELS[slice.type]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(slice.value)}</TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                <span aria-hidden className="h-2 w-16 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${Math.min(100, Math.max(0, slice.percentage))}%` }}
                  />
                </span>
                <span className="tabular-nums">{formatShare(slice.percentage)}</span>
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{slice.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
