import { describe, expect, it } from 'vitest';
import { completeInstruments, completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { oldWill } from './old-will';

function willSigned(
  signedOn: string,
  reviewEveryMonths: number,
  lastReviewedOn: string | null = null,
) {
  return withEstate(completeSnapshot(), {
    instruments: completeInstruments().map((each) =>
      each.kind === 'will' ? { ...each, signedOn, reviewEveryMonths, lastReviewedOn } : each,
    ),
  });
}

describe('oldWill', () => {
  it('fires for a will last signed more than 5 years ago whose long review interval has not run out', () => {
    expect(tipsOf(oldWill, willSigned('2019-06-01', 120))).toEqual([
      {
        rule: 'old-will',
        severity: 'medium',
        title: 'Will of Alex Rivera is 6 years old',
        detail:
          'It was last signed or reviewed on Jun 1, 2019, more than 5 years ago. Family, finances and laws change: read it again and mark it reviewed, or have it updated.',
        href: '/estate-plan#will',
        action: 'Review it',
      },
    ]);
  });

  it('does not fire when reviewed recently, nor when review-overdue already reports it', () => {
    expect(tipsOf(oldWill, willSigned('2019-06-01', 120, '2024-05-01'))).toEqual([]);
    expect(tipsOf(oldWill, willSigned('2019-06-01', 36))).toEqual([]);
    expect(tipsOf(oldWill, completeSnapshot())).toEqual([]);
  });
});
