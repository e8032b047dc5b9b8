import { ENTITY_LABELS } from '@shared/finance/categories';
import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { NEW_CHOICE, type ExpenseFormValues } from './expense-form-values';
import { newBankAccountText } from './expense-suggestions';

const orNull = (text: string) => text.trim() || null;

/** Only what the user changed is sent for the vendor account: the form never saw the number. */
export function vendorAccountChanged(
  values: ExpenseFormValues,
  original: TExpense | null,
): boolean {
  return values.vendorAccount !== maskLastFour(original?.vendorAccountLast4);
}

/**
 * The form → the API's obligation (money in cents). Fields that do not belong to the category are
 * not sent; the API schema clears them too, so the rules hold even if this were wrong. The
 * attached document is the form's (null once removed: the server then deletes the stored file).
 * On edit the vendor account is omitted unless changed, which keeps the stored number; clearing
 * it sends null, which removes it.
 */
export function toExpenseInput(
  values: ExpenseFormValues,
  original: TExpense | null,
): TExpenseInput {
  const isHome = values.category === 'home';
  const hasEntity = values.category !== '' && Boolean(ENTITY_LABELS[values.category]);
  const isMortgage = isHome && values.homeSubcategory === 'Mortgage';
  const bankAccount =
    values.bankAccountChoice === NEW_CHOICE
      ? newBankAccountText(values.newBankName, values.newBankLast4)
      : values.bankAccountChoice;
  const entityName = values.entityChoice === NEW_CHOICE ? values.entityName : values.entityChoice;
  const input: TExpenseInput = {
    // The API answers an empty category with its own message ("Choose a category").
    category: values.category as TExpenseInput['category'],
    vendor: values.vendor.trim(),
    costCents: values.costCents,
    frequency: values.frequency,
    description: orNull(values.description),
    bankAccount: orNull(bankAccount),
    isAutoPay: values.isAutoPay,
    autoPayDate: values.isAutoPay && values.autoPayDate ? Number(values.autoPayDate) : null,
    website: orNull(values.website),
    documentUrl: values.documentUrl,
    entityName: hasEntity ? orNull(entityName) : null,
    homeSubcategory: isHome && values.homeSubcategory ? values.homeSubcategory : null,
    outstandingLoanBalanceCents:
      isMortgage && values.outstandingBalanceCents > 0 ? values.outstandingBalanceCents : null,
    address:
      isHome && values.addressChoice
        ? {
            street: values.street.trim(),
            city: values.city.trim(),
            state: values.state.trim(),
            zip: values.zip.trim(),
          }
        : null,
  };
  if (vendorAccountChanged(values, original)) input.vendorAccount = orNull(values.vendorAccount);
  return input;
}
