import type { Category } from '@shared/finance/categories';
import type { Frequency } from '@shared/finance/frequency';
import type { ExpenseLike } from '@shared/finance/household-summary';
import type { SnapshotObligation } from '../../snapshot/household-snapshot';

/**
 * A snapshot obligation in the shape shared/finance/household-summary.ts reads, so the chat's
 * totals and due dates are the dashboard's. Older categories stay as they are: monthlyTotals
 * counts them as Other, as the lists do; an unknown frequency counts as monthly there too.
 */
export function asExpense(obligation: SnapshotObligation): ExpenseLike {
  return {
    id: obligation.id,
    category: obligation.category as Category,
    vendor: obligation.vendor,
    costCents: obligation.costCents,
    frequency: obligation.frequency as Frequency,
    isAutoPay: obligation.isAutoPay,
    autoPayDate: obligation.autoPayDate,
    createdAt: obligation.createdAt.toISOString(),
    bankAccount: obligation.bankAccount,
  };
}
