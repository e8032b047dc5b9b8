import { z } from 'zod';
import {
  ASSET_TYPES,
  ZAssetInput,
  type TAsset,
  type TAssetInput,
} from '@shared/finance/asset-schemas';
import { keptSecretInput } from '@web/components/records/kept-secret-input';

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
