import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ACCOUNT_IDENTITY_FIELDS } from '../finance/account-identity';

/**
 * The kinds of investment account that are one record on both Financial Accounts and
 * Investments (issue 40): every kind but "other".
 */
export const INVESTMENT_LEDGER_TYPES = [
  'brokerage',
  'retirement_401k',
  'retirement_403b',
  'retirement_457',
  'ira',
  'roth_ira',
  'sep_ira',
  'simple_ira',
  'college_529',
  'hsa',
  'annuity',
  'pension',
  'crypto',
] as const;
export type TInvestmentLedgerType = (typeof INVESTMENT_LEDGER_TYPES)[number];

/** Issue 13: the kinds of investment account a household records. */
export const INVESTMENT_ACCOUNT_TYPES = [...INVESTMENT_LEDGER_TYPES, 'other'] as const;
export type TInvestmentAccountType = (typeof INVESTMENT_ACCOUNT_TYPES)[number];

export const INVESTMENT_ACCOUNT_TYPE_LABELS: Record<TInvestmentAccountType, string> = {
  brokerage: 'Brokerage',
  retirement_401k: '401(k)',
  retirement_403b: '403(b)',
  retirement_457: '457(b)',
  ira: 'IRA',
  roth_ira: 'Roth IRA',
  sep_ira: 'SEP IRA',
  simple_ira: 'SIMPLE IRA',
  college_529: '529 plan',
  hsa: 'HSA',
  annuity: 'Annuity',
  pension: 'Pension',
  crypto: 'Crypto',
  other: 'Other',
};

/** What a holding is, for the allocation by asset type. */
export const ASSET_CLASSES = [
  'stock',
  'bond',
  'etf',
  'mutual_fund',
  'cash',
  'crypto',
  'real_estate',
  'other',
] as const;
export type TAssetClass = (typeof ASSET_CLASSES)[number];

export const ASSET_CLASS_LABELS: Record<TAssetClass, string> = {
  stock: 'Stock',
  bond: 'Bond',
  etf: 'ETF',
  mutual_fund: 'Mutual fund',
  cash: 'Cash',
  crypto: 'Crypto',
  real_estate: 'Real estate',
  other: 'Other',
};

/**
 * How an account passes at death. Beneficiary designations and transfer-on-death registrations
 * pass outside a will, so the estate plan reads them (issue 14).
 */
export const DESIGNATION_KINDS = ['none', 'beneficiaries', 'transfer_on_death'] as const;
export type TDesignationKind = (typeof DESIGNATION_KINDS)[number];
export const DESIGNATION_LABELS: Record<TDesignationKind, string> = {
  none: 'Not designated',
  beneficiaries: 'Named beneficiaries',
  transfer_on_death: 'Transfer on death (TOD)',
};

export const BENEFICIARY_TIERS = ['primary', 'contingent'] as const;
export type TBeneficiaryTier = (typeof BENEFICIARY_TIERS)[number];

/**
 * Percentages are kept in basis points (1 % = 100) so that shares like 33.33 % add up exactly.
 */
export const ZBeneficiary = z.object({
  name: singleLine(
    z
      .string({ error: 'Enter the beneficiary’s name' })
      .trim()
      .min(1, 'Enter the beneficiary’s name')
      .max(200, tooLong('name', 200)),
  ),
  relationship: singleLine(z.string().trim().max(100, tooLong('relationship', 100)))
    .nullish()
    .transform((value) => value || null),
  tier: z.enum(BENEFICIARY_TIERS),
  shareBasisPoints: z
    .number({ error: 'Enter a percentage' })
    .int('Use at most 2 decimals')
    .min(1, 'A share must be more than 0 %')
    .max(10_000, 'A share cannot be more than 100 %'),
  /** Under 18: the estate plan flags a minor named directly (issue 14). */
  minor: z.boolean().optional(),
});
export type TBeneficiary = z.infer<typeof ZBeneficiary>;

/** Where a share-total message goes: the tier's first row, so the form shows it beside it. */
export function shareTotalProblems(
  beneficiaries: readonly Pick<TBeneficiary, 'tier' | 'shareBasisPoints'>[],
): { tier: TBeneficiaryTier; message: string }[] {
  const problems: { tier: TBeneficiaryTier; message: string }[] = [];
  for (const tier of BENEFICIARY_TIERS) {
    const shares = beneficiaries.filter((each) => each.tier === tier);
    if (shares.length === 0) continue;
    const total = shares.reduce((sum, each) => sum + each.shareBasisPoints, 0);
    if (total !== 10_000)
      problems.push({
        tier,
        message: `${tier === 'primary' ? 'Primary' : 'Contingent'} beneficiaries’ shares add up to ${total / 100} %: they must add up to 100 %`,
      });
  }
  return problems;
}

const optionalText = (field: string, max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

/** A balance typed by hand, on Financial Accounts or Investments. */
export const ZEnteredBalanceCents = z
  .number({ error: 'Enter the balance' })
  .int()
  .min(-100_000_000_000, 'Enter a smaller balance')
  .max(100_000_000_000, 'Enter a smaller balance');

export const ZInvestmentAccountInput = z
  .object({
    type: z.enum(INVESTMENT_ACCOUNT_TYPES, { error: 'Choose the type of account' }),
    ...ACCOUNT_IDENTITY_FIELDS,
    ownerName: optionalText('owner', 200),
    designation: z.enum(DESIGNATION_KINDS).default('none'),
    /** Named beneficiaries, or the TOD registration's beneficiaries. */
    beneficiaries: z.array(ZBeneficiary).max(20, 'Name at most 20 beneficiaries').default([]),
    notes: optionalText('notes', 2000, multiLine),
    /** The value while the account has no holdings; null when not known, kept when not sent. */
    balanceCents: ZEnteredBalanceCents.nullable().optional(),
    /** A beneficiary typed in one line (Financial Accounts); left as it is when not sent. */
    beneficiary: optionalText('beneficiary', 500).optional(),
  })
  .superRefine((input, context) => {
    if (input.designation === 'none') return;
    if (!input.beneficiaries.some((each) => each.tier === 'primary'))
      context.addIssue({
        code: 'custom',
        path: ['beneficiaries'],
        message: 'Name at least one primary beneficiary',
      });
    for (const problem of shareTotalProblems(input.beneficiaries))
      context.addIssue({ code: 'custom', path: ['beneficiaries'], message: problem.message });
  })
  .transform((input) => ({
    ...input,
    beneficiaries: input.designation === 'none' ? [] : input.beneficiaries,
  }));
export type TInvestmentAccountInput = z.input<typeof ZInvestmentAccountInput>;

/**
 * Unit prices are kept in millionths of a dollar (micros), not cents: fund prices have four
 * decimals and some coins trade below a cent. Values (quantity × price) are whole cents.
 */
export const MICROS_PER_DOLLAR = 1_000_000;
const MAX_PRICE_MICROS = 1_000_000_000 * MICROS_PER_DOLLAR;

export const ZPriceMicros = z
  .number({ error: 'Enter the price' })
  .int('Use at most 6 decimals')
  .min(0, 'A price cannot be negative')
  .max(MAX_PRICE_MICROS, 'Enter a price under $1,000,000,000');

/**
 * Quantities travel as JavaScript numbers, which hold 8 decimals exactly only below about 90
 * million units; a quantity with 8 decimals is refused beyond that rather than rounded.
 */
const MAX_QUANTITY = 90_000_000;
export const ZQuantity = z
  .number({ error: 'Enter the quantity' })
  .finite('Enter the quantity')
  .min(-MAX_QUANTITY, 'Enter a quantity under 90,000,000')
  .max(MAX_QUANTITY, 'Enter a quantity under 90,000,000')
  // Scaled by 10^8, a quantity with at most 8 decimals is a whole number, give or take float noise.
  .refine(
    (value) => Math.abs(value * 1e8 - Math.round(value * 1e8)) < 1e-3,
    'Use at most 8 decimals',
  );

export const ZCostBasisCents = z
  .number()
  .int()
  .min(-100_000_000_000_000, 'Enter a smaller cost basis')
  .max(100_000_000_000_000, 'Enter a smaller cost basis');

export const ZHoldingInput = z.object({
  symbol: singleLine(z.string().trim().max(40, tooLong('symbol', 40)))
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  name: singleLine(
    z
      .string({ error: 'Enter the name of the holding' })
      .trim()
      .min(1, 'Enter the name of the holding')
      .max(200, tooLong('name', 200)),
  ),
  assetClass: z.enum(ASSET_CLASSES, { error: 'Choose the type of holding' }),
  quantity: ZQuantity,
  /** What was paid for the whole position, in cents; null when unknown. */
  costBasisCents: ZCostBasisCents.nullish().transform((value) => value ?? null),
  /** A price given with the holding becomes a price snapshot dated `priceAsOf` (default today). */
  priceMicros: ZPriceMicros.nullish().transform((value) => value ?? null),
  priceAsOf: z.iso.date({ error: 'Enter a valid date' }).nullish(),
});
export type THoldingInput = z.input<typeof ZHoldingInput>;
export type THoldingValues = z.output<typeof ZHoldingInput>;

export const PRICE_SOURCES = ['manual', 'import', 'provider'] as const;
export type TPriceSource = (typeof PRICE_SOURCES)[number];

/** A price as of a day, and where it came from. */
export const ZPricePoint = z.object({
  priceMicros: z.number(),
  asOf: z.string(),
  source: z.enum(PRICE_SOURCES),
});
export type TPricePoint = z.infer<typeof ZPricePoint>;

export const ZHolding = z.object({
  id: z.string(),
  accountId: z.string(),
  symbol: z.string().nullable(),
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  quantity: z.number(),
  costBasisCents: z.number().nullable(),
  /** The latest price snapshot of this holding's symbol (or of the holding itself). */
  price: ZPricePoint.nullable(),
  /** The snapshot before it, for the change since the previous price. */
  previousPrice: ZPricePoint.nullable(),
});
export type THolding = z.infer<typeof ZHolding>;

export const ZInvestmentAccount = z.object({
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  type: z.enum(INVESTMENT_ACCOUNT_TYPES),
  institutionName: z.string(),
  accountName: z.string(),
  accountNumberLast4: z.string().nullable(),
  ownerName: z.string().nullable(),
  designation: z.enum(DESIGNATION_KINDS),
  beneficiaries: z.array(ZBeneficiary),
  notes: z.string().nullable(),
  /** The entered balance: the account's value while it has no holdings. */
  balanceCents: z.number().nullable(),
  /** A beneficiary typed in one line, read while `designation` is none. */
  beneficiary: z.string().nullable(),
  holdings: z.array(ZHolding),
});
export type TInvestmentAccount = z.infer<typeof ZInvestmentAccount>;
export const ZInvestmentAccountList = z.object({ investments: z.array(ZInvestmentAccount) });

/** A new price for a holding; it applies to every holding of the household with the same symbol. */
export const ZPriceInput = z.object({
  priceMicros: ZPriceMicros,
  asOf: z.iso.date({ error: 'Enter a valid date' }),
});
export type TPriceInput = z.input<typeof ZPriceInput>;

/** GET /api/investments/quotes: whether live quotes can be fetched (an API key is configured). */
export const ZQuoteStatus = z.object({ enabled: z.boolean(), provider: z.string().nullable() });
export type TQuoteStatus = z.infer<typeof ZQuoteStatus>;

export const ZQuoteRefreshResult = z.object({
  updated: z.number(),
  failed: z.array(z.string()),
});
export type TQuoteRefreshResult = z.infer<typeof ZQuoteRefreshResult>;
