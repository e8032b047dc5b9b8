import { describe, expect, it } from 'vitest';
import type { TStatement } from '../../../../shared/statements/statement-types';
import { detectRecurring } from './detect-recurring';
import {
  CARD,
  CHECKING,
  SAVINGS,
  charges,
  credits,
  everyDays,
  everyMonths,
  nextBusinessDay,
  statement,
} from './recurring-fixtures.test-helper';

const TODAY = '2025-12-28';

function detect(statements: TStatement[]) {
  return detectRecurring(statements, { today: TODAY });
}

function only(statements: TStatement[]) {
  const found = detect(statements);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('detectRecurring', () => {
  it('finds a monthly bill paid on the next business day, with its next due day', () => {
    const days = everyMonths('2024-01', 1, 24).map(nextBusinessDay);
    const rent = only([statement(CHECKING, charges('RENT PAYMENT WEB ID: 1234', days, 2100))]);
    expect(rent).toMatchObject({
      vendor: 'Rent',
      amountCents: 210_000,
      amountRange: null,
      frequency: 'monthly',
      kind: 'bill',
      category: 'home',
      homeSubcategory: 'Rent',
      active: true,
      firstSeen: '2024-01-01',
      lastSeen: '2025-12-01',
      nextDue: '2026-01-01',
      occurrences: 24,
      account: 'Chase ****8842',
    });
    expect(rent.charges).toHaveLength(24);
    expect(rent.charges[0]).toEqual({ on: '2024-01-01', amountCents: 210_000 });
  });

  it('keeps a bill with one missed month', () => {
    const days = everyMonths('2024-01', 12, 24).filter((_, index) => index !== 9);
    expect(only([statement(CARD, charges('HULU 877-8244858 CA', days, 18.99))])).toMatchObject({
      vendor: 'Hulu',
      frequency: 'monthly',
      occurrences: 23,
      active: true,
    });
  });

  it('gives a utility its range and its latest amount', () => {
    const days = everyMonths('2024-01', 18, 24);
    const seasonal = days.map((_, index) => Math.round(9000 + 6000 * Math.sin(index / 2)) / 100);
    const electric = only([
      statement(CHECKING, charges('PG&E WEB ONLINE PPD ID: 9111111111', days, seasonal)),
    ]);
    expect(electric).toMatchObject({
      vendor: 'PG&E',
      frequency: 'monthly',
      amountCents: Math.round(seasonal.at(-1)! * 100),
      category: 'home',
      homeSubcategory: 'Utilities',
    });
    expect(electric.amountRange).toEqual({
      minCents: Math.round(Math.min(...seasonal) * 100),
      maxCents: Math.round(Math.max(...seasonal) * 100),
    });
  });

  it('takes the new price after a price increase, with no range', () => {
    const days = everyMonths('2024-01', 12, 24);
    const prices = days.map((_, index) => (index < 15 ? 15.49 : 17.99));
    expect(
      only([statement(CARD, charges('NETFLIX.COM LOS GATOS CA', days, prices))]),
    ).toMatchObject({
      vendor: 'Netflix',
      amountCents: 1799,
      amountRange: null,
      occurrences: 24,
    });
  });

  it('shows a membership cancelled months ago as ended', () => {
    const days = everyMonths('2024-01', 17, 10);
    expect(
      only([
        statement(CARD, [
          ...charges('PLANET FITNESS #123 800-1234567 NH', days, 24.99),
          // The card's statements run to December 2025.
          ...charges('SHELL OIL 57444 SAN JOSE CA', ['2025-12-20'], 41.2),
        ]),
      ]),
    ).toMatchObject({ vendor: 'Planet Fitness', active: false, lastSeen: '2024-10-17' });
  });

  it('judges "ended" by the end of the statements, not by a later today', () => {
    const days = everyMonths('2024-01', 5, 12);
    const found = detectRecurring([statement(CARD, charges('HULU 877-8244858 CA', days, 7.99))], {
      today: '2025-12-28',
    });
    expect(found[0]).toMatchObject({ active: true, nextDue: '2025-01-05' });
  });

  it('finds quarterly, bi-annual and yearly bills, a yearly fee charged only twice included', () => {
    const found = detect([
      statement(CHECKING, [
        ...charges('LEMONADE INSURANCE 844-733-8666 NY', everyMonths('2024-02', 9, 8, 3), 212.5),
        ...charges('PROGRESSIVE INS 800-776-4737 OH', everyMonths('2024-03', 22, 4, 6), 684),
        ...charges('COSTCO MEMBERSHIP 800-774-2678 WA', everyMonths('2024-05', 14, 2, 12), 65),
      ]),
    ]);
    expect(
      found.map(({ vendor, frequency, category }) => ({ vendor, frequency, category })),
    ).toEqual([
      { vendor: 'Costco Membership', frequency: 'yearly', category: 'other' },
      { vendor: 'Lemonade Insurance', frequency: 'quarterly', category: 'home' },
      { vendor: 'Progressive Ins', frequency: 'bi-annual', category: 'insurance' },
    ]);
  });

  it('does not believe two visits a year apart with different amounts', () => {
    const days = ['2024-05-14', '2025-05-15'];
    expect(detect([statement(CARD, charges('SUNSET GARDEN CENTER', days, [64.1, 88.75]))])).toEqual(
      [],
    );
  });

  it('does not take a weekly grocery shop for a bill, and takes a weekly cleaner for one', () => {
    const saturdays = everyDays('2025-01-04', 7, 50);
    const basket = saturdays.map((_, index) => 48 + ((index * 53) % 140) + (index % 7) * 0.37);
    const found = detect([
      statement(CARD, charges('SAFEWAY #1234 SAN JOSE CA', saturdays, basket)),
      statement(CHECKING, charges('SPARKLE HOME CLEANING', everyDays('2025-01-07', 7, 50), 120)),
    ]);
    expect(found.map(({ vendor, frequency }) => ({ vendor, frequency }))).toEqual([
      { vendor: 'Sparkle Home Cleaning', frequency: 'weekly' },
    ]);
  });

  it('does not take a weekly shop at a store it does not know for a bill either', () => {
    const saturdays = everyDays('2025-01-04', 7, 50);
    const basket = saturdays.map((_, index) => 48 + ((index * 53) % 140) + (index % 7) * 0.37);
    expect(detect([statement(CARD, charges('TALLOW AND THYME', saturdays, basket))])).toEqual([]);
  });

  it('does not take a daily coffee for a bill', () => {
    const days = everyDays('2025-01-02', 1, 300).filter((_, index) => index % 7 < 5);
    const cups = days.map((_, index) => [4.75, 5.25, 4.75, 6.1][index % 4]!);
    expect(
      detect([statement(CARD, charges('SQ *LUNA COFFEE ROASTERS Denver CO', days, cups))]),
    ).toEqual([]);
  });

  it('does not take the latest dinners at a restaurant for a bill, and finds a plan among purchases', () => {
    // Eighteen months of dinners on no schedule, then three a month apart, much alike.
    const irregular = [
      '2024-01-06',
      '2024-01-29',
      '2024-03-15',
      '2024-03-18',
      '2024-05-02',
      '2024-06-21',
    ];
    const irregularLater = [
      '2024-08-09',
      '2024-08-30',
      '2024-10-11',
      '2024-12-20',
      '2025-02-14',
      '2025-04-04',
    ];
    const monthlyLooking = ['2025-07-11', '2025-08-12', '2025-09-10'];
    const dinners = [...irregular, ...irregularLater, ...monthlyLooking];
    const bills = dinners.map((_, index) => [62.4, 38.15, 91.2, 55, 47.8, 120.35][index % 6]!);
    bills.splice(-3, 3, 44.1, 47.8, 45.95);
    // A book club billed monthly among a bookshop's purchases.
    const purchases = ['2025-01-20', '2025-02-27', '2025-04-02', '2025-05-16', '2025-07-01'];
    const found = detect([
      statement(CARD, [
        ...charges('TRATTORIA SOLE RIVERTON WY', dinners, bills),
        ...charges('RIVERSIDE BOOKS 555-201-7788 OR', everyMonths('2025-01', 14, 12), 14.99),
        ...charges('RIVERSIDE BOOKS 555-201-7788 OR', purchases, [23.5, 8.99, 41.2, 17.75, 30]),
      ]),
    ]);
    expect(found.map(({ vendor, amountCents }) => ({ vendor, amountCents }))).toEqual([
      { vendor: 'Riverside Books', amountCents: 1499 },
    ]);
  });

  it('does not take cash withdrawals for a bill', () => {
    const days = everyMonths('2025-01', 1, 12).map(nextBusinessDay);
    expect(
      detect([
        statement(CHECKING, charges('ATM WITHDRAWAL 004417 MAIN ST RIVERTON WY', days, 200)),
      ]),
    ).toEqual([]);
  });

  it('finds a storage plan among one-off purchases at the same merchant', () => {
    const found = detect([
      statement(CARD, [
        ...charges('APPLE.COM/BILL 866-712-7753 CA', everyMonths('2024-01', 3, 24), 2.99),
        ...charges(
          'APPLE.COM/BILL 866-712-7753 CA',
          ['2024-02-11', '2024-05-20', '2024-09-01', '2025-01-14', '2025-03-30', '2025-08-08'],
          [0.99, 4.99, 1.99, 9.99, 0.99, 14.99],
        ),
      ]),
    ]);
    expect(
      found.map(({ vendor, amountCents, occurrences }) => ({ vendor, amountCents, occurrences })),
    ).toEqual([{ vendor: 'Apple', amountCents: 299, occurrences: 24 }]);
  });

  it('finds two plans at one merchant as two series', () => {
    const found = detect([
      statement(CARD, [
        ...charges('GOOGLE *Google One 650-253-0000 CA', everyMonths('2024-01', 8, 24), 2.99),
        ...charges('GOOGLE *Google One 650-253-0000 CA', everyMonths('2024-06', 21, 19), 9.99),
      ]),
    ]);
    expect(found.map(({ amountCents, frequency }) => ({ amountCents, frequency }))).toEqual([
      { amountCents: 299, frequency: 'monthly' },
      { amountCents: 999, frequency: 'monthly' },
    ]);
  });

  it('keeps pay apart as income and card payments and transfers apart as transfers', () => {
    const months = everyMonths('2024-01', 20, 24);
    const balances = months.map((_, index) => 640 + ((index * 173) % 900));
    const found = detect([
      statement(CHECKING, [
        ...credits(
          'ACME CORP PAYROLL PPD ID: 9111111111',
          everyDays('2024-01-05', 14, 52),
          3104.12,
        ),
        ...charges('CITI AUTOPAY PAYMENT PPD ID: 1234', months, balances),
        ...charges(
          'ONLINE TRANSFER TO SAV XXXXXX5555 REF #IB0XYZ12',
          everyMonths('2024-01', 2, 24),
          500,
        ),
        ...charges('AMEX EPAYMENT ACH PMT W1234', everyMonths('2024-01', 25, 24), 300),
      ]),
      statement(CARD, credits('PAYMENT THANK YOU', months.map(nextBusinessDay), balances)),
    ]);
    expect(found.map(({ vendor, kind, frequency }) => ({ vendor, kind, frequency }))).toEqual([
      { vendor: 'Acme Corp Payroll', kind: 'income', frequency: 'biweekly' },
      { vendor: 'Amex', kind: 'transfer', frequency: 'monthly' },
      { vendor: 'Card Payment', kind: 'transfer', frequency: 'monthly' },
      { vendor: 'Citi', kind: 'transfer', frequency: 'monthly' },
      { vendor: 'Online Transfer to Sav', kind: 'transfer', frequency: 'monthly' },
    ]);
  });

  it('takes a Zelle to oneself for a transfer and a Zelle to the nanny for a bill', () => {
    const fridays = everyDays('2025-01-03', 14, 26);
    const found = detect([
      statement(CHECKING, [
        ...charges('Zelle payment to MARIA LOPEZ JPM99a1b2c3', fridays, 640),
        ...charges('Zelle payment to JANE DOE JPM12d4e5f6', everyMonths('2025-01', 10, 12), 400),
      ]),
      statement(SAVINGS, credits('ZELLE FROM JANE DOE', everyMonths('2025-01', 11, 12), 400)),
    ]);
    expect(found.map(({ vendor, kind }) => ({ vendor, kind }))).toEqual([
      { vendor: 'Zelle Maria Lopez', kind: 'bill' },
      { vendor: 'Zelle Jane Doe', kind: 'transfer' },
      { vendor: 'Zelle Jane Doe', kind: 'transfer' },
    ]);
  });

  it('files bills under the product categories from their merchants', () => {
    const months = everyMonths('2025-01', 9, 12);
    const found = detect([
      statement(CHECKING, [
        ...charges('ROCKET MORTGAGE PPD ID: 3381234567', months, 2450),
        ...charges('BRIGHT HORIZONS TUITION', everyMonths('2025-01', 1, 12), 1850),
        ...charges('TOYOTA FINANCIAL PMT PPD ID: 1111', everyMonths('2025-01', 15, 12), 489.22),
        ...charges('GEICO *AUTO 800-841-3000 DC', everyMonths('2025-01', 27, 12), 142.3),
        ...charges('COMCAST 800-XFINITY PA', everyMonths('2025-01', 21, 12), 79.99),
        ...charges('SPOTIFY USA 877-7781161 NY', everyMonths('2025-01', 5, 12), 11.99),
      ]),
    ]);
    expect(
      Object.fromEntries(
        found.map((series) => [series.vendor, [series.category, series.homeSubcategory]]),
      ),
    ).toEqual({
      'Bright Horizons Tuition': ['kids', null],
      Comcast: ['home', 'Utilities'],
      Geico: ['insurance', null],
      'Rocket Mortgage': ['home', 'Mortgage'],
      Spotify: ['other', null],
      'Toyota Financial': ['auto', null],
    });
  });

  it('joins a plan upgraded to a new price among other purchases into one series', () => {
    const found = detect([
      statement(CARD, [
        ...charges('APPLE.COM/BILL 866-712-7753 CA', everyMonths('2024-01', 3, 10), 0.99),
        ...charges('APPLE.COM/BILL 866-712-7753 CA', everyMonths('2024-11', 3, 14), 2.99),
        ...charges(
          'APPLE.COM/BILL 866-712-7753 CA',
          ['2024-04-20', '2025-02-11', '2025-06-30'],
          [6.99, 19.99, 4.49],
        ),
      ]),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ amountCents: 299, occurrences: 24, firstSeen: '2024-01-03' });
  });
});
