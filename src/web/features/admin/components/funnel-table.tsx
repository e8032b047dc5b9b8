import type { ReactNode } from 'react';
import type { TFunnelCounts } from '@shared/admin/admin-api';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatCount } from '../lib/admin-format';
import { FUNNEL_STEPS } from '../lib/admin-labels';

type Props<Row extends TFunnelCounts> = {
  /** The table's caption (its name), and its scrolling box's name with ", table". */
  label: string;
  rows: readonly Row[];
  /** The columns naming each row (the week, or the campaign's parts). */
  keyColumns: readonly string[];
  rowKey: (row: Row) => string;
  renderKeyCells: (row: Row) => ReactNode[];
};

/**
 * Funnel counts as a table, the report's source of truth (the chart only pictures it): one row
 * per week or campaign, the four steps as columns.
 */
export function FunnelTable<Row extends TFunnelCounts>({
  label,
  rows,
  keyColumns,
  rowKey,
  renderKeyCells,
}: Props<Row>) {
  return (
    // The scrolling box is named apart from the section around it (same heading otherwise).
    <Table label={`${label}, table`}>
      <caption className="sr-only">{label}</caption>
      <TableColumnHeader
        columns={[...keyColumns, ...FUNNEL_STEPS.map(({ label }) => ({ label, numeric: true }))]}
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {renderKeyCells(row).map((cell, index) =>
              index === 0 ? (
                <TableHead key={index} scope="row" className="font-medium text-foreground">
                  {cell}
                </TableHead>
              ) : (
                <TableCell key={index}>{cell}</TableCell>
              ),
            )}
            {FUNNEL_STEPS.map((step) => (
              <TableCell key={step.key} className="text-right tabular-nums">
                {formatCount(row[step.key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
