import type { z } from 'zod';
import {
  BENEFICIARY_POLICY_KINDS,
  POLICY_KIND_LABELS,
  type TPolicy,
  type ZPolicyInput,
} from '@shared/estate/policy-schemas';
import { FREQUENCY_SUFFIXES } from '@shared/finance/frequency';
import { maskLastFour } from '@shared/finance/sensitive-number';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { dollars } from '../csv-export';
import { policyRows } from './policy-rows';
import { toPolicyView } from './policy-view';

/** A policy as the owner's activity log names it: "Life - Northwestern Mutual". */
function describe(row: { kind: string; carrier: string }): string {
  const kind = POLICY_KIND_LABELS[row.kind as keyof typeof POLICY_KIND_LABELS] ?? row.kind;
  return `${kind} - ${row.carrier}`;
}

const CSV_COLUMNS = [
  'type',
  'carrier',
  'policy_number',
  'insured',
  'face_amount',
  'premium',
  'premium_paid_by',
  'beneficiaries',
  'notes',
];

/** The selected households' policies, numbers masked, one line each. */
function csvLine(policy: TPolicy) {
  return [
    POLICY_KIND_LABELS[policy.kind],
    policy.carrier,
    maskLastFour(policy.policyNumberLast4),
    policy.insuredName,
    dollars(policy.faceAmountCents),
    policy.premium
      ? `${dollars(policy.premium.costCents)}${FREQUENCY_SUFFIXES[policy.premium.frequency]}`
      : '',
    policy.premium?.vendor,
    policy.beneficiaries
      .map((each) => `${each.name} (${each.tier}, ${each.shareBasisPoints / 100}%)`)
      .join('; '),
    policy.notes,
  ];
}

/**
 * Issue 14: insurance policies as records of their own. The policy number is sealed like account
 * numbers; the premium is an obligation of the same household (the monthly obligations already
 * hold what is paid, so the policy points at it instead of keeping a second amount).
 */
export function createPolicyService(deps: HouseholdDeps) {
  return ownedCrud({
    ...deps,
    subject: 'policies',
    section: 'policies',
    describe,
    rows: policyRows,
    toView: toPolicyView,
    notFound: 'This insurance policy does not exist.',
    links: { premiumExpenseId: 'expense' },
    sealedNumber: 'policyNumber',
    toColumns: (input: z.output<typeof ZPolicyInput>) => ({
      kind: input.kind,
      carrier: input.carrier,
      insuredName: input.insuredName,
      faceAmountCents: input.faceAmountCents,
      premiumExpenseId: input.premiumExpenseId,
      // Only policies that pay at death name beneficiaries; others keep none.
      beneficiaries: BENEFICIARY_POLICY_KINDS.includes(input.kind) ? input.beneficiaries : [],
      notes: input.notes,
    }),
    csv: { columns: CSV_COLUMNS, line: csvLine },
  });
}

export type PolicyService = ReturnType<typeof createPolicyService>;
