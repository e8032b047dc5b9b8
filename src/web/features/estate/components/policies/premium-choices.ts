import type { TExpense } from '@shared/finance/expense-schemas';
import { frequencySuffix } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';

export type PremiumChoice = { id: string; label: string };

/** An obligation that pays insurance: the Insurance category, or a home's Home Insurance. */
function paysInsurance(expense: TExpense): boolean {
  return (
    expense.category === 'insurance' ||
    (expense.category === 'home' && expense.homeSubcategory === 'Home Insurance')
  );
}

/** "Northwestern Mutual · $120.00/mo (Olivia)". */
export function premiumLabel(expense: Pick<TExpense, 'vendor' | 'costCents' | 'frequency'>) {
  return `${expense.vendor} · ${formatCents(expense.costCents)}${frequencySuffix(expense.frequency)}`;
}

/**
 * The obligations a policy's premium may be linked to: the insurance obligations of the household
 * the policy is in (the server refuses any other household's), with the one linked now kept even
 * if it was moved to another category, so editing does not silently drop it.
 */
export function premiumChoices(
  expenses: readonly TExpense[],
  ownerId: string | null,
  linkedId: string | null,
): PremiumChoice[] {
  return expenses
    .filter((each) => each.ownerId === ownerId && (paysInsurance(each) || each.id === linkedId))
    .sort((a, b) => a.vendor.localeCompare(b.vendor))
    .map((each) => ({
      id: each.id,
      label: `${premiumLabel(each)}${each.entityName ? ` (${each.entityName})` : ''}`,
    }));
}
