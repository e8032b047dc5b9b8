import { useId, useMemo } from 'react';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { ExpenseActions } from '../lib/expense-actions';
import { NO_ADDRESS_TITLE, groupByAddress } from '../lib/expense-groups';
import { ExpenseCardGrid } from './expense-card-grid';
import { GroupPanels } from './group-panels';
import { GroupTotal } from './group-total';

type Props = { expenses: readonly TExpense[]; actions: ExpenseActions };

/**
 * Spec §2, home in the list view: the total for all homes, then one panel per address with its
 * own total. Obligations without an address are listed apart under "No address".
 */
export function HomeAddressPanels({ expenses, actions }: Props) {
  const { groups, noAddress, totalMonthlyCents } = useMemo(
    () => groupByAddress(expenses),
    [expenses],
  );
  const noAddressId = useId();
  const homeCount = groups.reduce((sum, group) => sum + group.expenses.length, 0);
  return (
    <div className="grid gap-4">
      {groups.length > 0 && (
        <>
          <GroupTotal
            label="Total for all homes"
            monthlyCents={totalMonthlyCents}
            count={homeCount}
          />
          <GroupPanels groups={groups} actions={actions} />
        </>
      )}
      {noAddress.length > 0 && (
        <section aria-labelledby={noAddressId} className="grid gap-3">
          <h3 id={noAddressId} className="font-medium">
            {NO_ADDRESS_TITLE}
          </h3>
          <p className="text-sm text-muted-foreground">
            Edit these obligations to add the property they belong to.
          </p>
          <ExpenseCardGrid expenses={noAddress} actions={actions} headingLevel={4} />
        </section>
      )}
    </div>
  );
}
