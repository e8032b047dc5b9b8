// Realistic household documents for benchmarks: names, categories, tags and the text inside the
// PDF (bills, statements, policies, returns, deeds, wills…), as a family's document hub holds them
// after some years, and PDFs of a given size that carry that text.
import { randomBytes } from 'node:crypto';
import type { TDocumentCategory } from '@shared/documents/document-schemas';
import { assemblePdf } from '../../src/server/platform/pdf/build-text-pdf';
import { seededRandom } from '../../src/server/db/seed/demo-household';
import { MONTH_NAMES } from '../chat-demo/spellings';

export { seededRandom };

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

const PEOPLE = ['Michael Carter', 'Sarah Carter', 'Emma Carter', 'Noah Carter', 'Linda Carter'];
const FIRST_NAMES = ['Michael', 'Sarah', 'Emma', 'Noah', 'Linda'];
const INSURERS = ['State Farm', 'Allstate', 'Geico', 'Progressive', 'Liberty Mutual', 'USAA'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'Ally', 'Capital One', 'Citibank'];
const BROKERS = ['Fidelity', 'Vanguard', 'Charles Schwab', 'E*Trade'];
const UTILITIES = [
  'PG&E',
  'Comcast Xfinity',
  'Verizon',
  'City Water Department',
  'Republic Services',
];
const HEALTH = ['Blue Cross Blue Shield', 'Aetna', 'Kaiser Permanente', 'UnitedHealthcare'];
const STORES = ['Home Depot', "Lowe's", 'Best Buy', 'Costco', 'Sears'];
const APPLIANCES = [
  'water heater',
  'refrigerator',
  'dishwasher',
  'furnace',
  'air conditioner',
  'washing machine',
  'dryer',
  'garage door opener',
  'roof',
  'laptop',
];
const CARS = ['2019 Honda Odyssey', '2021 Toyota RAV4', '2016 Ford F-150', '2023 Tesla Model Y'];
const STREETS = ['1458 Maple Avenue', '22 Lakeview Drive', '907 Cedar Court', '3301 Willow Lane'];
const CITIES = ['Springfield, Illinois', 'Asheville, North Carolina', 'Boise, Idaho'];
const COUNTIES = ['Sangamon County', 'Buncombe County', 'Ada County'];
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

const money = (random: Random, low: number, high: number) =>
  `$${between(random, low, high).toLocaleString('en-US')}.${String(between(random, 0, 99)).padStart(2, '0')}`;
const last4 = (random: Random) => String(between(random, 0, 9999)).padStart(4, '0');

type Slots = {
  person: string;
  first: string;
  insurer: string;
  bank: string;
  broker: string;
  utility: string;
  health: string;
  store: string;
  appliance: string;
  car: string;
  street: string;
  city: string;
  county: string;
  month: string;
  year: number;
};

function slots(random: Random): Slots {
  return {
    person: pick(random, PEOPLE),
    first: pick(random, FIRST_NAMES),
    insurer: pick(random, INSURERS),
    bank: pick(random, BANKS),
    broker: pick(random, BROKERS),
    utility: pick(random, UTILITIES),
    health: pick(random, HEALTH),
    store: pick(random, STORES),
    appliance: pick(random, APPLIANCES),
    car: pick(random, CARS),
    street: pick(random, STREETS),
    city: pick(random, CITIES),
    county: pick(random, COUNTIES),
    month: pick(random, MONTH_NAMES),
    year: pick(random, YEARS),
  };
}

type Sentence = (s: Slots, random: Random) => string;

/** Boilerplate every kind of document carries some of. */
const COMMON: Sentence[] = [
  () => `Please keep this document for your records. Questions? Call customer service.`,
  (s) => `Mailing address: ${s.person}, ${s.street}, ${s.city}.`,
  () =>
    `This notice is provided for informational purposes and does not change your coverage or terms.`,
  () =>
    `Page totals may not add up due to rounding. See the reverse side for important information.`,
  (s, r) =>
    `Account ending in ${last4(r)}. Statement period ${s.month} 1 through ${s.month} 30, ${s.year}.`,
  () =>
    `Privacy notice: we collect, use and share personal information as described in our privacy policy.`,
  () =>
    `If you believe there is an error, notify us in writing within sixty days of the statement date.`,
  (s, r) =>
    `Prepared for the ${s.person.split(' ')[1]} household on ${s.month} ${between(r, 1, 28)}, ${s.year}.`,
  () =>
    `Terms and conditions apply. Electronic delivery is available; sign in to manage your preferences.`,
  () => `Retain a copy with your tax records for at least seven years after filing.`,
];

type Kind = {
  category: TDocumentCategory;
  weight: number;
  name: (s: Slots, random: Random) => string;
  tags: (s: Slots) => string[];
  sentences: Sentence[];
  /** Pages of text, low and high. */
  pages: [number, number];
};

const KINDS: Kind[] = [
  {
    category: 'financial_statement',
    weight: 26,
    name: (s) => `${s.bank} checking statement ${s.month} ${s.year}`,
    tags: (s) => ['bank', s.bank, 'monthly'],
    pages: [1, 4],
    sentences: [
      (s, r) =>
        `Beginning balance on ${s.month} 1: ${money(r, 800, 24000)}. Deposits and other credits ${money(r, 2000, 14000)}.`,
      (s, r) =>
        `Electronic withdrawal ${s.utility} autopay ${money(r, 40, 400)} reference ${last4(r)}${last4(r)}.`,
      (s, r) => `Card purchase ${s.store} ${money(r, 10, 900)} on ${s.month} ${between(r, 1, 28)}.`,
      (s, r) =>
        `Direct deposit payroll ${money(r, 1800, 6400)}. Interest paid this period ${money(r, 0, 30)}.`,
      (_s, r) =>
        `Monthly service fee waived: minimum daily balance of ${money(r, 1500, 1500)} maintained.`,
      (s, r) =>
        `Check number ${between(r, 1001, 1999)} paid ${money(r, 50, 2500)}. Zelle transfer to ${s.first} ${money(r, 20, 400)}.`,
      (_s, r) => `Overdraft protection linked to savings account ending in ${last4(r)}.`,
    ],
  },
  {
    category: 'financial_statement',
    weight: 8,
    name: (s, r) => `${s.broker} brokerage statement Q${between(r, 1, 4)} ${s.year}`,
    tags: (s) => ['investments', s.broker, 'quarterly'],
    pages: [4, 12],
    sentences: [
      (_s, r) =>
        `Total account value ${money(r, 20000, 900000)}. Change in value this quarter ${money(r, 100, 40000)}.`,
      (_s, r) =>
        `Dividends reinvested ${money(r, 10, 2000)}. Realized short-term gain ${money(r, 0, 5000)}.`,
      () => `Asset allocation: domestic stock, international stock, bonds, short-term reserves.`,
      (_s, r) =>
        `Total Stock Market Index Fund Admiral Shares ${between(r, 10, 900)} shares at ${money(r, 80, 300)}.`,
      () =>
        `Required minimum distribution information for traditional IRA and 401(k) rollover accounts.`,
      () => `Cost basis reported to the IRS on Form 1099-B for covered securities.`,
    ],
  },
  {
    category: 'insurance_policy',
    weight: 9,
    name: (s) => `${s.insurer} homeowners policy ${s.year}`,
    tags: (s) => ['insurance', 'home', s.insurer, 'renewal'],
    pages: [6, 40],
    sentences: [
      (s, r) =>
        `Declarations page. Dwelling at ${s.street}, ${s.city}, coverage A ${money(r, 250000, 900000)}.`,
      (_s, r) =>
        `Deductible for all other perils ${money(r, 500, 2500)}; windstorm and hail deductible two percent.`,
      () => `Personal liability coverage E and medical payments to others coverage F.`,
      () => `We do not insure loss caused by flood, earthquake, mold, wear and tear or neglect.`,
      () =>
        `Loss of use coverage pays additional living expenses while the residence premises is uninhabitable.`,
      () =>
        `Water backup and sump pump overflow endorsement. Replacement cost on personal property.`,
      (_s, r) => `Annual premium ${money(r, 900, 4200)}, billed to your mortgage escrow account.`,
      () =>
        `Duties after loss: give prompt notice, protect the property from further damage, keep receipts.`,
    ],
  },
  {
    category: 'insurance_policy',
    weight: 7,
    name: (s) => `${s.insurer} auto insurance ${s.car}`,
    tags: (s) => ['insurance', 'auto', s.insurer],
    pages: [3, 14],
    sentences: [
      (s, r) => `Insured vehicle ${s.car}, VIN ending ${last4(r)}, garaged at ${s.street}.`,
      () =>
        `Bodily injury liability 100,000 per person and 300,000 per accident; property damage 100,000.`,
      (_s, r) =>
        `Collision deductible ${money(r, 250, 1000)}; comprehensive deductible ${money(r, 100, 500)}.`,
      (s) => `Listed drivers: ${s.person} and ${s.first} Carter. Good student discount applied.`,
      () =>
        `Uninsured and underinsured motorist coverage, rental reimbursement and roadside assistance.`,
      (_s, r) =>
        `Six month premium ${money(r, 400, 1900)}. Keep proof of insurance card in the vehicle.`,
    ],
  },
  {
    category: 'insurance_policy',
    weight: 3,
    name: (s) => `Life insurance policy ${s.person}`,
    tags: (s) => ['insurance', 'life', s.insurer],
    pages: [10, 50],
    sentences: [
      (s, r) =>
        `Term life policy on the life of ${s.person}, face amount ${money(r, 250000, 2000000)}.`,
      (s) =>
        `Primary beneficiary: ${s.first} Carter, spouse. Contingent beneficiaries: the children in equal shares.`,
      () =>
        `The incontestability period is two years from the issue date. Suicide exclusion applies.`,
      () =>
        `Conversion privilege: this policy may be converted to permanent insurance without evidence of insurability.`,
      (_s, r) =>
        `Level annual premium ${money(r, 300, 3000)} guaranteed for the initial term period.`,
    ],
  },
  {
    category: 'tax_return',
    weight: 6,
    name: (s) => `Form 1040 tax return ${s.year}`,
    tags: (s) => ['taxes', 'IRS', String(s.year)],
    pages: [8, 40],
    sentences: [
      (s) => `U.S. Individual Income Tax Return ${s.year}, filing status married filing jointly.`,
      (_s, r) =>
        `Wages, salaries, tips ${money(r, 60000, 240000)}. Taxable interest ${money(r, 10, 3000)}.`,
      (_s, r) =>
        `Standard deduction ${money(r, 24000, 30000)}. Child tax credit ${money(r, 2000, 6000)}.`,
      () =>
        `Schedule A itemized deductions: state and local taxes, mortgage interest, charitable contributions.`,
      (_s, r) =>
        `Total tax ${money(r, 4000, 40000)}. Federal income tax withheld from Forms W-2 and 1099.`,
      (_s, r) =>
        `Amount you overpaid ${money(r, 10, 4000)} refunded by direct deposit, routing number on file.`,
      () =>
        `Under penalties of perjury, we declare that we have examined this return and accompanying schedules.`,
    ],
  },
  {
    category: 'tax_return',
    weight: 6,
    name: (s, r) =>
      pick(r, [
        `W-2 ${s.person} ${s.year}`,
        `1099-INT ${s.bank} ${s.year}`,
        `Property tax bill ${s.county} ${s.year}`,
      ]),
    tags: (s) => ['taxes', String(s.year)],
    pages: [1, 3],
    sentences: [
      (_s, r) =>
        `Wage and Tax Statement. Employer identification number ${between(r, 10, 99)}-${between(r, 1000000, 9999999)}.`,
      (_s, r) =>
        `Box 1 wages ${money(r, 30000, 160000)}. Box 2 federal income tax withheld ${money(r, 3000, 30000)}.`,
      (s, r) =>
        `Interest income paid by ${s.bank} ${money(r, 5, 2000)}. Early withdrawal penalty none.`,
      (s, r) =>
        `${s.county} real estate tax, parcel number ${between(r, 10, 99)}-${between(r, 100, 999)}-${last4(r)}, ${s.street}.`,
      (_s, r) =>
        `First installment due June 1 ${money(r, 900, 5000)}; second installment due September 1.`,
      () =>
        `Homestead exemption and senior freeze applied where eligible. Late payments accrue interest monthly.`,
    ],
  },
  {
    category: 'other',
    weight: 14,
    name: (s) => `${s.utility} bill ${s.month} ${s.year}`,
    tags: (s) => ['utilities', s.utility, 'bill'],
    pages: [1, 3],
    sentences: [
      (s, r) =>
        `${s.utility} service at ${s.street}. Amount due ${money(r, 30, 450)} by ${s.month} ${between(r, 1, 28)}.`,
      (_s, r) =>
        `Electric usage ${between(r, 300, 1800)} kWh; gas usage ${between(r, 10, 120)} therms this billing cycle.`,
      () =>
        `Enroll in AutoPay and paperless billing. Budget billing spreads costs evenly across the year.`,
      (_s, r) =>
        `Internet 500 Mbps plan ${money(r, 50, 90)}; equipment rental ${money(r, 10, 15)}; taxes and surcharges.`,
      () =>
        `Water and sewer charges; storm water fee; trash and recycling collection every Tuesday.`,
      () => `Late payment fee applies to balances not received by the due date.`,
    ],
  },
  {
    category: 'other',
    weight: 6,
    name: (s) => `${s.appliance} warranty ${s.store}`,
    tags: (s) => ['warranty', s.appliance, 'home'],
    pages: [1, 6],
    sentences: [
      (s, r) =>
        `Limited warranty for your ${s.appliance}, model ${between(r, 100, 999)}X, serial number ${last4(r)}${last4(r)}.`,
      (s, r) =>
        `Purchased at ${s.store} on ${s.month} ${between(r, 1, 28)}, ${s.year}, for ${money(r, 80, 4000)}.`,
      () => `Parts and labor are covered for one year; the compressor and tank for ten years.`,
      () =>
        `This warranty does not cover damage from improper installation, misuse, or commercial use.`,
      () => `To request service, register the product online and keep the original sales receipt.`,
    ],
  },
  {
    category: 'deed_or_title',
    weight: 2,
    name: (s, r) =>
      pick(r, [`Deed ${s.street}`, `Title ${s.car}`, `Closing disclosure ${s.street}`]),
    tags: (s) => ['property', s.street.split(' ').slice(1).join(' ')],
    pages: [2, 20],
    sentences: [
      (s) =>
        `Warranty deed conveying the real property at ${s.street}, ${s.city}, to ${s.person} as joint tenants.`,
      (s, r) =>
        `Legal description: lot ${between(r, 1, 80)}, block ${between(r, 1, 20)}, recorded in ${s.county}.`,
      (s, r) =>
        `Certificate of title for ${s.car}, odometer ${between(r, 5000, 140000)} miles, lienholder ${s.bank}.`,
      (_s, r) =>
        `Loan amount ${money(r, 150000, 700000)}, interest rate ${between(r, 2, 7)}.${between(r, 0, 99)} percent, 30-year fixed.`,
      () => `Closing costs, escrow deposit, title insurance, recording fees and transfer taxes.`,
    ],
  },
  {
    category: 'will',
    weight: 1,
    name: (s) => `Last will and testament ${s.person}`,
    tags: () => ['estate', 'will'],
    pages: [4, 15],
    sentences: [
      (s) => `I, ${s.person}, of ${s.city}, declare this to be my last will and testament.`,
      (s) => `I appoint ${s.first} Carter as executor, to serve without bond.`,
      () =>
        `I give the residue of my estate to my spouse, or if my spouse does not survive me, to my children.`,
      () =>
        `Guardian of minor children. Specific bequests of tangible personal property. Signed before two witnesses.`,
    ],
  },
  {
    category: 'trust',
    weight: 1,
    name: (s) => `Revocable living trust ${s.person.split(' ')[1]} family`,
    tags: () => ['estate', 'trust'],
    pages: [15, 60],
    sentences: [
      (s) =>
        `The ${s.person.split(' ')[1]} Family Revocable Trust, ${s.person} and ${s.first} Carter, trustees.`,
      () =>
        `Successor trustee powers, distributions for health, education, maintenance and support.`,
      () =>
        `Schedule A lists the assets transferred to the trust, including the residence and brokerage accounts.`,
      () =>
        `Spendthrift provision. Pour-over will. Incapacity of a trustee determined by two licensed physicians.`,
    ],
  },
  {
    category: 'power_of_attorney',
    weight: 1,
    name: (s) => `Durable power of attorney ${s.person}`,
    tags: () => ['estate', 'POA'],
    pages: [3, 10],
    sentences: [
      (s) => `${s.person} appoints ${s.first} Carter as attorney-in-fact for financial matters.`,
      () =>
        `This power of attorney is durable and is not affected by the principal's subsequent disability.`,
      () =>
        `Banking transactions, real property, retirement plans, tax matters and digital assets.`,
    ],
  },
  {
    category: 'healthcare_directive',
    weight: 1,
    name: (s) => `Advance healthcare directive ${s.person}`,
    tags: () => ['estate', 'medical'],
    pages: [3, 10],
    sentences: [
      (s) => `${s.person} names ${s.first} Carter as healthcare agent to make medical decisions.`,
      () =>
        `Life-sustaining treatment, organ donation, HIPAA authorization, living will preferences.`,
    ],
  },
  {
    category: 'medical',
    weight: 6,
    name: (s, r) =>
      pick(r, [
        `Explanation of benefits ${s.health} ${s.month} ${s.year}`,
        `Lab results ${s.first} ${s.month} ${s.year}`,
        `Vaccination record ${s.first}`,
      ]),
    tags: (s) => ['health', s.health],
    pages: [1, 5],
    sentences: [
      (s, r) =>
        `Explanation of benefits for ${s.person}, claim number ${last4(r)}${last4(r)}. This is not a bill.`,
      (_s, r) =>
        `Amount billed ${money(r, 80, 6000)}; plan discount ${money(r, 10, 2000)}; you may owe ${money(r, 0, 800)}.`,
      () =>
        `Annual deductible and out-of-pocket maximum met to date. In-network pediatrician office visit.`,
      () =>
        `Comprehensive metabolic panel, cholesterol, hemoglobin A1c and vitamin D results within normal range.`,
      () =>
        `Immunizations: influenza, tetanus diphtheria pertussis booster, measles mumps rubella.`,
    ],
  },
  {
    category: 'identification',
    weight: 2,
    name: (s, r) =>
      pick(r, [
        `Passport ${s.person}`,
        `Driver license ${s.person}`,
        `Birth certificate ${s.first}`,
        `Social Security card ${s.first}`,
      ]),
    tags: () => ['ID'],
    pages: [1, 1],
    sentences: [
      (s, r) =>
        `${s.person}, date of birth ${s.month} ${between(r, 1, 28)}, ${between(r, 1970, 2018)}.`,
      (_s, r) => `Document number ending ${last4(r)}; expires ${between(r, 2026, 2035)}.`,
      () => `Department of State, Department of Motor Vehicles, Vital Records office.`,
    ],
  },
  {
    category: 'other',
    weight: 3,
    name: (s, r) =>
      pick(r, [
        `School enrollment ${s.first} ${s.year}`,
        `HOA minutes ${s.month} ${s.year}`,
        `Receipt ${s.store} ${s.appliance}`,
      ]),
    tags: (s) => ['family', String(s.year)],
    pages: [1, 4],
    sentences: [
      (s) =>
        `Enrollment confirmation for ${s.first} Carter, grade placement and bus route for the ${s.year} school year.`,
      () =>
        `Homeowners association board meeting: budget, reserve study, landscaping contract, pool opening.`,
      (s, r) =>
        `Receipt from ${s.store}: ${s.appliance} ${money(r, 80, 3000)}, delivery and haul away, sales tax.`,
    ],
  },
];

const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** About this many characters of text a PDF page holds (50 lines of ~80). */
const PAGE_CHARS = 3800;

export type GeneratedDocument = {
  name: string;
  category: TDocumentCategory;
  tags: string[];
  /** The text a PDF of it holds, as pdf.js would read it. */
  pages: string[][];
};

function kindOf(random: Random): Kind {
  let roll = random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0] as Kind;
}

/** One household document: its name, category, tags and pages of text lines. */
export function generateDocument(random: Random, pages?: number): GeneratedDocument {
  const kind = kindOf(random);
  const s = slots(random);
  const pageCount = pages ?? between(random, kind.pages[0], kind.pages[1]);
  const textPages: string[][] = [];
  for (let page = 0; page < pageCount; page += 1) {
    const lines: string[] = [];
    let chars = 0;
    while (chars < PAGE_CHARS) {
      const sentence =
        random() < 0.75 ? pick(random, kind.sentences)(s, random) : pick(random, COMMON)(s, random);
      lines.push(sentence);
      chars += sentence.length + 1;
    }
    textPages.push(lines);
  }
  return {
    name: kind.name(s, random),
    category: kind.category,
    tags: [...new Set(kind.tags(s))],
    pages: textPages,
  };
}

/** The text pdf.js reads out of a generated document's PDF: its lines joined. */
export function documentText(document: GeneratedDocument): string {
  return document.pages.map((lines) => lines.join('\n')).join('\n');
}

/** Escapes a PDF literal string (the generated text is ASCII). */
const pdfString = (value: string) => `(${value.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/**
 * A PDF of the document's pages of text, with a scanned-looking picture (random RGB pixels, as
 * incompressible as a photo) on the first page that brings the file to about `targetBytes`.
 */
export function documentPdf(document: GeneratedDocument, targetBytes: number): Buffer {
  const pageCount = document.pages.length;
  // 1 catalog, 2 pages, 3 font, 4 image, then a page and its content per page.
  const pageIds = document.pages.map((_, index) => 5 + index * 2);
  const contents = document.pages.map((lines, index) => {
    const text = lines.map((line, row) => `${row > 0 ? 'T* ' : ''}${pdfString(line)} Tj`);
    const picture = index === 0 ? 'q 200 0 0 150 380 600 cm /Im1 Do Q ' : '';
    return `${picture}BT /F1 9 Tf 11 TL 40 750 Td ${text.join(' ')} ET`;
  });
  const textBytes = contents.reduce((sum, content) => sum + content.length + 200, 600);
  const pixels = Math.max(1, Math.floor(Math.max(0, targetBytes - textBytes) / 3));
  const width = Math.max(1, Math.floor(Math.sqrt(pixels)));
  const height = Math.max(1, Math.floor(pixels / width));
  const image = randomBytes(width * height * 3).toString('latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${image.length} >>\nstream\n${image}\nendstream`,
  ];
  contents.forEach((content, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  return assemblePdf(objects);
}

/**
 * What people type into the search box: single words common and rare, vendors, names, years,
 * two words, "quoted phrases", exclusions, and words no document holds.
 */
export function searchQueries(random: Random, count: number): string[] {
  const pool = [
    'insurance',
    'statement',
    'deductible',
    'beneficiary',
    'warranty',
    'premium',
    'tax',
    'mortgage',
    'escrow',
    'dividends',
    'executor',
    'trustee',
    'passport',
    'vaccination',
    'invoice',
    'receipt',
    'autopay',
    'windstorm',
    'overdraft',
    'kWh',
    ...INSURERS,
    ...BANKS,
    ...BROKERS,
    ...UTILITIES,
    ...FIRST_NAMES,
    ...APPLIANCES,
    ...YEARS.map(String),
    ...MONTH_NAMES,
    'homeowners policy',
    'property tax',
    'checking statement',
    'life insurance',
    'auto insurance Geico',
    '"water heater"',
    '"power of attorney"',
    '"explanation of benefits"',
    'insurance -auto',
    'statement -checking',
    'tax or warranty',
    'Emma school',
    'Noah vaccination record',
    'zeppelin',
    'harpsichord lessons',
    'cryptocurrency',
  ];
  return Array.from({ length: count }, () => pick(random, pool));
}
