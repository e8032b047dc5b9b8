import type { TExpense } from '@shared/finance/expense-schemas';

/** What a card or a table row can ask the screen to do with its obligation. */
export type ExpenseActions = {
  edit: (expense: TExpense) => void;
  remove: (expense: TExpense) => void;
};
