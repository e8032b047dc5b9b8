import type { TAsset } from '@shared/finance/asset-schemas';
import { bankAccountLabel, bankAccountProblem } from '@shared/finance/bank-account-text';
import type { TAddress } from '@shared/finance/address';
import type { Category } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Distinct non-blank texts (first spelling wins), sorted for finding by eye. */
function distinctSorted(values: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !seen.has(normalise(text))) seen.set(normalise(text), text);
  }
  return [...seen.values()].sort(collator.compare);
}

/**
 * Spec §5: the bank account dropdown merges the obligations' bank accounts with the household's
 * checking and savings accounts. Texts the API would refuse (older rows holding a whole card
 * number) are not offered.
 */
export function bankAccountOptions(
  expenses: readonly Pick<TExpense, 'bankAccount'>[],
  assets: readonly TAsset[],
): string[] {
  return distinctSorted([
    ...expenses.map((expense) => expense.bankAccount),
    ...assets
      .filter((asset) => asset.type === 'checking' || asset.type === 'savings')
      .map(bankAccountLabel),
  ]).filter((text) => bankAccountProblem(text) === null);
}

/** Spec §3: a new bank account is stored as "Name ****1234". */
export function newBankAccountText(name: string, lastFour: string): string {
  return `${name.trim()} ${maskLastFour(lastFour)}`.trim();
}

export type AddressSuggestion = TAddress & { full: string };

/**
 * Spec §5: home addresses merged from the obligations, the household's home assets and its home
 * properties, one per full address.
 */
export function addressSuggestions(
  expenses: readonly Pick<TExpense, 'address'>[],
  assets: readonly Pick<TAsset, 'type' | 'address'>[],
  properties: readonly TProperty[],
): AddressSuggestion[] {
  const byFull = new Map<string, AddressSuggestion>();
  const add = (address: AddressSuggestion | null | undefined) => {
    if (address?.full.trim() && !byFull.has(normalise(address.full)))
      byFull.set(normalise(address.full), address);
  };
  expenses.forEach((expense) => add(expense.address));
  assets.filter((asset) => asset.type === 'home').forEach((asset) => add(asset.address));
  properties.forEach((property) => add(property.kind === 'home' ? property.address : null));
  return [...byFull.values()]
    .map(({ full, street, city, state, zip }) => ({ full, street, city, state, zip }))
    .sort((a, b) => collator.compare(a.full, b.full));
}

/** Spec §5: vehicle, child and insured suggestions from the names used in that category. */
export function entitySuggestions(
  expenses: readonly Pick<TExpense, 'category' | 'entityName'>[],
  category: Category | '',
): string[] {
  return distinctSorted(
    expenses.filter((expense) => expense.category === category).map((e) => e.entityName),
  );
}
