import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { TableHead, TableHeader, TableRow } from './table';

/** A column's heading: its text alone, or with how the column is drawn. */
export type TableColumn =
  | string
  | {
      label: ReactNode;
      /** A column of figures: its heading is aligned right, above them. */
      numeric?: boolean;
      className?: string;
    };

type HeadsProps = {
  columns: readonly TableColumn[];
  /** Added to every heading, before a column's own class. */
  className?: string;
};

/** The headings of a table's columns, each a column header cell. */
export function TableColumnHeads({ columns, className }: HeadsProps) {
  return columns.map((column, index) => {
    const {
      label,
      numeric,
      className: own,
    } = typeof column === 'string'
      ? { label: column, numeric: false, className: undefined }
      : column;
    return (
      <TableHead key={index} scope="col" className={cn(numeric && 'text-right', className, own)}>
        {label}
      </TableHead>
    );
  });
}

/** A table's header: one row of column headings. */
export function TableColumnHeader({
  columns,
  rowClassName,
}: {
  columns: readonly TableColumn[];
  rowClassName?: string;
}) {
  return (
    <TableHeader>
      <TableRow className={rowClassName}>
        <TableColumnHeads columns={columns} />
      </TableRow>
    </TableHeader>
  );
}
