import { ZExpenseInput } from '@shared/finance/expense-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import { NEW_CHOICE, type ExpenseFormField, type ExpenseFormValues } from './expense-form-values';
import { toExpenseInput } from './expense-form-payload';

export type ExpenseFormErrors = Partial<Record<ExpenseFormField, string>>;

const ADDRESS_PARTS = ['street', 'city', 'state', 'zip'] as const;

/**
 * Where a message about an API field (a path such as "address.zip", from the shared schema or
 * from the server) is shown in the form: an address part at its input when the address is being
 * typed, otherwise at the address dropdown; the entity and bank account where they were entered.
 */
export function formFieldForApiPath(
  path: string,
  values: ExpenseFormValues,
): ExpenseFormField | null {
  const [head, part] = path.split('.');
  switch (head) {
    case 'category':
    case 'vendor':
    case 'costCents':
    case 'frequency':
    case 'description':
    case 'isAutoPay':
    case 'autoPayDate':
    case 'website':
    case 'vendorAccount':
    case 'homeSubcategory':
    case 'documentUrl':
      return head;
    case 'outstandingLoanBalanceCents':
      return 'outstandingBalanceCents';
    case 'bankAccount':
      return values.bankAccountChoice === NEW_CHOICE ? 'newBankName' : 'bankAccountChoice';
    case 'entityName':
      return values.entityChoice === NEW_CHOICE ? 'entityName' : 'entityChoice';
    case 'address':
      return values.addressChoice === NEW_CHOICE &&
        (ADDRESS_PARTS as readonly string[]).includes(part ?? '')
        ? (part as (typeof ADDRESS_PARTS)[number])
        : 'addressChoice';
    default:
      return null;
  }
}

/** A new bank account is typed as a name and its last 4 digits, each needed. */
function newBankAccountErrors(values: ExpenseFormValues): ExpenseFormErrors {
  if (values.bankAccountChoice !== NEW_CHOICE) return {};
  const errors: ExpenseFormErrors = {};
  if (!values.newBankName.trim()) errors.newBankName = 'Enter the name of the account';
  if (!/^\d{4}$/.test(values.newBankLast4))
    errors.newBankLast4 = 'Enter the last 4 digits of the account';
  return errors;
}

/**
 * Spec §5 obligation rules, checked with the API's own schema so the form and the server never
 * disagree: category and vendor are required, a home needs an address, a new address needs all
 * four parts, the auto-pay day is 1 to 31, a bank account keeps no more than the last 4 digits of
 * a number. The form adds its own: a new bank account needs a name and its last 4 digits. The
 * first message for each field wins.
 */
export function validateExpenseForm(
  values: ExpenseFormValues,
  original: TExpense | null,
): ExpenseFormErrors {
  const newBankAccount = newBankAccountErrors(values);
  const errors: ExpenseFormErrors = {};
  const result = ZExpenseInput.safeParse(toExpenseInput(values, original));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldForApiPath(issue.path.map(String).join('.'), values);
      // A part left out spoils the "Name ****1234" text; the message says which part, not that.
      if (field === 'newBankName' && Object.keys(newBankAccount).length > 0) continue;
      if (field) errors[field] ??= issue.message;
    }
  }
  return { ...errors, ...newBankAccount };
}
