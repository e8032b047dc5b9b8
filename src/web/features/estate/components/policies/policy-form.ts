import { z } from 'zod';
import {
  BENEFICIARY_POLICY_KINDS,
  POLICY_KINDS,
  ZPolicyInput,
  type TPolicy,
  type TPolicyKind,
} from '@shared/estate/policy-schemas';
import {
  ZBeneficiaryRow,
  beneficiariesOfRows,
  beneficiaryIssues,
  beneficiaryRowsOf,
} from '@web/components/beneficiaries/beneficiary-form-rows';
import { keptSecretInput } from '@web/components/records/kept-secret-input';
import { settleIssues } from '@web/lib/map-issues';

/** Whether a policy of this kind pays someone at death, and so names beneficiaries. */
export function namesBeneficiaries(kind: TPolicyKind): boolean {
  return BENEFICIARY_POLICY_KINDS.includes(kind);
}

/**
 * The policy form as its inputs hold it, turned into the shared `ZPolicyInput`, with every
 * message on the input it is about. Beneficiaries are sent only for a kind that names them (a
 * life policy may name none yet: the estate plan then shows the gap). The policy number is a
 * secret the form never saw: left blank it keeps the stored one, "remove" clears it.
 */
export const ZPolicyForm = z
  .object({
    kind: z.enum(POLICY_KINDS, { error: 'Choose the type of policy' }),
    carrier: z.string(),
    policyNumber: z.string(),
    removePolicyNumber: z.boolean(),
    insuredName: z.string(),
    /** Cents; 0 means no amount recorded. */
    faceAmountCents: z.number(),
    /** An obligation's id, or '' for none. */
    premiumExpenseId: z.string(),
    beneficiaries: z.array(ZBeneficiaryRow),
    notes: z.string(),
  })
  .transform(({ policyNumber, removePolicyNumber, beneficiaries, ...form }, context) => {
    const named = namesBeneficiaries(form.kind);
    const issues = named ? beneficiaryIssues(beneficiaries, { required: false }) : [];
    const parsed = ZPolicyInput.safeParse({
      ...form,
      policyNumber: keptSecretInput(policyNumber, removePolicyNumber),
      faceAmountCents: form.faceAmountCents > 0 ? form.faceAmountCents : null,
      premiumExpenseId: form.premiumExpenseId || null,
      beneficiaries: named ? beneficiariesOfRows(beneficiaries) : [],
    });
    // The totals (at `beneficiaries` in the shared schema) are already on their tier's row.
    const rename = { shareBasisPoints: 'sharePercent' };
    return settleIssues(context, issues, parsed, rename, ['beneficiaries']);
  });

export type TPolicyFormValues = z.input<typeof ZPolicyForm>;

/** A blank form (a life policy), or the policy's values for editing. */
export function policyFormValues(policy?: TPolicy | null): TPolicyFormValues {
  return {
    kind: policy?.kind ?? 'life',
    carrier: policy?.carrier ?? '',
    policyNumber: '',
    removePolicyNumber: false,
    insuredName: policy?.insuredName ?? '',
    faceAmountCents: policy?.faceAmountCents ?? 0,
    premiumExpenseId: policy?.premiumExpenseId ?? '',
    beneficiaries: beneficiaryRowsOf(policy?.beneficiaries ?? []),
    notes: policy?.notes ?? '',
  };
}
