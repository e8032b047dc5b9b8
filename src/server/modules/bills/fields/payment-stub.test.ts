import { describe, expect, it } from 'vitest';
import { findAmountDue } from './amount-due';
import { billText } from './bill-text-fixture';
import { findDueDate } from './due-date';

const today = new Date(2026, 10, 29);
const bill = (
  summaryAmount: string,
  stubAmount: string,
  summaryDate = '07/24/2026',
  stubDate = '07/24/2026',
) =>
  billText(
    `Total Amount Due   ${summaryAmount}
     Due Date   ${summaryDate}
     Thank you for your business.
     Please return this portion with your payment.
     Amount Due   ${stubAmount}
     Due Date   ${stubDate}`,
  );

describe('the payment stub as a second source', () => {
  it('is surest when the stub and the summary print the same amount', () => {
    const found = findAmountDue(bill('$84.10', '$84.10'), { today });
    expect(found.value).toBe(84.1);
    expect(found.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it('flags the amount for a look when the stub and the summary disagree', () => {
    const found = findAmountDue(bill('$84.10', '$48.10'), { today });
    expect(found.value).not.toBeNull();
    expect(found.confidence).toBeLessThan(0.6);
  });

  it('flags the due date for a look when the stub and the summary disagree', () => {
    const agreed = findDueDate(bill('$84.10', '$84.10'), { today, billDate: null });
    const disagreed = findDueDate(bill('$84.10', '$84.10', '07/24/2026', '07/14/2026'), {
      today,
      billDate: null,
    });
    expect(agreed.confidence).toBeGreaterThanOrEqual(0.9);
    expect(disagreed.confidence).toBeLessThan(0.6);
  });
});
