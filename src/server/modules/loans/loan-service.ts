import type { z } from 'zod';
import { LOAN_TYPE_LABELS, type TLoan, type ZLoanInput } from '@shared/finance/loan-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { loans } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { ownedRecordView } from '../owned-record-view';
import { dollars } from '../csv-export';

type LoanRow = typeof loans.$inferSelect;

function toLoanView(row: LoanRow): TLoan {
  return {
    ...ownedRecordView(row),
    loanType: row.loanType as TLoan['loanType'],
    lender: row.bankName,
    accountNumberLast4: row.accountNumberLast4,
    originalAmountCents: row.originalLoanAmountCents,
    outstandingBalanceCents: row.currentOutstandingBalanceCents,
    interestRatePercent:
      row.interestRateThousandths === null ? null : row.interestRateThousandths / 1000,
    monthlyPaymentCents: row.monthlyPaymentCents,
    termMonths: row.termMonths,
    startDate: row.startDate,
    notes: row.notes,
    relatedExpenseId: row.relatedExpenseId,
    propertyId: row.propertyId,
  };
}

/** A loan as the owner's activity log names it: its lender. */
function describe(row: LoanRow): string {
  return row.bankName;
}

const CSV_COLUMNS = [
  'type',
  'lender',
  'account_number',
  'original_amount',
  'outstanding_balance',
  'interest_rate',
  'monthly_payment',
  'term_months',
  'start_date',
  'notes',
];

/** Loans, each perhaps paid by an obligation and secured by a property of the same household. */
export function createLoanService(deps: HouseholdDeps) {
  return ownedCrud({
    ...deps,
    subject: 'loans',
    section: 'loans',
    describe,
    rows: ownedRows(loans),
    toView: toLoanView,
    notFound: 'This loan does not exist.',
    links: { relatedExpenseId: 'expense', propertyId: 'property' },
    sealedNumber: 'accountNumber',
    toColumns: (input: z.output<typeof ZLoanInput>) => ({
      loanType: input.loanType,
      bankName: input.lender,
      originalLoanAmountCents: input.originalAmountCents,
      currentOutstandingBalanceCents: input.outstandingBalanceCents,
      interestRateThousandths:
        input.interestRatePercent === null ? null : Math.round(input.interestRatePercent * 1000),
      monthlyPaymentCents: input.monthlyPaymentCents,
      termMonths: input.termMonths,
      startDate: input.startDate,
      notes: input.notes,
      relatedExpenseId: input.relatedExpenseId,
      propertyId: input.propertyId,
    }),
    csv: {
      columns: CSV_COLUMNS,
      line: (loan: TLoan) => [
        LOAN_TYPE_LABELS[loan.loanType],
        loan.lender,
        maskLastFour(loan.accountNumberLast4),
        dollars(loan.originalAmountCents),
        dollars(loan.outstandingBalanceCents),
        loan.interestRatePercent === null ? '' : `${loan.interestRatePercent}%`,
        dollars(loan.monthlyPaymentCents),
        loan.termMonths,
        loan.startDate,
        loan.notes,
      ],
    },
  });
}

export type LoanService = ReturnType<typeof createLoanService>;
