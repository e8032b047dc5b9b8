import { and, eq } from 'drizzle-orm';
import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { Database } from '../../db/client';
import { loans } from '../../db/schema';
import type { ExpenseRow } from './expense-repository';

type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

/** A home Mortgage obligation with an outstanding balance keeps a loan (spec §4). */
export function keepsLinkedLoan(expense: ExpenseRow): boolean {
  return (
    expense.category === 'home' &&
    expense.homeSubcategory === 'Mortgage' &&
    expense.outstandingLoanBalanceCents !== null &&
    expense.outstandingLoanBalanceCents > 0
  );
}

/**
 * Spec §4: saving a home Mortgage with an outstanding balance updates the loan whose
 * related_expense_id is the obligation, or creates one (type Mortgage). The lender is the vendor,
 * the account number the vendor account, original and current balance the outstanding balance,
 * the monthly payment the cost (as a monthly amount), with the spec's notes.
 */
export async function syncMortgageLoan(
  db: Queryable,
  expense: ExpenseRow,
): Promise<{ id: string; action: 'created' | 'updated' } | null> {
  if (!keepsLinkedLoan(expense)) return null;
  const balance = expense.outstandingLoanBalanceCents ?? 0;
  const fields = {
    bankName: expense.vendor,
    accountNumberSealed: expense.vendorAccountSealed,
    accountNumberLast4: expense.vendorAccountLast4,
    originalLoanAmountCents: balance,
    currentOutstandingBalanceCents: balance,
    monthlyPaymentCents: Math.round(monthlyEquivalentCents(expense.costCents, expense.frequency)),
  };
  const [existing] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.relatedExpenseId, expense.id), eq(loans.userId, expense.userId)));
  if (existing) {
    await db
      .update(loans)
      .set({
        ...fields,
        notes: `Auto-updated from mortgage expense: ${expense.vendor}`,
        updatedAt: new Date(),
      })
      .where(eq(loans.id, existing.id));
    return { id: existing.id, action: 'updated' };
  }
  const [created] = await db
    .insert(loans)
    .values({
      ...fields,
      userId: expense.userId,
      loanType: 'mortgage',
      relatedExpenseId: expense.id,
      notes: `Auto-created from mortgage expense: ${expense.vendor}`,
    })
    .returning({ id: loans.id });
  return created ? { id: created.id, action: 'created' } : null;
}
