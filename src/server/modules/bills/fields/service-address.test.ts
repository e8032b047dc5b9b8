import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { findServiceAddress } from './service-address';

const address = (page: string) => findServiceAddress(billText(page)).value;

describe('findServiceAddress', () => {
  it('reads the street after its label with the city line under it', () => {
    expect(
      address('Service Address: 1724 15TH AVE   07/24/19\n                 GREELEY CO 80631-5310'),
    ).toBe('1724 15TH AVE, GREELEY CO 80631-5310');
  });

  it('reads the street under a header label', () => {
    expect(address('SERVICE ADDRESS   BILLING DATE\n215 JOHNSON RD   07/01/2019')).toBe(
      '215 JOHNSON RD',
    );
  });

  it('does not take a PO Box or a mailing address', () => {
    expect(address('Service Address: PO BOX 12\nMailing Address: 12 Elm St')).toBeNull();
  });
});

describe('findServiceAddress on one line', () => {
  it('keeps the unit, city, state and ZIP printed after the street', () => {
    expect(address('Service Address:   42 Birch Lane, Apt 3, Lakeside, MN 55401')).toBe(
      '42 Birch Lane, Apt 3, Lakeside, MN 55401',
    );
  });
});
