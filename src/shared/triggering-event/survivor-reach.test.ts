import { describe, expect, it } from 'vitest';
import { endingReason } from './ending-obligations';
import { insurerPayTime } from './insurer-pay-time';
import {
  accountHolders,
  isCloseFamilyRelationship,
  isEstateBeneficiary,
  ownerNames,
  survivorBeneficiary,
} from './survivor-reach';

const HOUSEHOLD = [{ name: 'Luis Carter', relationship: null }];

describe('who the survivors are', () => {
  it('takes a spouse, partner, child or stepchild as close family, never a former, late or in-law one', () => {
    for (const yes of [
      'Spouse',
      'wife',
      'Husband (married 1998)',
      'my son',
      'Stepdaughter',
      'adult child',
      'Domestic partner',
    ])
      expect(isCloseFamilyRelationship(yes), yes).toBe(true);
    for (const no of [
      'Ex-wife',
      'former husband',
      'late spouse',
      'son-in-law',
      'wife’s brother',
      'Brother',
      'Friend',
      null,
    ])
      expect(isCloseFamilyRelationship(no), String(no)).toBe(false);
  });

  it('a beneficiary is a survivor by relationship or by being one of the household, never the deceased', () => {
    expect(
      survivorBeneficiary({ name: 'Ana Carter', relationship: 'Daughter' }, 'Maria Carter', []),
    ).toBe(true);
    expect(
      survivorBeneficiary({ name: 'luis  carter', relationship: null }, 'Maria Carter', HOUSEHOLD),
    ).toBe(true);
    expect(
      survivorBeneficiary(
        { name: 'Tom Carter', relationship: 'Brother' },
        'Maria Carter',
        HOUSEHOLD,
      ),
    ).toBe(false);
    expect(
      survivorBeneficiary(
        { name: 'Maria Carter', relationship: 'Spouse' },
        'Maria Carter',
        HOUSEHOLD,
      ),
    ).toBe(false);
  });

  it('reads an estate as the beneficiary', () => {
    expect(isEstateBeneficiary('Estate')).toBe(true);
    expect(isEstateBeneficiary('Estate of Maria Carter')).toBe(true);
    expect(isEstateBeneficiary('Maria Carter’s estate')).toBe(true);
    expect(isEstateBeneficiary('Luis Carter')).toBe(false);
  });
});

describe('whose account it is', () => {
  it('splits an owner line into names, dropping the words for joint', () => {
    expect(ownerNames('Maria & Luis Carter')).toEqual(['Maria', 'Luis Carter']);
    expect(ownerNames('Maria Carter and Luis Carter, JTWROS')).toEqual([
      'Maria Carter',
      'Luis Carter',
    ]);
    expect(ownerNames('  ')).toEqual([]);
  });

  it('tells the deceased, the survivors and others apart; an empty line is the deceased’s', () => {
    expect(accountHolders('Maria & Luis Carter', 'Maria Carter', HOUSEHOLD)).toEqual({
      unrecorded: false,
      deceased: true,
      survivors: ['Luis Carter'],
      others: [],
    });
    expect(accountHolders('Rosa Diaz', 'Maria Carter', HOUSEHOLD)).toMatchObject({
      deceased: false,
      others: ['Rosa Diaz'],
    });
    expect(accountHolders(null, 'Maria Carter', HOUSEHOLD)).toMatchObject({
      unrecorded: true,
      deceased: true,
    });
  });
});

describe('obligations that end with the deceased', () => {
  const context = {
    deceasedName: 'Maria Carter',
    cancelledIds: new Set<string>(),
    lifePremiumIds: new Set<string>(),
    otherNames: ['Luis Carter'],
  };
  const bill = (more: object) => ({
    id: 'b',
    vendor: 'Verizon',
    category: 'other',
    entityName: null,
    description: null,
    ...more,
  });

  it('a line named for a survivor, or for the family, goes on', () => {
    expect(endingReason(bill({ description: 'Luis’s line' }), context)).toBeNull();
    expect(endingReason(bill({ description: 'Family plan' }), context)).toBeNull();
    expect(endingReason(bill({ description: 'Maria’s line' }), context)).toBe(
      'Maria Carter’s own phone line',
    );
  });

  it('a first name shared with a survivor is not enough; the full name is', () => {
    const shared = { ...context, otherNames: ['Maria Lopez'] };
    expect(endingReason(bill({ description: 'Maria’s line' }), shared)).toBeNull();
    expect(endingReason(bill({ description: 'Line of Maria Carter' }), shared)).toBe(
      'Maria Carter’s own phone line',
    );
  });

  it('insurance on a survivor’s car goes on', () => {
    expect(
      endingReason(
        bill({ vendor: 'GEICO', category: 'auto', entityName: 'Luis’s Toyota' }),
        context,
      ),
    ).toBeNull();
  });
});

describe('the usual time an insurer takes to pay', () => {
  it('cites the state’s statute where one was read, else the general page (not a statute)', () => {
    expect(insurerPayTime('tx')).toMatchObject({ citation: 'Tex. Ins. Code § 1101.011' });
    const general = insurerPayTime('NV');
    expect(general.citation).toBeNull();
    expect(general.source?.url).toContain('legalclarity.org');
    expect(insurerPayTime(null)).toEqual(general);
  });
});
