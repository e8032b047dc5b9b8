import { describe, expect, it } from 'vitest';
import { parsePositionsCsv } from './parse-positions';

const HEADER = 'Symbol,Description,Quantity,Price,Cost Basis';

describe('holdings past the form limits', () => {
  it('are bad rows in the preview, not rounded or refused by the database later', () => {
    const parsed = parsePositionsCsv(
      [
        HEADER,
        'AAA,Dust,0.123456789,1.00,1.00',
        'BBB,Huge,123456789012345678901234,1.00,1.00',
        'CCC,Pricey,1,99999999999999999,1.00',
        'DDD,Fine,12.5,10.00,100.00',
      ].join('\n'),
    );
    const byLine = new Map(parsed.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)?.holding).toBeNull();
    expect(byLine.get(2)?.errors.join(' ')).toContain('Use at most 8 decimals');
    expect(byLine.get(3)?.errors.join(' ')).toContain('Enter a quantity under 90,000,000');
    expect(byLine.get(4)?.errors.join(' ')).toContain('Price');
    expect(byLine.get(5)?.holding).toMatchObject({ symbol: 'DDD', quantity: 12.5 });
  });
});
