import { describe, expect, it } from 'vitest';
import {
  account,
  instrument,
  person,
} from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { completeInstruments, completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { noAlternateExecutorNamed, noExecutorNamed, noWill } from './executor-rules';

const withoutWill = () => completeInstruments().filter((each) => each.kind !== 'will');

describe('noWill', () => {
  it('fires for a household with no will, with what would pass through probate', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: withoutWill(),
      assets: [account({ balanceCents: 2_000_000 })],
    });
    const [tip] = tipsOf(noWill, snapshot);
    expect(tip).toMatchObject({
      rule: 'no-will',
      severity: 'high',
      title: 'No will recorded',
      href: '/estate-plan#will',
      action: 'Record your will',
    });
    expect(tip?.detail).toMatch(
      /^Your records show \$20,000\.00 that would pass through probate\. Without a will/,
    );
  });

  it('says whose household when several are selected', () => {
    const base = completeSnapshot();
    const other = '00000000-0000-4000-8000-000000000009';
    const snapshot = withEstate(
      {
        ...base,
        households: [...base.households, { ownerId: other, ownerName: 'Sam Lee', isOwn: false }],
      },
      {
        households: [
          ...base.estate.households,
          { ownerId: other, children: [], familyUserIds: [other], advisorIds: [] },
        ],
      },
    );
    expect(tipsOf(noWill, snapshot).map((tip) => tip.title)).toEqual([
      'No will recorded for Sam Lee',
    ]);
  });

  it('does not fire when a will is recorded, even one naming no executor', () => {
    expect(tipsOf(noWill, completeSnapshot())).toEqual([]);
    const snapshot = withEstate(completeSnapshot(), {
      instruments: [...withoutWill(), instrument({ people: [] })],
    });
    expect(tipsOf(noWill, snapshot)).toEqual([]);
  });
});

describe('noExecutorNamed', () => {
  it('fires for a will that names no executor', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: [...withoutWill(), instrument({ principalName: 'Alex Rivera', people: [] })],
    });
    expect(tipsOf(noExecutorNamed, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'no-executor',
        severity: 'high',
        title: 'Will of Alex Rivera names no executor',
        href: '/estate-plan#will',
      }),
    ]);
  });

  it('does not fire with an executor named, nor without a will (no-will says so)', () => {
    expect(tipsOf(noExecutorNamed, completeSnapshot())).toEqual([]);
    expect(
      tipsOf(noExecutorNamed, withEstate(completeSnapshot(), { instruments: withoutWill() })),
    ).toEqual([]);
  });
});

describe('noAlternateExecutorNamed', () => {
  it('fires for a will with an executor but no alternate', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: [
        ...withoutWill(),
        instrument({ principalName: 'Alex Rivera', people: [person({ name: 'Ana Lopez' })] }),
      ],
    });
    expect(tipsOf(noAlternateExecutorNamed, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'no-alternate-executor',
        severity: 'medium',
        title: 'Will of Alex Rivera names no alternate executor',
      }),
    ]);
  });

  it('does not fire when an alternate is named', () => {
    expect(tipsOf(noAlternateExecutorNamed, completeSnapshot())).toEqual([]);
  });
});
