import { CATEGORIES, LEGACY_CATEGORIES } from './categories';
import type { TExpense, TExpenseInput } from './expense-schemas';

/** The columns of an obligations CSV, for export and import alike. */
export const EXPENSE_CSV_COLUMNS = [
  'category',
  'vendor',
  'cost',
  'frequency',
  'description',
  'bank_account',
  'is_auto_pay',
  'auto_pay_date',
  'website',
  'vendor_account',
  'entity_name',
  'home_subcategory',
  'outstanding_loan_balance',
  'address_street',
  'address_city',
  'address_state',
  'address_zip',
] as const;
type Column = (typeof EXPENSE_CSV_COLUMNS)[number];

const AMOUNT = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/;

/** "1,234.50" → 123450; anything else is an error, not silently 0. */
function parseAmount(text: string): number | string {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return 'must be an amount like 45.99';
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function parseBoolean(text: string): boolean | string {
  const lower = text.trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(lower)) return true;
  if (['', 'false', 'no', 'n', '0'].includes(lower)) return false;
  return 'must be yes or no';
}

export type ParsedCsvRow = { input: TExpenseInput | null; errors: Record<string, string> };

/**
 * One CSV record (keyed by header) → the API input, or the reasons it cannot be one. Categories
 * seen in older data (phone, utilities…) are kept as Other. Only the format is checked here; the
 * obligation rules are the API schema's.
 */
export function csvRecordToExpenseInput(record: Partial<Record<Column, string>>): ParsedCsvRow {
  const errors: Record<string, string> = {};
  const text = (column: Column) => record[column]?.trim() ?? '';
  const rawCategory = text('category').toLowerCase();
  const category = (LEGACY_CATEGORIES as readonly string[]).includes(rawCategory)
    ? 'other'
    : rawCategory;
  if (!(CATEGORIES as readonly string[]).includes(category))
    errors.category = `must be one of ${CATEGORIES.join(', ')}`;

  const amount = (column: Column): number | null => {
    if (!text(column)) return null;
    const parsed = parseAmount(text(column));
    if (typeof parsed === 'string') errors[column] = parsed;
    return typeof parsed === 'number' ? parsed : null;
  };
  const cost = amount('cost') ?? 0;
  const balance = amount('outstanding_loan_balance');
  const autoPay = parseBoolean(text('is_auto_pay'));
  if (typeof autoPay === 'string') errors.is_auto_pay = autoPay;
  const day = text('auto_pay_date');
  if (day && !/^\d{1,2}$/.test(day)) errors.auto_pay_date = 'must be a day from 1 to 31';
  const hasAddress = ['address_street', 'address_city', 'address_state', 'address_zip'].some(
    (column) => text(column as Column),
  );

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    errors,
    input: {
      category: category as TExpenseInput['category'],
      vendor: text('vendor'),
      costCents: cost,
      frequency: (text('frequency').toLowerCase() || 'monthly') as TExpenseInput['frequency'],
      description: text('description') || null,
      bankAccount: text('bank_account') || null,
      isAutoPay: autoPay === true,
      autoPayDate: day ? Number(day) : null,
      website: text('website') || null,
      // An exported file carries only ****1234: that is not a number to store.
      vendorAccount: /^\*+[A-Za-z0-9]{0,4}$/.test(text('vendor_account'))
        ? null
        : text('vendor_account') || null,
      entityName: text('entity_name') || null,
      homeSubcategory: (text('home_subcategory') || null) as TExpenseInput['homeSubcategory'],
      outstandingLoanBalanceCents: balance,
      address: hasAddress
        ? {
            street: text('address_street'),
            city: text('address_city'),
            state: text('address_state'),
            zip: text('address_zip'),
          }
        : null,
    },
  };
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** An obligation as a CSV row; the vendor account only masked (a file is easy to leak). */
export function expenseToCsvValues(expense: TExpense): string[] {
  return [
    expense.category,
    expense.vendor,
    dollars(expense.costCents),
    expense.frequency,
    expense.description ?? '',
    expense.bankAccount ?? '',
    expense.isAutoPay ? 'yes' : 'no',
    expense.autoPayDate === null ? '' : String(expense.autoPayDate),
    expense.website ?? '',
    expense.vendorAccountLast4 ? `****${expense.vendorAccountLast4}` : '',
    expense.entityName ?? '',
    expense.homeSubcategory ?? '',
    dollars(expense.outstandingLoanBalanceCents),
    expense.address?.street ?? '',
    expense.address?.city ?? '',
    expense.address?.state ?? '',
    expense.address?.zip ?? '',
  ];
}
