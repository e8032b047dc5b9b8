import { useMemo, useState } from 'react';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { amortize, payoffDate, type AmortizationInput } from '../lib/amortization';
import { amortizationProblem } from '../lib/amortization-messages';
import { formatDuration, formatMonth, formatRate } from '../lib/loan-format';
import { ExtraPaymentCalculator } from './extra-payment-calculator';
import { ScheduleTable } from './schedule-table';

type Props = { loan: TLoan; onClose: () => void };

/**
 * A loan's payoff from today: when it ends, what interest it still costs, the schedule, and what
 * an extra monthly payment would change. Without a rate there is nothing honest to compute.
 */
export function LoanPayoffDialog({ loan, onClose }: Props) {
  const returnFocus = useReturnFocus();
  // One "today" for the life of the dialog, so the dates do not shift while it is open.
  const [today] = useState(() => new Date());
  const rate = loan.interestRatePercent;
  const input = useMemo<AmortizationInput>(
    () => ({
      balanceCents: loan.outstandingBalanceCents,
      annualRatePercent: rate ?? 0,
      monthlyPaymentCents: loan.monthlyPaymentCents ?? 0,
    }),
    [loan.outstandingBalanceCents, rate, loan.monthlyPaymentCents],
  );
  const schedule = useMemo(() => amortize(input), [input]);
  const problem =
    rate === null
      ? 'Add the interest rate to see when this loan is paid off.'
      : amortizationProblem(schedule.status);
  const terms = [
    `${formatCents(loan.outstandingBalanceCents)} outstanding`,
    rate !== null && formatRate(rate),
    loan.monthlyPaymentCents !== null && `${formatCents(loan.monthlyPaymentCents)} a month`,
  ].filter(Boolean);

  return (
    <DialogFrame
      onClose={onClose}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      className="max-w-3xl"
      title="Payoff schedule"
      description={`${LOAN_TYPE_LABELS[loan.loanType]} with ${loan.lender}: ${terms.join(', ')}.`}
    >
      {problem ? (
        <Alert variant={rate === null ? 'default' : 'destructive'} role="status">
          <AlertDescription className="col-start-1 text-foreground">{problem}</AlertDescription>
        </Alert>
      ) : (
        <>
          <StatGrid>
            <Stat
              label="Payoff date"
              value={formatMonth(payoffDate(schedule.months, today))}
              hint="From today, with the current payment"
            />
            <Stat
              label="Payments left"
              value={schedule.months}
              hint={formatDuration(schedule.months)}
            />
            <Stat
              label="Total interest"
              value={formatCents(schedule.totalInterestCents)}
              hint="Still to pay over the rest of the loan"
            />
          </StatGrid>
          <ScheduleTable rows={schedule.rows} today={today} />
        </>
      )}
      {rate !== null && loan.outstandingBalanceCents > 0 && (
        <ExtraPaymentCalculator base={schedule} input={input} today={today} />
      )}
    </DialogFrame>
  );
}
