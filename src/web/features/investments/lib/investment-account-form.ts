import { z } from 'zod';
import {
  DESIGNATION_KINDS,
  INVESTMENT_ACCOUNT_TYPES,
  ZInvestmentAccountInput,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import {
  ZBeneficiaryRow,
  beneficiariesOfRows,
  beneficiaryIssues,
  beneficiaryRowsOf,
} from '@web/components/beneficiaries/beneficiary-form-rows';
import { keptSecretInput } from '@web/components/records/kept-secret-input';
import { settleIssues } from '@web/lib/map-issues';

/**
 * The account form as its inputs hold it, turned into the shared `ZInvestmentAccountInput`; every
 * message lands on the input it is about, and all of them at once (the shared schema is run for
 * the other fields even when a share is wrong).
 *
 * The account number is a secret the form never saw in full: left blank it is omitted, which
 * keeps the stored number; only typing a new one (or ticking "remove") changes it.
 */
export const ZInvestmentAccountForm = z
  .object({
    type: z.enum(INVESTMENT_ACCOUNT_TYPES, { error: 'Choose the type of account' }),
    institutionName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    removeAccountNumber: z.boolean(),
    ownerName: z.string(),
    designation: z.enum(DESIGNATION_KINDS),
    beneficiaries: z.array(ZBeneficiaryRow),
    notes: z.string(),
  })
  .transform(({ accountNumber, removeAccountNumber, beneficiaries, ...form }, context) => {
    const designated = form.designation !== 'none';
    const parsed = ZInvestmentAccountInput.safeParse({
      ...form,
      accountNumber: keptSecretInput(accountNumber, removeAccountNumber),
      beneficiaries: designated ? beneficiariesOfRows(beneficiaries) : [],
    });
    const issues = designated ? beneficiaryIssues(beneficiaries, { required: true }) : [];
    // The totals (at `beneficiaries` in the shared schema) are already on their tier's row.
    const rename = { shareBasisPoints: 'sharePercent' };
    return settleIssues(context, issues, parsed, rename, ['beneficiaries']);
  });

export type TInvestmentAccountFormValues = z.input<typeof ZInvestmentAccountForm>;

/** A blank form, or the account's values for editing (its number stays on the server). */
export function investmentAccountFormValues(
  account?: TInvestmentAccount | null,
): TInvestmentAccountFormValues {
  return {
    type: account?.type ?? 'brokerage',
    institutionName: account?.institutionName ?? '',
    accountName: account?.accountName ?? '',
    accountNumber: '',
    removeAccountNumber: false,
    ownerName: account?.ownerName ?? '',
    designation: account?.designation ?? 'none',
    beneficiaries: beneficiaryRowsOf(account?.beneficiaries ?? []),
    notes: account?.notes ?? '',
  };
}
