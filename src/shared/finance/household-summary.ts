import { CATEGORIES, type Category } from './categories';
import { MONTHS_PER_PAYMENT, monthlyEquivalentCents } from './frequency';
import { LIABILITY_ASSET_TYPES } from './asset-schemas';
import type { TAsset } from './asset-schemas';
import type { TExpense } from './expense-schemas';
import type { TLoan } from './loan-schemas';
import type { TProperty } from './property-schemas';

/** What the summaries read of an obligation. */
export type ExpenseLike = Pick<
  TExpense,
  | 'id'
  | 'category'
  | 'vendor'
  | 'costCents'
  | 'frequency'
  | 'isAutoPay'
  | 'autoPayDate'
  | 'createdAt'
  | 'bankAccount'
>;

export type CategoryTotal = {
  category: Category;
  monthlyCents: number;
  count: number;
  share: number;
};

/** The monthly equivalent of all obligations, and per category (unrounded cents). */
export function monthlyTotals(expenses: readonly ExpenseLike[]): {
  totalCents: number;
  count: number;
  byCategory: CategoryTotal[];
} {
  const totals = new Map<Category, { monthlyCents: number; count: number }>(
    CATEGORIES.map((category) => [category, { monthlyCents: 0, count: 0 }]),
  );
  let totalCents = 0;
  for (const expense of expenses) {
    const monthly = monthlyEquivalentCents(expense.costCents, expense.frequency);
    totalCents += monthly;
    const entry = totals.get(expense.category) ?? totals.get('other');
    if (entry) {
      entry.monthlyCents += monthly;
      entry.count += 1;
    }
  }
  const byCategory = CATEGORIES.map((category) => {
    const entry = totals.get(category) ?? { monthlyCents: 0, count: 0 };
    return { category, ...entry, share: totalCents > 0 ? entry.monthlyCents / totalCents : 0 };
  });
  return { totalCents, count: expenses.length, byCategory };
}

export type NetWorth = {
  accountsCents: number;
  liabilitiesCents: number;
  propertiesCents: number;
  loansCents: number;
  investmentsCents: number;
  totalCents: number;
};

/** Net worth = accounts + investments + properties − loans − credit-card balances. */
export function netWorth(input: {
  assets: readonly Pick<TAsset, 'type' | 'balanceCents'>[];
  properties: readonly Pick<TProperty, 'estimatedValueCents'>[];
  loans: readonly Pick<TLoan, 'outstandingBalanceCents'>[];
  /** The investment accounts' total value (issue 13), valued by shared/investments/valuation. */
  investmentsCents?: number;
}): NetWorth {
  let accountsCents = 0;
  let liabilitiesCents = 0;
  for (const asset of input.assets) {
    if (LIABILITY_ASSET_TYPES.includes(asset.type))
      liabilitiesCents += Math.abs(asset.balanceCents);
    else accountsCents += asset.balanceCents;
  }
  const propertiesCents = input.properties.reduce(
    (sum, property) => sum + property.estimatedValueCents,
    0,
  );
  const loansCents = input.loans.reduce((sum, loan) => sum + loan.outstandingBalanceCents, 0);
  const investmentsCents = input.investmentsCents ?? 0;
  return {
    accountsCents,
    liabilitiesCents,
    propertiesCents,
    loansCents,
    investmentsCents,
    totalCents: accountsCents + investmentsCents + propertiesCents - loansCents - liabilitiesCents,
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A calendar date as YYYY-MM-DD (no time zone games: the app deals in days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The next day a payment falls due on or after `today`: the day of the month it is paid on, in the
 * months its frequency repeats from the month it was added. Without a day there is no date.
 */
export function nextDueDate(
  expense: Pick<ExpenseLike, 'autoPayDate' | 'frequency' | 'createdAt'>,
  today: Date,
): Date | null {
  if (!expense.autoPayDate) return null;
  const interval = MONTHS_PER_PAYMENT[expense.frequency] ?? 1;
  const anchor = new Date(expense.createdAt);
  const anchorIndex = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth();
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let offset = 0; offset <= 12; offset += 1) {
    const index = today.getUTCFullYear() * 12 + today.getUTCMonth() + offset;
    if ((((index - anchorIndex) % interval) + interval) % interval !== 0) continue;
    const year = Math.floor(index / 12);
    const month = index % 12;
    const due = Date.UTC(year, month, Math.min(expense.autoPayDate, daysInMonth(year, month)));
    if (due >= todayUtc) return new Date(due);
  }
  return null;
}

export type UpcomingPayment = {
  expenseId: string;
  vendor: string;
  category: Category;
  dueDate: string;
  amountCents: number;
  isAutoPay: boolean;
};

/** Payments due within `days` of today, soonest first. */
export function upcomingPayments(
  expenses: readonly ExpenseLike[],
  today: Date,
  days = 30,
): UpcomingPayment[] {
  const limit = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days);
  return expenses
    .flatMap((expense) => {
      const due = nextDueDate(expense, today);
      if (!due || due.getTime() > limit) return [];
      return [
        {
          expenseId: expense.id,
          vendor: expense.vendor,
          category: expense.category,
          dueDate: isoDay(due),
          amountCents: expense.costCents,
          isAutoPay: expense.isAutoPay,
        },
      ];
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || b.amountCents - a.amountCents);
}

export type AttentionItem = {
  kind: 'obligation-without-payment-method' | 'loan-without-payment';
  id: string;
  title: string;
};

/** Things worth fixing: obligations nobody knows how they are paid, loans with no payment. */
export function attentionItems(input: {
  expenses: readonly ExpenseLike[];
  loans: readonly Pick<
    TLoan,
    'id' | 'lender' | 'monthlyPaymentCents' | 'outstandingBalanceCents'
  >[];
}): AttentionItem[] {
  const obligations = input.expenses
    .filter((expense) => !expense.bankAccount && !expense.isAutoPay)
    .map((expense) => ({
      kind: 'obligation-without-payment-method' as const,
      id: expense.id,
      title: expense.vendor,
    }));
  const loans = input.loans
    .filter((loan) => !loan.monthlyPaymentCents && loan.outstandingBalanceCents > 0)
    .map((loan) => ({ kind: 'loan-without-payment' as const, id: loan.id, title: loan.lender }));
  return [...obligations, ...loans];
}
