import type {
  InstrumentFacts,
  InvestmentAccountFacts,
  PolicyFacts,
} from '@shared/estate/estate-analysis/estate-facts';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import type {
  TBeneficiary,
  THolding,
  TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import { portfolioSummary } from '@shared/investments/valuation';
import type {
  HouseholdSnapshot,
  SearchableText,
  SnapshotLoan,
  SnapshotObligation,
} from '../snapshot/household-snapshot';
import { emptySnapshot, snapshotLoan, snapshotObligation } from '../snapshot/snapshot-fixture';

/**
 * The Riveras, a hand-built household for the chat's tests: Alex and Sam, Emma (9) and Liam (4),
 * a house in Austin, a Toyota Camry and a Honda CR-V, 41 obligations, three loans, two
 * investment accounts, wills, a trust, powers of attorney, a guardian nomination, policies,
 * advisors, documents and guidebook entries. Today is Tuesday, March 10, 2026.
 */
export const TODAY = '2026-03-10';
export const OWNER = '00000000-0000-4000-8000-000000000001';
const SAM = '00000000-0000-4000-8000-000000000002';
const MARIA = '00000000-0000-4000-8000-000000000003';
const DANA = '00000000-0000-4000-8000-000000000004';
const HOME_ADDRESS = '12 Oak St, Austin, TX 78701';
const CHASE = 'Chase ****1234';
const AMEX = 'Amex ****9876';

type ObligationInput = Partial<SnapshotObligation> & {
  id: string;
  vendor: string;
  category: string;
  costCents: number;
};

function obligation(input: ObligationInput): SnapshotObligation {
  return snapshotObligation({
    createdAt: new Date('2025-01-15T12:00:00Z'),
    ...input,
    addressFull: input.category === 'home' ? HOME_ADDRESS : (input.addressFull ?? null),
  });
}

function autopay(bankAccount: string, day: number) {
  return { isAutoPay: true, autoPayDate: day, bankAccount };
}

function scanned(periodStart: string, amountCents: number) {
  return {
    amountCents,
    periodStart,
    recordedAt: new Date(`${periodStart}T12:00:00Z`),
    source: 'bill_scan' as const,
  };
}

export const OBLIGATIONS: SnapshotObligation[] = [
  // Home
  obligation({
    id: 'ob-mortgage',
    vendor: 'Wells Fargo Home Mortgage',
    category: 'home',
    homeSubcategory: 'Mortgage',
    costCents: 245_000,
    ...autopay(CHASE, 1),
    outstandingLoanBalanceCents: 31_245_000,
    hasDocument: true,
  }),
  obligation({
    id: 'ob-electric',
    vendor: 'Austin Energy',
    category: 'home',
    homeSubcategory: 'Utilities',
    description: 'Electricity',
    costCents: 16_420,
    ...autopay(CHASE, 15),
    history: [
      scanned('2025-12-15', 15_210),
      scanned('2026-01-15', 17_980),
      scanned('2026-02-15', 16_420),
    ],
  }),
  obligation({
    id: 'ob-gas',
    vendor: 'Texas Gas Service',
    category: 'home',
    homeSubcategory: 'Utilities',
    description: 'Natural gas',
    costCents: 5_830,
    ...autopay(CHASE, 18),
  }),
  obligation({
    id: 'ob-water',
    vendor: 'Austin Water',
    category: 'home',
    homeSubcategory: 'Utilities',
    description: 'Water and wastewater',
    costCents: 7_245,
    bankAccount: CHASE,
  }),
  obligation({
    id: 'ob-internet',
    vendor: 'Spectrum',
    category: 'home',
    homeSubcategory: 'Utilities',
    description: 'Internet',
    costCents: 8_999,
    ...autopay(AMEX, 22),
  }),
  obligation({
    id: 'ob-hoa',
    vendor: 'Oak Hills HOA',
    category: 'home',
    homeSubcategory: 'HOA',
    costCents: 36_000,
    frequency: 'quarterly',
    createdAt: new Date('2025-01-10T12:00:00Z'),
  }),
  obligation({
    id: 'ob-home-insurance',
    vendor: 'State Farm',
    category: 'home',
    homeSubcategory: 'Home Insurance',
    description: 'Homeowners insurance',
    costCents: 210_000,
    frequency: 'yearly',
    ...autopay(CHASE, 5),
    createdAt: new Date('2025-06-01T12:00:00Z'),
  }),
  obligation({
    id: 'ob-property-tax',
    vendor: 'Travis County Tax Office',
    category: 'home',
    homeSubcategory: 'Other',
    description: 'Property tax',
    costCents: 980_000,
    frequency: 'yearly',
  }),
  obligation({
    id: 'ob-lawn',
    vendor: 'Green Thumb Lawn Care',
    category: 'home',
    homeSubcategory: 'Other',
    costCents: 12_000,
  }),
  obligation({
    id: 'ob-pest',
    vendor: 'Bug Busters Pest Control',
    category: 'home',
    homeSubcategory: 'Other',
    costCents: 9_500,
    frequency: 'quarterly',
    ...autopay(AMEX, 8),
    createdAt: new Date('2025-03-02T12:00:00Z'),
  }),
  obligation({
    id: 'ob-security',
    vendor: 'ADT Security',
    category: 'home',
    homeSubcategory: 'Other',
    costCents: 4_499,
    ...autopay(AMEX, 10),
  }),
  // Auto
  obligation({
    id: 'ob-camry-loan',
    vendor: 'Toyota Financial Services',
    category: 'auto',
    entityName: 'Toyota Camry',
    description: 'Car payment',
    costCents: 38_500,
    ...autopay(CHASE, 20),
  }),
  obligation({
    id: 'ob-camry-insurance',
    vendor: 'GEICO',
    category: 'auto',
    entityName: 'Toyota Camry',
    description: 'Auto insurance',
    costCents: 14_200,
    ...autopay(CHASE, 12),
  }),
  obligation({
    id: 'ob-honda-insurance',
    vendor: 'Progressive',
    category: 'auto',
    entityName: 'Honda CR-V',
    description: 'Auto insurance',
    costCents: 11_800,
    ...autopay(AMEX, 14),
  }),
  obligation({
    id: 'ob-camry-registration',
    vendor: 'Texas DMV',
    category: 'auto',
    entityName: 'Toyota Camry',
    description: 'Registration',
    costCents: 8_500,
    frequency: 'yearly',
    createdAt: new Date('2025-08-15T12:00:00Z'),
  }),
  obligation({
    id: 'ob-honda-registration',
    vendor: 'Texas DMV',
    category: 'auto',
    entityName: 'Honda CR-V',
    description: 'Registration',
    costCents: 8_500,
    frequency: 'yearly',
    createdAt: new Date('2025-10-01T12:00:00Z'),
  }),
  obligation({
    id: 'ob-oil',
    vendor: 'Jiffy Lube',
    category: 'auto',
    entityName: 'Honda CR-V',
    description: 'Oil change',
    costCents: 8_000,
    frequency: 'quarterly',
  }),
  obligation({
    id: 'ob-tolls',
    vendor: 'EZ TAG',
    category: 'auto',
    description: 'Toll tag',
    costCents: 4_000,
    ...autopay(AMEX, 3),
  }),
  // Insurance
  obligation({
    id: 'ob-life-alex',
    vendor: 'Northwestern Mutual',
    category: 'insurance',
    entityName: 'Alex Rivera',
    description: 'Whole life premium',
    costCents: 9_500,
    ...autopay(CHASE, 25),
  }),
  obligation({
    id: 'ob-life-sam',
    vendor: 'Haven Life',
    category: 'insurance',
    entityName: 'Sam Rivera',
    description: 'Term life premium',
    costCents: 4_200,
    ...autopay(CHASE, 25),
  }),
  obligation({
    id: 'ob-health',
    vendor: 'Blue Cross Blue Shield of Texas',
    category: 'insurance',
    description: 'Health insurance',
    costCents: 78_000,
    ...autopay(CHASE, 1),
  }),
  obligation({
    id: 'ob-dental',
    vendor: 'Delta Dental',
    category: 'insurance',
    description: 'Dental insurance',
    costCents: 6_400,
    ...autopay(CHASE, 1),
  }),
  obligation({
    id: 'ob-vision',
    vendor: 'VSP Vision',
    category: 'insurance',
    description: 'Vision plan',
    costCents: 1_800,
    bankAccount: CHASE,
  }),
  obligation({
    id: 'ob-umbrella',
    vendor: 'Chubb',
    category: 'insurance',
    description: 'Umbrella policy',
    costCents: 42_000,
    frequency: 'yearly',
    createdAt: new Date('2025-09-20T12:00:00Z'),
  }),
  // Kids
  obligation({
    id: 'ob-daycare',
    vendor: 'Bright Horizons',
    category: 'kids',
    entityName: 'Liam',
    description: 'Daycare',
    costCents: 145_000,
    ...autopay(CHASE, 1),
  }),
  obligation({
    id: 'ob-soccer',
    vendor: 'Austin Soccer Club',
    category: 'kids',
    entityName: 'Emma',
    description: 'Soccer',
    costCents: 7_500,
  }),
  obligation({
    id: 'ob-piano',
    vendor: 'Melody Music School',
    category: 'kids',
    entityName: 'Emma',
    description: 'Piano lessons',
    costCents: 16_000,
    ...autopay(AMEX, 5),
  }),
  obligation({
    id: 'ob-lunch',
    vendor: 'AISD School Nutrition',
    category: 'kids',
    entityName: 'Emma',
    description: 'School lunch',
    costCents: 4_500,
  }),
  obligation({
    id: 'ob-swim',
    vendor: 'Aqua-Tots Swim School',
    category: 'kids',
    entityName: 'Liam',
    description: 'Swim lessons',
    costCents: 9_800,
    ...autopay(AMEX, 16),
  }),
  obligation({
    id: 'ob-529',
    vendor: 'Vanguard 529 Plan',
    category: 'kids',
    entityName: 'Emma',
    description: 'College savings contribution',
    costCents: 20_000,
    ...autopay(CHASE, 28),
  }),
  obligation({
    id: 'ob-camp',
    vendor: 'Camp Doublecreek',
    category: 'kids',
    entityName: 'Emma',
    description: 'Summer camp',
    costCents: 180_000,
    frequency: 'yearly',
    createdAt: new Date('2025-05-01T12:00:00Z'),
  }),
  // Other
  obligation({
    id: 'ob-phone',
    vendor: 'Verizon Wireless',
    category: 'other',
    description: 'Family cell phone plan',
    costCents: 18_500,
    ...autopay(AMEX, 12),
  }),
  obligation({
    id: 'ob-netflix',
    vendor: 'Netflix',
    category: 'other',
    description: 'Streaming',
    costCents: 2_299,
    ...autopay(AMEX, 18),
  }),
  obligation({
    id: 'ob-spotify',
    vendor: 'Spotify',
    category: 'other',
    description: 'Music streaming',
    costCents: 1_699,
    ...autopay(AMEX, 21),
  }),
  obligation({
    id: 'ob-prime',
    vendor: 'Amazon Prime',
    category: 'other',
    costCents: 13_900,
    frequency: 'yearly',
    ...autopay(AMEX, 9),
    createdAt: new Date('2025-11-09T12:00:00Z'),
  }),
  obligation({
    id: 'ob-gym',
    vendor: 'Planet Fitness',
    category: 'other',
    description: 'Gym membership',
    costCents: 2_499,
    bankAccount: CHASE,
  }),
  obligation({
    id: 'ob-nyt',
    vendor: 'The New York Times',
    category: 'other',
    description: 'News subscription',
    costCents: 2_500,
    ...autopay(AMEX, 27),
  }),
  obligation({
    id: 'ob-icloud',
    vendor: 'Apple iCloud',
    category: 'other',
    description: 'Cloud storage',
    costCents: 999,
    ...autopay(AMEX, 11),
  }),
  obligation({
    id: 'ob-costco',
    vendor: 'Costco',
    category: 'other',
    description: 'Membership',
    costCents: 6_500,
    frequency: 'yearly',
    createdAt: new Date('2025-04-04T12:00:00Z'),
  }),
  obligation({
    id: 'ob-red-cross',
    vendor: 'American Red Cross',
    category: 'other',
    description: 'Monthly donation',
    costCents: 5_000,
  }),
  obligation({
    id: 'ob-student-loan',
    vendor: 'Nelnet',
    category: 'other',
    description: 'Student loan',
    costCents: 15_000,
    bankAccount: CHASE,
  }),
];

export const LOANS: SnapshotLoan[] = [
  snapshotLoan({
    id: 'loan-mortgage',
    ownerId: OWNER,
    relatedExpenseId: 'ob-mortgage',
    propertyId: 'prop-home',
  }),
  {
    id: 'loan-camry',
    ownerId: OWNER,
    loanType: 'auto',
    bankName: 'Toyota Financial Services',
    originalLoanAmountCents: 2_800_000,
    currentOutstandingBalanceCents: 1_420_000,
    interestRateThousandths: 4_900,
    monthlyPaymentCents: 38_500,
    termMonths: 72,
    startDate: '2023-01-15',
    relatedExpenseId: 'ob-camry-loan',
    propertyId: 'prop-camry',
  },
  {
    id: 'loan-student',
    ownerId: OWNER,
    loanType: 'student',
    bankName: 'Nelnet',
    originalLoanAmountCents: 3_500_000,
    currentOutstandingBalanceCents: 890_000,
    interestRateThousandths: null,
    monthlyPaymentCents: 15_000,
    termMonths: null,
    startDate: null,
    relatedExpenseId: 'ob-student-loan',
    propertyId: null,
  },
];

function price(dollars: number, asOf = '2026-03-09') {
  return { priceMicros: Math.round(dollars * 1_000_000), asOf, source: 'manual' as const };
}

function holding(input: Omit<THolding, 'previousPrice'> & { previous?: number }): THolding {
  const { previous, ...rest } = input;
  return { ...rest, previousPrice: previous === undefined ? null : price(previous, '2026-03-06') };
}

const SAM_ALL: TBeneficiary[] = [
  { name: 'Sam Rivera', relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
  {
    name: 'Emma Rivera',
    relationship: 'Daughter',
    tier: 'contingent',
    shareBasisPoints: 5_000,
    minor: true,
  },
  {
    name: 'Liam Rivera',
    relationship: 'Son',
    tier: 'contingent',
    shareBasisPoints: 5_000,
    minor: true,
  },
];

export const INVESTMENTS: TInvestmentAccount[] = [
  investmentAccountFixture({
    id: 'inv-fidelity',
    ownerId: OWNER,
    createdAt: '2024-02-01T12:00:00Z',
    updatedAt: '2026-03-09T12:00:00Z',
    accountName: 'Joint Brokerage',
    ownerName: 'Alex and Sam Rivera',
    holdings: [
      holding({
        id: 'h-vti',
        accountId: 'inv-fidelity',
        symbol: 'VTI',
        name: 'Vanguard Total Stock Market ETF',
        assetClass: 'etf',
        quantity: 120,
        costBasisCents: 2_500_000,
        price: price(265.4),
        previous: 262.1,
      }),
      holding({
        id: 'h-aapl',
        accountId: 'inv-fidelity',
        symbol: 'AAPL',
        name: 'Apple Inc.',
        assetClass: 'stock',
        quantity: 50,
        costBasisCents: 600_000,
        price: price(190.1),
        previous: 193.5,
      }),
      holding({
        id: 'h-bnd',
        accountId: 'inv-fidelity',
        symbol: 'BND',
        name: 'Vanguard Total Bond Market ETF',
        assetClass: 'etf',
        quantity: 80,
        costBasisCents: 640_000,
        price: price(72.5),
      }),
      holding({
        id: 'h-cash',
        accountId: 'inv-fidelity',
        symbol: null,
        name: 'Cash',
        assetClass: 'cash',
        quantity: 5_000,
        costBasisCents: null,
        price: null,
      }),
    ],
  }),
  investmentAccountFixture({
    id: 'inv-401k',
    ownerId: OWNER,
    createdAt: '2024-02-01T12:00:00Z',
    updatedAt: '2026-03-09T12:00:00Z',
    type: 'retirement_401k',
    institutionName: 'Vanguard',
    accountName: 'Alex 401(k)',
    ownerName: 'Alex Rivera',
    designation: 'beneficiaries',
    beneficiaries: SAM_ALL,
    holdings: [
      holding({
        id: 'h-vfiax',
        accountId: 'inv-401k',
        symbol: 'VFIAX',
        name: 'Vanguard 500 Index Admiral',
        assetClass: 'mutual_fund',
        quantity: 300,
        costBasisCents: 9_000_000,
        price: price(480.25),
      }),
      holding({
        id: 'h-vbtlx',
        accountId: 'inv-401k',
        symbol: 'VBTLX',
        name: 'Vanguard Total Bond Market Index Admiral',
        assetClass: 'bond',
        quantity: 2_000,
        costBasisCents: 2_100_000,
        price: price(10.05),
      }),
    ],
  }),
];

/** The people named for one role in an instrument, first choice first. */
function ranked(
  role: TEstatePerson['role'],
  ...people: [name: string, relationship: string, phone?: string][]
): TEstatePerson[] {
  return people.map(([name, relationship, phone = null], rank) => ({
    role,
    rank,
    source: 'other',
    refId: null,
    name,
    relationship,
    phone,
    email: null,
  }));
}

function instrument(
  input: Partial<InstrumentFacts> & Pick<InstrumentFacts, 'id' | 'kind'>,
): InstrumentFacts {
  return {
    ownerId: OWNER,
    variant: 'standard',
    principalName: 'Alex Rivera',
    status: 'signed',
    signedOn: '2024-03-03',
    lastReviewedOn: null,
    reviewEveryMonths: 36,
    people: [],
    funding: [],
    ...input,
  };
}

export const INSTRUMENTS: InstrumentFacts[] = [
  instrument({
    id: 'inst-will-alex',
    kind: 'will',
    variant: 'last_will',
    status: 'stored',
    people: ranked(
      'executor',
      ['Sam Rivera', 'Spouse', '(512) 555-0110'],
      ['Maria Lopez', 'Sister', '(512) 555-0177'],
    ),
  }),
  instrument({
    id: 'inst-will-sam',
    kind: 'will',
    variant: 'last_will',
    principalName: 'Sam Rivera',
    people: ranked('executor', ['Alex Rivera', 'Spouse'], ['Maria Lopez', 'Sister-in-law']),
  }),
  instrument({
    id: 'inst-trust',
    kind: 'trust',
    variant: 'revocable_living',
    status: 'stored',
    people: [
      ...ranked('trustee', ['Alex Rivera', 'Self']),
      ...ranked('successor_trustee', ['Maria Lopez', 'Sister'], ['David Chen', 'Friend']),
    ],
  }),
  instrument({
    id: 'inst-financial-poa',
    kind: 'financial_poa',
    variant: 'durable',
    people: ranked('agent', ['Sam Rivera', 'Spouse'], ['Maria Lopez', 'Sister']),
  }),
  instrument({
    id: 'inst-healthcare-poa',
    kind: 'healthcare_poa',
    status: 'witnessed',
    people: ranked('health_care_agent', ['Sam Rivera', 'Spouse'], ['Maria Lopez', 'Sister']),
  }),
  instrument({
    id: 'inst-guardian',
    kind: 'guardian_nomination',
    people: ranked('guardian', ['Maria Lopez', 'Sister'], ['Carlos Lopez', 'Brother-in-law']),
  }),
  instrument({ id: 'inst-living-will', kind: 'living_will', status: 'drafted', signedOn: null }),
];

export const POLICIES: PolicyFacts[] = [
  {
    id: 'pol-life-alex',
    ownerId: OWNER,
    kind: 'life',
    carrier: 'Northwestern Mutual',
    insuredName: 'Alex Rivera',
    faceAmountCents: 100_000_000,
    beneficiaries: SAM_ALL,
  },
  {
    id: 'pol-life-sam',
    ownerId: OWNER,
    kind: 'life',
    carrier: 'Haven Life',
    insuredName: 'Sam Rivera',
    faceAmountCents: 50_000_000,
    beneficiaries: [
      { name: 'Alex Rivera', relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  },
  {
    id: 'pol-home',
    ownerId: OWNER,
    kind: 'home',
    carrier: 'State Farm',
    insuredName: null,
    faceAmountCents: 52_000_000,
    beneficiaries: [],
  },
  {
    id: 'pol-umbrella',
    ownerId: OWNER,
    kind: 'umbrella',
    carrier: 'Chubb',
    insuredName: null,
    faceAmountCents: 200_000_000,
    beneficiaries: [],
  },
  {
    id: 'pol-auto',
    ownerId: OWNER,
    kind: 'auto',
    carrier: 'GEICO',
    insuredName: null,
    faceAmountCents: null,
    beneficiaries: [],
  },
];

function investmentFacts(account: TInvestmentAccount): InvestmentAccountFacts {
  return {
    id: account.id,
    ownerId: account.ownerId,
    type: account.type,
    institutionName: account.institutionName,
    accountName: account.accountName,
    designation: account.designation,
    beneficiaries: account.beneficiaries,
    valueCents: portfolioSummary([account], TODAY).totalValueCents,
  };
}

export const SEARCHABLE_TEXTS: SearchableText[] = [
  {
    kind: 'document',
    id: 'doc-will',
    ownerId: OWNER,
    title: 'Alex Rivera - Last Will and Testament.pdf',
    text: 'Last Will and Testament of Alex Rivera. I appoint my spouse Sam Rivera as executor.',
    href: '/nido-hub?search=Alex%20Rivera',
  },
  {
    kind: 'document',
    id: 'doc-trust',
    ownerId: OWNER,
    title: 'Rivera Family Revocable Trust.pdf',
    text: 'The Rivera Family Revocable Trust. Trustee: Alex Rivera. Successor trustee: Maria Lopez.',
    href: '/nido-hub?search=Rivera%20Family',
  },
  {
    kind: 'document',
    id: 'doc-camry-title',
    ownerId: OWNER,
    title: 'Toyota Camry title.pdf',
    text: 'Certificate of Title. Texas Department of Motor Vehicles. 2021 Toyota Camry. Owner: Alex Rivera.',
    href: '/nido-hub?search=Toyota%20Camry',
  },
  {
    kind: 'document',
    id: 'doc-deed',
    ownerId: OWNER,
    title: '12 Oak St warranty deed.pdf',
    text: 'General warranty deed for 12 Oak St, Austin, Texas, recorded with Travis County.',
    href: '/nido-hub?search=12%20Oak',
  },
  {
    kind: 'document',
    id: 'doc-passport-emma',
    ownerId: OWNER,
    title: 'Emma passport.jpg',
    text: 'United States of America passport. Emma Rivera.',
    href: '/nido-hub?search=Emma',
  },
  {
    kind: 'document',
    id: 'doc-birth-liam',
    ownerId: OWNER,
    title: 'Liam birth certificate.pdf',
    text: 'Certificate of birth. State of Texas. Liam Rivera.',
    href: '/nido-hub?search=Liam',
  },
  {
    kind: 'document',
    id: 'doc-tax-2024',
    ownerId: OWNER,
    title: '2024 federal tax return.pdf',
    text: 'Form 1040 U.S. Individual Income Tax Return 2024. Married filing jointly.',
    href: '/nido-hub?search=2024',
  },
  {
    kind: 'document',
    id: 'doc-life-policy',
    ownerId: OWNER,
    title: 'Northwestern Mutual policy contract.pdf',
    text: 'Whole life insurance policy contract. Insured: Alex Rivera.',
    href: '/nido-hub?search=Northwestern',
  },
  {
    kind: 'document',
    id: 'doc-mortgage-statement',
    ownerId: OWNER,
    title: 'Wells Fargo mortgage statement Feb 2026.pdf',
    text: 'Mortgage statement. Principal balance and escrow for February 2026.',
    href: '/nido-hub?search=Wells%20Fargo',
  },
  {
    kind: 'guidebook',
    id: 'gb-where',
    ownerId: OWNER,
    title: 'Where things are',
    text: 'The fireproof safe is in the home office closet; Sam knows the code. The car titles for the Camry and the Honda are in the fireproof safe. Our safe deposit box is box 214 at Chase on Main Street, and both keys are in the kitchen drawer. Passports are in the blue folder in the desk.',
    href: '/family-guidebook',
  },
  {
    kind: 'guidebook',
    id: 'gb-pets',
    ownerId: OWNER,
    title: 'Pets',
    text: 'Biscuit the dog sees Dr. Alvarez at Oak Hill Vet. His food is in the garage.',
    href: '/family-guidebook',
  },
  {
    kind: 'guidebook',
    id: 'gb-digital',
    ownerId: OWNER,
    title: 'Digital accounts',
    text: 'The password manager is 1Password; its emergency kit is printed and kept in the fireproof safe.',
    href: '/family-guidebook',
  },
  {
    kind: 'guidebook',
    id: 'gb-wishes',
    ownerId: OWNER,
    title: 'Final wishes',
    text: 'Alex would like a small service and cremation. The letter of wishes is with Dana Whitfield.',
    href: '/family-guidebook',
  },
];

/** The Riveras' snapshot; a fresh copy each call so a test may change it. */
export function riveraSnapshot(): HouseholdSnapshot {
  const base = emptySnapshot(TODAY, OWNER);
  return {
    ...base,
    guidebookHeadings: SEARCHABLE_TEXTS.filter((text) => text.kind === 'guidebook').map(
      (text) => text.title,
    ),
    people: [
      { userId: OWNER, ownerId: OWNER, name: 'Alex Rivera', role: 'owner' },
      { userId: SAM, ownerId: OWNER, name: 'Sam Rivera', role: 'guest' },
      { userId: MARIA, ownerId: OWNER, name: 'Maria Lopez', role: 'viewer' },
      { userId: DANA, ownerId: OWNER, name: 'Dana Whitfield', role: 'advisor' },
    ],
    obligations: OBLIGATIONS.map((each) => ({ ...each })),
    loans: LOANS.map((each) => ({ ...each })),
    investments: INVESTMENTS,
    documents: [
      {
        id: 'doc-will',
        name: 'Alex Rivera - Last Will and Testament.pdf',
        category: 'will',
        tags: ['estate', 'will'],
      },
      {
        id: 'doc-trust',
        name: 'Rivera Family Revocable Trust.pdf',
        category: 'trust',
        tags: ['estate', 'trust'],
      },
      {
        id: 'doc-camry-title',
        name: 'Toyota Camry title.pdf',
        category: 'deed_or_title',
        tags: ['auto', 'title', 'camry'],
      },
      {
        id: 'doc-deed',
        name: '12 Oak St warranty deed.pdf',
        category: 'deed_or_title',
        tags: ['house', 'deed'],
      },
      {
        id: 'doc-passport-emma',
        name: 'Emma passport.jpg',
        category: 'identification',
        tags: ['passport'],
        expiresOn: '2030-06-01',
      },
      {
        id: 'doc-birth-liam',
        name: 'Liam birth certificate.pdf',
        category: 'identification',
        tags: ['birth certificate'],
      },
      {
        id: 'doc-tax-2024',
        name: '2024 federal tax return.pdf',
        category: 'tax_return',
        tags: ['taxes'],
      },
      {
        id: 'doc-life-policy',
        name: 'Northwestern Mutual policy contract.pdf',
        category: 'insurance_policy',
        tags: ['life insurance'],
      },
      {
        id: 'doc-mortgage-statement',
        name: 'Wells Fargo mortgage statement Feb 2026.pdf',
        category: 'financial_statement',
        tags: ['mortgage'],
      },
    ].map((document) => ({
      ownerId: OWNER,
      linkKind: null,
      linkId: null,
      expiresOn: null,
      createdAt: new Date('2025-02-01T12:00:00Z'),
      ...document,
    })),
    advisors: [
      {
        id: 'adv-attorney',
        ownerId: OWNER,
        name: 'Dana Whitfield',
        role: 'attorney',
        firm: 'Whitfield Law',
        phone: '(512) 555-0142',
        email: 'dana@whitfieldlaw.com',
        links: [],
      },
      {
        id: 'adv-cpa',
        ownerId: OWNER,
        name: 'Priya Shah',
        role: 'cpa',
        firm: 'Shah & Associates CPAs',
        phone: '(512) 555-0199',
        email: 'priya@shahcpa.com',
        links: [],
      },
      {
        id: 'adv-planner',
        ownerId: OWNER,
        name: 'Marcus Bell',
        role: 'financial_advisor',
        firm: 'Bell Wealth Partners',
        phone: '(512) 555-0123',
        email: null,
        links: [{ kind: 'investment', targetId: 'inv-fidelity' }],
      },
      {
        id: 'adv-insurance',
        ownerId: OWNER,
        name: 'Tom Nguyen',
        role: 'insurance_agent',
        firm: 'Nguyen Insurance Agency',
        phone: '(512) 555-0160',
        email: 'tom@nguyenagency.com',
        links: [],
      },
    ],
    instrumentDetails: [
      {
        instrumentId: 'inst-will-alex',
        originalLocation: 'Fireproof safe in the home office closet',
        signedState: 'TX',
        documentId: 'doc-will',
      },
      {
        instrumentId: 'inst-will-sam',
        originalLocation: 'Fireproof safe in the home office closet',
        signedState: 'TX',
        documentId: null,
      },
      {
        instrumentId: 'inst-trust',
        originalLocation: "Whitfield Law's vault, 400 Congress Ave, Austin",
        signedState: 'TX',
        documentId: 'doc-trust',
      },
      {
        instrumentId: 'inst-financial-poa',
        originalLocation: 'Safe deposit box 214 at Chase, Main Street branch',
        signedState: 'TX',
        documentId: null,
      },
      {
        instrumentId: 'inst-healthcare-poa',
        originalLocation: null,
        signedState: 'TX',
        documentId: null,
      },
    ],
    triggering: [
      { ownerId: OWNER, trustedContactNames: ['Sam Rivera', 'Maria Lopez'], activeEventKind: null },
    ],
    estate: {
      ...base.estate,
      households: [
        {
          ownerId: OWNER,
          children: ['Emma', 'Liam'],
          familyUserIds: [OWNER, SAM, MARIA],
          advisorIds: ['adv-attorney', 'adv-cpa', 'adv-planner', 'adv-insurance'],
        },
      ],
      assets: [
        {
          id: 'acct-checking',
          ownerId: OWNER,
          type: 'checking',
          institutionName: 'Chase',
          accountName: 'Total Checking',
          balanceCents: 1_240_000,
          beneficiary: null,
        },
        {
          id: 'acct-savings',
          ownerId: OWNER,
          type: 'savings',
          institutionName: 'Chase',
          accountName: 'Savings',
          balanceCents: 3_500_000,
          beneficiary: 'Sam Rivera',
        },
        {
          id: 'acct-ally',
          ownerId: OWNER,
          type: 'savings',
          institutionName: 'Ally Bank',
          accountName: 'High Yield Savings',
          balanceCents: 2_000_000,
          beneficiary: null,
        },
        {
          id: 'acct-amex',
          ownerId: OWNER,
          type: 'credit_card',
          institutionName: 'American Express',
          accountName: 'Blue Cash',
          balanceCents: 230_000,
          beneficiary: null,
        },
      ],
      investments: INVESTMENTS.map(investmentFacts),
      properties: [
        {
          id: 'prop-home',
          ownerId: OWNER,
          kind: 'home',
          name: null,
          homeType: 'primary_residence',
          addressFull: HOME_ADDRESS,
          vehicleYear: null,
          vehicleMake: null,
          vehicleModel: null,
          estimatedValueCents: 65_000_000,
        },
        {
          id: 'prop-camry',
          ownerId: OWNER,
          kind: 'vehicle',
          name: null,
          homeType: null,
          addressFull: null,
          vehicleYear: 2021,
          vehicleMake: 'Toyota',
          vehicleModel: 'Camry',
          estimatedValueCents: 2_200_000,
        },
        {
          id: 'prop-honda',
          ownerId: OWNER,
          kind: 'vehicle',
          name: null,
          homeType: null,
          addressFull: null,
          vehicleYear: 2019,
          vehicleMake: 'Honda',
          vehicleModel: 'CR-V',
          estimatedValueCents: 1_850_000,
        },
      ],
      policies: POLICIES,
      instruments: INSTRUMENTS,
      titling: [{ ownerId: OWNER, assetKind: 'property', assetId: 'prop-home', passesBy: 'trust' }],
    },
  };
}

export function loadRiveraTexts(): Promise<SearchableText[]> {
  return Promise.resolve(SEARCHABLE_TEXTS.map((each) => ({ ...each })));
}

/** A guidebook entry with the family's plan for an account (not among SEARCHABLE_TEXTS). */
export const GMAIL: SearchableText = {
  kind: 'guidebook',
  id: 'gb-gmail',
  ownerId: OWNER,
  title: 'Alex’s Gmail',
  section: 'Digital accounts',
  text: 'Keep it open for a year for bills and photos, then memorialize it.',
  href: '/family-guidebook',
};
