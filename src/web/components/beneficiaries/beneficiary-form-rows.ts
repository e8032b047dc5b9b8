import { z } from 'zod';
import type { Path, UseFormReturn } from 'react-hook-form';
import {
  BENEFICIARY_TIERS,
  shareTotalProblems,
  type TBeneficiary,
  type TBeneficiaryTier,
} from '@shared/investments/investment-schemas';
import { parseDecimalUnits, unitsToDecimalText } from '@web/lib/decimal-text';
import type { Issue } from '@web/lib/map-issues';

/** The most beneficiaries an account or policy names (the shared schema's limit). */
export const MAX_BENEFICIARIES = 20;

export const ZBeneficiaryRow = z.object({
  name: z.string(),
  relationship: z.string(),
  tier: z.enum(BENEFICIARY_TIERS),
  /** As typed: a percentage with up to 2 decimals, sent as basis points. */
  sharePercent: z.string(),
  /** Under 18 (asked where the form offers it): the estate plan flags a minor named directly. */
  minor: z.boolean().optional(),
});
export type TBeneficiaryRow = z.infer<typeof ZBeneficiaryRow>;

/** A form whose values hold a list of beneficiary rows under `beneficiaries`. */
export type BeneficiaryFormValues = { beneficiaries: TBeneficiaryRow[] };
export type BeneficiaryForm = UseFormReturn<BeneficiaryFormValues>;

/**
 * Any form with `beneficiaries` rows, seen as just those rows: react-hook-form's types cannot say
 * that a form with more fields is also a form with these, though every path used is one of them.
 */
export function asBeneficiaryForm<TFields extends BeneficiaryFormValues, TOutput>(
  form: UseFormReturn<TFields, unknown, TOutput>,
): BeneficiaryForm {
  return form as unknown as BeneficiaryForm;
}

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
 * `shareTotalProblems` message), a missing primary on the first row's tier. An empty list is a
 * problem only where a beneficiary is `required` (a designated account); a policy may name none.
 */
export function beneficiaryIssues(
  rows: readonly TBeneficiaryRow[],
  { required }: { required: boolean },
): Issue[] {
  if (rows.length === 0)
    return required
      ? [{ path: ['beneficiaries'], message: 'Name at least one primary beneficiary' }]
      : [];
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

/** The rows as the API takes them (an unreadable share is sent as 0; the checks above catch it). */
export function beneficiariesOfRows(rows: readonly TBeneficiaryRow[]) {
  return rows.map((row) => {
    const share = shareBasisPoints(row.sharePercent);
    return {
      name: row.name,
      relationship: row.relationship,
      tier: row.tier,
      shareBasisPoints: 'basisPoints' in share ? share.basisPoints : 0,
      ...(row.minor ? { minor: true } : {}),
    };
  });
}

/** Stored beneficiaries as the rows the form starts from. */
export function beneficiaryRowsOf(beneficiaries: readonly TBeneficiary[]): TBeneficiaryRow[] {
  return beneficiaries.map((each) => ({
    name: each.name,
    relationship: each.relationship ?? '',
    tier: each.tier,
    sharePercent: unitsToDecimalText(each.shareBasisPoints, 2),
    ...(each.minor ? { minor: true } : {}),
  }));
}

/** The row fields the server may name in `error.fields`. */
export function beneficiaryFieldPaths<TFields extends BeneficiaryFormValues>(): Path<TFields>[] {
  return Array.from({ length: MAX_BENEFICIARIES }, (_, index) => [
    `beneficiaries.${index}.name`,
    `beneficiaries.${index}.relationship`,
    `beneficiaries.${index}.tier`,
  ]).flat() as Path<TFields>[];
}

/** A new beneficiary row: the first is the primary with the whole share. */
export function newBeneficiaryRow(existing: readonly TBeneficiaryRow[]): TBeneficiaryRow {
  return {
    name: '',
    relationship: '',
    tier: existing.some((row) => row.tier === 'primary') ? 'contingent' : 'primary',
    sharePercent: existing.length === 0 ? '100' : '',
  };
}
