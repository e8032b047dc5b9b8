import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@web/components/ui/table';
import type { ExpenseSort, SortColumn } from '../lib/expense-sort';

type Props = {
  column: SortColumn;
  label: string;
  sort: ExpenseSort;
  onSort: (column: SortColumn) => void;
};

/**
 * A column header that sorts: a real button (Enter/Space), and `aria-sort` on the header so
 * screen readers announce the order of the active column.
 */
export function SortableHeader({ column, label, sort, onSort }: Props) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1.5 inline-flex items-center gap-1.5 rounded-sm px-1.5 py-1 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        {label}
        <Icon className={active ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} aria-hidden />
      </button>
    </TableHead>
  );
}
