import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import { obligationAsInput } from '@web/lib/obligation-as-input';
import { chosenAddress, type HomeAddress } from './home-addresses';
import { historyCharges } from './obligation-cadence';
import type { SeriesDraft } from './series-draft';
import { dayOfMonth } from './statement-day';

/** The statement's account, when the person kept it as the one that pays the bill. */
function payingAccount(draft: SeriesDraft): string | null {
  return draft.autoPay ? (draft.series.payingAccount?.label ?? null) : null;
}

/**
 * The draft as a new obligation, paid automatically from the account it was charged to, with its
 * charges as the amount history (the server skips days it has, so a re-import adds nothing).
 */
export function newObligation(draft: SeriesDraft, homes: readonly HomeAddress[]): TExpenseInput {
  const isHome = draft.category === 'home';
  const account = payingAccount(draft);
  return {
    category: draft.category,
    vendor: draft.vendor.trim(),
    costCents: draft.costCents,
    frequency: draft.frequency,
    description: null,
    bankAccount: account,
    isAutoPay: account !== null,
    autoPayDate: account !== null ? dayOfMonth(draft.series.nextDue) : null,
    homeSubcategory: isHome ? draft.homeSubcategory : null,
    address: isHome ? chosenAddress(draft.address, homes) : null,
    statementCharges: historyCharges(draft.series),
  };
}

/**
 * The matched obligation with what the statements say changed: its amount and how often it is
 * due, its charges as amount history, and the paying account only where it had none. Everything
 * else stays as the household set it.
 */
export function matchedObligationUpdate(existing: TExpense, draft: SeriesDraft): TExpenseInput {
  const account = existing.bankAccount ? null : payingAccount(draft);
  return {
    ...obligationAsInput(existing),
    costCents: draft.costCents,
    frequency: draft.frequency,
    bankAccount: existing.bankAccount ?? account,
    isAutoPay: existing.isAutoPay || account !== null,
    autoPayDate:
      existing.autoPayDate ?? (account !== null ? dayOfMonth(draft.series.nextDue) : null),
    statementCharges: historyCharges(draft.series),
  };
}
