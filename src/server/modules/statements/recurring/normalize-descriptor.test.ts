import { describe, expect, it } from 'vitest';
import { normalizeDescriptor } from './normalize-descriptor';

const vendorOf = (description: string) => normalizeDescriptor(description).vendor;
const keyOf = (description: string) => normalizeDescriptor(description).merchantKey;

describe('normalizeDescriptor', () => {
  it.each([
    // Processor prefixes
    ['SQ *BLUE BOTTLE COFFEE San Francisco CA', 'Blue Bottle Coffee'],
    ['TST* SHAKE SHACK 123 NEW YORK NY', 'Shake Shack'],
    ['PAYPAL *SPOTIFYUSA 4029357733 CA', 'Spotify'],
    ['SP * ALLBIRDS', 'Allbirds'],
    ['SP ALLBIRDS SAN FRANCISCO CA', 'Allbirds'],
    ['PY *CITY OF AUSTIN UT', 'City of Austin'],
    ['GOOGLE *Google One 650-253-0000 CA', 'Google One'],
    ['IN *RIVERSIDE LANDSCAPING 555-201-3344 TX', 'Riverside Landscaping'],
    // Apple's billing descriptor is Apple, whatever it carries
    ['APPLE.COM/BILL 866-712-7753 CA', 'Apple'],
    // Bank wrappers
    ['POS DEBIT 1234 SAFEWAY #1234 SAN JOSE CA', 'Safeway'],
    // An OFX memo the reader appends to the payee ("RECURRING PAYMENT", "POS PURCHASE")
    ['NETFLIX.COM 866-579-7172 CA RECURRING PAYMENT', 'Netflix'],
    ['SAFEWAY #1234 SAN JOSE CA POS PURCHASE', 'Safeway'],
    ['DEBIT CARD PURCHASE - NETFLIX.COM NETFLIX.COM CA', 'Netflix'],
    ['ACH DEBIT COMCAST CABLE COMM PPD ID: 0000123456', 'Comcast'],
    [
      'RECURRING PAYMENT AUTHORIZED ON 01/05 SPOTIFY USA 877-7781161 NY S461005123456789 CARD 1234',
      'Spotify',
    ],
    [
      'PURCHASE AUTHORIZED ON 03/14 SHELL OIL 57444 SAN JOSE CA S383073000000000 CARD 1234',
      'Shell Oil',
    ],
    ['AplPay SAFEWAY 1234 SAN JOSE CA', 'Safeway'],
    // ACH fields (Chase, Bank of America)
    [
      'ORIG CO NAME:GEICO ORIG ID:9999999999 DESC DATE:230105 CO ENTRY DESCR:AUTO PAY SEC:PPD TRACE#:021000021234567',
      'Geico',
    ],
    ['GEICO DES:AUTO PAY ID:1234567 INDN:DOE,JANE CO ID:0000123456 PPD', 'Geico'],
    ['PG&E WEB ONLINE PPD ID: 9111111111', 'PG&E'],
    ['VERIZON WIRELESS PAYMENTS PPD ID: 2223344556', 'Verizon Wireless'],
    // Phones, store numbers, references, places
    ['NETFLIX.COM 866-579-7172 CA', 'Netflix'],
    ['NETFLIX.COM LOS GATOS CA', 'Netflix'],
    ['COMCAST 800-XFINITY PA', 'Comcast'],
    ['STARBUCKS STORE 12345 SEATTLE WA', 'Starbucks'],
    ['PLANET FITNESS #123 800-1234567 NH', 'Planet Fitness'],
    ['HULU 877-8244858 CA', 'Hulu'],
    ['TARGET T-1234 SAN JOSE CA', 'Target'],
    ['THE HOME DEPOT #0612 SAN JOSE CA', 'The Home Depot'],
    ['ATT*BILL PAYMENT 800-288-2020 TX', 'AT&T'],
    ['T-MOBILE*AUTO PAY 800-937-8997 WA', 'T-Mobile'],
    ['24 HOUR FITNESS USA INC', '24 Hour Fitness'],
    ['UBER *EATS', 'Uber Eats'],
    ['AMZN Mktp US*2K4LL1234 Amzn.com/bill WA', 'Amazon Marketplace'],
    ['AMAZON PRIME*1A2B3C Amzn.com/bill WA', 'Amazon Prime'],
    ['CITY OF PALO ALTO UTILITIES CA', 'City of Palo Alto Utilities'],
    // Fixed-width exports keep the card network's padding before the place
    ['BRIGHTWAY DENTAL      SPRINGFIELD  IL', 'Brightway Dental'],
    // People paid through Zelle are the payees
    ['Zelle payment to JOHN SMITH JPM99a1b2c3', 'Zelle John Smith'],
    // Card payments on the card side
    ['PAYMENT THANK YOU - WEB', 'Card Payment'],
    ['AUTOPAY PAYMENT - THANK YOU', 'Card Payment'],
  ])('%s → %s', (description, vendor) => {
    expect(vendorOf(description)).toBe(vendor);
  });

  it('gives one merchant one key however the bank writes it', () => {
    const forms = [
      [
        'NETFLIX.COM 866-579-7172 CA',
        'NETFLIX.COM LOS GATOS CA',
        'DEBIT CARD PURCHASE - NETFLIX.COM NETFLIX.COM CA',
        'PAYPAL *NETFLIX',
      ],
      [
        'SQ *BLUE BOTTLE COFFEE San Francisco CA',
        'BLUE BOTTLE COFFEE #12 OAKLAND CA',
        'BLUE BOTTLE COFFE',
      ],
      ['COMCAST CABLE COMM PPD ID: 0000123456', 'COMCAST 800-XFINITY PA', 'XFINITY MOBILE'],
      ['SPOTIFY USA 877-7781161 NY', 'Spotify P1A2B3C4D5', 'PAYPAL *SPOTIFYUSA 4029357733 CA'],
      ['ZEN DAYCARE 0412 REF 88123', 'ZEN DAYCARE 0512 REF 88977'],
    ];
    for (const [first, ...others] of forms)
      for (const other of others) expect(keyOf(other), `${first} / ${other}`).toBe(keyOf(first!));
  });

  it('keeps different merchants apart', () => {
    const pairs = [
      ['AMAZON PRIME*1A2B3C', 'AMZN Mktp US*2K4LL1234'],
      ['BLUE BOTTLE COFFEE', 'BLUE CROSS BLUE SHIELD'],
      ['CITY OF PALO ALTO UTILITIES', 'CITY OF AUSTIN UTILITIES'],
      ['Zelle payment to JOHN SMITH JPM99a1b2c3', 'Zelle payment to MARIA LOPEZ JPM12d4e5f6'],
      ['GOOGLE *YouTube Premium', 'GOOGLE *Google One'],
      ['STATE FARM RO 27 SFPP', 'STATE OF CALIFORNIA DMV'],
    ];
    for (const [a, b] of pairs) expect(keyOf(a!), `${a} / ${b}`).not.toBe(keyOf(b!));
  });

  it('names a descriptor of noise only by its words rather than nothing', () => {
    expect(vendorOf('ACH DEBIT 0412')).not.toBe('');
    expect(keyOf('CHECK 1045')).toBe(keyOf('CHECK 1046'));
  });
});
