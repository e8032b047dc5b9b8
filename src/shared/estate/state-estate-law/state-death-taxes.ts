import { page, type TLawSource, type TStateLawTask } from './law-source';

/** A state estate tax's exclusion amount for the deaths of one period (both ends included). */
export type TExclusionAmount = {
  cents: number;
  deathsFrom: string;
  deathsThrough: string;
  /** "2026" */
  year: string;
  sources: readonly TLawSource[];
};

export type TStateDeathTax = TStateLawTask & {
  kind: 'estate_tax' | 'inheritance_tax';
  /** Months after the death the return and tax are due; null when no source read says. */
  dueMonths: number | null;
  /** Estate taxes only: the amount above which a return is due, by year of death. */
  exclusions: readonly TExclusionAmount[];
};

const NY_TAX_PAGE = page(
  'Estate tax (New York State Department of Taxation and Finance)',
  'https://tax.ny.gov/pit/estate/etidx.htm',
);

export const STATE_DEATH_TAXES: readonly TStateDeathTax[] = [
  {
    state: 'PA',
    kind: 'inheritance_tax',
    title: 'File the Pennsylvania inheritance tax return and pay the tax',
    text: 'Pennsylvania taxes almost everything the decedent owned, whoever inherits it: 0% to a spouse, 4.5% to children, grandchildren and parents, 12% to brothers and sisters, 15% to others. The tax is due at death and becomes delinquent 9 months after it; the part paid within 3 months of the death gets a 5% discount. The return is filed with the Register of Wills.',
    dueMonths: 9,
    exclusions: [],
    citation: 'Inheritance and Estate Tax Act (Tax Reform Code of 1971, Art. XXI, 72 P.S.)',
    sources: [
      page(
        'Pennsylvania Inheritance Tax FAQ (York County Register of Wills)',
        'https://www.yorkcountypa.gov/FAQ.aspx?QID=149',
      ),
      page(
        'Freidel Estate (Pa. Orphans’ Court), quoting the inheritance tax statute on the 5% early-payment discount',
        'https://cetient.com/case/6385715/freidel-estate',
      ),
      page(
        'What is the Pennsylvania Inheritance Tax? (Stark & Stark, Pennsylvania Law Blog)',
        'https://palawblog.stark-stark.com/2009/04/articles/trusts-estates/what-is-the-pennsylvania-inheritance-tax/',
      ),
    ],
  },
  {
    state: 'NY',
    kind: 'estate_tax',
    title: 'File the New York estate tax return if the estate is above the exclusion (Form ET-706)',
    text: 'New York: the estate of a resident files a New York estate tax return (Form ET-706) when the federal gross estate plus taxable gifts of the last three years exceeds the basic exclusion amount for the year of death. The return and any tax are due 9 months after the death; Form ET-133 asks for an extension. New York has no portability of a spouse’s unused exclusion.',
    dueMonths: 9,
    exclusions: [
      {
        cents: 716_000_000,
        deathsFrom: '2025-01-01',
        deathsThrough: '2025-12-31',
        year: '2025',
        sources: [NY_TAX_PAGE],
      },
      {
        cents: 735_000_000,
        deathsFrom: '2026-01-01',
        deathsThrough: '2026-12-31',
        year: '2026',
        sources: [
          page(
            'Tax exposure in New York (EstateRiskIQ)',
            'https://www.estateriskiq.com/states/new-york/risk/tax',
          ),
        ],
      },
    ],
    citation: 'N.Y. Tax Law art. 26 (Form ET-706)',
    sources: [
      NY_TAX_PAGE,
      page(
        'New York Estate Tax — Forms & Deadlines (TaxRep, Oct. 2025)',
        'https://taxrep.us/tax_guide/u-s-inheritance-wealth-and-property-tax-guide/u-s-estate-inheritance-tax-guide/us-state-inheritance-and-estate-tax-guide/new-york-estate-tax-guide/new-york-estate-tax-forms-deadlines',
      ),
      page(
        'New York State Enacts Several Modifications to Estate Tax Law (National Law Review)',
        'http://natlawreview.com/article/new-york-state-enacts-several-modifications-to-estate-tax-law',
      ),
    ],
  },
  {
    state: 'IL',
    kind: 'estate_tax',
    title: 'File the Illinois estate tax return if the estate is above the exclusion (Form 700)',
    text: 'Illinois: when the estate’s gross value, with adjusted taxable gifts, exceeds the Illinois exclusion amount, an Illinois Form 700 is filed with the Attorney General, whether or not a federal return is required. The exclusion works as a threshold, not a credit.',
    dueMonths: 9,
    exclusions: [
      {
        cents: 400_000_000,
        deathsFrom: '2019-01-01',
        deathsThrough: '2019-12-31',
        year: '2019',
        sources: [
          page(
            'Illinois Form 700 instructions for 2019 deaths (Attorney General, copy on fill.io)',
            'https://fill.io/FORM-700-STATE-OF-ILLINOIS-ESTATE-GENERATION-SKIPPING',
          ),
        ],
      },
      {
        cents: 400_000_000,
        deathsFrom: '2023-01-01',
        deathsThrough: '2023-12-31',
        year: '2023',
        sources: [
          page(
            'Illinois AG Issues Notice, Fact Sheet Regarding 2023 State Estate Tax (Bloomberg Tax)',
            'https://news.bloombergtax.com/daily-tax-report-state/illinois-ag-issues-notice-fact-sheet-regarding-2023-state-estate-tax',
          ),
        ],
      },
    ],
    citation: 'Illinois Estate and Generation-Skipping Transfer Tax Act (35 ILCS 405)',
    sources: [
      page(
        'Tax exposure in Illinois (EstateRiskIQ): due nine months after death',
        'https://www.estateriskiq.com/states/illinois/risk/tax',
      ),
      page(
        'Illinois bill summary, Estate Tax Threshold Fix Law (35 ILCS 405/2), 104th General Assembly (FastDemocracy)',
        'https://fastdemocracy.com/bill-summary/?billsummary_id=ILB00084696&billsummary_session=104th&billsummary_state=il',
      ),
    ],
  },
];

/**
 * Which states tax estates or inheritances at all, from one undated 50-state table (cross-checked
 * with a 2023 list that also named Iowa's inheritance tax). Maryland has both.
 */
export const ESTATE_TAX_STATES = [
  'CT',
  'DC',
  'HI',
  'IL',
  'ME',
  'MD',
  'MA',
  'MN',
  'NY',
  'OR',
  'RI',
  'VT',
  'WA',
];
export const INHERITANCE_TAX_STATES = ['KY', 'MD', 'NE', 'NJ', 'PA'];
export const DEATH_TAX_TABLE_SOURCES: readonly TLawSource[] = [
  page(
    'State estate tax: the 50 states + DC (My Family Matters)',
    'https://myfamilymatters.com/guides/state-estate-tax/',
  ),
  page(
    'Which states have an estate or inheritance tax? (IRS Tax App, 2023)',
    'https://www.irstaxapp.com/faq/which-states-have-an-estate-or-inheritance-tax/',
  ),
];

export type TStateDeathTaxStatus =
  | { status: 'cited'; tax: TStateDeathTax }
  /** The state taxes estates or inheritances but no figures were read: unverified. */
  | { status: 'unverified'; kinds: readonly ('estate_tax' | 'inheritance_tax')[] }
  | { status: 'none' }
  | { status: 'unknown' };

export function stateDeathTaxOf(state: string | null): TStateDeathTaxStatus {
  if (!state) return { status: 'unknown' };
  const tax = STATE_DEATH_TAXES.find((each) => each.state === state);
  if (tax) return { status: 'cited', tax };
  const kinds = [
    ...(ESTATE_TAX_STATES.includes(state) ? (['estate_tax'] as const) : []),
    ...(INHERITANCE_TAX_STATES.includes(state) ? (['inheritance_tax'] as const) : []),
  ];
  return kinds.length > 0 ? { status: 'unverified', kinds } : { status: 'none' };
}

/**
 * The exclusion amount for a death on this day, else the latest amount read with `exact: false`
 * (the product then says the year's amount is unverified); null for a tax without amounts.
 */
export function exclusionOn(
  tax: TStateDeathTax,
  deathOn: string,
): { amount: TExclusionAmount; exact: boolean } | null {
  const exact = tax.exclusions.find(
    (each) => each.deathsFrom <= deathOn && deathOn <= each.deathsThrough,
  );
  if (exact) return { amount: exact, exact: true };
  const latest = tax.exclusions.at(-1);
  return latest ? { amount: latest, exact: false } : null;
}
