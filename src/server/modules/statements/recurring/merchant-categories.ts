import type { Category, HomeSubcategory } from '../../../../shared/finance/categories';

type CategoryRule = { category: Category; homeSubcategory: HomeSubcategory | null; words: RegExp };

/**
 * Where a bill is filed, from words of its merchant's name and descriptors: kinds of payee
 * (mortgage, water, daycare) first, then the large US companies whose names say nothing of what
 * they sell (Comcast, Geico). Checked in order, the first that matches wins, so a homeowners
 * policy is Home › Home Insurance before the insurance rule sees it. As in bill scanning
 * (bills/fields/category.ts), internet and TV are Home › Utilities and a phone plan is Other.
 * Anything else, streaming and gyms included, is Other: the product has no category for them.
 */
const RULES: readonly CategoryRule[] = [
  {
    category: 'home',
    homeSubcategory: 'Mortgage',
    words:
      /\b(?:MORTGAGE|MTG|HOME LOANS?|HOME LENDING|ROCKET MORTGAGE|MR\.? COOPER|LOANCARE|PENNYMAC|NEWREZ|SHELLPOINT|QUICKEN LOANS|FREEDOM MORTGAGE)\b/,
  },
  {
    category: 'home',
    homeSubcategory: 'HOA',
    words:
      /\b(?:HOA|POA|HOMEOWNERS? ASS\w*|ASSOCIATION DUES|COMMUNITY ASS\w*|CONDO(?:MINIUM)? ASS\w*|OWNERS ASS\w*)\b/,
  },
  {
    category: 'home',
    homeSubcategory: 'Home Insurance',
    words: /\b(?:HOMEOWNERS? INS\w*|HOME INS\w*|RENTERS? INS\w*|LEMONADE|HIPPO|FLOOD INS\w*)\b/,
  },
  {
    category: 'home',
    homeSubcategory: 'Rent',
    words:
      /\b(?:RENT|RENTPAYMENT|APARTMENTS?|APTS|PROPERTY MGMT|PROPERTY MANAGEMENT|LEASING OFFICE|APPFOLIO|YARDI|RENTCAFE|BILT RENT|AVALONBAY|EQUITY RESIDENTIAL)\b/,
  },
  {
    category: 'home',
    homeSubcategory: 'Utilities',
    words:
      /\b(?:ELECTRIC\w*|ENERGY|POWER|WATER|SEWER|UTILIT\w*|NATURAL GAS|GAS (?:CO|COMPANY|SERVICE)|PG&E|SDG&E|SOCALGAS|CON ?ED|COMED|EDISON|XCEL|DOMINION|NATIONAL GRID|PSE&G|AMEREN|ENTERGY|WASTE|TRASH|REFUSE|GARBAGE|RECYCLING|REPUBLIC SERVICES|INTERNET|BROADBAND|FIBER|CABLE|COMCAST|XFINITY|SPECTRUM|CHARTER COMM\w*|COX COMM\w*|OPTIMUM|FRONTIER|CENTURYLINK|MEDIACOM)\b/,
  },
  {
    category: 'kids',
    homeSubcategory: null,
    words:
      /\b(?:DAY ?CARE|CHILD ?CARE|PRE-?SCHOOL|MONTESSORI|KINDERCARE|BRIGHT HORIZONS|GODDARD|PRIMROSE|TUITION|SCHOOL|TUTOR\w*|KUMON|MATHNASIUM|CAMP|LITTLE GYM|GYMBOREE|NANNY|BABYSIT\w*|SITTER)\b/,
  },
  {
    category: 'auto',
    homeSubcategory: null,
    words:
      /\b(?:AUTO ?LOAN|AUTO FIN\w*|AUTOCARPAY|CAR PAYMENT|TOYOTA (?:FINANCIAL|FIN|MOTOR CREDIT)|TMCC|HONDA (?:FINANCIAL|FIN)|AHFC|FORD (?:CREDIT|MOTOR CR\w*)|GM FINANCIAL|ALLY AUTO|NISSAN (?:MOTOR ACCEPT\w*|FINANCE)|HYUNDAI (?:MOTOR )?FIN\w*|KIA (?:MOTORS )?FIN\w*|BMW FIN\w*|CARMAX AUTO|SANTANDER CONSUMER|DMV|VEHICLE REG\w*|FASTRAK|E-?Z ?PASS|SUNPASS|TOLL\w*|PARKING)\b/,
  },
  {
    category: 'insurance',
    homeSubcategory: null,
    words:
      /\b(?:INSURANCE|INS|ASSURANCE|GEICO|STATE FARM|ALLSTATE|PROGRESSIVE|LIBERTY MUTUAL|FARMERS|NATIONWIDE|USAA|TRAVELERS|AMICA|ERIE|METLIFE|PRUDENTIAL|NORTHWESTERN MUTUAL|NEW YORK LIFE|MASSMUTUAL|JOHN HANCOCK|TRANSAMERICA|AETNA|CIGNA|HUMANA|BLUE CROSS|BLUE SHIELD|BCBS|KAISER|UNITEDHEALTH\w*|UHC|ANTHEM|DELTA DENTAL|AFLAC)\b/,
  },
];

/** The obligation category of a bill from its merchant's name and descriptors; Other if unsure. */
export function categoryOf(
  vendor: string,
  descriptions: readonly string[],
): { category: Category; homeSubcategory: HomeSubcategory | null } {
  const text = [vendor, ...descriptions].join(' ').toUpperCase();
  const rule = RULES.find(({ words }) => words.test(text));
  return rule
    ? { category: rule.category, homeSubcategory: rule.homeSubcategory }
    : { category: 'other', homeSubcategory: null };
}
