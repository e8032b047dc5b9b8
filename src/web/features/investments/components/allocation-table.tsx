import { formatCents } from '@shared/finance/money';
import type { AllocationSlice } from '@shared/investments/valuation';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';

export type ColoredSlice = AllocationSlice & { color: string };

/** The chart's figures as a table: its legend, and what a screen reader reads instead of it. */
export function AllocationTable({
  slices,
  grouping,
}: {
  slices: readonly ColoredSlice[];
  grouping: string;
}) {
  return (
    <Table label={`Allocation by ${grouping}`}>
      <TableColumnHeader
        columns={[
          { label: grouping, className: 'capitalize' },
          { label: 'Value', numeric: true },
          { label: 'Share', numeric: true },
          { label: 'Holdings', numeric: true, className: 'hidden sm:table-cell' },
        ]}
      />
      <TableBody>
        {slices.map((slice) => (
          <TableRow key={slice.key}>
            <TableHead scope="row" className="font-normal text-foreground">
              <span className="flex items-center gap-2 whitespace-normal">
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: slice.color }}
                />
                <span>
                  {slice.label}
                  {/* A phone has no room for the Holdings column: the count goes under the name. */}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {slice.count} {slice.count === 1 ? 'holding' : 'holdings'}
                  </span>
                </span>
              </span>
            </TableHead>
            <TableCell className="text-right tabular-nums">
              {formatCents(slice.valueCents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {slice.percentage.toFixed(2)}%
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {slice.count}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
