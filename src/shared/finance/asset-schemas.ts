import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZAddress } from './address';
import { ZKeptSecret } from './sensitive-number';

export const ASSET_TYPES = [
  'checking',
  'savings',
  'brokerage',
  'retirement_401k',
  'ira',
  'roth_ira',
  'hsa',
  'college_529',
  'credit_card',
  'home',
  'other',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  brokerage: 'Brokerage',
  retirement_401k: '401(k)',
  ira: 'IRA',
  roth_ira: 'Roth IRA',
  hsa: 'HSA',
  college_529: '529 plan',
  credit_card: 'Credit card',
  home: 'Home',
  other: 'Other',
};

/** Balances on these are money owed, not owned (net worth subtracts them). */
export const LIABILITY_ASSET_TYPES: readonly AssetType[] = ['credit_card'];

const optionalText = (max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, `Keep this under ${max} characters`))
    .nullish()
    .transform((value) => value || null);

/**
 * What names an account at its institution, bank or investment alike: the institution, the
 * account's name, and its number (kept when omitted).
 */
export const ACCOUNT_IDENTITY_FIELDS = {
  institutionName: singleLine(
    z
      .string({ error: 'Enter the institution' })
      .trim()
      .min(1, 'Enter the institution')
      .max(200, tooLong('institution', 200)),
  ),
  accountName: singleLine(
    z
      .string({ error: 'Enter a name for the account' })
      .trim()
      .min(1, 'Enter a name for the account')
      .max(200, tooLong('account name', 200)),
  ),
  accountNumber: ZKeptSecret,
};

export const ZAssetInput = z
  .object({
    type: z.enum(ASSET_TYPES, { error: 'Choose the type of account' }),
    ...ACCOUNT_IDENTITY_FIELDS,
    balanceCents: z
      .number({ error: 'Enter the balance' })
      .int()
      .min(-100_000_000_000)
      .max(100_000_000_000)
      .default(0),
    ownerName: optionalText(200),
    beneficiary: optionalText(500),
    address: ZAddress.nullish(),
    notes: optionalText(2000, multiLine),
  })
  .transform((input) => ({
    ...input,
    address: input.type === 'home' ? (input.address ?? null) : null,
  }));
export type TAssetInput = z.input<typeof ZAssetInput>;

export const ZAsset = z.object({
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  type: z.enum(ASSET_TYPES),
  institutionName: z.string(),
  accountName: z.string(),
  accountNumberLast4: z.string().nullable(),
  balanceCents: z.number(),
  ownerName: z.string().nullable(),
  beneficiary: z.string().nullable(),
  address: ZAddress.extend({ full: z.string() }).nullable(),
  notes: z.string().nullable(),
});
export type TAsset = z.infer<typeof ZAsset>;
export const ZAssetList = z.object({ assets: z.array(ZAsset) });
