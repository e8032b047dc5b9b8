import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  DESIGNATION_KINDS,
  INVESTMENT_ACCOUNT_TYPES,
  ZInvestmentAccountInput,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import {
  ZBeneficiaryRow,
  beneficiariesOfRows,
  beneficiaryFieldPaths,
  beneficiaryIssues,
  beneficiaryRowsOf,
} from '@web/components/beneficiaries/beneficiary-form-rows';
import { mapIssues, pathsOf } from '@web/lib/map-issues';

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
  .transform((form, context) => {
    const designated = form.designation !== 'none';
    const issues = designated ? beneficiaryIssues(form.beneficiaries, { required: true }) : [];
    const input = {
      type: form.type,
      institutionName: form.institutionName,
      accountName: form.accountName,
      accountNumber: form.removeAccountNumber
        ? null
        : form.accountNumber.trim()
          ? form.accountNumber
          : undefined,
      ownerName: form.ownerName,
      designation: form.designation,
      beneficiaries: designated ? beneficiariesOfRows(form.beneficiaries) : [],
      notes: form.notes,
    };
    const parsed = ZInvestmentAccountInput.safeParse(input);
    // The totals (at `beneficiaries` in the shared schema) are already on their tier's row.
    const placed = pathsOf(issues).add('beneficiaries');
    issues.push(...mapIssues(parsed.error, { shareBasisPoints: 'sharePercent' }, placed));
    for (const issue of issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: form });
    return issues.length > 0 || !parsed.success ? z.NEVER : parsed.data;
  });

export type TInvestmentAccountFormValues = z.input<typeof ZInvestmentAccountForm>;

/** The fields the server may name in `error.fields`. */
export const INVESTMENT_ACCOUNT_FORM_FIELDS: readonly Path<TInvestmentAccountFormValues>[] = [
  'type',
  'institutionName',
  'accountName',
  'accountNumber',
  'ownerName',
  'designation',
  'beneficiaries',
  'notes',
  ...beneficiaryFieldPaths<TInvestmentAccountFormValues>(),
];

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
