import type { ReactNode } from 'react';
import { FREQUENCY_LABELS, monthlyEquivalentCents } from '@shared/finance/frequency';
import { LOAN_TYPE_LABELS } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';
import { TextLink } from '@web/components/ui/text-link';
import { cn } from '@web/lib/utils';
import type { PropertyFinances as Finances } from '../lib/property-links';

type RowProps = { label: ReactNode; value: string; className?: string; rowClassName?: string };

function Row({ label, value, className, rowClassName }: RowProps) {
  return (
    <li className={cn('flex items-baseline justify-between gap-3', rowClassName)}>
      <span className="min-w-0 break-words">{label}</span>
      <span className={cn('shrink-0 tabular-nums', className)}>{value}</span>
    </li>
  );
}

/** How obligations are found for this property, so a missing bill can be fixed at its source. */
function matchRule(property: TProperty): string {
  return property.kind === 'home'
    ? `Matched by address: home obligations at ${property.address.full}.`
    : `Matched by vehicle name: auto obligations for “${vehicleLabel(property)}”.`;
}

/** What is owed on a property, the equity left, and the monthly bills that come with it. */
export function PropertyFinances({
  property,
  finances,
}: {
  property: TProperty;
  finances: Finances;
}) {
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/50 p-3">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Loans against it</dt>
          <dd className="font-medium tabular-nums">{formatCents(finances.loanBalanceCents)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Equity</dt>
          <dd
            className={cn(
              'font-medium tabular-nums',
              finances.equityCents < 0 && 'text-destructive',
            )}
          >
            {formatCents(finances.equityCents)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h4 className="font-medium">Loans</h4>
        {finances.loans.length > 0 ? (
          <ul className="grid gap-1">
            {finances.loans.map((loan) => (
              <Row
                key={loan.id}
                label={`${loan.lender} · ${LOAN_TYPE_LABELS[loan.loanType]}`}
                value={formatCents(loan.outstandingBalanceCents)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            No loans linked. Link one on the <TextLink to="/loans">Loans</TextLink> screen.
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <h4 className="font-medium">Monthly obligations</h4>
        {finances.obligations.length > 0 ? (
          <ul className="grid gap-1">
            {finances.obligations.map((expense) => (
              <Row
                key={expense.id}
                label={
                  expense.frequency === 'monthly' ? (
                    expense.vendor
                  ) : (
                    <>
                      {expense.vendor}{' '}
                      <span className="text-muted-foreground">
                        ({formatCents(expense.costCents)} {FREQUENCY_LABELS[expense.frequency]})
                      </span>
                    </>
                  )
                }
                value={`${formatCents(monthlyEquivalentCents(expense.costCents, expense.frequency))}/mo`}
              />
            ))}
            <Row
              label={<span className="font-medium">Total</span>}
              value={`${formatCents(finances.monthlyCents)}/mo`}
              className="font-medium"
              rowClassName="mt-1 border-t pt-1"
            />
          </ul>
        ) : (
          <p className="text-muted-foreground">No obligations match yet.</p>
        )}
        <p className="text-xs text-muted-foreground">{matchRule(property)}</p>
      </div>
    </div>
  );
}
