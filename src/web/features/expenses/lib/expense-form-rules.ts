import type { Category, HomeSubcategory } from '@shared/finance/categories';
import type { AddressSuggestion } from './expense-suggestions';
import { NEW_CHOICE, type ExpenseFormValues } from './expense-form-values';

type Patch = Partial<ExpenseFormValues>;

/**
 * Spec §4: changing the category clears the entity and sets its choice back to "new"; away from
 * home it also clears the home subcategory and the outstanding balance.
 */
export function afterCategoryChange(category: Category | ''): Patch {
  const patch: Patch = { category, entityName: '', entityChoice: NEW_CHOICE };
  if (category !== 'home') {
    patch.homeSubcategory = '';
    patch.outstandingBalanceCents = 0;
  }
  return patch;
}

/** Spec §4: a subcategory other than Mortgage has no outstanding loan balance. */
export function afterSubcategoryChange(homeSubcategory: HomeSubcategory | ''): Patch {
  return homeSubcategory === 'Mortgage'
    ? { homeSubcategory }
    : { homeSubcategory, outstandingBalanceCents: 0 };
}

/** Spec §4: turning auto-pay off clears the auto-pay day. */
export function afterAutoPayChange(isAutoPay: boolean): Patch {
  return isAutoPay ? { isAutoPay } : { isAutoPay, autoPayDate: '' };
}

/**
 * Choosing an address copies its parts (they are what is saved); "New address" starts empty so
 * the four parts are typed, not silently inherited from the previous choice.
 */
export function afterAddressChoice(
  choice: string,
  suggestions: readonly AddressSuggestion[],
): Patch {
  const chosen = suggestions.find((suggestion) => suggestion.full === choice);
  if (chosen) {
    const { street, city, state, zip } = chosen;
    return { addressChoice: choice, street, city, state, zip };
  }
  return { addressChoice: choice, street: '', city: '', state: '', zip: '' };
}

/** Spec §5: the last 4 digits of a new bank account, digits only, at most 4. */
export function sanitizeLastFour(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}
