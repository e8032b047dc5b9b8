import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  ZAssetInput,
  isInvestmentLedgerType,
  type AssetType,
  type TAsset,
  type TAssetInput,
} from '@shared/finance/asset-schemas';
import { keptSecretInput } from '@web/components/records/kept-secret-input';
import type { AccountInput } from '../api/account-mutations';

/**
 * The account form as the inputs hold it (all text, balance in cents), turned into the shared
 * `ZAssetInput` so the form checks exactly what the server checks, with the same paths.
 *
 * The account number is a secret the form never saw in full: left blank it is omitted, which keeps
 * the stored number; only typing a new one (or ticking "remove") changes it.
 */
export const ZAccountForm = z
  .object({
    type: z.enum(ASSET_TYPES, { error: 'Choose the type of account' }),
    institutionName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    removeAccountNumber: z.boolean(),
    balanceCents: z.number(),
    ownerName: z.string(),
    beneficiary: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    notes: z.string(),
  })
  .transform(({ accountNumber, removeAccountNumber, address, ...rest }): TAssetInput => ({
    ...rest,
    accountNumber: keptSecretInput(accountNumber, removeAccountNumber),
    // Only a Home carries an address; the other types' hidden inputs are not sent.
    address: rest.type === 'home' ? address : null,
  }))
  .pipe(ZAssetInput);

export type TAccountFormValues = z.input<typeof ZAccountForm>;
export type AccountForm = UseFormReturn<TAccountFormValues, unknown, AccountInput>;

/**
 * For an account whose beneficiaries are named on Investments: its beneficiary line is theirs,
 * shown read-only, so the form does not send one (the server would ignore it).
 */
const ZAccountFormNamedOnInvestments = ZAccountForm.transform(
  ({ beneficiary: _beneficiary, ...input }): AccountInput => input,
);

/** The form's schema for this account (or for a new one). */
export function accountFormSchema(
  account?: Pick<TAsset, 'beneficiaryDesignated'> | null,
): z.ZodType<AccountInput, TAccountFormValues> {
  return account?.beneficiaryDesignated ? ZAccountFormNamedOnInvestments : ZAccountForm;
}

/** A blank form, or the account's values for editing (its number stays on the server). */
export function accountFormValues(account?: TAsset | null): TAccountFormValues {
  return {
    type: account?.type ?? 'checking',
    institutionName: account?.institutionName ?? '',
    accountName: account?.accountName ?? '',
    accountNumber: '',
    removeAccountNumber: false,
    balanceCents: account?.balanceCents ?? 0,
    ownerName: account?.ownerName ?? '',
    beneficiary: account?.beneficiary ?? '',
    address: {
      street: account?.address?.street ?? '',
      city: account?.address?.city ?? '',
      state: account?.address?.state ?? '',
      zip: account?.address?.zip ?? '',
    },
    notes: account?.notes ?? '',
  };
}

export type AccountTypeGroup = { label: string; types: { value: AssetType; label: string }[] };

const BANK_AND_CARDS: readonly AssetType[] = ['checking', 'savings', 'credit_card'];

/**
 * The type select's groups: bank and cards, then the investment and retirement kinds (kept on the
 * investment ledger, one record with Investments), then the rest, each in ASSET_TYPES order.
 */
export const ACCOUNT_TYPE_GROUPS: readonly AccountTypeGroup[] = [
  { label: 'Bank and cards', of: (type: AssetType) => BANK_AND_CARDS.includes(type) },
  { label: 'Investment and retirement', of: isInvestmentLedgerType },
  {
    label: 'Other',
    of: (type: AssetType) => !BANK_AND_CARDS.includes(type) && !isInvestmentLedgerType(type),
  },
].map(({ label, of }) => ({
  label,
  types: ASSET_TYPES.filter((type) => of(type)).map((type) => ({
    value: type,
    label: ASSET_TYPE_LABELS[type],
  })),
}));
