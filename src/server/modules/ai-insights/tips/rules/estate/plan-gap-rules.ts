import { reviewOverdue, unfundedTrust } from '@shared/estate/estate-analysis/instrument-rules';
import {
  childrenWithoutGuardian,
  personNotInFamily,
} from '@shared/estate/estate-analysis/people-rules';
import { failedGaps, gapTip } from '../../estate-gap-tip';
import type { TipRule } from '../../tip-rule';

/** Children recorded and no guardian named (people-rules.ts). */
export const childrenWithoutGuardianTip: TipRule = {
  id: 'children-without-guardian',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(childrenWithoutGuardian(context.snapshot.estate)).map((gap) =>
      gapTip('children-without-guardian', gap),
    ),
};

/** A document past its review date: 3 years by default, sooner after a life event (instrument-rules.ts). */
export const reviewOverdueTip: TipRule = {
  id: 'review-overdue',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(reviewOverdue(context.snapshot.estate)).map((gap) => gapTip('review-overdue', gap)),
};

/** A trust with assets not yet retitled to it (instrument-rules.ts). */
export const unfundedTrustTip: TipRule = {
  id: 'unfunded-trust',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(unfundedTrust(context.snapshot.estate, context.estateAssets)).map((gap) =>
      gapTip('unfunded-trust', gap),
    ),
};

/** Someone named in the plan who is no longer in the family list or advisor contacts (people-rules.ts). */
export const personNotInFamilyTip: TipRule = {
  id: 'person-not-in-family',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(personNotInFamily(context.snapshot.estate)).map((gap) =>
      gapTip('person-not-in-family', gap),
    ),
};
