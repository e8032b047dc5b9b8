import { describe, expect, it } from 'vitest';
import { autoPayDay, findAutoPay } from './auto-pay';
import { billText } from './bill-text-fixture';

const autoPay = (page: string) => findAutoPay(billText(page));

describe('findAutoPay', () => {
  it('reads statements that the bill is paid automatically', () => {
    expect(autoPay('Your payment will be automatically drafted on 07/24').value).toBe(true);
    expect(autoPay('*** PAID BY BANK DRAFT ***').value).toBe(true);
    expect(autoPay('**Credit Card Draft-07/22/19**').value).toBe(true);
    expect(autoPay('AutoPay is scheduled for Jul 24. Do not pay.').value).toBe(true);
  });

  it('lets an explicit statement outweigh the generic stub text', () => {
    const found = autoPay(
      'Return this portion with your check or money order.\nTO BE DRAFTED ON 07/24/2019',
    );
    expect(found.value).toBe(true);
    expect(found.source).toBe('TO BE DRAFTED ON 07/24/2019');
  });

  it('does not take an invitation to sign up for automatic payments', () => {
    const found = autoPay(
      'Sign up for AutoPay at example.com\nReturn this portion with your payment.',
    );
    expect(found.value).toBe(false);
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('is unsure when the bill says nothing either way', () => {
    expect(autoPay('Amount Due $12.00')).toEqual({ value: false, confidence: 0.5, source: null });
  });
});

describe('autoPayDay', () => {
  const dueDate = { value: '2019-07-24', confidence: 0.9, source: 'Due Date 07/24/2019' };
  it('is the day of the due date when the bill is paid automatically', () => {
    expect(autoPayDay({ value: true, confidence: 0.9, source: null }, dueDate).value).toBe(24);
    expect(autoPayDay({ value: false, confidence: 0.8, source: null }, dueDate).value).toBeNull();
  });
});

describe('findAutoPay wording', () => {
  it('takes an enrolment as a statement and a refusal as none', () => {
    expect(findAutoPay(billText('Your account is enrolled in AutoPay')).value).toBe(true);
    expect(findAutoPay(billText('AutoPay: not enrolled')).value).toBe(false);
  });
});

describe('findAutoPay offers and statements', () => {
  it('takes an offer printed under an "Automatic Payment" heading for none', () => {
    const found = autoPay(
      'AUTOMATIC PAYMENT\nAutomatically pay from your\nchecking or savings by logging in at www.example.com',
    );
    expect(found.value).toBe(false);
  });

  it('reads a statement wrapped inside its column', () => {
    const found = autoPay('FEB   62,500   **Credit Card\nMAR   42,000   Draft-07/22/19**');
    expect(found.value).toBe(true);
    expect(
      autoPay('Your payment is scheduled to be paid automatically on the date shown above').value,
    ).toBe(true);
  });
});

describe('findAutoPay on telephone and internet bills', () => {
  it('reads their statements that AutoPay pays this bill', () => {
    expect(autoPay('Your AutoPay payment of $84.10 will be processed on Jul 3').value).toBe(true);
    expect(autoPay("You're enrolled in AutoPay. Thanks for using AutoPay!").value).toBe(true);
    expect(autoPay('AutoPay: On').value).toBe(true);
  });

  it('takes a discount offered for AutoPay for an offer', () => {
    expect(autoPay('Save $10/mo when you turn on AutoPay').value).toBe(false);
    expect(autoPay('Get a $5 AutoPay discount: enroll at example.com').value).toBe(false);
  });
});
