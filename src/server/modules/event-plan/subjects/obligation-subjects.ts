import { ENTITY_LABELS, type Category } from '@shared/finance/categories';
import {
  FREQUENCY_LABELS,
  monthlyEquivalentCents,
  type Frequency,
} from '@shared/finance/frequency';
import { websiteHref } from '@shared/finance/obligation-links';
import { maskLastFour } from '@shared/finance/sensitive-number';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { obligationGroupLabel, obligationGuidance } from '../../binder/obligation-guidance';
import { FACT, autoPayFact, fact, handledByFacts, money } from '../fact-text';
import type { HouseholdSnapshot, SnapshotObligation } from '../household-snapshot';
import { policyName } from './policy-subjects';
import { subject, type PlanSubject } from './plan-subject';

function costText(obligation: SnapshotObligation): string {
  const frequency = obligation.frequency as Frequency;
  const every = FREQUENCY_LABELS[frequency] ?? FREQUENCY_LABELS.monthly;
  const cost = `${money(obligation.costCents)} ${every}`;
  if (frequency === 'monthly' || !(frequency in FREQUENCY_LABELS)) return cost;
  const monthly = monthlyEquivalentCents(obligation.costCents, frequency);
  return `${cost} (about ${money(monthly)} a month)`;
}

/** The policy whose premium this obligation pays, if any. */
function premiumOf(snapshot: HouseholdSnapshot, obligation: SnapshotObligation): TTaskFact[] {
  const policy = snapshot.policies.find((each) => each.premiumExpenseId === obligation.id);
  return policy ? [{ label: 'Pays the premium of', value: policyName(policy) }] : [];
}

function obligationFacts(snapshot: HouseholdSnapshot, obligation: SnapshotObligation): TTaskFact[] {
  const entityLabel = ENTITY_LABELS[obligation.category as Category];
  return [
    { label: FACT.vendor, value: obligation.vendor },
    { label: 'Cost', value: costText(obligation) },
    {
      label: 'Kind',
      value: obligationGroupLabel(obligation.category, obligation.homeSubcategory),
    },
    ...fact(entityLabel ?? 'For', obligation.entityName),
    ...fact('Description', obligation.description),
    autoPayFact(obligation.isAutoPay, obligation.autoPayDate),
    ...fact('Paid from', obligation.bankAccount),
    ...(obligation.website
      ? [{ label: 'Website', value: obligation.website, href: websiteHref(obligation.website) }]
      : []),
    ...fact(FACT.accountReference, maskLastFour(obligation.last4)),
    ...premiumOf(snapshot, obligation),
    ...handledByFacts(snapshot, 'expense', obligation.id),
  ];
}

/**
 * Every recurring obligation, automatic payments first (they keep going until someone stops
 * them), then the largest monthly cost first, then by vendor.
 */
export function obligationSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  const monthly = (obligation: SnapshotObligation) =>
    monthlyEquivalentCents(obligation.costCents, obligation.frequency);
  return [...snapshot.obligations]
    .sort(
      (a, b) =>
        Number(b.isAutoPay) - Number(a.isAutoPay) ||
        monthly(b) - monthly(a) ||
        a.vendor.localeCompare(b.vendor),
    )
    .map((obligation) =>
      subject({
        kind: 'expense',
        id: obligation.id,
        label: obligation.vendor,
        facts: obligationFacts(snapshot, obligation),
        autoPay: obligation.isAutoPay,
        guidance: obligationGuidance(obligation.category, obligation.homeSubcategory),
      }),
    );
}
