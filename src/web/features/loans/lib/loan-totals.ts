import type { TLoan } from '@shared/finance/loan-schemas';

/** What the household still owes, and what its loans cost each month. */
export function loanTotals(
  loans: readonly Pick<TLoan, 'outstandingBalanceCents' | 'monthlyPaymentCents'>[],
): {
  outstandingCents: number;
  monthlyPaymentCents: number;
} {
  return {
    outstandingCents: loans.reduce((sum, loan) => sum + loan.outstandingBalanceCents, 0),
    monthlyPaymentCents: loans.reduce((sum, loan) => sum + (loan.monthlyPaymentCents ?? 0), 0),
  };
}
