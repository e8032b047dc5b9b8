import { memo, useId, type ReactNode } from 'react';
import { CalendarClock, Hash, MapPin, Pencil, Tag, Trash2, Wallet } from 'lucide-react';
import { ENTITY_LABELS } from '@shared/finance/categories';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import type { TExpense } from '@shared/finance/expense-schemas';
import { Button } from '@web/components/ui/button';
import type { ExpenseActions } from '../lib/expense-actions';
import { paymentLabel } from '../lib/expense-labels';
import { CategoryBadge } from '@web/components/category-badge';
import { OwnerBadge } from '@web/components/owner-badge';
import { ExpenseLinkButtons } from './expense-link-buttons';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
import { VendorAccountReveal } from './vendor-account-reveal';

type Props = {
  expense: TExpense;
  actions: ExpenseActions;
  /** The card's title level under the surrounding heading. */
  headingLevel?: 3 | 4;
};

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Spec §2 "Expense card". Memoised: a list re-renders only the cards whose obligation changed. */
export const ExpenseCard = memo(function ExpenseCard({
  expense,
  actions,
  headingLevel = 3,
}: Props) {
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Title id={titleId} className="font-semibold break-words">
            {expense.vendor}
          </Title>
          {expense.description && (
            <p className="text-sm break-words text-muted-foreground">{expense.description}</p>
          )}
          <OwnerBadge ownerId={expense.ownerId} className="mt-1.5" />
        </div>
        <CategoryBadge category={expense.category} />
      </div>
      <p>
        <span className="text-lg font-semibold tabular-nums">{formatCents(expense.costCents)}</span>{' '}
        <span className="text-sm text-muted-foreground">{FREQUENCY_LABELS[expense.frequency]}</span>
      </p>
      <dl className="grid gap-1.5 text-sm">
        {expense.category === 'home' && expense.address && (
          <Detail icon={<MapPin />} term="Property address">
            {expense.address.full}
          </Detail>
        )}
        {expense.entityName && ENTITY_LABELS[expense.category] && (
          <Detail icon={<Tag />} term={ENTITY_LABELS[expense.category] ?? ''}>
            {expense.entityName}
          </Detail>
        )}
        <Detail icon={<Wallet />} term="Bank account">
          {expense.bankAccount ?? <span className="text-muted-foreground">No bank account</span>}
        </Detail>
        <Detail icon={<CalendarClock />} term="Payment">
          {paymentLabel(expense)}
        </Detail>
        {expense.vendorAccountLast4 && (
          <Detail icon={<Hash />} term="Account with the vendor">
            <VendorAccountReveal
              expenseId={expense.id}
              vendor={expense.vendor}
              lastFour={expense.vendorAccountLast4}
              revealable={mayReveal(expense.ownerId)}
            />
          </Detail>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ExpenseLinkButtons expense={expense} />
        {actions.canChange(expense) && (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${expense.vendor}`}
              onClick={() => actions.edit(expense)}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${expense.vendor}`}
              onClick={() => actions.remove(expense)}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </>
        )}
      </div>
    </article>
  );
});
