import type { TExpense } from '@shared/finance/expense-schemas';
import type { ExpenseActions } from '../lib/expense-actions';
import { obligationCount } from '../lib/expense-labels';
import { useExpenseDerivedData } from '../lib/use-expense-derived-data';
import type { useExpenseViewState } from '../lib/use-expense-view-state';
import { useLasting } from '../lib/use-lasting';
import { CategoryChartCard } from './category-chart-card';
import { ExpenseResults } from './expense-results';
import { ExpenseToolbar } from './expense-toolbar';
import { MonthlyTotalCard } from './monthly-total-card';

const STALE_DIM_DELAY_MS = 300;

type Props = {
  expenses: readonly TExpense[];
  view: ReturnType<typeof useExpenseViewState>;
  actions: ExpenseActions;
  /** Null when the person may not add to the households on screen. */
  onAdd: (() => void) | null;
};

/** The screen with obligations: the totals and pie, the search and filters, and the results. */
export function ExpensesOverview({ expenses, view, actions, onAdd }: Props) {
  const { totals, figures, slices, sorted } = useExpenseDerivedData(expenses, {
    category: view.category,
    search: view.deferredSearch,
    sort: view.sort,
  });
  // While the deferred search catches up, the old results stay, dimmed once that takes a moment:
  // dimming (and animating the opacity of the whole list) on every keystroke would flicker and
  // made each keystroke's frames slower.
  const stale = view.search !== view.deferredSearch;
  const dimmed = useLasting(stale, STALE_DIM_DELAY_MS);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <MonthlyTotalCard
          totalMonthlyCents={totals.totalCents}
          count={totals.count}
          figures={figures}
        />
        <div className="lg:col-span-2">
          <CategoryChartCard slices={slices} active={view.category} onSelect={view.setCategory} />
        </div>
      </div>
      <section aria-labelledby="expenses-results" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="expenses-results" className="text-lg font-semibold">
            Obligations
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {obligationCount(sorted.length)} shown
          </p>
        </div>
        <ExpenseToolbar view={view} />
        <div aria-busy={stale} className={dimmed ? 'opacity-70 transition-opacity' : undefined}>
          <ExpenseResults
            category={view.category}
            layout={view.layout}
            expenses={sorted}
            sort={view.sort}
            onSort={view.sortBy}
            actions={actions}
            onAdd={onAdd}
          />
        </div>
      </section>
    </>
  );
}
