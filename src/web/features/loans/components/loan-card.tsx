import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { RecordCard } from '@web/components/records/record-card';
import { RecordDetail } from '@web/components/records/record-detail';
import { RecordFigure } from '@web/components/records/record-figure';
import { Button } from '@web/components/ui/button';
import { revealLoanNumber } from '../api/reveal-loan-number';
import { formatDay, formatDuration, formatRate } from '../lib/loan-format';

type Props = {
  loan: TLoan;
  /** The linked obligation's and property's names, or what to say instead. */
  obligationName: ReactNode;
  propertyName: ReactNode;
  onSchedule: (loan: TLoan) => void;
  onEdit: (loan: TLoan) => void;
  onDelete: (loan: TLoan) => void;
};

/** A stored value through `format`; null (said "Not recorded") when none is stored. */
function recorded<T>(value: T | null, format: (value: T) => string): string | null {
  return value === null ? null : format(value);
}

/** One loan with every field, its links, and the ways to open, change or delete it. */
export function LoanCard({
  loan,
  obligationName,
  propertyName,
  onSchedule,
  onEdit,
  onDelete,
}: Props) {
  const type = LOAN_TYPE_LABELS[loan.loanType];
  const name = `${loan.lender} ${type}`;
  return (
    <RecordCard
      kind={type}
      title={loan.lender}
      name={name}
      ownerId={loan.ownerId}
      figure={
        <RecordFigure value={formatCents(loan.outstandingBalanceCents)} caption="outstanding" />
      }
      numberLast4={loan.accountNumberLast4}
      revealNumber={() => revealLoanNumber(loan.id)}
      details={
        <>
          <RecordDetail term="Monthly payment">
            {recorded(loan.monthlyPaymentCents, formatCents)}
          </RecordDetail>
          <RecordDetail term="Interest rate">
            {recorded(loan.interestRatePercent, formatRate)}
          </RecordDetail>
          <RecordDetail term="Original amount">
            {formatCents(loan.originalAmountCents)}
          </RecordDetail>
          <RecordDetail term="Term">{recorded(loan.termMonths, formatDuration)}</RecordDetail>
          <RecordDetail term="Start date">{recorded(loan.startDate, formatDay)}</RecordDetail>
          <RecordDetail term="Linked obligation">{obligationName}</RecordDetail>
          <RecordDetail term="Linked property">{propertyName}</RecordDetail>
        </>
      }
      notes={loan.notes}
      actions={
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Payoff schedule for ${name}`}
          onClick={() => onSchedule(loan)}
        >
          <CalendarClock aria-hidden />
          Payoff schedule
        </Button>
      }
      onEdit={() => onEdit(loan)}
      onDelete={() => onDelete(loan)}
    />
  );
}
