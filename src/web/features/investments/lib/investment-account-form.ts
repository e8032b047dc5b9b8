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
import { parseDecimalUnits, unitsToDecimalText } from '@web/lib/decimal-text';
import { settleIssues, type Issue } from '@web/lib/map-issues';

/** The entered balance as typed, in cents; null when left blank (not known). */
export function enteredBalanceCents(text: string): { cents: number | null } | { message: string } {
  const parsed = parseDecimalUnits(text, 2);
  if (parsed.ok) return { cents: parsed.units };
  if (parsed.reason === 'empty') return { cents: null };
  if (parsed.reason === 'too-many-decimals') return { message: 'Use at most 2 decimals' };
  return { message: 'Enter the balance' };
}

/**
 * The account form as its inputs hold it, turned into the shared `ZInvestmentAccountInput`; every
 * message lands on the input it is about, and all of them at once (the shared schema is run for
 * the other fields even when a share is wrong).
 *
 * The account number is a secret the form never saw in full: left blank it is omitted, which
 * keeps the stored number; only typing a new one (or ticking "remove") changes it.
 *
 * The balance is what the account is worth while it has no holdings (issue 40: one ledger, so
 * Financial Accounts and net worth count it); blank sends null, "not known".
 */
export const ZInvestmentAccountForm = z
  .object({
    type: z.enum(INVESTMENT_ACCOUNT_TYPES, { error: 'Choose the type of account' }),
    institutionName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    removeAccountNumber: z.boolean(),
    ownerName: z.string(),
    balance: z.string(),
    designation: z.enum(DESIGNATION_KINDS),
    beneficiaries: z.array(ZBeneficiaryRow),
    notes: z.string(),
  })
  .transform(({ accountNumber, removeAccountNumber, beneficiaries, balance, ...form }, context) => {
    const designated = form.designation !== 'none';
    const entered = enteredBalanceCents(balance);
    const parsed = ZInvestmentAccountInput.safeParse({
      ...form,
      accountNumber: keptSecretInput(accountNumber, removeAccountNumber),
      beneficiaries: designated ? beneficiariesOfRows(beneficiaries) : [],
      balanceCents: 'cents' in entered ? entered.cents : null,
    });
    const issues: Issue[] = designated ? beneficiaryIssues(beneficiaries, { required: true }) : [];
    if ('message' in entered) issues.push({ path: ['balance'], message: entered.message });
    // The totals (at `beneficiaries` in the shared schema) are already on their tier's row.
    const rename = { shareBasisPoints: 'sharePercent', balanceCents: 'balance' };
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
    balance: account?.balanceCents == null ? '' : unitsToDecimalText(account.balanceCents, 2),
    designation: account?.designation ?? 'none',
    beneficiaries: beneficiaryRowsOf(account?.beneficiaries ?? []),
    notes: account?.notes ?? '',
  };
}
