import type { TExpense } from '@shared/finance/expense-schemas';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useOwnerName } from '@web/lib/use-owner-name';
import type { ExpenseActions } from '../lib/expense-actions';
import type { ExpenseSort, SortColumn } from '../lib/expense-sort';
import { usePaged } from '../lib/use-paged';
import { ExpenseTableRow } from './expense-table-row';
import { ShowMore } from './show-more';
import { SortableHeader } from './sortable-header';

type Props = {
  /** Already sorted by `sort`. */
  expenses: readonly TExpense[];
  sort: ExpenseSort;
  onSort: (column: SortColumn) => void;
  actions: ExpenseActions;
};

const COLUMNS: { column: SortColumn; label: string }[] = [
  { column: 'vendor', label: 'Vendor' },
  { column: 'category', label: 'Category' },
  { column: 'cost', label: 'Cost' },
  { column: 'payment', label: 'Payment' },
  { column: 'bankAccount', label: 'Debit Bank/Credit Card' },
];

/**
 * Spec §2 "Obligations table", 100 rows at a time. On a phone it scrolls sideways inside its own
 * box (min-width keeps the columns readable).
 */
export function ExpensesTable({ expenses, sort, onSort, actions }: Props) {
  const page = usePaged(expenses);
  // Several households on screen: a column says whose each obligation is.
  const ownerName = useOwnerName();
  return (
    <div className="grid gap-4">
      <Table label="Obligations" className="min-w-[720px]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map(({ column, label }) => (
              <SortableHeader
                key={column}
                column={column}
                label={label}
                sort={sort}
                onSort={onSort}
              />
            ))}
            {ownerName && <TableHead>Household</TableHead>}
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.visible.map((expense) => (
            <ExpenseTableRow
              key={expense.id}
              expense={expense}
              owner={ownerName?.(expense.ownerId)}
              actions={actions}
            />
          ))}
        </TableBody>
      </Table>
      {page.hasMore && (
        <ShowMore shown={page.visible.length} total={page.total} onShowMore={page.showMore} />
      )}
    </div>
  );
}
