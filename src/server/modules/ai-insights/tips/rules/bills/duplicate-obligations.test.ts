import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, OWNER, tipsOf } from '../../tip-fixture';
import { duplicateObligations } from './duplicate-obligations';

describe('duplicateObligations', () => {
  it('fires once per household, listing each group with its cost and count', () => {
    const snapshot = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({ id: 'a', vendor: 'Comcast', category: 'home', costCents: 8_000 }),
        snapshotObligation({ id: 'b', vendor: 'comcast ', category: 'home', costCents: 8_000 }),
        ...['c', 'd', 'e'].map((id) =>
          snapshotObligation({ id, vendor: 'Netflix', costCents: 1_549 }),
        ),
      ],
    };
    expect(tipsOf(duplicateObligations, snapshot)).toEqual([
      {
        rule: 'duplicate-obligations',
        severity: 'medium',
        title: '2 bills may be entered twice',
        detail:
          'Comcast at $80.00 (2 entries) and Netflix at $15.49 (3 entries): same vendor, cost and category. Check whether each is really paid more than once, and delete the extra entries.',
        href: '/expenses',
        action: 'Review duplicates',
      },
    ]);
  });

  it('does not fire for different costs, nor for the same bill in two households', () => {
    const other = '00000000-0000-4000-8000-000000000009';
    const base = completeSnapshot();
    const snapshot = {
      ...base,
      households: [...base.households, { ownerId: other, ownerName: 'Sam Lee', isOwn: false }],
      obligations: [
        snapshotObligation({ id: 'a', vendor: 'Comcast', costCents: 8_000, ownerId: OWNER }),
        snapshotObligation({ id: 'b', vendor: 'Comcast', costCents: 8_100, ownerId: OWNER }),
        snapshotObligation({ id: 'c', vendor: 'Netflix', costCents: 1_549, ownerId: OWNER }),
        snapshotObligation({ id: 'd', vendor: 'Netflix', costCents: 1_549, ownerId: other }),
      ],
    };
    expect(tipsOf(duplicateObligations, snapshot)).toEqual([]);
  });
});
