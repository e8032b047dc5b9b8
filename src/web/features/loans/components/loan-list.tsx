import type { ReactNode } from 'react';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { RecordGroup } from '@web/components/records/record-group';
import { propertyLabel } from '../lib/link-options';
import { LoanCard } from './loan-card';

/** A linked list that has not loaded (or failed) cannot name the link; say what is known. */
type Linkable<T> = { data: T[] | undefined; isPending: boolean };

type Props = {
  loans: TLoan[];
  expenses: Linkable<TExpense>;
  properties: Linkable<TProperty>;
  onSchedule: (loan: TLoan) => void;
  onEdit: (loan: TLoan) => void;
  onDelete: (loan: TLoan) => void;
};

function linkedName<T extends { id: string }>(
  id: string | null,
  list: Linkable<T>,
  name: (item: T) => string,
): ReactNode {
  if (id === null) return <span className="text-muted-foreground">None</span>;
  if (list.isPending) return <span className="text-muted-foreground">Loading…</span>;
  const found = list.data?.find((item) => item.id === id);
  return found ? name(found) : <span className="text-muted-foreground">Not in this view</span>;
}

/** The loans as cards, each naming its linked obligation (by vendor) and property. */
export function LoanList({ loans, expenses, properties, ...actions }: Props) {
  return (
    <RecordGroup
      headingId="loans-heading"
      title="Your loans"
      items={loans}
      renderItem={(loan) => (
        <LoanCard
          key={loan.id}
          loan={loan}
          obligationName={linkedName(loan.relatedExpenseId, expenses, (item) => item.vendor)}
          propertyName={linkedName(loan.propertyId, properties, propertyLabel)}
          {...actions}
        />
      )}
    />
  );
}
