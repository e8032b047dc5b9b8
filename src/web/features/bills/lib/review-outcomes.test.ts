import { describe, expect, it } from 'vitest';
import type { TExtractedBillData } from '@shared/bills/bill-schemas';
import { readBill } from '../testing/bill-fixtures';
import { draftFromResult, type ExtractedBill } from './bill-draft';
import { formReviewOutcomes, reviewOutcomes } from './review-outcomes';

const read = (data: Partial<TExtractedBillData> = {}) =>
  readBill('bill.png', {}, data) as ExtractedBill;

const outcomesOf = (outcomes: ReturnType<typeof reviewOutcomes>) =>
  Object.fromEntries(outcomes.map(({ field, outcome }) => [field, outcome]));

describe('reviewOutcomes', () => {
  it('counts every read field as kept when the bill is saved as read', () => {
    const bill = read();
    expect(outcomesOf(reviewOutcomes(bill.data, draftFromResult(bill)))).toEqual({
      vendor: 'kept',
      cost: 'kept',
      due_date: 'kept',
      account_number: 'kept',
      category: 'kept',
      is_auto_pay: 'kept',
      bill_date: 'kept',
      description: 'kept',
    });
  });

  it('tells corrected values, cleared values and filled-in blanks apart, and leaves out fields never given', () => {
    const bill = read({ vendor: 'Comcst', cost: null, description: null, due_date: null });
    const draft = {
      ...draftFromResult(bill),
      vendor: 'Comcast',
      costCents: 8999,
      category: 'home' as const,
      isAutoPay: true,
      accountNumber: '',
    };
    expect(outcomesOf(reviewOutcomes(bill.data, draft))).toEqual({
      vendor: 'corrected',
      cost: 'added',
      account_number: 'corrected',
      category: 'corrected',
      is_auto_pay: 'corrected',
      bill_date: 'kept',
    });
  });

  it('compares in the saved units: cents, and text without the spaces around it', () => {
    const bill = read({ cost: 89.99, vendor: ' Comcast ' });
    const draft = { ...draftFromResult(bill), vendor: 'Comcast', costCents: 8999 };
    const outcomes = outcomesOf(reviewOutcomes(bill.data, draft));
    expect(outcomes.cost).toBe('kept');
    expect(outcomes.vendor).toBe('kept');
    expect(outcomesOf(reviewOutcomes(bill.data, { ...draft, costCents: 9000 })).cost).toBe(
      'corrected',
    );
  });

  it('sends field names and outcomes only, never a value', () => {
    const bill = read();
    const draft = { ...draftFromResult(bill), accountNumber: '1111 2222 3333' };
    const sent = JSON.stringify(reviewOutcomes(bill.data, draft));
    expect(sent).not.toContain('1111');
    expect(sent).not.toContain('Comcast');
    expect(sent).not.toContain('8772');
  });
});

describe('formReviewOutcomes (the single-bill flow)', () => {
  it('counts only the fields the Add form shows: no due date or bill date', () => {
    const bill = read({ cost: 89.99 });
    const saved = {
      vendor: bill.data.vendor ?? '',
      costCents: 8999,
      category: bill.data.category,
      accountNumber: '',
      isAutoPay: bill.data.is_auto_pay,
      description: 'Internet, typed over',
    };
    expect(outcomesOf(formReviewOutcomes(bill.data, saved))).toEqual({
      vendor: 'kept',
      cost: 'kept',
      account_number: 'corrected',
      category: 'kept',
      is_auto_pay: 'kept',
      description: 'corrected',
    });
  });
});
