import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZCents } from './cents-schema';
import { ZKeptSecret } from './sensitive-number';

export const LOAN_TYPES = ['mortgage', 'auto', 'student', 'personal', 'heloc', 'other'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const LOAN_TYPE_LABELS: Record<LoanType, string> = {
  mortgage: 'Mortgage',
  auto: 'Auto',
  student: 'Student',
  personal: 'Personal',
  heloc: 'HELOC',
  other: 'Other',
};

export const ZLoanInput = z.object({
  loanType: z.enum(LOAN_TYPES, { error: 'Choose the type of loan' }),
  lender: singleLine(
    z
      .string({ error: 'Enter the lender' })
      .trim()
      .min(1, 'Enter the lender')
      .max(200, tooLong('lender', 200)),
  ),
  accountNumber: ZKeptSecret,
  originalAmountCents: ZCents.default(0),
  outstandingBalanceCents: ZCents.default(0),
  /** Annual rate in percent, up to 3 decimals (6.125). */
  interestRatePercent: z
    .number({ error: 'Enter the interest rate' })
    .min(0, 'The rate cannot be negative')
    .max(100, 'Enter the yearly rate in percent, e.g. 6.5')
    .nullish()
    .transform((value) =>
      value === undefined || value === null ? null : Math.round(value * 1000) / 1000,
    ),
  monthlyPaymentCents: ZCents.nullish().transform((value) => value ?? null),
  termMonths: z
    .number()
    .int('Enter the term in whole months')
    .min(1, 'The term is at least 1 month')
    .max(600, 'The term is at most 50 years')
    .nullish()
    .transform((value) => value ?? null),
  startDate: z.iso
    .date({ error: 'Enter a date' })
    .nullish()
    .transform((value) => value ?? null),
  notes: multiLine(
    z.string().trim().max(2000, 'The notes are too long: use at most 2000 characters'),
  )
    .nullish()
    .transform((value) => value || null),
  relatedExpenseId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  propertyId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});
export type TLoanInput = z.input<typeof ZLoanInput>;

export const ZLoan = z.object({
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  loanType: z.enum(LOAN_TYPES),
  lender: z.string(),
  accountNumberLast4: z.string().nullable(),
  originalAmountCents: z.number(),
  outstandingBalanceCents: z.number(),
  interestRatePercent: z.number().nullable(),
  monthlyPaymentCents: z.number().nullable(),
  termMonths: z.number().nullable(),
  startDate: z.string().nullable(),
  notes: z.string().nullable(),
  relatedExpenseId: z.string().nullable(),
  propertyId: z.string().nullable(),
});
export type TLoan = z.infer<typeof ZLoan>;
export const ZLoanList = z.object({ loans: z.array(ZLoan) });
