import type { TExpense } from '@shared/finance/expense-schemas';

/** What a card or a table row can ask the screen to do with its obligation. */
export type ExpenseActions = {
  /** Whether the person may change this obligation's household: Edit and Delete show only then. */
  canChange: (expense: TExpense) => boolean;
  edit: (expense: TExpense) => void;
  remove: (expense: TExpense) => void;
};
