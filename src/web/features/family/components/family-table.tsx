import type { ReactNode } from 'react';
import { Table, TableBody } from '@web/components/ui/table';
import { TableColumnHeader, type TableColumn } from '@web/components/ui/table-column-heads';
import { EmptyNote } from './empty-note';

const ACTIONS_COLUMN: TableColumn = { label: <span className="sr-only">Actions</span> };

type Props<Row> = {
  /** The table's name for a screen reader. */
  label: string;
  /** The width below which it scrolls sideways, e.g. `min-w-[640px]`. */
  className: string;
  columns: readonly string[];
  /** Whether a last column holds each row's buttons. */
  withActions?: boolean;
  rows: readonly Row[];
  /** What the section says instead of an empty table. */
  empty: ReactNode;
  children: (row: Row) => ReactNode;
};

/**
 * A Family page list as a table, or a note that there is nothing to list yet. Its header row does
 * not light up under the pointer as rows do.
 */
export function FamilyTable<Row>({
  label,
  className,
  columns,
  withActions = false,
  rows,
  empty,
  children,
}: Props<Row>) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <Table label={label} className={className}>
      <TableColumnHeader
        rowClassName="hover:bg-transparent"
        columns={withActions ? [...columns, ACTIONS_COLUMN] : columns}
      />
      <TableBody>{rows.map((row) => children(row))}</TableBody>
    </Table>
  );
}
