import { describe, expect, it } from 'vitest';
import { learnAccountWording } from './account-wording';
import { normalizeDescriptor } from './normalize-descriptor';

/** One account's descriptors: a bank wrapper no list knows, the holder's name, home towns. */
const PAYEES = [
  'KESTREL FIBER',
  'ORBIT WIRELESS',
  'BAYLINE MORTGAGE',
  'PRAIRIE NATURAL GAS',
  'SENTINEL CASUALTY',
];
const SHOPS = [
  ['FENWICK PROVISIONS', 'MILLBROOK NY'],
  ['OSTERIA LUCCA', 'MILLBROOK NY'],
  ['HARDWARE BARN', 'MILLBROOK NY'],
  ['GOLDEN WOK', 'CEDAR FALLS IA'],
  ['BOOKENDS', 'CEDAR FALLS IA'],
  ['PAWS AND CLAWS', 'CEDAR FALLS IA'],
];
const descriptions = [
  ...PAYEES.map((payee) => `ELECTRONIC PMT-WEB, ${payee} AUTOPAY`),
  ...PAYEES.map((payee, index) => `${payee} BILL 26010${index} 88231${index}4410 JORDAN RIVERA`),
  ...SHOPS.map(
    ([shop, town], index) => `DBT CRD 0${index}12 03/1${index}/26 ${shop} ${town} C#4417`,
  ),
];

describe('learnAccountWording', () => {
  const wording = learnAccountWording(descriptions);
  const vendorOf = (description: string) => normalizeDescriptor(description, wording).vendor;

  it('learns a wrapper the bank writes before every payee', () => {
    expect(vendorOf('ELECTRONIC PMT-WEB, KESTREL FIBER AUTOPAY')).toBe('Kestrel Fiber');
    expect(vendorOf('DBT CRD 0412 03/14/26 FENWICK PROVISIONS MILLBROOK NY C#4417')).toBe(
      'Fenwick Provisions',
    );
    // Without it, every payee of the account would be one merchant.
    const unlearnt = normalizeDescriptor('ELECTRONIC PMT-WEB, KESTREL FIBER AUTOPAY').merchantKey;
    expect(normalizeDescriptor('ELECTRONIC PMT-WEB, ORBIT WIRELESS AUTOPAY').merchantKey).toBe(
      unlearnt,
    );
    expect(
      normalizeDescriptor('ELECTRONIC PMT-WEB, ORBIT WIRELESS AUTOPAY', wording).merchantKey,
    ).not.toBe(
      normalizeDescriptor('ELECTRONIC PMT-WEB, KESTREL FIBER AUTOPAY', wording).merchantKey,
    );
  });

  it("learns the account holder's name after each ACH payee", () => {
    expect(vendorOf('ORBIT WIRELESS BILL 260101 8823114410 JORDAN RIVERA')).toBe('Orbit Wireless');
  });

  it('learns the towns the household shops in', () => {
    expect(vendorOf('DBT CRD 0512 03/15/26 GOLDEN WOK CEDAR FALLS IA C#4417')).toBe('Golden Wok');
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
