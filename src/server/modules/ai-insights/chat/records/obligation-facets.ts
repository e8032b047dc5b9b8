/**
 * The kinds of spending a question can name without naming a record: the categories (spec §9)
 * and the home subcategories. An obligation has a facet when its category says so or when its
 * own words do ("GEICO", category Auto, "Auto insurance" is both auto and insurance), so
 * "car insurance" finds it whichever category it was filed under.
 */
export type Facet = {
  id: string;
  /** How an answer names it: "on insurance", "for the cars". */
  label: string;
  /** Words in the question that name it. */
  asked: RegExp;
  /** Words an obligation's bag holds when it has the facet. */
  words: readonly string[];
  /** The list the Monthly Expenses screen opens for it. */
  href: string;
};

/** The word in the bag of an obligation paid by subscription (subscription-services.ts). */
export const SUBSCRIPTION_WORD = '#subscription';
/** The word in the bag of an obligation that pays a loan (obligation-subject.ts). */
export const LOAN_WORD = '#loan';

export const FACETS: readonly Facet[] = [
  {
    id: 'auto',
    label: 'your vehicles',
    asked: /\b(auto|autos|car|cars|vehicle|vehicles|automobile)\b/,
    words: ['auto', 'car', 'vehicle', 'automobile'],
    href: '/expenses?category=auto',
  },
  {
    id: 'insurance',
    label: 'insurance',
    asked: /\b(insurance|insurer|insurers|premium|premiums|policy|policies|insure|insuring)\b/,
    words: ['insurance', 'insurer', 'premium'],
    href: '/expenses?category=insurance',
  },
  {
    id: 'kids',
    label: 'the kids',
    asked: /\b(kids|kid|children|child|childrens)\b/,
    words: ['kids', 'kid', 'child', 'children'],
    href: '/expenses?category=kids',
  },
  {
    id: 'mortgage',
    label: 'the mortgage',
    asked: /\bmortgages?\b/,
    words: ['mortgage'],
    href: '/expenses?category=home',
  },
  {
    id: 'rent',
    label: 'rent',
    asked: /\brent\b/,
    words: ['rent'],
    href: '/expenses?category=home',
  },
  {
    // "The car loan payment": a bill that pays one of the household's loans.
    id: 'loan',
    label: 'your loans',
    asked: /\b(loan|loans)\b/,
    words: [LOAN_WORD],
    href: '/loans',
  },
  {
    id: 'hoa',
    label: 'the HOA',
    asked: /\bhoa\b/,
    words: ['hoa'],
    href: '/expenses?category=home',
  },
  {
    id: 'utilities',
    label: 'utilities',
    asked: /\butilit(y|ies)\b/,
    words: ['utilities', 'utility'],
    href: '/expenses?category=home',
  },
  {
    id: 'home',
    label: 'your home',
    asked: /\b(home|homes|house|housing)\b/,
    words: ['home', 'house', 'housing'],
    href: '/expenses?category=home',
  },
  {
    id: 'subscriptions',
    label: 'subscriptions',
    asked: /\b(subscriptions?|subscribed|memberships?)\b/,
    words: [SUBSCRIPTION_WORD],
    href: '/expenses',
  },
  {
    id: 'other',
    label: 'the Other category',
    asked:
      /\b(other|misc\w*) (category|expenses|bills|obligations|costs|stuff|spending)\b|\bcategory other\b|\bon other\b/,
    words: ['#other'],
    href: '/expenses?category=other',
  },
];

/** The facets that are categories of spec §9 (the rest are kinds of home costs, subscriptions). */
const CATEGORY_FACETS: ReadonlySet<string> = new Set([
  'auto',
  'insurance',
  'kids',
  'home',
  'other',
]);

/** "The home category", "category: kids", "category for the cars": the word beside "category". */
const NAMED_CATEGORY =
  /\b(\w+) categor(?:y|ies)\b|\bcategor(?:y|ies) (?:(?:for|of|called|named) )?(?:the )?(\w+)/g;

/** The category facets a question names beside the word "category", if any. */
export function namedCategories(text: string): Facet[] {
  const beside = [...text.matchAll(NAMED_CATEGORY)].flatMap((found) =>
    [found[1], found[2]].filter((word): word is string => !!word),
  );
  return FACETS.filter(
    (facet) =>
      CATEGORY_FACETS.has(facet.id) &&
      beside.some((word) => facet.asked.test(word) || facet.asked.test(`${word} category`)),
  );
}

/** The facets a question names; "home insurance" names two, and both must hold. */
export function askedFacets(text: string): Facet[] {
  // "The home category: mortgages, utilities, HOA, all of it" names the category; the rest are
  // what it holds.
  const categories = namedCategories(text);
  if (categories.length > 0) return categories;
  const asked = FACETS.filter((facet) => facet.asked.test(text));
  // "Mortgage", "rent", "HOA" and "utilities" are kinds of home costs: "house utilities" is one thing.
  const homeKinds = asked.some((facet) =>
    ['mortgage', 'rent', 'hoa', 'utilities'].includes(facet.id),
  );
  return homeKinds ? asked.filter((facet) => facet.id !== 'home') : asked;
}

/** Extra words a category puts in its obligations' bags (spec §9 categories, older ones as Other). */
export function categoryWords(category: string): string[] {
  switch (category) {
    case 'auto':
      return ['auto', 'car', 'vehicle'];
    case 'home':
      return ['home', 'house'];
    case 'insurance':
      return ['insurance'];
    case 'kids':
      return ['kids', 'child'];
    case 'other':
      return ['#other'];
    default:
      // Older data's phone, utilities, entertainment, food are shown as Other (categories.ts).
      return ['#other', category];
  }
}

/**
 * What joins two kinds a question lists: "the mortgage and the HOA", "insurance or tax"; a
 * comma, which normalizing drops, leaves "the mortgage the hoa".
 */
const LIST_JOIN =
  /^\s+((and|or|plus|&|as well as)\s+((the|its|our|their|his|her)\s+)?|(the|its|our|their|his|her)\s+)$/;

/**
 * "The rental between the mortgage and the HOA": kinds listed one after another are each one of
 * the bills asked about, not one bill that is all of them ("home insurance" is both).
 */
export function facetsListed(text: string, facets: readonly Facet[]): boolean {
  if (facets.length < 2) return false;
  const found = facets
    .map((facet) => facet.asked.exec(text))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index);
  if (found.length !== facets.length) return false;
  return found.slice(1).every((match, at) => {
    const before = found[at];
    if (!before) return false;
    return LIST_JOIN.test(text.slice(before.index + before[0].length, match.index));
  });
}
