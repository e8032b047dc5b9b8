import { z } from 'zod';
import type { TCsvMapping } from '@shared/statements/statement-types';

/** How the file gives its amounts: one signed column, or money out and money in apart. */
export const AMOUNT_LAYOUTS = ['amount', 'debitCredit'] as const;

/** The mapping step's form: a column name per role ('' not chosen), as the selects hold them. */
export const ZColumnMappingValues = z
  .object({
    date: z.string().min(1, 'Choose the date column'),
    description: z.string().min(1, 'Choose the description column'),
    layout: z.enum(AMOUNT_LAYOUTS),
    amount: z.string(),
    debit: z.string(),
    credit: z.string(),
    positiveIsCharge: z.boolean(),
    accountLabel: z.string().trim().max(100, 'Keep this under 100 characters'),
  })
  .superRefine((values, ctx) => {
    if (values.layout === 'amount' && !values.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Choose the amount column' });
    }
    if (values.layout === 'debitCredit' && !values.debit && !values.credit) {
      ctx.addIssue({
        code: 'custom',
        path: ['debit'],
        message: 'Choose the debit column, the credit column, or both',
      });
    }
    if (values.date && values.date === values.description) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Choose a column other than the date',
      });
    }
  });
export type ColumnMappingValues = z.input<typeof ZColumnMappingValues>;

/** The first header whose name says what it holds ("Posting Date", "Memo"), else none. */
function guess(headers: readonly string[], pattern: RegExp): string {
  return headers.find((header) => pattern.test(header)) ?? '';
}

/** The form as it opens: the columns whose names say what they are, chosen already. */
export function guessedMapping(headers: readonly string[]): ColumnMappingValues {
  const debit = guess(headers, /debit|withdrawal|money out|paid out/i);
  const credit = guess(headers, /credit|deposit|money in|paid in/i);
  return {
    date: guess(headers, /date/i),
    description: guess(headers, /desc|payee|merchant|memo|narrative|details|name/i),
    layout: debit || credit ? 'debitCredit' : 'amount',
    amount: guess(headers, /amount|amt|value|sum/i),
    debit,
    credit,
    positiveIsCharge: false,
    accountLabel: '',
  };
}

/** What the server is sent for the file: only the columns of the chosen layout. */
export function toCsvMapping(values: ColumnMappingValues): TCsvMapping {
  const label = values.accountLabel.trim();
  const byAmount = values.layout === 'amount';
  return {
    date: values.date,
    description: values.description,
    ...(byAmount ? { amount: values.amount } : {}),
    ...(!byAmount && values.debit ? { debit: values.debit } : {}),
    ...(!byAmount && values.credit ? { credit: values.credit } : {}),
    positiveIsCharge: byAmount && values.positiveIsCharge,
    ...(label ? { accountLabel: label } : {}),
  };
}
