import { z } from 'zod';
import { LOAN_TYPES, ZLoanInput, type TLoan, type TLoanInput } from '@shared/finance/loan-schemas';
import { keptSecretInput } from '@web/components/records/kept-secret-input';

/** "6.5", "6.5 %" or "6,5"-free text → a number; blank → null (not known). */
function optionalNumber(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

/**
 * The loan form as the inputs hold it (text for rate, term and date; cents for amounts), turned
 * into the shared `ZLoanInput` so the form checks exactly what the server checks, with the same
 * field paths. A blank account number is omitted, which keeps the stored one.
 */
export const ZLoanForm = z
  .object({
    loanType: z.enum(LOAN_TYPES, { error: 'Choose the type of loan' }),
    lender: z.string(),
    accountNumber: z.string(),
    removeAccountNumber: z.boolean(),
    originalAmountCents: z.number(),
    outstandingBalanceCents: z.number(),
    interestRatePercent: z.string(),
    monthlyPaymentCents: z.number(),
    termMonths: z.string(),
    startDate: z.string(),
    notes: z.string(),
    relatedExpenseId: z.string(),
    propertyId: z.string(),
  })
  .transform(({ accountNumber, removeAccountNumber, ...values }): TLoanInput => ({
    ...values,
    accountNumber: keptSecretInput(accountNumber, removeAccountNumber),
    interestRatePercent: optionalNumber(values.interestRatePercent),
    // The currency input turns blank into 0; a loan with no payment has none recorded.
    monthlyPaymentCents: values.monthlyPaymentCents || null,
    termMonths: optionalNumber(values.termMonths),
    startDate: values.startDate || null,
    relatedExpenseId: values.relatedExpenseId || null,
    propertyId: values.propertyId || null,
  }))
  .pipe(ZLoanInput);

export type TLoanFormValues = z.input<typeof ZLoanForm>;

/** A blank form, or the loan's values for editing (its number stays on the server). */
export function loanFormValues(loan?: TLoan | null): TLoanFormValues {
  return {
    loanType: loan?.loanType ?? 'mortgage',
    lender: loan?.lender ?? '',
    accountNumber: '',
    removeAccountNumber: false,
    originalAmountCents: loan?.originalAmountCents ?? 0,
    outstandingBalanceCents: loan?.outstandingBalanceCents ?? 0,
    interestRatePercent: loan?.interestRatePercent?.toString() ?? '',
    monthlyPaymentCents: loan?.monthlyPaymentCents ?? 0,
    termMonths: loan?.termMonths?.toString() ?? '',
    startDate: loan?.startDate ?? '',
    notes: loan?.notes ?? '',
    relatedExpenseId: loan?.relatedExpenseId ?? '',
    propertyId: loan?.propertyId ?? '',
  };
}
