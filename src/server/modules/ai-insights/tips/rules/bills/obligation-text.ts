import { FREQUENCY_LABELS, type Frequency } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import type { SnapshotObligation } from '../../../snapshot/household-snapshot';

/** "$2,100.00 per month" (spec §9 frequency labels). */
export function costText(obligation: Pick<SnapshotObligation, 'costCents' | 'frequency'>): string {
  const frequency = FREQUENCY_LABELS[obligation.frequency as Frequency] ?? FREQUENCY_LABELS.monthly;
  return `${formatCents(obligation.costCents)} ${frequency}`;
}

/** The Monthly Expenses list narrowed to a vendor (the chat's links use the same form). */
export function expensesHref(vendor: string): string {
  return `/expenses?search=${encodeURIComponent(vendor.trim())}`;
}
