import { useId, useMemo, useState } from 'react';
import { MapPin } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { cn } from '@web/lib/utils';
import type { ExpenseActions } from '../lib/expense-actions';
import { obligationCount, perMonthLabel } from '../lib/expense-labels';
import { NO_ADDRESS_TITLE, groupByAddress } from '../lib/expense-groups';
import { ExpenseCardGrid } from './expense-card-grid';

type Props = { expenses: readonly TExpense[]; actions: ExpenseActions };

/**
 * Spec §2, home in the grid view: one card per address with its obligation count and monthly
 * total. Choosing a card shows that address's obligations below it (the first address at the
 * start); obligations without an address follow under "No address".
 */
export function HomeAddressCards({ expenses, actions }: Props) {
  const { groups, noAddress } = useMemo(() => groupByAddress(expenses), [expenses]);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // A search can remove the chosen address; the first one then stands in.
  const chosen = groups.find((group) => group.key === chosenKey) ?? groups[0];
  const chosenId = useId();
  const noAddressId = useId();

  return (
    <div className="grid gap-6">
      {groups.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Addresses">
          {groups.map((group) => {
            const pressed = group.key === chosen?.key;
            return (
              <li key={group.key}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setChosenKey(group.key)}
                  className={cn(
                    'flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
                    pressed && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <span className="flex items-start gap-2 font-medium break-words">
                    <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    {group.title}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {obligationCount(group.expenses.length)} ·{' '}
                    <span className="font-semibold text-foreground tabular-nums">
                      {perMonthLabel(group.monthlyCents)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {chosen && (
        <section aria-labelledby={chosenId} className="grid gap-3">
          <h3 id={chosenId} className="font-medium">
            Obligations at {chosen.title}
          </h3>
          <ExpenseCardGrid expenses={chosen.expenses} actions={actions} headingLevel={4} />
        </section>
      )}
      {noAddress.length > 0 && (
        <section aria-labelledby={noAddressId} className="grid gap-3">
          <h3 id={noAddressId} className="font-medium">
            {NO_ADDRESS_TITLE}
          </h3>
          <ExpenseCardGrid expenses={noAddress} actions={actions} headingLevel={4} />
        </section>
      )}
    </div>
  );
}
