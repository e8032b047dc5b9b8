import { POLICY_KIND_LABELS } from '@shared/estate/policy-schemas';
import { FREQUENCY_LABELS, type Frequency } from '@shared/finance/frequency';
import { maskLastFour } from '@shared/finance/sensitive-number';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { FACT, beneficiaryLine, fact, handledByFacts, insuresOwner, money } from '../fact-text';
import type { HouseholdSnapshot, SnapshotPolicy } from '../household-snapshot';
import { subject, type PlanSubject } from './plan-subject';

/** "Northwestern Mutual (life policy ****9988)" */
export function policyName(policy: SnapshotPolicy): string {
  const number = maskLastFour(policy.last4);
  const kind = POLICY_KIND_LABELS[policy.kind].toLowerCase();
  return `${policy.carrier} (${kind} policy${number ? ` ${number}` : ''})`;
}

/** The obligation that pays the premium, and the advisor (agent) who handles it. */
function premiumFacts(snapshot: HouseholdSnapshot, policy: SnapshotPolicy): TTaskFact[] {
  const premium = snapshot.obligations.find((each) => each.id === policy.premiumExpenseId);
  if (!premium) return [];
  const every = FREQUENCY_LABELS[premium.frequency as Frequency] ?? FREQUENCY_LABELS.monthly;
  return [
    { label: 'Premium', value: `${money(premium.costCents)} ${every} (${premium.vendor})` },
    ...handledByFacts(snapshot, 'expense', premium.id),
  ];
}

function policySubject(snapshot: HouseholdSnapshot, policy: SnapshotPolicy): PlanSubject {
  return subject({
    kind: 'policy',
    id: policy.id,
    label: policyName(policy),
    facts: [
      { label: FACT.insurer, value: policy.carrier },
      { label: 'Policy', value: POLICY_KIND_LABELS[policy.kind] },
      ...fact(FACT.policyNumber, maskLastFour(policy.last4)),
      ...fact('Insured', policy.insuredName),
      ...(policy.faceAmountCents === null
        ? []
        : [
            {
              label: policy.kind === 'life' ? 'Death benefit' : 'Coverage',
              value: money(policy.faceAmountCents),
            },
          ]),
      ...policy.beneficiaries.map((beneficiary) => ({
        label: 'Beneficiary',
        value: beneficiaryLine(beneficiary),
      })),
      ...premiumFacts(snapshot, policy),
    ],
  });
}

function isLifeOnOwner(snapshot: HouseholdSnapshot, policy: SnapshotPolicy): boolean {
  return policy.kind === 'life' && insuresOwner(snapshot.ownerName, policy.insuredName);
}

/** Life policies on the owner: the death benefit to claim. */
export function lifePolicySubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.policies
    .filter((policy) => isLifeOnOwner(snapshot, policy))
    .map((policy) => policySubject(snapshot, policy));
}

/** Every other policy: the insurer must hear of the death. */
export function otherPolicySubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.policies
    .filter((policy) => !isLifeOnOwner(snapshot, policy))
    .map((policy) => policySubject(snapshot, policy));
}

/** Disability and long-term care policies on the owner: they may pay during an incapacity. */
export function incomePolicySubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.policies
    .filter(
      (policy) =>
        (policy.kind === 'disability' || policy.kind === 'long_term_care') &&
        insuresOwner(snapshot.ownerName, policy.insuredName),
    )
    .map((policy) => policySubject(snapshot, policy));
}
