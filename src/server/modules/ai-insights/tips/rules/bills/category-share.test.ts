import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { categoryShare } from './category-share';

describe('categoryShare', () => {
  it('fires for a category above half of the monthly obligations, with its figures', () => {
    const snapshot = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({
          id: 'a',
          vendor: 'Toyota Financial',
          category: 'auto',
          costCents: 60_000,
        }),
        snapshotObligation({
          id: 'b',
          vendor: 'GEICO',
          category: 'auto',
          costCents: 120_000,
          frequency: 'yearly',
        }),
        snapshotObligation({ id: 'c', vendor: 'Water', category: 'utilities', costCents: 30_000 }),
      ],
    };
    expect(tipsOf(categoryShare, snapshot)).toEqual([
      {
        rule: 'category-share',
        severity: 'low',
        title: 'Auto takes 70.0% of your monthly obligations',
        detail:
          '$700.00 of $1,000.00 a month, across 2 bills; the largest is Toyota Financial ($600.00 per month). The largest category is the first place to look when trimming.',
        href: '/expenses',
        action: 'See Auto bills',
      },
    ]);
  });

  it('does not fire at or below half, nor with a single category', () => {
    const even = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({ id: 'a', category: 'auto', costCents: 50_000 }),
        snapshotObligation({ id: 'b', category: 'home', costCents: 50_000 }),
      ],
    };
    expect(tipsOf(categoryShare, even)).toEqual([]);
    const single = {
      ...completeSnapshot(),
      obligations: [snapshotObligation({ id: 'a', category: 'home', costCents: 50_000 })],
    };
    expect(tipsOf(categoryShare, single)).toEqual([]);
  });
});
