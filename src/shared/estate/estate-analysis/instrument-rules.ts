import { format, parseISO } from 'date-fns';
import { isOverdue, nextReview } from '../review-dates';
import type { TEstateAsset } from '../estate-summary-schemas';
import type { EstateFacts } from './estate-facts';
import { instrumentLabel, listOfNames } from './estate-labels';
import { FIX_ROUTES } from './fix-links';
import { failed, passed, type GapCheck } from './gap-check';

const TRUST_FIX = { label: 'Update the funding checklist', to: FIX_ROUTES.instrument('trust') };

/**
 * A trust with assets on its funding checklist not yet retitled to it, or a revocable living
 * trust holding nothing at all: a trust controls only what is titled in its name. One check per
 * trust.
 */
export function unfundedTrust(facts: EstateFacts, assets: readonly TEstateAsset[]): GapCheck[] {
  return facts.instruments
    .filter((instrument) => instrument.kind === 'trust')
    .map((trust) => {
      const key = `unfunded_trust:${trust.id}`;
      const unfunded = trust.funding.filter((item) => !item.funded);
      const empty =
        trust.variant === 'revocable_living' && !trust.funding.some((item) => item.funded);
      if (unfunded.length === 0 && !empty) return passed(key);
      const names = unfunded.map(
        (item) =>
          assets.find((asset) => asset.kind === item.assetKind && asset.id === item.assetId)
            ?.label ?? 'a deleted record',
      );
      const label = instrumentLabel(trust);
      return failed({
        key,
        ownerId: trust.ownerId,
        rule: 'unfunded_trust',
        severity: 'medium',
        title:
          unfunded.length > 0
            ? `${label}: ${listOfNames(names)} not yet retitled to the trust`
            : `${label} holds no assets yet`,
        explanation:
          'A trust controls only what is titled in its name. Anything not retitled to it passes under your will through probate, which is what the trust was meant to avoid. Retitle the accounts and deeds, then tick them off.',
        fix: TRUST_FIX,
      });
    });
}

function day(iso: string): string {
  return format(parseISO(iso), 'MMM d, yyyy');
}

/**
 * A document past its next review date: every few years (3 by default), or sooner after a life
 * event recorded since it was signed or last reviewed (review-dates.ts). One check per document
 * signed or reviewed.
 */
export function reviewOverdue(facts: EstateFacts): GapCheck[] {
  return facts.instruments.flatMap((instrument) => {
    const events = facts.lifeEvents.filter((event) => event.ownerId === instrument.ownerId);
    const review = nextReview(instrument, events);
    if (review.nextReviewOn === null) return [];
    const key = `review_overdue:${instrument.id}`;
    if (!isOverdue(review.nextReviewOn, facts.today)) return [passed(key)];
    return [
      failed({
        key,
        ownerId: instrument.ownerId,
        rule: 'review_overdue',
        severity: review.reviewReason ? 'medium' : 'low',
        title: `${instrumentLabel(instrument)} is due for review`,
        explanation: review.reviewReason
          ? `${review.reviewReason}, after it was last signed or reviewed. A life event like this can change who should receive what or who should act for you: read it again and mark it reviewed, or have it updated.`
          : `It was due for review on ${day(review.nextReviewOn)}. Laws, family and finances change: read it again and mark it reviewed, or have it updated.`,
        fix: { label: 'Review it', to: FIX_ROUTES.instrument(instrument.kind) },
      }),
    ];
  });
}
