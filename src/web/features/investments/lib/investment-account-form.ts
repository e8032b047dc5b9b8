import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  BENEFICIARY_TIERS,
  DESIGNATION_KINDS,
  INVESTMENT_ACCOUNT_TYPES,
  ZInvestmentAccountInput,
  shareTotalProblems,
  type TBeneficiaryTier,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import { parseDecimalUnits, unitsToDecimalText } from './decimal-text';
import { mapIssues, pathsOf, type Issue } from './map-issues';

/** The most beneficiaries an account names (the shared schema's limit). */
export const MAX_BENEFICIARIES = 20;

const ZBeneficiaryRow = z.object({
  name: z.string(),
  relationship: z.string(),
  tier: z.enum(BENEFICIARY_TIERS),
  /** As typed: a percentage with up to 2 decimals, sent as basis points. */
  sharePercent: z.string(),
});
export type TBeneficiaryRow = z.infer<typeof ZBeneficiaryRow>;

/** A share as typed, in basis points, or why it cannot be one. */
export function shareBasisPoints(text: string): { basisPoints: number } | { message: string } {
  const parsed = parseDecimalUnits(text, 2);
  if (parsed.ok) return { basisPoints: parsed.units };
  if (parsed.reason === 'too-many-decimals') return { message: 'Use at most 2 decimals' };
  return { message: 'Enter a percentage' };
}

/** Each tier's total in basis points (rows whose share cannot be read count as 0). */
export function tierTotals(rows: readonly Pick<TBeneficiaryRow, 'tier' | 'sharePercent'>[]) {
  const totals = new Map<TBeneficiaryTier, number>();
  for (const row of rows) {
    const share = shareBasisPoints(row.sharePercent);
    totals.set(
      row.tier,
      (totals.get(row.tier) ?? 0) + ('basisPoints' in share ? share.basisPoints : 0),
    );
  }
  return BENEFICIARY_TIERS.flatMap((tier) => {
    const total = totals.get(tier);
    return total === undefined ? [] : [{ tier, basisPoints: total }];
  });
}

/**
 * The beneficiary checks, each put beside the row it is about: a share that cannot be read on its
 * own input, a tier whose shares do not add up to 100 % on that tier's first share (the shared
 * `shareTotalProblems` message), a missing primary on the first row's tier.
 */
function beneficiaryIssues(rows: readonly TBeneficiaryRow[]): Issue[] {
  if (rows.length === 0)
    return [{ path: ['beneficiaries'], message: 'Name at least one primary beneficiary' }];
  const issues: Issue[] = [];
  const shares = rows.map((row, index) => {
    const share = shareBasisPoints(row.sharePercent);
    if ('message' in share)
      issues.push({ path: ['beneficiaries', index, 'sharePercent'], message: share.message });
    return { tier: row.tier, shareBasisPoints: 'basisPoints' in share ? share.basisPoints : 0 };
  });
  if (!rows.some((row) => row.tier === 'primary'))
    issues.push({
      path: ['beneficiaries', 0, 'tier'],
      message: 'Name at least one primary beneficiary',
    });
  // A total is only worth reporting once every share in it can be read.
  if (issues.length > 0) return issues;
  for (const problem of shareTotalProblems(shares)) {
    const first = rows.findIndex((row) => row.tier === problem.tier);
    issues.push({ path: ['beneficiaries', first, 'sharePercent'], message: problem.message });
  }
  return issues;
}

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
    const issues = designated ? beneficiaryIssues(form.beneficiaries) : [];
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
      beneficiaries: designated
        ? form.beneficiaries.map((row) => {
            const share = shareBasisPoints(row.sharePercent);
            return {
              name: row.name,
              relationship: row.relationship,
              tier: row.tier,
              shareBasisPoints: 'basisPoints' in share ? share.basisPoints : 0,
            };
          })
        : [],
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
  ...Array.from({ length: MAX_BENEFICIARIES }, (_, index) => [
    `beneficiaries.${index}.name` as const,
    `beneficiaries.${index}.relationship` as const,
    `beneficiaries.${index}.tier` as const,
  ]).flat(),
];

/** A new beneficiary row: the first is the primary with the whole share. */
export function newBeneficiaryRow(existing: readonly TBeneficiaryRow[]): TBeneficiaryRow {
  return {
    name: '',
    relationship: '',
    tier: existing.some((row) => row.tier === 'primary') ? 'contingent' : 'primary',
    sharePercent: existing.length === 0 ? '100' : '',
  };
}

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
    beneficiaries: (account?.beneficiaries ?? []).map((each) => ({
      name: each.name,
      relationship: each.relationship ?? '',
      tier: each.tier,
      sharePercent: unitsToDecimalText(each.shareBasisPoints, 2),
    })),
    notes: account?.notes ?? '',
  };
}
