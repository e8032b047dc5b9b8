import { ENTITY_LABELS } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { ExpenseActions } from '../lib/expense-actions';
import type { CategoryFilter } from '../lib/expense-filters';
import type { ExpenseSort, SortColumn } from '../lib/expense-sort';
import type { ExpenseLayout } from '../lib/use-expense-view-state';
import { EntityGroupPanels } from './entity-group-panels';
import { ExpenseCardGrid } from './expense-card-grid';
import { ExpensesTable } from './expenses-table';
import { HomeAddressCards } from './home-address-cards';
import { HomeAddressPanels } from './home-address-panels';
import { NoMatchingExpenses } from './no-matching-expenses';

type Props = {
  category: CategoryFilter;
  layout: ExpenseLayout;
  /** Filtered, searched and sorted. */
  expenses: readonly TExpense[];
  sort: ExpenseSort;
  onSort: (column: SortColumn) => void;
  actions: ExpenseActions;
  /** Null when the person may not add to the households on screen. */
  onAdd: (() => void) | null;
};

/**
 * Spec §2: home groups by address, auto/kids/insurance by vehicle, child or insured in the list
 * view; everything else is the sortable table (list) or cards (grid).
 */
export function ExpenseResults({
  category,
  layout,
  expenses,
  sort,
  onSort,
  actions,
  onAdd,
}: Props) {
  if (expenses.length === 0) return <NoMatchingExpenses onAdd={onAdd} />;
  if (category === 'home') {
    return layout === 'list' ? (
      <HomeAddressPanels expenses={expenses} actions={actions} />
    ) : (
      <HomeAddressCards expenses={expenses} actions={actions} />
    );
  }
  if (category !== 'all' && ENTITY_LABELS[category] && layout === 'list') {
    return <EntityGroupPanels category={category} expenses={expenses} actions={actions} />;
  }
  return layout === 'list' ? (
    <ExpensesTable expenses={expenses} sort={sort} onSort={onSort} actions={actions} />
  ) : (
    <ExpenseCardGrid expenses={expenses} actions={actions} />
  );
}
