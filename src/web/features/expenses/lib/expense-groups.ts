import type { TExpense } from '@shared/finance/expense-schemas';
import { monthlyEquivalentCents } from '@shared/finance/frequency';

export type ExpenseGroup = {
  key: string;
  title: string;
  expenses: TExpense[];
  /** The group's monthly equivalent, unrounded (round once at display). */
  monthlyCents: number;
};

export const UNGROUPED_TITLE = 'Ungrouped';
/** No typed name can hold this character, so the Ungrouped group never merges with a real one. */
export const UNGROUPED_KEY = '\u0000ungrouped';
export const NO_ADDRESS_TITLE = 'No address';

export function sumMonthlyCents(expenses: readonly TExpense[]): number {
  let total = 0;
  for (const expense of expenses)
    total += monthlyEquivalentCents(expense.costCents, expense.frequency);
  return total;
}

const byTitle = (a: ExpenseGroup, b: ExpenseGroup) =>
  a.title.localeCompare(b.title, 'en-US', { sensitivity: 'base', numeric: true });

/** Groups in order of first appearance, keyed case- and space-insensitively. */
function groupBy(
  expenses: readonly TExpense[],
  titleOf: (expense: TExpense) => string | null,
): { groups: ExpenseGroup[]; rest: TExpense[] } {
  const groups = new Map<string, ExpenseGroup>();
  const rest: TExpense[] = [];
  for (const expense of expenses) {
    const title = titleOf(expense)?.trim();
    if (!title) {
      rest.push(expense);
      continue;
    }
    const key = title.toLowerCase().replace(/\s+/g, ' ');
    const group = groups.get(key) ?? { key, title, expenses: [], monthlyCents: 0 };
    group.expenses.push(expense);
    group.monthlyCents += monthlyEquivalentCents(expense.costCents, expense.frequency);
    groups.set(key, group);
  }
  return { groups: [...groups.values()].sort(byTitle), rest };
}

/**
 * Spec §2, home list: one group per full address; obligations without an address are set apart
 * as "No address" and are neither a group nor part of the total for all homes.
 */
export function groupByAddress(expenses: readonly TExpense[]): {
  groups: ExpenseGroup[];
  noAddress: TExpense[];
  totalMonthlyCents: number;
} {
  const { groups, rest } = groupBy(expenses, (expense) => expense.address?.full ?? null);
  return {
    groups,
    noAddress: rest,
    totalMonthlyCents: groups.reduce((sum, group) => sum + group.monthlyCents, 0),
  };
}

/**
 * Spec §2, auto, kids and insurance lists: one group per vehicle, child or insured person, and an
 * "Ungrouped" group (last) for obligations that name none. The total covers every group.
 */
export function groupByEntity(expenses: readonly TExpense[]): {
  groups: ExpenseGroup[];
  totalMonthlyCents: number;
} {
  const { groups, rest } = groupBy(expenses, (expense) => expense.entityName);
  if (rest.length > 0) {
    groups.push({
      key: UNGROUPED_KEY,
      title: UNGROUPED_TITLE,
      expenses: rest,
      monthlyCents: sumMonthlyCents(rest),
    });
  }
  return { groups, totalMonthlyCents: sumMonthlyCents(expenses) };
}
