import { describe, expect, it } from 'vitest';
import {
  attentionItems,
  monthlyTotals,
  netWorth,
  nextDueDate,
  upcomingPayments,
} from './household-summary';

const base = {
  bankAccount: 'Chase ****1234',
  isAutoPay: true,
  createdAt: '2026-01-15T12:00:00.000Z',
};
const expense = (id: string, patch: object) => ({
  id,
  vendor: id,
  category: 'home' as const,
  costCents: 10000,
  frequency: 'monthly' as const,
  autoPayDate: 5,
  ...base,
  ...patch,
});
const TODAY = new Date('2026-11-21T10:00:00.000Z');

describe('monthlyTotals', () => {
  it('sums monthly equivalents overall and per category with shares', () => {
    const totals = monthlyTotals([
      expense('rent', { costCents: 200000 }),
      expense('insurance', { category: 'insurance', costCents: 120000, frequency: 'yearly' }),
      expense('water', { costCents: 30000, frequency: 'quarterly' }),
    ]);
    expect(totals.totalCents).toBe(200000 + 10000 + 10000);
    expect(totals.count).toBe(3);
    const home = totals.byCategory.find((entry) => entry.category === 'home');
    expect(home).toMatchObject({ monthlyCents: 210000, count: 2 });
    expect(home?.share).toBeCloseTo(210000 / 220000);
    expect(totals.byCategory.map((entry) => entry.category)).toEqual([
      'home',
      'auto',
      'insurance',
      'kids',
      'other',
    ]);
  });

  it('is zero with nothing', () => {
    expect(monthlyTotals([])).toMatchObject({ totalCents: 0, count: 0 });
  });
});

describe('netWorth', () => {
  it('adds accounts, investments and properties and takes off loans and card balances', () => {
    expect(
      netWorth({
        assets: [
          { type: 'checking', balanceCents: 500000 },
          { type: 'credit_card', balanceCents: 120000 },
        ],
        properties: [{ estimatedValueCents: 40000000 }],
        loans: [{ outstandingBalanceCents: 25000000 }],
        investmentsCents: 7500000,
      }),
    ).toEqual({
      accountsCents: 500000,
      liabilitiesCents: 120000,
      propertiesCents: 40000000,
      loansCents: 25000000,
      investmentsCents: 7500000,
      totalCents: 500000 + 7500000 + 40000000 - 25000000 - 120000,
    });
  });
});

describe('nextDueDate', () => {
  /** The next due day (YYYY-MM-DD) of an obligation paid on this day of the month. */
  const dueDay = (
    autoPayDate: number,
    frequency: 'monthly' | 'quarterly' | 'yearly',
    today = TODAY,
    createdAt = base.createdAt,
  ) => nextDueDate({ autoPayDate, frequency, createdAt }, today)?.toISOString().slice(0, 10);

  it('finds the next monthly date, clamped to short months', () => {
    expect(dueDay(25, 'monthly')).toBe('2026-11-25');
    expect(dueDay(5, 'monthly')).toBe('2026-12-05');
    expect(dueDay(31, 'monthly', new Date('2027-02-10T00:00:00Z'))).toBe('2027-02-28');
  });

  it('repeats quarterly and yearly from the month the obligation was added', () => {
    // Added in January: quarterly falls in Jan, Apr, Jul, Oct.
    expect(dueDay(10, 'quarterly')).toBe('2027-01-10');
    expect(dueDay(10, 'yearly', TODAY, '2025-12-01T00:00:00Z')).toBe('2026-12-10');
  });

  it('has no date without a payment day', () => {
    expect(
      nextDueDate({ autoPayDate: null, frequency: 'monthly', createdAt: base.createdAt }, TODAY),
    ).toBeNull();
  });
});

describe('upcomingPayments', () => {
  it('lists payments due in the next 30 days, soonest first', () => {
    const upcoming = upcomingPayments(
      [
        expense('late', { autoPayDate: 20 }),
        expense('soon', { autoPayDate: 25 }),
        expense('none', { autoPayDate: null }),
      ],
      TODAY,
    );
    expect(upcoming.map((payment) => [payment.vendor, payment.dueDate])).toEqual([
      ['soon', '2026-11-25'],
      ['late', '2026-12-20'],
    ]);
  });
});

describe('attentionItems', () => {
  it('flags obligations with no payment method and loans with no payment', () => {
    const items = attentionItems({
      expenses: [expense('paid', {}), expense('unknown', { bankAccount: null, isAutoPay: false })],
      loans: [
        { id: 'l1', lender: 'Chase', monthlyPaymentCents: null, outstandingBalanceCents: 5000 },
        { id: 'l2', lender: 'Paid off', monthlyPaymentCents: null, outstandingBalanceCents: 0 },
      ],
    });
    expect(items).toEqual([
      { kind: 'obligation-without-payment-method', id: 'unknown', title: 'unknown' },
      { kind: 'loan-without-payment', id: 'l1', title: 'Chase' },
    ]);
  });
});
