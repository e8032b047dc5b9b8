import { describe, expect, it } from 'vitest';
import { hasHeaderNames, headerNames, mapColumns } from './header-names';

describe('headerNames', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(headerNames('  Last  PRICE ')).toEqual(['last price']);
    expect(headerNames("Today's Gain/Loss Dollar")).toEqual(['todays gain loss dollar']);
    expect(headerNames('ETFs & Closed End Funds')).toEqual(['etfs and closed end funds']);
  });

  it('answers to both the abbreviation and the name in parentheses', () => {
    expect(headerNames('Qty (Quantity)')).toEqual(['quantity', 'qty', 'qty quantity']);
    expect(headerNames('Mkt Val (Market Value)')).toContain('market value');
    expect(headerNames('Mkt Val (Market Value)')).toContain('mkt val');
  });
});

describe('mapColumns', () => {
  it('finds each field once and ignores unknown and empty columns', () => {
    const columns = mapColumns(['Ticker', 'Notes', 'Shares', 'Shares', ''], {
      symbol: ['Ticker'],
      quantity: ['Shares', 'Quantity'],
    });
    expect(columns).toEqual({ symbol: 0, quantity: 2 });
  });
});

describe('hasHeaderNames', () => {
  it('needs one name of every group', () => {
    const cells = ['Symbol', 'Qty (Quantity)', 'Mkt Val (Market Value)'];
    expect(hasHeaderNames(cells, [['symbol'], ['quantity', 'shares']])).toBe(true);
    expect(hasHeaderNames(cells, [['symbol'], ['security type']])).toBe(false);
  });
});
