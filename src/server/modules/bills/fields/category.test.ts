import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { findCategory } from './category';

const category = (page: string) => {
  const found = findCategory(billText(page));
  return [found.category.value, found.homeSubcategory.value];
};

describe('findCategory', () => {
  it('files utility bills under Home › Utilities', () => {
    expect(category('Natural gas service\nCCF used 11\nMeter 10L680441')).toEqual([
      'home',
      'Utilities',
    ]);
    expect(category('Water   209.90\nWaste Water   134.95')).toEqual(['home', 'Utilities']);
    expect(category('Electric Service\nTotal kwh 6972')).toEqual(['home', 'Utilities']);
  });

  it('recognises mortgage, insurance, auto and phone bills', () => {
    expect(category('Mortgage statement\nEscrow balance\nPrincipal and interest')).toEqual([
      'home',
      'Mortgage',
    ]);
    expect(category('Auto insurance premium\nPolicy number 123\nCoverage period')).toEqual([
      'insurance',
      null,
    ]);
    expect(category('Auto loan statement\nVehicle: 2019 Civic\nVIN 1HGCV')).toEqual(['auto', null]);
    expect(category('Wireless statement\nMobile data plan')).toEqual(['other', null]);
  });

  it('is Other with low confidence when no word tells', () => {
    const found = findCategory(billText('Statement\nAmount Due $10.00'));
    expect(found.category).toEqual({ value: 'other', confidence: 0.3, source: null });
  });
});
