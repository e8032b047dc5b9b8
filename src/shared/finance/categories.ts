export const CATEGORIES = ['home', 'auto', 'insurance', 'kids', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Spec §9 category labels. */
export const CATEGORY_LABELS: Record<Category, string> = {
  home: 'Home',
  auto: 'Auto',
  insurance: 'Insurance',
  kids: 'Kids',
  other: 'Other',
};

/** Spec §9 colours: home blue, auto pink, insurance green, kids orange, other purple. */
export const CATEGORY_COLORS: Record<Category, string> = {
  home: '#2563eb',
  auto: '#db2777',
  insurance: '#16a34a',
  kids: '#ea580c',
  other: '#7c3aed',
};

/** Spec §3: categories seen in older data; they are kept as Other. */
export const LEGACY_CATEGORIES = ['phone', 'utilities', 'entertainment', 'food'] as const;

/** What the entity of a category is called (spec §2: Vehicle, Child, Insured). */
export const ENTITY_LABELS: Partial<Record<Category, string>> = {
  auto: 'Vehicle',
  kids: 'Child',
  insurance: 'Insured',
};

export const HOME_SUBCATEGORIES = [
  'Rent',
  'Mortgage',
  'Home Insurance',
  'HOA',
  'Utilities',
  'Other',
] as const;
export type HomeSubcategory = (typeof HOME_SUBCATEGORIES)[number];
