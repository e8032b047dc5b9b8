import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LOAN_TYPE_LABELS, type TLoan, type ZLoanInput } from '@shared/finance/loan-schemas';
import { toCsv } from '@shared/csv';
import { expenses, loans, properties } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { HouseholdDeps } from '../household-deps';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { sealNumber } from '../../platform/crypto/sealed-number';
import { ownedCrud } from '../owned-crud';
import { revealSealedNumber } from '../reveal-number';

type LoanRow = typeof loans.$inferSelect;
type LoanValues = z.output<typeof ZLoanInput>;
const rows = ownedRows(loans);

function toLoanView(row: LoanRow): TLoan {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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

const SUBJECT = 'loans';

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
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function createLoanService({ db, access, cipher, activity }: HouseholdDeps) {
  /** A linked obligation or property must be in the same household as the loan. */
  async function assertSameHousehold(input: LoanValues, ownerId: string): Promise<void> {
    if (input.relatedExpenseId) {
      const [found] = await db
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.id, input.relatedExpenseId), eq(expenses.userId, ownerId)));
      if (!found) throw AppError.validation({ relatedExpenseId: 'Choose one of your obligations' });
    }
    if (input.propertyId) {
      const [found] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, input.propertyId), eq(properties.userId, ownerId)));
      if (!found) throw AppError.validation({ propertyId: 'Choose one of your properties' });
    }
  }

  const crud = ownedCrud({
    db,
    access,
    activity,
    subject: SUBJECT,
    section: 'loans',
    describe,
    rows,
    toView: toLoanView,
    notFound: 'This loan does not exist.',
    toColumns: async (input: LoanValues, ownerId: string) => {
      await assertSameHousehold(input, ownerId);
      const number = sealNumber(cipher, input.accountNumber);
      return {
        loanType: input.loanType,
        bankName: input.lender,
        ...(number ? { accountNumberSealed: number.sealed, accountNumberLast4: number.last4 } : {}),
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
      };
    },
  });

  return {
    ...crud,
    async revealNumber(actor: Actor, id: string): Promise<string | null> {
      const row = await crud.findReadable(actor, id);
      return revealSealedNumber({ cipher, activity, access }, actor, SUBJECT, {
        ownerId: row.userId,
        label: describe(row),
        sealed: row.accountNumberSealed,
        last4: row.accountNumberLast4,
      });
    },
    async exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string> {
      const list = await crud.listForExport(actor, requestedOwners);
      return toCsv(
        CSV_COLUMNS,
        list.map((loan) => [
          LOAN_TYPE_LABELS[loan.loanType],
          loan.lender,
          loan.accountNumberLast4 ? `****${loan.accountNumberLast4}` : '',
          dollars(loan.originalAmountCents),
          dollars(loan.outstandingBalanceCents),
          loan.interestRatePercent === null ? '' : `${loan.interestRatePercent}%`,
          dollars(loan.monthlyPaymentCents),
          loan.termMonths,
          loan.startDate,
          loan.notes,
        ]),
      );
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
