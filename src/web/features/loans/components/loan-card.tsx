import { useId, type ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { Badge } from '@web/components/ui/badge';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { RevealableNumber } from '@web/components/ui/revealable-number';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
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

const notRecorded = <span className="text-muted-foreground">Not recorded</span>;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
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
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  const type = LOAN_TYPE_LABELS[loan.loanType];
  const name = `${loan.lender} ${type}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div className="grid min-w-0 gap-1.5">
          <Badge variant="secondary" className="w-fit">
            {type}
          </Badge>
          <CardTitle id={titleId} className="leading-snug break-words">
            {loan.lender}
          </CardTitle>
          <OwnerBadge ownerId={loan.ownerId} className="w-fit" />
        </div>
        <p className="ml-auto text-right">
          <span className="block text-lg font-semibold tabular-nums">
            {formatCents(loan.outstandingBalanceCents)}
          </span>
          <span className="block text-xs text-muted-foreground">outstanding</span>
        </p>
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0">
        <dl className="grid gap-2 text-sm">
          <Detail term="Account number">
            <RevealableNumber
              last4={loan.accountNumberLast4}
              reveal={() => revealLoanNumber(loan.id)}
              revealable={mayReveal(loan.ownerId)}
              label={`account number of ${name}`}
            />
          </Detail>
          <Detail term="Monthly payment">
            {loan.monthlyPaymentCents === null
              ? notRecorded
              : formatCents(loan.monthlyPaymentCents)}
          </Detail>
          <Detail term="Interest rate">
            {loan.interestRatePercent === null ? notRecorded : formatRate(loan.interestRatePercent)}
          </Detail>
          <Detail term="Original amount">{formatCents(loan.originalAmountCents)}</Detail>
          <Detail term="Term">
            {loan.termMonths === null ? notRecorded : formatDuration(loan.termMonths)}
          </Detail>
          <Detail term="Start date">
            {loan.startDate === null ? notRecorded : formatDay(loan.startDate)}
          </Detail>
          <Detail term="Linked obligation">{obligationName}</Detail>
          <Detail term="Linked property">{propertyName}</Detail>
          {loan.notes && (
            <Detail term="Notes">
              <span className="whitespace-pre-line">{loan.notes}</span>
            </Detail>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Payoff schedule for ${name}`}
            onClick={() => onSchedule(loan)}
          >
            <CalendarClock aria-hidden />
            Payoff schedule
          </Button>
          <EditDeleteButtons
            name={name}
            ownerId={loan.ownerId}
            onEdit={() => onEdit(loan)}
            onDelete={() => onDelete(loan)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
