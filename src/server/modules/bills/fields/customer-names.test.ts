import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { customerNameKeys } from './customer-names';

describe('customerNameKeys', () => {
  it('collects the names after customer labels, inline and under the label', () => {
    const keys = customerNameKeys(
      billText(
        'Customer Name:   KELLER ISD\nPayment From:   *VOLUNTARY CONTRIBUTIONS\nHARVEL ELEM   TOTAL   344.85',
      ),
    );
    expect(keys.has('kellerisd')).toBe(true);
    expect(keys.has('harvelelem')).toBe(true);
    expect(keys.has('total')).toBe(false);
  });
});
