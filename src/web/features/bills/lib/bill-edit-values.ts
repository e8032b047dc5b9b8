import { fullAddress, type TAddress } from '@shared/finance/address';
import type { Category, HomeSubcategory } from '@shared/finance/categories';
import type { BillDraft } from './bill-draft';
import { draftProblems } from './draft-problems';

/** The value of the address list that means "type a new one". */
export const NEW_ADDRESS = '__new__';

/** An address the household already has (from its obligations, accounts and properties). */
export type AddressOption = TAddress & { full: string };

/** A review card's edit form: text as typed, the address chosen or typed, money in cents. */
export type BillEditValues = {
  vendor: string;
  costCents: number;
  category: Category;
  homeSubcategory: HomeSubcategory | '';
  /** '' none chosen, an option's full address, or NEW_ADDRESS with the parts below. */
  addressChoice: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  isAutoPay: boolean;
  /** '' or "1"…"31". */
  autoPayDate: string;
  accountNumber: string;
  description: string;
};
export type BillEditField = keyof BillEditValues;

export function draftToEditValues(
  draft: BillDraft,
  options: readonly AddressOption[],
): BillEditValues {
  const address = draft.address;
  const known = address ? options.find((option) => option.full === fullAddress(address)) : null;
  return {
    vendor: draft.vendor,
    costCents: draft.costCents,
    category: draft.category,
    homeSubcategory: draft.homeSubcategory ?? '',
    addressChoice: known ? known.full : address || options.length === 0 ? NEW_ADDRESS : '',
    street: draft.address?.street ?? '',
    city: draft.address?.city ?? '',
    state: draft.address?.state ?? '',
    zip: draft.address?.zip ?? '',
    isAutoPay: draft.isAutoPay,
    autoPayDate: draft.isAutoPay && draft.autoPayDate ? String(draft.autoPayDate) : '',
    accountNumber: draft.accountNumber,
    description: draft.description,
  };
}

function chosenAddress(values: BillEditValues, options: readonly AddressOption[]): TAddress | null {
  if (values.category !== 'home' || values.addressChoice === '') return null;
  if (values.addressChoice === NEW_ADDRESS) {
    const { street, city, state, zip } = values;
    return street || city || state || zip ? { street, city, state, zip } : null;
  }
  const option = options.find((candidate) => candidate.full === values.addressChoice);
  return option
    ? { street: option.street, city: option.city, state: option.state, zip: option.zip }
    : null;
}

export function editValuesToDraft(
  values: BillEditValues,
  draft: BillDraft,
  options: readonly AddressOption[],
): BillDraft {
  const isHome = values.category === 'home';
  return {
    ...draft,
    vendor: values.vendor,
    costCents: values.costCents,
    category: values.category,
    homeSubcategory: isHome && values.homeSubcategory ? values.homeSubcategory : null,
    address: chosenAddress(values, options),
    isAutoPay: values.isAutoPay,
    autoPayDate: values.isAutoPay && values.autoPayDate ? Number(values.autoPayDate) : null,
    accountNumber: values.accountNumber,
    description: values.description,
  };
}

/** Where an obligation field's problem is shown in the edit form. */
export function editFieldOf(path: string, values: BillEditValues): BillEditField | null {
  if (path === 'address') return values.addressChoice === NEW_ADDRESS ? 'street' : 'addressChoice';
  if (path.startsWith('address.')) {
    const part = path.slice('address.'.length);
    return part === 'street' || part === 'city' || part === 'state' || part === 'zip'
      ? part
      : 'street';
  }
  const fields: Record<string, BillEditField> = {
    vendor: 'vendor',
    costCents: 'costCents',
    category: 'category',
    homeSubcategory: 'homeSubcategory',
    autoPayDate: 'autoPayDate',
    vendorAccount: 'accountNumber',
    description: 'description',
  };
  return fields[path] ?? null;
}

/** The edit form's problems, by the same rules as saving (draftProblems). */
export function editProblems(
  values: BillEditValues,
  draft: BillDraft,
  options: readonly AddressOption[],
): Partial<Record<BillEditField, string>> {
  const problems: Partial<Record<BillEditField, string>> = {};
  for (const [path, message] of Object.entries(
    draftProblems(editValuesToDraft(values, draft, options)),
  )) {
    const field = editFieldOf(path, values) ?? 'vendor';
    problems[field] ??= message;
  }
  return problems;
}
