import { useState } from 'react';
import { ASSET_CLASS_LABELS } from '@shared/investments/investment-schemas';
import { ALLOCATION_CLASS_LABELS } from '@shared/investments/allocation/allocation-classes';
import type { TPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import { FilterChips } from '@web/components/ui/filter-chips';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatDollars, formatShare } from '../../lib/insight-format';

type Props = Pick<TPortfolioInsights, 'allocation' | 'assetClassAllocation'>;
type View = 'assetClass' | 'fundType';
type Row = { key: string; label: string; value: number; percentage: number; count: number };

const VIEWS = [
  { value: 'assetClass', label: 'By asset class', column: 'Asset class' },
  { value: 'fundType', label: 'By fund type', column: 'Type' },
] as const;

function rowsOf(view: View, { allocation, assetClassAllocation }: Props): Row[] {
  return view === 'assetClass'
    ? assetClassAllocation.map((slice) => ({
        ...slice,
        key: slice.assetClass,
        label: ALLOCATION_CLASS_LABELS[slice.assetClass],
      }))
    : allocation.map((slice) => ({
        ...slice,
        key: slice.type,
        label: ASSET_CLASS_LABELS[slice.type],
      }));
}

/**
 * Spec §3 allocation (type, percentage, value, count), by asset class first (a bond fund is
 * bonds) and by the holdings' own types second, each share drawn as a bar beside its figure.
 */
export function AllocationBreakdown(props: Props) {
  const [view, setView] = useState<View>('assetClass');
  const { label, column } = VIEWS.find((each) => each.value === view) ?? VIEWS[0];
  return (
    <div className="grid gap-2">
      <FilterChips label="Group allocation by" options={VIEWS} value={view} onChange={setView} />
      <Table label={`Allocation ${label.toLowerCase()}`}>
        <TableColumnHeader
          columns={[
            column,
            { label: 'Value', numeric: true },
            'Share',
            { label: 'Holdings', numeric: true },
          ]}
        />
        <TableBody>
          {rowsOf(view, props).map((slice) => (
            <TableRow key={slice.key}>
              <TableCell className="font-medium">{slice.label}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatDollars(slice.value)}
              </TableCell>
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
    </div>
  );
}
