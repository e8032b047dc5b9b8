import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import type { SnapshotLoan } from '../../../snapshot/household-snapshot';
import type { TipRule } from '../../tip-rule';

/** 6125 thousandths → "6.125%", 7900 → "7.9%". */
function rateText(thousandths: number): string {
  return `${Number((thousandths / 1000).toFixed(3))}%`;
}

function loanName(loan: SnapshotLoan): string {
  const type = LOAN_TYPE_LABELS[loan.loanType as LoanType] ?? 'Other';
  return `the ${loan.bankName} ${type.toLowerCase()} loan`;
}

/**
 * Of two or more loans with a balance and a rate, the highest rate: extra payments there save the
 * most interest (arithmetic, not a threshold: the research gives no rate that counts as "high").
 */
export const highestRateLoan: TipRule = {
  id: 'highest-rate-loan',
  area: 'loans',
  evaluate: ({ snapshot }) => {
    const rated = snapshot.loans
      .filter(
        (loan): loan is SnapshotLoan & { interestRateThousandths: number } =>
          loan.interestRateThousandths !== null && loan.currentOutstandingBalanceCents > 0,
      )
      .sort((a, b) => b.interestRateThousandths - a.interestRateThousandths);
    const [highest, next] = rated;
    if (!highest || !next || highest.interestRateThousandths === next.interestRateThousandths)
      return [];
    const name = loanName(highest);
    return [
      {
        rule: 'highest-rate-loan',
        severity: 'low',
        title: `Highest-rate loan first: ${name} at ${rateText(highest.interestRateThousandths)}`,
        detail: `${formatCents(highest.currentOutstandingBalanceCents)} left at ${rateText(highest.interestRateThousandths)}, against ${rateText(next.interestRateThousandths)} on ${loanName(next)}. If you pay extra on a loan, paying this one first saves the most interest.`,
        href: '/loans',
        action: 'Review loans',
      },
    ];
  },
};
