import { CATEGORY_LABELS, type Category } from '@shared/finance/categories';

/**
 * "How to cancel or transfer" for each group of obligations. Deliberately general: Nido knows
 * the kind of bill, not each vendor's procedure, so the binder points to what the family has
 * (the website and the account) and says what usually happens to that kind of bill.
 */
const BY_HOME_SUBCATEGORY: Record<string, string> = {
  Utilities:
    'Utilities: transfer the service to whoever keeps the home, or close the account when the home is sold or left empty. Ask for a final reading and bill.',
  Rent: 'Rent: tell the landlord; the lease says how much notice ending it takes.',
  Mortgage:
    'Mortgage: tell the lender; the loan stays due until the home is sold, refinanced or taken over by whoever keeps it.',
  'Home Insurance':
    'Home insurance: keep it in force while the home is owned; tell the insurer who owns the home now.',
  HOA: 'HOA: tell the association who owns the home now; the dues go with the home.',
};

const BY_CATEGORY: Record<Category, string> = {
  home: 'Home: transfer to whoever keeps the home, or close when it is sold.',
  auto: 'Auto: transfer with the vehicle’s title, or cancel when the vehicle is sold.',
  insurance:
    'Insurance: tell the insurer; cancel what nobody needs any more, or change the named insured. A life policy pays its beneficiaries when they file a claim.',
  kids: 'Kids: transfer to whoever now cares for the child, or cancel.',
  other: 'Subscriptions and other services: cancel, or transfer to whoever takes them over.',
};

/** Spec §3: older categories are kept as Other; their guidance says what they are. */
const LEGACY: Record<string, string> = {
  utilities: BY_HOME_SUBCATEGORY.Utilities ?? BY_CATEGORY.other,
  phone: 'Phone: transfer the line to whoever keeps the number, or cancel it.',
  entertainment: BY_CATEGORY.other,
  food: BY_CATEGORY.other,
};

function knownCategory(category: string): Category {
  return category in CATEGORY_LABELS ? (category as Category) : 'other';
}

/** The heading of an obligation group: "Home · Utilities", "Auto", "Other". */
export function obligationGroupLabel(category: string, homeSubcategory: string | null): string {
  const label = CATEGORY_LABELS[knownCategory(category)];
  if (category in LEGACY) return `${label} · ${category[0]?.toUpperCase()}${category.slice(1)}`;
  return category === 'home' && homeSubcategory ? `${label} · ${homeSubcategory}` : label;
}

/** The one line of guidance for a group of obligations. */
export function obligationGuidance(category: string, homeSubcategory: string | null): string {
  if (category === 'home' && homeSubcategory && BY_HOME_SUBCATEGORY[homeSubcategory])
    return BY_HOME_SUBCATEGORY[homeSubcategory];
  return LEGACY[category] ?? BY_CATEGORY[knownCategory(category)];
}
