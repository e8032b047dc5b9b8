import type { Category, HomeSubcategory } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { Frequency } from '@shared/finance/frequency';
import { maskLastFour } from '@shared/finance/sensitive-number';
import type { CategoryFilter } from './expense-filters';

/** The value of a suggestion dropdown that means "type a new one". */
export const NEW_CHOICE = '__new__';

/**
 * The obligation form as the user fills it in. Money is already cents (the currency input turns
 * text into cents as it is typed); choices from suggestion lists are kept apart from what is typed
 * for a new entry (spec §3 "form-only": address_selection, entity_selection, bank_account_last_4).
 */
export type ExpenseFormValues = {
  category: Category | '';
  vendor: string;
  costCents: number;
  frequency: Frequency;
  description: string;
  /** '' none, an existing account's text, or NEW_CHOICE. */
  bankAccountChoice: string;
  newBankName: string;
  newBankLast4: string;
  isAutoPay: boolean;
  /** '' or "1"…"31". */
  autoPayDate: string;
  website: string;
  /** On edit it starts as the stored number masked ("****1234"); only a change is sent. */
  vendorAccount: string;
  /** A suggested name, or NEW_CHOICE with the name typed into `entityName`. */
  entityChoice: string;
  entityName: string;
  homeSubcategory: HomeSubcategory | '';
  outstandingBalanceCents: number;
  /** '' none chosen, a suggested full address, or NEW_CHOICE. The parts below are what is saved. */
  addressChoice: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The attached document (`/api/documents/{id}/open`), or null; Remove sets it to null. */
  documentUrl: string | null;
};

export type ExpenseFormField = keyof ExpenseFormValues;

/**
 * A blank form. Spec §4: the category defaults to the screen's filter unless it is All. Without
 * any address to choose from, the address starts as a new one.
 */
export function blankExpenseForm(
  filter: CategoryFilter,
  { hasAddressSuggestions }: { hasAddressSuggestions: boolean },
): ExpenseFormValues {
  return {
    category: filter === 'all' ? '' : filter,
    vendor: '',
    costCents: 0,
    frequency: 'monthly',
    description: '',
    bankAccountChoice: '',
    newBankName: '',
    newBankLast4: '',
    isAutoPay: false,
    autoPayDate: '',
    website: '',
    vendorAccount: '',
    entityChoice: NEW_CHOICE,
    entityName: '',
    homeSubcategory: '',
    outstandingBalanceCents: 0,
    addressChoice: hasAddressSuggestions ? '' : NEW_CHOICE,
    street: '',
    city: '',
    state: '',
    zip: '',
    documentUrl: null,
  };
}

/** The form filled in from a saved obligation; its entity and address are picked in the lists. */
export function expenseToFormValues(expense: TExpense): ExpenseFormValues {
  return {
    category: expense.category,
    vendor: expense.vendor,
    costCents: expense.costCents,
    frequency: expense.frequency,
    description: expense.description ?? '',
    bankAccountChoice: expense.bankAccount ?? '',
    newBankName: '',
    newBankLast4: '',
    isAutoPay: expense.isAutoPay,
    autoPayDate: expense.isAutoPay && expense.autoPayDate ? String(expense.autoPayDate) : '',
    website: expense.website ?? '',
    vendorAccount: maskLastFour(expense.vendorAccountLast4),
    entityChoice: expense.entityName ?? NEW_CHOICE,
    entityName: '',
    homeSubcategory: expense.homeSubcategory ?? '',
    outstandingBalanceCents: expense.outstandingLoanBalanceCents ?? 0,
    addressChoice: expense.address ? expense.address.full : NEW_CHOICE,
    street: expense.address?.street ?? '',
    city: expense.address?.city ?? '',
    state: expense.address?.state ?? '',
    zip: expense.address?.zip ?? '',
    documentUrl: expense.documentUrl,
  };
}
