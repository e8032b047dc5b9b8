import { useMemo } from 'react';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { portfolioSummary } from '@shared/investments/valuation';
import type { RecordActions } from '@web/components/records/record-dialogs';
import { localIsoDay } from '@web/lib/local-day';
import type { InvestmentDialog } from '../lib/investment-dialog';
import { AllocationCard } from './allocation-card';
import type { AccountActions } from './investment-account-card';
import { InvestmentAccountList } from './investment-account-list';
import { InvestmentsSummary } from './investments-summary';

type Props = {
  accounts: TInvestmentAccount[];
  actions: RecordActions<TInvestmentAccount, InvestmentDialog>;
};

/** The recorded investments: the totals, the allocation, and each account with its holdings. */
export function InvestmentsOverview({ accounts, actions }: Props) {
  // The visitor's calendar day, for "price as of" (a price is stale after 3 days).
  const today = localIsoDay(new Date());
  const summary = useMemo(() => portfolioSummary(accounts, today), [accounts, today]);
  const { openForm, remove } = actions;
  // Stable while the screen's actions are, so the (memoised) account cards do not re-render when
  // a dialog opens or closes.
  const accountActions = useMemo<AccountActions>(
    () => ({
      onEdit: (account) => openForm({ kind: 'account', account }),
      onDelete: remove,
      onAddHolding: (account) => openForm({ kind: 'holding', account, holding: null }),
      onEditHolding: (account, holding) => openForm({ kind: 'holding', account, holding }),
      onDeleteHolding: (holding) => openForm({ kind: 'delete-holding', holding }),
      onPrice: (holding) => openForm({ kind: 'price', holding }),
    }),
    [openForm, remove],
  );
  return (
    <>
      <InvestmentsSummary summary={summary} />
      <AllocationCard accounts={accounts} />
      <InvestmentAccountList accounts={accounts} today={today} actions={accountActions} />
    </>
  );
}
