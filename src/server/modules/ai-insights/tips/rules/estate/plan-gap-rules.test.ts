import { describe, expect, it } from 'vitest';
import {
  account,
  household,
  instrument,
  person,
} from '@shared/estate/estate-analysis/estate-facts.test-helper';
import {
  completeInstruments,
  completeSnapshot,
  OWNER,
  tipsOf,
  withEstate,
} from '../../tip-fixture';
import {
  childrenWithoutGuardianTip,
  personNotInFamilyTip,
  reviewOverdueTip,
  unfundedTrustTip,
} from './plan-gap-rules';

describe('childrenWithoutGuardianTip', () => {
  const withChildren = () =>
    withEstate(completeSnapshot(), {
      households: [household({ children: ['Mia', 'Leo'] })],
    });

  it('fires when children are recorded and no guardian is named', () => {
    expect(tipsOf(childrenWithoutGuardianTip, withChildren())).toEqual([
      expect.objectContaining({
        rule: 'children-without-guardian',
        severity: 'high',
        title: 'No guardian named for Mia and Leo',
        href: '/estate-plan#guardian_nomination',
        action: 'Name a guardian',
      }),
    ]);
  });

  it('does not fire once a guardian nomination names a guardian, nor without children', () => {
    const snapshot = withChildren();
    const named = withEstate(snapshot, {
      instruments: [
        ...completeInstruments(),
        instrument({
          id: 'guardian-1',
          kind: 'guardian_nomination',
          variant: 'standard',
          people: [person({ role: 'guardian' })],
        }),
      ],
    });
    expect(tipsOf(childrenWithoutGuardianTip, named)).toEqual([]);
    expect(tipsOf(childrenWithoutGuardianTip, completeSnapshot())).toEqual([]);
  });
});

describe('reviewOverdueTip', () => {
  it('fires for a document past its review date, with the date', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: completeInstruments().map((each) =>
        each.kind === 'will' ? { ...each, signedOn: '2022-01-01' } : each,
      ),
    });
    const [tip] = tipsOf(reviewOverdueTip, snapshot);
    expect(tip).toMatchObject({
      rule: 'review-overdue',
      severity: 'low',
      title: 'Will of Alex Rivera is due for review',
    });
    expect(tip?.detail).toContain('Jan 1, 2025');
  });

  it('does not fire before the review date', () => {
    expect(tipsOf(reviewOverdueTip, completeSnapshot())).toEqual([]);
  });
});

describe('unfundedTrustTip', () => {
  const trust = (funded: boolean) =>
    instrument({
      id: 'trust-1',
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Alex Rivera',
      people: [person({ role: 'trustee' }), person({ role: 'successor_trustee' })],
      funding: [{ assetKind: 'asset', assetId: 'asset-1', funded }],
    });

  it('fires for a trust with an asset not yet retitled to it, naming the asset', () => {
    const snapshot = withEstate(completeSnapshot(), {
      assets: [account({ institutionName: 'Chase', accountName: 'Savings' })],
      instruments: [...completeInstruments(), trust(false)],
    });
    expect(tipsOf(unfundedTrustTip, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'unfunded-trust',
        severity: 'medium',
        title:
          'Revocable living trust of Alex Rivera: Chase · Savings not yet retitled to the trust',
      }),
    ]);
  });

  it('does not fire once the asset is retitled', () => {
    const snapshot = withEstate(completeSnapshot(), {
      assets: [account()],
      instruments: [...completeInstruments(), trust(true)],
    });
    expect(tipsOf(unfundedTrustTip, snapshot)).toEqual([]);
  });
});

describe('personNotInFamilyTip', () => {
  it('fires for someone named from the family list who is no longer in it', () => {
    const gone = '00000000-0000-4000-8000-000000000077';
    const snapshot = withEstate(completeSnapshot(), {
      instruments: completeInstruments().map((each) =>
        each.kind === 'will'
          ? {
              ...each,
              people: [
                ...each.people,
                person({ role: 'witness', source: 'family', refId: gone, name: 'Old Friend' }),
              ],
            }
          : each,
      ),
    });
    expect(tipsOf(personNotInFamilyTip, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'person-not-in-family',
        title: 'Old Friend is no longer in your family list',
      }),
    ]);
  });

  it('does not fire for people still connected', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: completeInstruments().map((each) =>
        each.kind === 'will'
          ? {
              ...each,
              people: [
                ...each.people,
                person({ role: 'witness', source: 'family', refId: OWNER, name: 'Alex Rivera' }),
              ],
            }
          : each,
      ),
    });
    expect(tipsOf(personNotInFamilyTip, snapshot)).toEqual([]);
  });
});
