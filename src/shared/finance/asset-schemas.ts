import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { ZAddress } from './address';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  INVESTMENT_LEDGER_TYPES,
  type TInvestmentLedgerType,
} from '../investments/investment-schemas';
import { ACCOUNT_IDENTITY_FIELDS } from './account-identity';

/**
 * Every kind of account Financial Accounts lists. The investment kinds (INVESTMENT_LEDGER_TYPES)
 * are kept on the investment ledger, one record that Investments lists too (issue 40).
 */
export const ASSET_TYPES = [
  'checking',
  'savings',
  ...INVESTMENT_LEDGER_TYPES,
  'credit_card',
  'home',
  'other',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  ...INVESTMENT_ACCOUNT_TYPE_LABELS,
  credit_card: 'Credit card',
  home: 'Home',
  other: 'Other',
};

/** Where a record of this type is kept: a bank-side account, or the investment ledger. */
export function isInvestmentLedgerType(type: string): type is TInvestmentLedgerType {
  return (INVESTMENT_LEDGER_TYPES as readonly string[]).includes(type);
}

/** Balances on these are money owed, not owned (net worth subtracts them). */
export const LIABILITY_ASSET_TYPES: readonly AssetType[] = ['credit_card'];

const optionalText = (max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, `Keep this under ${max} characters`))
    .nullish()
    .transform((value) => value || null);

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
  /** Which ledger keeps it: an investment-type account is the Investments record itself. */
  ledger: z.enum(['accounts', 'investments']),
  /** Holdings on Investments; with any, the balance is their value. */
  holdingCount: z.number(),
  /** Beneficiaries named on Investments (the `beneficiary` line then lists them, read-only). */
  beneficiaryDesignated: z.boolean(),
});
export type TAsset = z.infer<typeof ZAsset>;
export const ZAssetList = z.object({ assets: z.array(ZAsset) });
