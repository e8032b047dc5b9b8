import type { PolicyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { POLICY_KIND_LABELS } from '@shared/estate/policy-schemas';
import type { SnapshotObligation } from '../../snapshot/household-snapshot';
import { wordsOf } from '../lookup/card-words';

/** The insurance obligations that pay a policy's premium: the carrier's, for its kind or insured. */
export function premiumsOf(
  policy: PolicyFacts,
  obligations: readonly SnapshotObligation[],
): SnapshotObligation[] {
  const carrier = wordsOf(policy.carrier);
  const byCarrier = obligations.filter((obligation) => {
    const words = wordsOf(obligation.vendor);
    return carrier.every((word) => words.includes(word));
  });
  if (byCarrier.length <= 1) return byCarrier;
  // The car or person it insures first ("GEICO (2021 Honda CR-V)"), else its kind ("Umbrella").
  const insured = wordsOf(policy.insuredName);
  const forInsured = byCarrier.filter((obligation) =>
    wordsOf(obligation.entityName).some((word) => insured.includes(word)),
  );
  if (forInsured.length > 0) return forInsured;
  const kind = wordsOf(
    POLICY_KIND_LABELS[policy.kind],
    policy.kind === 'home' ? 'homeowners' : null,
  );
  return byCarrier.filter((obligation) =>
    wordsOf(obligation.vendor, obligation.description, obligation.homeSubcategory).some((word) =>
      kind.includes(word),
    ),
  );
}
