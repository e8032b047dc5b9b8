import { addYears, differenceInYears, format, parseISO } from 'date-fns';
import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import { isOverdue, nextReview } from '@shared/estate/review-dates';
import { dayText } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/** Research notes §1 (tips catalogue): "will older than 5 years". */
export const OLD_WILL_YEARS = 5;

/**
 * A will or trust last signed or reviewed more than 5 years ago whose own review date has not
 * passed (a long review interval was chosen): past its review date, review-overdue already says so.
 */
export const oldWill: TipRule = {
  id: 'old-will',
  area: 'estate plan',
  evaluate: ({ snapshot }) => {
    const { instruments, lifeEvents, today } = snapshot.estate;
    const limit = format(addYears(parseISO(today), -OLD_WILL_YEARS), 'yyyy-MM-dd');
    return instruments.flatMap((instrument) => {
      if (instrument.kind !== 'will' && instrument.kind !== 'trust') return [];
      const base = [instrument.signedOn, instrument.lastReviewedOn]
        .filter((day): day is string => day !== null)
        .sort()
        .pop();
      if (!base || base >= limit) return [];
      const events = lifeEvents.filter((event) => event.ownerId === instrument.ownerId);
      if (isOverdue(nextReview(instrument, events).nextReviewOn, today)) return [];
      const years = differenceInYears(parseISO(today), parseISO(base));
      return [
        {
          rule: 'old-will',
          severity: 'medium' as const,
          title: `${instrumentLabel(instrument)} is ${years} years old`,
          detail: `It was last signed or reviewed on ${dayText(base)}, more than ${OLD_WILL_YEARS} years ago. Family, finances and laws change: read it again and mark it reviewed, or have it updated.`,
          href: FIX_ROUTES.instrument(instrument.kind),
          action: 'Review it',
        },
      ];
    });
  },
};
