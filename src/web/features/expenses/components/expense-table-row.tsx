import { memo } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import type { TExpense } from '@shared/finance/expense-schemas';
import { Button } from '@web/components/ui/button';
import { TableCell, TableRow } from '@web/components/ui/table';
import type { ExpenseActions } from '../lib/expense-actions';
import { paymentLabel } from '../lib/expense-labels';
import { CategoryBadge } from '@web/components/category-badge';
import { ExpenseLinkButtons } from './expense-link-buttons';

/** One obligation in the table; memoised so re-sorting moves rows without re-rendering them. */
export const ExpenseTableRow = memo(function ExpenseTableRow({
  expense,
  owner,
  actions,
}: {
  expense: TExpense;
  /** Whose household it is, when several are on screen. */
  owner?: string | undefined;
  actions: ExpenseActions;
}) {
  return (
    <TableRow>
      <TableCell className="max-w-56">
        <p className="font-medium break-words">{expense.vendor}</p>
        {expense.description && (
          <p className="truncate text-xs text-muted-foreground">{expense.description}</p>
        )}
      </TableCell>
      <TableCell>
        <CategoryBadge category={expense.category} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <p className="font-medium tabular-nums">{formatCents(expense.costCents)}</p>
        <p className="text-xs text-muted-foreground">{FREQUENCY_LABELS[expense.frequency]}</p>
      </TableCell>
      <TableCell className="whitespace-nowrap">{paymentLabel(expense)}</TableCell>
      <TableCell className="max-w-48 break-words">
        {expense.bankAccount ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      {owner !== undefined && <TableCell className="max-w-40 break-words">{owner}</TableCell>}
      <TableCell>
        <div className="flex items-center gap-1">
          <ExpenseLinkButtons expense={expense} compact />
          {actions.canChange(expense) && (
            <>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Edit ${expense.vendor}`}
                onClick={() => actions.edit(expense)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete ${expense.vendor}`}
                onClick={() => actions.remove(expense)}
              >
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
});
