import { describe, expect, it } from 'vitest';
import { learnAccountWording } from './account-wording';
import { normalizeDescriptor } from './normalize-descriptor';

/** One account's descriptors: a bank wrapper no list knows, the holder's name, home towns. */
const PAYEES = [
  'ASPEN WATERWORKS',
  'NOVA TELECOM',
  'CREEKSIDE LENDING',
  'SUMMIT GAS UTILITY',
  'HALCYON INSURANCE',
];
const SHOPS = [
  ['TALLGRASS PANTRY', 'RIVERTON WY'],
  ['BISTRO VERDE', 'RIVERTON WY'],
  ['TOOL DEPOT', 'RIVERTON WY'],
  ['JADE PALACE', 'OAK HOLLOW AR'],
  ['PAGE TURNERS', 'OAK HOLLOW AR'],
  ['FURRY FRIENDS', 'OAK HOLLOW AR'],
];
const descriptions = [
  ...PAYEES.map((payee) => `WEB AUTH PMT - ${payee} AUTOPAY`),
  ...PAYEES.map((payee, index) => `${payee} BILL 26010${index} 88231${index}4410 MORGAN LEE`),
  ...SHOPS.map(
    ([shop, town], index) => `CRD PUR 0${index}12 03/1${index}/26 ${shop} ${town} C#2290`,
  ),
];

describe('learnAccountWording', () => {
  const wording = learnAccountWording(descriptions);
  const vendorOf = (description: string) => normalizeDescriptor(description, wording).vendor;

  it('learns a wrapper the bank writes before every payee', () => {
    expect(vendorOf('WEB AUTH PMT - ASPEN WATERWORKS AUTOPAY')).toBe('Aspen Waterworks');
    expect(vendorOf('CRD PUR 0412 03/14/26 TALLGRASS PANTRY RIVERTON WY C#2290')).toBe(
      'Tallgrass Pantry',
    );
    // Without it, every payee of the account would be one merchant.
    const unlearnt = normalizeDescriptor('WEB AUTH PMT - ASPEN WATERWORKS AUTOPAY').merchantKey;
    expect(normalizeDescriptor('WEB AUTH PMT - NOVA TELECOM AUTOPAY').merchantKey).toBe(unlearnt);
    expect(
      normalizeDescriptor('WEB AUTH PMT - NOVA TELECOM AUTOPAY', wording).merchantKey,
    ).not.toBe(normalizeDescriptor('WEB AUTH PMT - ASPEN WATERWORKS AUTOPAY', wording).merchantKey);
  });

  it("learns the account holder's name after each ACH payee", () => {
    expect(vendorOf('NOVA TELECOM BILL 260101 8823114410 MORGAN LEE')).toBe('Nova Telecom');
  });

  it('learns the towns the household shops in', () => {
    expect(vendorOf('CRD PUR 0512 03/15/26 JADE PALACE OAK HOLLOW AR C#2290')).toBe('Jade Palace');
  });

  it('does not take a merchant with a few product lines for a wrapper', () => {
    const amazon = learnAccountWording([
      'AMAZON PRIME*1A2B3C',
      'AMAZON MKTPLACE PMTS',
      'AMAZON DIGITAL SVCS',
      'AMAZON RETAIL',
      'AMAZON FRESH',
    ]);
    expect(amazon.prefixes).toEqual([]);
    expect(normalizeDescriptor('AMAZON PRIME*1A2B3C', amazon).vendor).toBe('Amazon Prime');
  });

  it('keeps Chase ACH fields and Zelle payees readable', () => {
    const chase = learnAccountWording(
      ['GEICO', 'PSE&G CO', 'ROCKET MORTGAGE', 'COMCAST', 'TOYOTA FINANCIAL'].map(
        (payee) => `ORIG CO NAME:${payee} ORIG ID:1234 DESC DATE:260105 CO ENTRY DESCR:PAYMENT`,
      ),
    );
    expect(
      normalizeDescriptor(
        'ORIG CO NAME:GEICO ORIG ID:1234 DESC DATE:260105 CO ENTRY DESCR:PAYMENT',
        chase,
      ).vendor,
    ).toBe('Geico');
    const zelle = learnAccountWording(
      ['ANA RUIZ', 'BO CHEN', 'CY DIAZ', 'DEE LONG', 'EVE PARK'].map(
        (person) => `Zelle payment to ${person} Conf# x1`,
      ),
    );
    expect(normalizeDescriptor('Zelle payment to ANA RUIZ Conf# x1', zelle).vendor).toBe(
      'Zelle Ana Ruiz',
    );
  });
});
