import { describe, expect, it } from 'vitest';
import { isBeneficiaryOnly, titlingFormsFor } from './titling-forms';

// Issue 38 item 2: the titling forms each record can carry, by the household's state.
describe('titling forms offered', () => {
  it('offers a retirement account, HSA or annuity only in one name (beneficiary designation)', () => {
    for (const type of ['retirement_401k', 'ira', 'hsa', 'annuity', 'pension'] as const)
      expect(titlingFormsFor({ assetKind: 'investment', type }, 'CA')).toEqual(['individual']);
    expect(isBeneficiaryOnly({ assetKind: 'asset', type: 'roth_ira' })).toBe(true);
    expect(isBeneficiaryOnly({ assetKind: 'asset', type: 'checking' })).toBe(false);
  });

  it('records joint with survivorship on an investment account in any state', () => {
    expect(titlingFormsFor({ assetKind: 'investment', type: 'brokerage' }, null)).toEqual([
      'individual',
      'jtwros',
      'tod_pod',
      'trust',
    ]);
  });

  it('offers tenancy by the entirety for a home in New York (real property only, assetprotectionattorneys.com table)', () => {
    expect(titlingFormsFor({ assetKind: 'property', type: 'home' }, 'NY')).toContain(
      'tenancy_by_entirety',
    );
    expect(titlingFormsFor({ assetKind: 'investment', type: 'brokerage' }, 'NY')).not.toContain(
      'tenancy_by_entirety',
    );
  });

  it('offers tenancy by the entirety for accounts in Florida and Pennsylvania, never in California or Ohio', () => {
    expect(titlingFormsFor({ assetKind: 'asset', type: 'savings' }, 'FL')).toContain(
      'tenancy_by_entirety',
    );
    expect(titlingFormsFor({ assetKind: 'asset', type: 'savings' }, 'PA')).toContain(
      'tenancy_by_entirety',
    );
    expect(titlingFormsFor({ assetKind: 'property', type: 'home' }, 'CA')).not.toContain(
      'tenancy_by_entirety',
    );
    expect(titlingFormsFor({ assetKind: 'property', type: 'home' }, 'OH')).not.toContain(
      'tenancy_by_entirety',
    );
  });

  it('offers community property and its survivorship form in California (Civ. Code § 682.1) and Texas (Est. Code ch. 112)', () => {
    for (const state of ['CA', 'TX'])
      expect(titlingFormsFor({ assetKind: 'property', type: 'home' }, state)).toEqual([
        'individual',
        'jtwros',
        'community_property',
        'community_property_survivorship',
        'tod_pod',
        'trust',
      ]);
  });

  it('offers community property without a survivorship form where none was read (Washington), and neither in Illinois', () => {
    const washington = titlingFormsFor({ assetKind: 'asset', type: 'savings' }, 'WA');
    expect(washington).toContain('community_property');
    expect(washington).not.toContain('community_property_survivorship');
    expect(titlingFormsFor({ assetKind: 'asset', type: 'savings' }, 'IL')).not.toContain(
      'community_property',
    );
  });
});
