import type { TExpense } from '@shared/finance/expense-schemas';
import type { ExpenseActions } from '../lib/expense-actions';
import { FIRST_DRAWN, usePaged } from '../lib/use-paged';
import { ExpenseCard } from './expense-card';
import { ShowMore } from './show-more';

type Props = {
  expenses: readonly TExpense[];
  actions: ExpenseActions;
  headingLevel?: 3 | 4;
  /** Narrower containers (inside a panel) get fewer columns. */
  dense?: boolean;
};

/** Obligations as cards, 100 at a time. */
export function ExpenseCardGrid({ expenses, actions, headingLevel, dense = false }: Props) {
  const page = usePaged(expenses, { first: FIRST_DRAWN.cards });
  return (
    <div className="grid gap-4">
      <ul
        className={dense ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'}
      >
        {page.visible.map((expense) => (
          <li key={expense.id}>
            <ExpenseCard expense={expense} actions={actions} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <ShowMore shown={page.shown} total={page.total} onShowMore={page.showMore} />
      )}
    </div>
  );
}
