import { describe, expect, it } from 'vitest';
import { findHigherThanUsual } from './higher-than-usual-rule';
import { obligation, scannedBill } from './obligation-fixture';

const today = new Date(2026, 5, 20);

/** A metered bill (amounts differ every time) for the months given, then the latest bill. */
function phone(amounts: number[], latestCents: number, extra: object = {}) {
  const history = [
    ...amounts.map((cents, index) => scannedBill(`2026-0${6 - amounts.length + index}-01`, cents)),
    scannedBill('2026-06-01', latestCents),
  ];
  return obligation({ id: 'phone', vendor: 'Verizon', history, ...extra });
}

describe('findHigherThanUsual', () => {
  it('fires when the latest bill is 25 % and $10 above the median of its last bills', () => {
    const finding = findHigherThanUsual(phone([11800, 12500, 12000, 12200, 11900], 18240), today);
    expect(finding).toEqual({
      obligationId: 'phone',
      rule: 'higher_than_usual',
      reason: '$182.40 this time; usually $120.00 over its last 5 bills',
      deviation: 52,
    });
  });

  it('does not fire within the everyday spread of a metered bill', () => {
    expect(
      findHigherThanUsual(phone([11800, 12500, 12000, 12200, 11900], 14900), today),
    ).toBeNull();
  });

  it('does not fire at 25 % when it is under $10', () => {
    expect(findHigherThanUsual(phone([2000, 2100, 1900, 2050], 2700), today)).toBeNull();
  });

  it('needs three earlier bills', () => {
    expect(findHigherThanUsual(phone([11800, 12500], 18240), today)).toBeNull();
  });

  it('leaves a priced bill to price_change: a step from a steady amount is a new price', () => {
    expect(findHigherThanUsual(phone([1549, 1549, 1549, 1549], 2299), today)).toBeNull();
    expect(findHigherThanUsual(phone([5000, 5000, 5000, 5500, 5500], 7000), today)).toBeNull();
  });

  it('does not report a level reached the bill before again', () => {
    expect(findHigherThanUsual(phone([11800, 12500, 12000, 18000], 18240), today)).toBeNull();
  });

  it('leaves utilities to seasonal_utility', () => {
    const water = phone([11800, 12500, 12000, 12200], 18240, {
      category: 'home',
      homeSubcategory: 'Utilities',
    });
    expect(findHigherThanUsual(water, today)).toBeNull();
  });

  it('never fires below the usual, and says nothing once the latest bill is stale', () => {
    expect(findHigherThanUsual(phone([11800, 12500, 12000, 12200], 6000), today)).toBeNull();
    expect(
      findHigherThanUsual(phone([11800, 12500, 12000, 12200], 18240), new Date(2026, 8, 1)),
    ).toBeNull();
  });
});
