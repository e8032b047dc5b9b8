import { useMemo } from 'react';
import { CATEGORY_LABELS, ENTITY_LABELS, type Category } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { ExpenseActions } from '../lib/expense-actions';
import { UNGROUPED_KEY, groupByEntity } from '../lib/expense-groups';
import { GroupPanels } from './group-panels';
import { GroupTotal } from './group-total';

type Props = { category: Category; expenses: readonly TExpense[]; actions: ExpenseActions };

/**
 * Spec §2, auto, kids and insurance in the list view: the category's total, then one panel per
 * vehicle, child or insured person (and "Ungrouped") with its own total.
 */
export function EntityGroupPanels({ category, expenses, actions }: Props) {
  const { groups, totalMonthlyCents } = useMemo(() => groupByEntity(expenses), [expenses]);
  const entityLabel = ENTITY_LABELS[category] ?? null;
  return (
    <div className="grid gap-4">
      <GroupTotal
        label={`Total for ${CATEGORY_LABELS[category]}`}
        monthlyCents={totalMonthlyCents}
        count={expenses.length}
      />
      {/* Keyed by category: another category starts afresh with its first panel open, rather
          than keeping the open panel of the last one (which it does not have). */}
      <GroupPanels
        key={category}
        groups={groups}
        actions={actions}
        groupLabel={(group) => (group.key === UNGROUPED_KEY ? null : entityLabel)}
      />
    </div>
  );
}
