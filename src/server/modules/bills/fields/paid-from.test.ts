import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { findPaidFromLast4 } from './paid-from';

const paidFrom = (page: string) => findPaidFromLast4(billText(page)).value;

describe('findPaidFromLast4', () => {
  it('reads the last four digits of the account a bill is paid from', () => {
    expect(paidFrom('Your payment will be drafted from your checking account ending in 8842')).toBe(
      '8842',
    );
    expect(paidFrom('AutoPay from card ****8842 on Jul 3')).toBe('8842');
  });

  it('does not take other numbers ending a line', () => {
    expect(paidFrom('Account ending in 8842 — thank you for being a customer')).toBeNull();
    expect(paidFrom('Amount Due $84.10')).toBeNull();
  });
});
