import { describe, expect, it } from 'vitest';
import type { SnapshotLoan } from '../../../snapshot/household-snapshot';
import { completeSnapshot, OWNER, tipsOf } from '../../tip-fixture';
import { highestRateLoan } from './highest-rate-loan';

function loan(id: string, overrides: Partial<SnapshotLoan>): SnapshotLoan {
  return {
    id,
    ownerId: OWNER,
    loanType: 'auto',
    bankName: 'Chase',
    originalLoanAmountCents: 2_500_000,
    currentOutstandingBalanceCents: 1_200_000,
    interestRateThousandths: 7_900,
    monthlyPaymentCents: 50_000,
    termMonths: 60,
    startDate: '2024-01-01',
    relatedExpenseId: null,
    propertyId: null,
    ...overrides,
  };
}

describe('highestRateLoan', () => {
  it('fires with two rated loans, naming the highest and its figures', () => {
    const snapshot = {
      ...completeSnapshot(),
      loans: [
        loan('m', {
          loanType: 'mortgage',
          bankName: 'Wells Fargo',
          interestRateThousandths: 3_500,
        }),
        loan('a', {}),
      ],
    };
    expect(tipsOf(highestRateLoan, snapshot)).toEqual([
      {
        rule: 'highest-rate-loan',
        severity: 'low',
        title: 'Highest-rate loan first: the Chase auto loan at 7.9%',
        detail:
          '$12,000.00 left at 7.9%, against 3.5% on the Wells Fargo mortgage loan. If you pay extra on a loan, paying this one first saves the most interest.',
        href: '/loans',
        action: 'Review loans',
      },
    ]);
  });

  it('does not fire with one loan, equal rates, a paid-off loan or a missing rate', () => {
    const one = { ...completeSnapshot(), loans: [loan('a', {})] };
    expect(tipsOf(highestRateLoan, one)).toEqual([]);
    const equal = { ...completeSnapshot(), loans: [loan('a', {}), loan('b', {})] };
    expect(tipsOf(highestRateLoan, equal)).toEqual([]);
    const others = {
      ...completeSnapshot(),
      loans: [
        loan('a', {}),
        loan('b', { interestRateThousandths: 9_000, currentOutstandingBalanceCents: 0 }),
        loan('c', { interestRateThousandths: null }),
      ],
    };
    expect(tipsOf(highestRateLoan, others)).toEqual([]);
  });
});
